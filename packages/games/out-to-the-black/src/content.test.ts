// Every count the rulebook gives, the printed cards as printed, and generated text for every card.
import { wordingProblems } from '@cortex/engine/testing';
import { describe, expect, test } from 'vitest';
import { ALLIANCE, ALLIANCE_KINDS } from './content/alliance';
import { CHARACTER_IDS, CHARACTERS } from './content/characters';
import { EVENT_KINDS, EVENTS } from './content/events';
import { GORRAMIT, GORRAMIT_KINDS } from './content/gorramit';
import { SERENITY, SERENITY_KINDS, SERENITY_TYPES } from './content/serenity';
import { chatPhrases } from './chat';
import { outToTheBlack } from './game';
import { characterText } from './rules/characters';
import { DEAL } from './rules/setup';
import { cardName, cardText } from './text';

const count = <T>(items: readonly T[], pred: (t: T) => boolean): number => items.filter(pred).length;

describe('Components', () => {
  test.each([
    ['Character cards', CHARACTER_IDS.length, 9],
    ['Event cards', EVENT_KINDS.length, 22],
    ['Serenity cards', SERENITY_KINDS.length, 36],
    ['Alliance cards', ALLIANCE_KINDS.length, 14],
    ['Gorramit cards', GORRAMIT_KINDS.length, 16],
  ])('%s: %i (rulebook: %i)', (_, actual, expected) => {
    expect(actual).toBe(expected);
  });

  test('Result Numbers run 1-6, six cards of each', () => {
    for (let r = 1; r <= 6; r++) expect(count(SERENITY_KINDS, (k) => SERENITY[k]!.result === r)).toBe(6);
  });

  test('every Serenity card kind the rules list is in the deck, with the counts we chose', () => {
    const counts = Object.fromEntries(
      Object.keys(SERENITY_TYPES).map((t) => [t, count(SERENITY_KINDS, (k) => SERENITY[k]!.type === t)]),
    );
    expect(counts).toEqual({
      fightin1: 5,
      fightin2: 1,
      flyin1: 4,
      flyin2: 2,
      thinkin1: 3,
      thinkin2: 2,
      wild1: 4,
      wild2: 1,
      copilot: 2,
      lendahand: 2,
      idea: 2,
      strength: 1,
      maneuvers: 1,
      psychic: 1,
      boost: 1,
      sneaky: 1,
      help: 1,
      regroup: 1,
      sacrifice: 1,
    });
  });

  test('Alliance card kinds: Credit Reward, Honor Reward, Next Event, Immediate, Long Term', () => {
    const types = ALLIANCE_KINDS.map((k) => ALLIANCE[k]!.type);
    expect(new Set(types)).toEqual(new Set(['creditReward', 'honorReward', 'nextEvent', 'immediate', 'longTerm']));
  });

  test('the seven Gorramit cards the rulebook names are there', () => {
    const names = GORRAMIT_KINDS.map((k) => GORRAMIT[k]!.name);
    for (const n of [
      'Unexpected Shift',
      'Heavy Injuries',
      'Hwoon Dahn',
      'Life is Just Grand!',
      'Your Official Seal is Out of Date',
      'Yolanda',
      'Go-Se',
    ])
      expect(names).toContain(n);
  });

  test.each([3, 4, 5])('%i players: enough Events remain after removing the 4+ and 5+ cards', (players) => {
    expect(count(EVENT_KINDS, (k) => EVENTS[k]!.minPlayers <= players)).toBeGreaterThanOrEqual(DEAL[players]!.events);
    for (const k of EVENT_KINDS)
      if (EVENTS[k]!.minPlayers <= players) expect(EVENTS[k]!.players).toBeLessThanOrEqual(players);
  });

  test.each([
    ['Event', EVENTS],
    ['Alliance', ALLIANCE],
    ['Gorramit', GORRAMIT],
  ] as const)(
    '"No two cards that should differ are identical": no two %s cards do the same thing under different names',
    (_, table) => {
      const sameAs = new Map<string, string>();
      const twins: string[] = [];
      for (const card of Object.values(table)) {
        const { name, ...what } = card;
        const key = JSON.stringify(what);
        const other = sameAs.get(key);
        if (other !== undefined) twins.push(`${other} = ${name}`);
        else sameAs.set(key, name);
      }
      expect(twins).toEqual([]);
    },
  );

  test('names are unique', () => {
    for (const table of [EVENTS, ALLIANCE, GORRAMIT]) {
      const names = Object.values(table).map((c) => c.name);
      expect(new Set(names).size).toBe(names.length);
    }
  });
});

