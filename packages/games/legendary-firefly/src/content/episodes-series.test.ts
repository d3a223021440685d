// The twelve series Episodes against the Sorting Guide: deck sizes, 165 Episode cards and 15 Objectives in all, every keyword and timing, generated text.
import { describe, expect, test } from 'vitest';
import { needKind, type ObjectiveCard } from './types';
import { dataText } from '../text';
import { CARDS, EPISODE_CARDS, EPISODE_TRIOS, LABELLED_SHIP_STRIKES, OBJECTIVES, objective } from '.';
import type { Entry } from './basics';
import { SERIES_CARDS, SERIES_OBJECTIVES, SERIES_TRIOS } from './episodes-series';

const total = (entries: readonly Entry[]): number => entries.reduce((a, [, , n]) => a + n, 0);
const deckSize = (o: ObjectiveCard): number => o.deck.reduce((a, [, n]) => a + n, 0);
const seriesTexts = SERIES_CARDS.map(([, d]) => dataText(d));

// The Sorting Guide's list, in order: name, letter, Episode number, cards in the mini-deck.
const GUIDE: readonly (readonly [string, 'A' | 'B' | 'C', number, number])[] = [
  ['Serenity (Part 1)', 'A', 1, 10],
  ['Serenity (Part 2)', 'B', 2, 11],
  ['The Train Job', 'C', 3, 12],
  ['Bushwhacked', 'A', 4, 10],
  ['Shindig', 'B', 5, 11],
  ['Safe', 'C', 6, 12],
  ['Our Mrs. Reynolds', 'A', 7, 10],
  ['Jaynestown', 'B', 8, 11],
  ['Out of Gas', 'C', 9, 12],
  ['Ariel', 'A', 10, 10],
  ['War Stories', 'B', 11, 11],
  ['Trash', 'C', 12, 12],
  ['The Message', 'A', 13, 10],
  ['Heart of Gold', 'B', 14, 11],
  ['Objects in Space', 'C', 15, 12],
];

describe('Sorting Guide: the fifteen Episode decks', () => {
  test.each(GUIDE.map((g) => [...g]))('%s – %s (Episode %i) has %i cards', (name, letter, number, size) => {
    const entry = OBJECTIVES.find(([, o]) => o.name === name);
    expect(entry).toBeDefined();
    const o = objective(entry![0]);
    expect([o.letter, o.number, deckSize(o)]).toEqual([letter, number, size]);
  });

  test('15 Objectives and 165 Episode cards (the six labelled Ship Strikes among them), each kind in exactly one deck', () => {
    expect(OBJECTIVES).toHaveLength(15);
    expect(new Set(OBJECTIVES.map(([k]) => k)).size).toBe(15);
    expect(total(EPISODE_CARDS) + total(LABELLED_SHIP_STRIKES)).toBe(165);
    expect(OBJECTIVES.reduce((a, [, o]) => a + deckSize(o), 0)).toBe(165);
    const owners = new Map<string, string>();
    for (const [k, o] of OBJECTIVES)
      for (const [card] of o.deck) {
        expect(owners.get(card)).toBeUndefined();
        owners.set(card, k);
      }
    for (const [k] of SERIES_CARDS) expect(owners.has(k)).toBe(true);
  });

  test.each(SERIES_OBJECTIVES.map(([k, o]) => [o.name, k]))(
    '%s: every part names a card of its own deck that can do what the part asks',
    (_, k) => {
      const o = objective(k);
      for (const p of o.parts) {
        const kind = needKind(p.need);
        expect(o.deck.map(([c]) => c)).toContain(kind);
        const type = CARDS[kind]!.type;
        if ('defeat' in p.need) expect(type).toBe('enemy');
        if ('goal' in p.need) expect(type).toBe('goal');
      }
    },
  );
});

