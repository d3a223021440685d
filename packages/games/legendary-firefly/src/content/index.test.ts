// Content counts against the Sorting Guide, the crew stacks, and that every card's text is generated from its data.
import { describe, expect, test } from 'vitest';
import { CREW } from './vocabulary';
import { dataText } from '../text';
import {
  ALL_ENTRIES,
  avatar,
  BROWNCOATS,
  CARDS,
  COPIES,
  CREW_STACKS,
  CREW_STRIKES,
  EPISODE_CARDS,
  INEVITABLES,
  LABELLED_SHIP_STRIKES,
  OBJECTIVES,
  SHIP_STRIKES,
  SIDE_JOBS,
  STARTING,
  TALENTS_FLAWS,
  UPGRADES,
  objective,
} from '.';
import type { Entry } from './basics';
import { needKind } from './types';

const total = (entries: readonly Entry[]): number => entries.reduce((a, [, , n]) => a + n, 0);
const ofKind = (k: string): number => COPIES[k] ?? 0;

describe('Sorting Guide', () => {
  test.each([
    ['Shiny', ofKind('shiny'), 35],
    ['Misbehave', ofKind('misbehave'), 25],
    ['Browncoats', total(BROWNCOATS), 5],
    ['Avatars', CREW.length, 9],
    ['Side Jobs', total(SIDE_JOBS), 12],
    ['Crew Strikes', total(CREW_STRIKES), 40],
    ['Ship Strikes', total(SHIP_STRIKES), 20],
    ['labelled Ship Strikes', total(LABELLED_SHIP_STRIKES), 6],
    ['Upgrades', total(UPGRADES), 10],
    ['Talents', ofKind('talent'), 15],
    ['Flaws', ofKind('flaw'), 20],
    ['Inevitable cards', total(INEVITABLES), 3],
    ['crew cards', CREW.reduce((a, c) => a + total(CREW_STACKS[c]), 0), 126],
  ])('%s: %i (guide: %i)', (_, actual, expected) => {
    expect(actual).toBe(expected);
  });

  test.each(CREW.map((c) => [c]))('the %s stack has 14 cards, 5 + 5 + 3 + 1, all naming that crew member', (c) => {
    const stack = CREW_STACKS[c];
    expect(total(stack)).toBe(14);
    expect(stack.map(([, , n]) => n)).toEqual([5, 5, 3, 1]);
    for (const [, d] of stack) expect(d.type === 'character' && d.crew === c && d.cls !== null).toBe(true);
  });

  test.each([
    ['Serenity (Part 1)', 'A', 10],
    ['Serenity (Part 2)', 'B', 11],
    ['The Train Job', 'C', 12],
  ])('Episode deck %s – %s has %i cards, one of them a labelled Ship Strike', (name, letter, size) => {
    const entry = OBJECTIVES.find(([, o]) => o.name === name)!;
    const o = objective(entry[0]);
    expect(o.letter).toBe(letter);
    expect(o.deck.reduce((a, [, n]) => a + n, 0)).toBe(size);
    expect(o.deck.filter(([k]) => k.startsWith('ls-')).reduce((a, [, n]) => a + n, 0)).toBe(1);
    for (const [k] of o.deck) expect(CARDS[k]).toBeDefined();
    for (const p of o.parts) expect(o.deck.some(([k]) => needKind(p.need) === k)).toBe(true);
  });

  test('every Episode card is used in exactly its deck, and starting decks fit five players', () => {
    const used = OBJECTIVES.flatMap(([, o]) => o.deck.map(([k, n]) => [k, n] as const));
    for (const [k, , n] of [...EPISODE_CARDS, ...LABELLED_SHIP_STRIKES])
      expect(used.filter(([u]) => u === k).reduce((a, [, c]) => a + c, 0)).toBe(n);
    expect(ofKind('shiny')).toBe(7 * 5);
    expect(ofKind('misbehave')).toBe(5 * 5);
    expect(total(STARTING) + total(TALENTS_FLAWS)).toBe(95);
  });

  test('the authored box: all 500 cards, the 165 Episode cards (labelled Ship Strikes among them) and 15 Objectives included', () => {
    const authored = total(ALL_ENTRIES);
    expect(authored).toBe(500);
  });
});