describe('Printed cards', () => {
  test('Hands of Blue', () => {
    expect(cardText(EVENT_KINDS.find((k) => EVENTS[k]!.name === 'Hands of Blue')!)).toBe(
      "Multi-Player Event 3. Fightin' 12, Flyin' 6, Thinkin' 9. VL0: 3 All. VL1: 1 All, -2 Cr, -1 Ho. VL2: +1 Cr, -1 Choice. VL3: +3 Cr.",
    );
  });

  test('Grange Brothers and the Train Job carry the numbers of the examples', () => {
    const grange = Object.values(EVENTS).find((e) => e.name === 'Grange Brothers')!;
    expect(grange).toMatchObject({ players: 2, targets: [9, 7, 6] });
    // The Example of Play: VL2 "takes 1 Credit and chooses to lose 1 Honor"; VL1 "removed [...] Credits and two Honor, leaving 3 Credits and 6 Honor" from 5 and 8.
    expect(grange.vl[2]).toEqual([
      { kind: 'cr', n: 1 },
      { kind: 'choice', n: -1 },
    ]);
    expect(grange.vl[1]).toEqual([
      { kind: 'cr', n: -2 },
      { kind: 'ho', n: -2 },
    ]);
    const train = Object.values(EVENTS).find((e) => e.name === 'The Train Job')!;
    // The Help example: Multi-Player 2, "they need a total of 7" Fightin'.
    expect(train).toMatchObject({ players: 2 });
    expect(train.targets[0]).toBe(7);
  });

  test('Mal as printed', () => {
    expect(CHARACTERS.mal).toMatchObject({ skills: [2, 1, 1], handSize: 5 });
    expect(characterText('mal')).toBe(
      "Mal. Fightin' 2 (Specialty), Flyin' 1, Thinkin' 1. Starting Hand Size 5. Game Ability (A, once per game): Draw to Starting Hand Size, then give 3 cards to any other players. " +
        'A: 1 Credit: Draw one card, limit 5 in hand. ' +
        'A: 2 Credits: Draw one card, limit 5 in hand, then each other player draws one card. ' +
        'E: 1 Credit: Each player draws one card, limit 0 in hand. ' +
        'R: 1 Honor: Redraw all Result cards. ' +
        'E: 2 Honor: Draw 2 Result cards for any Contest; use the higher result. ' +
        'A: 0 Honor: Trade 2 Credits for 2 Honor.',
    );
  });

  test('the example characters: Jayne and Zoe specialise in Fightin, Inara in Flyin and Thinkin; hand sizes of the Example of Play', () => {
    expect(CHARACTERS.jayne.specialties).toEqual(['fightin']);
    expect(CHARACTERS.jayne.skills[0]).toBe(3);
    expect(CHARACTERS.inara.specialties).toEqual(['flyin', 'thinkin']);
    expect([
      CHARACTERS.shepherd.handSize,
      CHARACTERS.zoe.handSize,
      CHARACTERS.inara.handSize,
      CHARACTERS.kaylee.handSize,
    ]).toEqual([3, 7, 7, 5]);
  });
});

describe('Generated text', () => {
  test('every card has a name and a text', () => {
    for (const k of [...SERENITY_KINDS, ...EVENT_KINDS, ...ALLIANCE_KINDS, ...GORRAMIT_KINDS]) {
      expect(cardName(k)).not.toBe(k);
      expect(cardText(k).length).toBeGreaterThan(10);
    }
    for (const c of CHARACTER_IDS) expect(characterText(c)).toContain('Starting Hand Size');
  });

  test('every card text reads as plain English: no "1 Credits", no crew without a verb', () => {
    const kinds = [...SERENITY_KINDS, ...EVENT_KINDS, ...ALLIANCE_KINDS, ...GORRAMIT_KINDS, ...CHARACTER_IDS];
    const broken = kinds
      .map((k) => cardText(k))
      .filter((text) => wordingProblems(text).length > 0 || /\bcrew [-+]\d/.test(text));
    expect(broken).toEqual([]);
  });

  test.each([
    [
      's1',
      "Serenity card. Event phase, participating: +1 Fightin'. Played face down, or face up if Fightin' is your Specialty. Result Number 1.",
    ],
    [
      's23',
      "Serenity card. Event phase, only when NOT participating, face down: +1 to the Flyin' total (not a Flyin' card). Result Number 2.",
    ],
  ])('%s reads: %s', (kind, text) => {
    expect(cardText(kind)).toBe(text);
  });
});

describe('Playing Fair chat phrases', () => {
  test("offer the rulebook's general phrase and never name a skill", () => {
    expect(chatPhrases).toContain("I'm not going to be able to complete this Event successfully!");
    expect(outToTheBlack.chatPhrases).toBe(chatPhrases);
    for (const p of chatPhrases) expect(p).not.toMatch(/fightin|flyin|thinkin|\bwild|\+[12]/i);
  });

  test('"5. During the Resolution phase, the players may discuss the various actions they can perform before acting": phrases about the actions on the (public) Character cards, never about a card in hand', () => {
    for (const p of [
      'I can redraw Result cards with an action.',
      'I can use my Game Ability here.',
      'Wait, I may still act.',
      "Go ahead, I'll act after you.",
    ])
      expect(chatPhrases).toContain(p);
  });
});