describe('the twelve series Episodes as puzzles', () => {
  test('Objectives of every kind: reveal a card, complete a Goal, defeat an enemy (one that escapes too)', () => {
    const needs = SERIES_OBJECTIVES.flatMap(([, o]) => o.parts.map((p) => p.need));
    expect(needs.some((n) => 'reveal' in n)).toBe(true);
    expect(needs.some((n) => 'goal' in n)).toBe(true);
    expect(needs.some((n) => 'defeat' in n)).toBe(true);
    const escapes = needs
      .filter((n) => 'defeat' in n)
      .map((n) => CARDS[needKind(n)]!)
      .filter((d) => d.type === 'enemy' && d.escape);
    expect(escapes.length).toBeGreaterThan(0);
  });

  test.each(SERIES_OBJECTIVES.filter(([, o]) => o.letter === 'C').map(([k, o]) => [o.name, k]))(
    '%s (Episode C) has a Mandatory part, Setup text and End of Episode text',
    (_, k) => {
      const o = objective(k);
      expect(o.parts.some((p) => p.mandatory)).toBe(true);
      expect(o.setup?.length).toBeGreaterThan(0);
      expect(o.endOfEpisode?.length).toBeGreaterThan(0);
      expect(dataText(o)).toMatch(/Setup: .*Mandatory — .*End of Episode \(campaigns only/);
    },
  );

  test('Episodes A and B have no Mandatory part and no End of Episode text', () => {
    for (const [, o] of SERIES_OBJECTIVES.filter(([, x]) => x.letter !== 'C')) {
      expect(o.parts.some((p) => p.mandatory)).toBe(false);
      expect(o.endOfEpisode).toBeUndefined();
    }
  });

  test('some Goals carry an ability of their own, used when completed', () => {
    const withAbility = SERIES_CARDS.filter(([, d]) => d.type === 'goal' && d.done);
    expect(withAbility.length).toBeGreaterThanOrEqual(4);
  });

  test('Fireball (Out of Gas – C) as the rulebook prints it', () => {
    const text = dataText(CARDS['og-fireball']!);
    expect(CARDS['og-fireball']!.name).toBe('Fireball');
    expect(objective('obj-out-of-gas').deck.map(([k]) => k)).toContain('og-fireball');
    expect(text).toBe(
      "Goal. Reveal: Zoe draws a Crew Strike. Attach this to the space it's in. (If it was revealed in the Combat Zone, attach it to the rightmost space of the 'Verse and push any card that's there as normal.) " +
        "Ongoing: Treat this space as if it doesn't exist — other cards, including Inevitable cards, skip over this space. Pay 7 Attack to complete this Goal.",
    );
  });

  test('the campaign order: five trios, each A, B, C, all fifteen Objectives once', () => {
    expect(Object.keys(EPISODE_TRIOS)).toEqual(['serenity-train-job', ...Object.keys(SERIES_TRIOS)]);
    const all = Object.values(EPISODE_TRIOS).flat();
    expect(all).toEqual(OBJECTIVES.map(([k]) => k));
    for (const trio of Object.values(EPISODE_TRIOS))
      expect(trio.map((k) => objective(k).letter)).toEqual(['A', 'B', 'C']);
    expect(all.map((k) => objective(k).number)).toEqual(Array.from({ length: 15 }, (_, i) => i + 1));
  });
});

describe('every keyword and ability timing appears on some series card', () => {
  test.each([
    ['Range', /\bRange\b/],
    ['Stationary', /\bStationary\b/],
    ['Escape', /\bEscape\b/],
    ['Double Strike', /Double Strike/],
    ['Coordinate', /Coordinate\./],
    ['Reveal', /Reveal: /],
    ['Ongoing', /Ongoing/],
    ["'Verse", /'Verse: /],
    ['Combat Zone', /Combat Zone: /],
    ['Reaction', /Reaction \(/],
    ['Activate', /Activate: /],
    ['Strike', /Strike: /],
    ['Defeated', /Defeated: /],
    ['Escape text', /Escape: /],
    ['class combo', /^Strength — |\. Strength: /],
  ])('%s', (_, pattern) => {
    expect(seriesTexts.some((t) => pattern.test(t))).toBe(true);
  });

  test('every series card and Objective has a name and generated text', () => {
    for (const [, d] of [...SERIES_CARDS, ...SERIES_OBJECTIVES.map(([k, o]): Entry => [k, o, 1])]) {
      expect(d.name.length).toBeGreaterThan(0);
      expect(dataText(d).length).toBeGreaterThan(10);
    }
  });

  test('a reveal Objective reads as one', () => {
    expect(dataText(objective('obj-jaynestown'))).toContain(
      "Find the Statue: Reveal The Mudder's Statue. Reward: The team earns 1 Credit.",
    );
  });
});