describe('card text is generated from data', () => {
  test.each(Object.keys(CARDS).map((k) => [k]))('%s has a name and text', (k) => {
    const d = CARDS[k]!;
    expect(d.name.length).toBeGreaterThan(0);
    expect(dataText(d).length).toBeGreaterThan(5);
  });

  test('printed cards read as printed', () => {
    expect(dataText(CARDS['avatar-mal']!)).toBe(
      "Avatar. Rank 1, Defense 4, Health 10. Talent — Fiercely Loyal: Draw a card. Activate (defeat this Talent): Two different players each draw a card. Flaw — Antagonistic: Add an Episode card to the 'Verse.",
    );
    expect(dataText(CARDS['avatar-wash']!)).toContain('Activate (defeat this Talent): Scan a space for free.');
    expect(dataText(CARDS['river-no-power']!)).toBe(
      'Intel — River. Recruit 0, Attack 2+. Cost 4. Intel: You get +2 Attack.',
    );
    expect(dataText(CARDS['up-enhanced-sensors']!)).toBe(
      'Serenity Upgrade. Cost 4 Credits. Once each turn, you pay 2 less Attack to scan a space.',
    );
  });
});

describe('content that plays and reads as the rulebook means (issue 25)', () => {
  test('Fireball reads as the rulebook prints it: "attach it to the rightmost space of the \'Verse and push any card that\'s there as normal"', () => {
    expect(dataText(CARDS['og-fireball']!)).toContain(
      "(If it was revealed in the Combat Zone, attach it to the rightmost space of the 'Verse and push any card that's there as normal.)",
    );
  });

  test('"Each one has a label at the bottom … The 6 labelled Ship Strikes … are used here": each sits in the Episode deck its label names, spread over the series, not all in the first game', () => {
    const decks = new Set<string>();
    for (const [kind, d] of LABELLED_SHIP_STRIKES) {
      const holder = OBJECTIVES.filter(([, o]) => o.deck.some(([k]) => k === kind));
      expect(holder).toHaveLength(1);
      expect(d.type === 'shipStrike' && d.label).toBe(holder[0]![1].name);
      decks.add(holder[0]![0]);
    }
    expect(decks.size).toBe(6);
    const firstGame = new Set(['obj-serenity-1', 'obj-serenity-2', 'obj-train-job']);
    expect([...decks].filter((k) => !firstGame.has(k)).length).toBeGreaterThan(0);
  });

  test('one name, one card: no two different cards (or a card and a Talent or Flaw) share a name', () => {
    const names = new Map<string, string>();
    const clash: string[] = [];
    const add = (name: string, what: string): void => {
      const key = name.toLowerCase().replace(/^the /, '');
      const had = names.get(key);
      if (had !== undefined && had !== what) clash.push(`${name}: ${had} / ${what}`);
      names.set(key, what);
    };
    // The five Browncoats are one card in five classes ("Apart from their classes, Browncoats are identical").
    for (const [k, d] of Object.entries(CARDS))
      if (d.type !== 'avatar') add(d.name, k.startsWith('browncoats-') ? 'browncoats' : k);
    for (const c of CREW) {
      add(avatar(c).talent.name, `${c} Talent`);
      add(avatar(c).flaw.name, `${c} Flaw`);
    }
    expect(clash).toEqual([]);
  });

  test('no two crew cards play alike: class, cost, Recruit, Attack and text differ somewhere', () => {
    const seen = new Map<string, string>();
    const twins: string[] = [];
    for (const c of CREW) {
      for (const [k, d] of CREW_STACKS[c]) {
        const { name: _n, crew: _c, ...play } = d as unknown as Record<string, unknown>;
        const sig = JSON.stringify(play);
        const had = seen.get(sig);
        if (had) twins.push(`${had} = ${k}`);
        seen.set(sig, k);
      }
    }
    expect(twins).toEqual([]);
  });

  test('a vanilla enemy (no keyword, no ability) of the same Attack and kind is in at most two Episode decks', () => {
    const decksOf = new Map<string, Set<string>>();
    for (const [ok, o] of OBJECTIVES) {
      for (const [k] of o.deck) {
        const d = CARDS[k];
        if (d?.type !== 'enemy') continue;
        if (Object.keys(d).some((key) => !['type', 'name', 'desc', 'ship', 'attack'].includes(key))) continue;
        const sig = `${d.ship ? 'Ship' : 'Crew'} ${d.attack}`;
        decksOf.set(sig, new Set([...(decksOf.get(sig) ?? []), ok]));
      }
    }
    for (const [sig, decks] of decksOf) expect(decks.size, `${sig}: ${[...decks].join(', ')}`).toBeLessThanOrEqual(2);
  });
});
