// Explanation of the Level of Victory Chart: each entry of a row carried out and said, the crew's choice of the Alliance card a negative All returns, the Choice.
import { describe, expect, test } from 'vitest';
import { ALLIANCE } from '../content/alliance';
import { EVENT_KINDS, eventCard } from '../content/events';
import { Z } from '../state';
import {
  allianceUpNames,
  ambushVl3,
  endEventPhase,
  endWindow,
  eventOnTop,
  inEvent,
  layDown,
  moves,
  play,
  playLog,
  resolveOutcome,
  scene,
  stack,
  WHITEFALL,
  withAllianceUp,
  withGame,
  type St,
} from '../testkit';
import { longTermMods } from './alliance';
import { ROW_ENTRIES, rowChart, rowText } from './outcome';

const idOf = (s: St, name: string): string =>
  s.zones[Z.allianceUp]!.cards.find((c) => ALLIANCE[c.kind]!.name === name)!.id;

describe('"If there is a negative number, then return any already played Alliance card to the bottom of the deck"', () => {
  test.each([
    ['Operatives on Our Trail', ['Blockade'], [0, -1, 0]],
    ['Blockade', ['Operatives on Our Trail'], [-1, 0, -1]],
  ] as const)(
    'the Active player chooses the card for the crew: returning %s leaves %j, with its effect in force',
    (returned, left, inForce) => {
      let s = ambushVl3(['Operatives on Our Trail', 'Blockade']);
      expect(s.game.lastVl).toBe(3);
      expect(s.game.pending).toEqual({ kind: 'card', seat: 0, purpose: 'returnAlliance', left: 1 });
      expect(moves(s, 0)).toEqual(
        [idOf(s, 'Blockade'), idOf(s, 'Operatives on Our Trail')].map((card) => ({ type: 'chooseCard', card })),
      );
      const card = idOf(s, returned);
      s = play(s, 0, { type: 'chooseCard', card });
      expect(allianceUpNames(s)).toEqual(left);
      expect(longTermMods((z) => s.zones[z]!.cards)).toEqual(inForce);
      expect(s.zones[Z.alliance]!.cards.at(-1)!.id).toBe(card);
      expect(s.game).toMatchObject({ phase: 'action', active: 1 });
    },
  );

  test('with one Alliance card in play there is nothing to choose: it goes back at once', () => {
    const s = ambushVl3(['Blockade']);
    expect(s.game).toMatchObject({ phase: 'action', active: 1, pending: null });
    expect(allianceUpNames(s)).toEqual([]);
  });

  test('with none in play, nothing is returned', () => {
    const s = ambushVl3([]);
    expect(s.game).toMatchObject({ phase: 'action', active: 1, pending: null });
    expect(s.zones[Z.alliance]!.cards).toHaveLength(4);
  });
});

describe('the log breaks the outcome down per Victory Level', () => {
  test('"VL2: +1 Cr, -1 Choice": the row in words, then the Choice', () => {
    const { lines } = resolveOutcome(endEventPhase(inEvent(scene({ event: 'Whitefall Trade', deck: WHITEFALL.vl2 }))));
    expect(lines).toContain('Whitefall Trade, VL2: +1 Credit, -1 Choice.');
  });

  test.each([
    ['Frozen Accounts', 'vl3', 'Frozen Accounts (Credit Reward 2) turns +2 Credits into nothing.'],
    ['Frozen Accounts', 'vl0', 'Frozen Accounts (Credit Reward 2) turns -1 Credit into -3 Credits.'],
    ['Bounty Posted', 'vl3', 'Bounty Posted (Credit Reward 1) turns +2 Credits into +1 Credit.'],
  ] as const)('a Reward in force says what it changes: %s at %s', (reward, level, line) => {
    const { lines } = resolveOutcome(
      endEventPhase(inEvent(withAllianceUp({ event: 'Whitefall Trade', deck: WHITEFALL[level] }, [reward]))),
    );
    expect(lines).toContain(line);
  });

  test('Your Official Seal is Out of Date and a negative All are named in the row and after it', () => {
    const seal = resolveOutcome(
      endEventPhase(
        inEvent(
          scene({ event: 'Whitefall Trade', deck: WHITEFALL.vl0, gorramit: 'Your Official Seal is Out of Date' }),
        ),
      ),
    ).lines;
    expect(seal).toContain('Whitefall Trade, VL0: 1 Alliance card, -1 Credit.');
    expect(seal).toContain('Your Official Seal is Out of Date adds one more Alliance card.');
    const r = playLog(ambushVl3(['Operatives on Our Trail', 'Blockade']), 0, {
      type: 'chooseCard',
      card: idOf(ambushVl3(['Operatives on Our Trail', 'Blockade']), 'Blockade'),
    });
    expect(r.lines[0]).toBe(
      'Player 1 returned Blockade to the bottom of the Alliance deck: Operatives on Our Trail is in force again.',
    );
  });
});

describe('Explanation of Level of Victory Chart', () => {
  test('-X Choice: lose Credits, lose Honor, or draw that many Alliance cards; +X Choice: gain Credits or Honor', () => {
    let s = scene({
      event: 'Brawl at the Silver Hold',
      deck: [
        ['fightin1', 6],
        ['flyin1', 6],
        ['thinkin1', 2],
      ],
    });
    s = endWindow(endEventPhase(inEvent(s)));
    expect(s.game.lastVl).toBe(2);
    expect(moves(s, 0)).toEqual(['credits', 'honor', 'alliance'].map((option) => ({ type: 'chooseOption', option })));
    s = play(s, 0, { type: 'chooseOption', option: 'alliance' });
    expect(s.zones[Z.alliance]!.cards).toHaveLength(3);
    let t = scene({
      event: 'Mule Repairs',
      deck: [
        ['fightin1', 6],
        ['flyin1', 6],
        ['thinkin1', 6],
      ],
      hands: { 0: ['thinkin2'], 1: [], 2: [] },
    });
    t = inEvent(t);
    t = layDown(t, 0, ['thinkin2']);
    t = endWindow(endEventPhase(t));
    expect(t.game.lastVl).toBe(3);
    expect(moves(t, 0)).toEqual(['credits', 'honor'].map((option) => ({ type: 'chooseOption', option })));
  });

  test('a negative Alliance number returns the newest Alliance card to the bottom of the deck', () => {
    let s = scene({ event: 'Hands of Blue', alliance: 'Blockade' });
    s = withGame(s, {});
    // Put one Alliance card into play first.
    s = {
      ...s,
      zones: {
        ...s.zones,
        [Z.allianceUp]: { visibility: 'all', cards: [s.zones[Z.alliance]!.cards[0]!] },
        [Z.alliance]: { visibility: [], cards: s.zones[Z.alliance]!.cards.slice(1) },
      },
    };
    s = eventOnTop(s, 'Ambush at the Waystation');
    s = stack(
      s,
      {
        0: ['fightin2', 'fightin1', 'fightin1', 'flyin2', 'thinkin2'],
        1: ['fightin1', 'wild1', 'thinkin2'],
        2: ['fightin1', 'wild1', 'thinkin1'],
      },
      [
        ['fightin1', 6],
        ['flyin1', 6],
        ['thinkin1', 6],
      ],
    );
    s = inEvent(s);
    for (const seat of [0, 1, 2]) {
      s = play(s, seat, { type: 'playCards', cards: s.zones[Z.hand(seat)]!.cards.map((c) => c.id) });
      if (s.game.order[s.game.orderIdx] === seat) s = play(s, seat, { type: 'pass' });
    }
    if (s.game.phase === 'wilds') s = play(s, 0, { type: 'placeWilds', skills: s.game.wilds.map(() => 'fightin') });
    s = endWindow(s);
    expect(s.game.lastVl).toBe(3);
    expect(s.zones[Z.allianceUp]!.cards).toHaveLength(0);
    expect(s.zones[Z.alliance]!.cards).toHaveLength(4);
    expect(ALLIANCE[s.zones[Z.alliance]!.cards.at(-1)!.kind]!.name).toBe('Blockade');
  });

  test('Credit Reward: gains shrink (never below 0), losses grow', () => {
    let s = scene({
      event: 'Whitefall Trade',
      alliance: 'Frozen Accounts',
      deck: [
        ['fightin1', 1],
        ['flyin1', 2],
        ['thinkin1', 2],
      ],
    });
    s = {
      ...s,
      zones: {
        ...s.zones,
        [Z.allianceUp]: { visibility: 'all', cards: [s.zones[Z.alliance]!.cards[0]!] },
        [Z.alliance]: { visibility: [], cards: s.zones[Z.alliance]!.cards.slice(1) },
      },
    };
    s = endWindow(endEventPhase(inEvent(s)));
    // Whitefall VL0: 1 All, -1 Cr, plus 2 from Frozen Accounts.
    expect(s.game.lastVl).toBe(0);
    expect(s.game.credits).toBe(5);
  });
});

describe('the Victory Level entries: one entry each', () => {
  const entries = EVENT_KINDS.flatMap((k) => eventCard(k).vl.flat());
  test.each(Object.keys(ROW_ENTRIES))('%s: some Event row has it', (kind) => {
    expect(entries.some((o) => o.kind === kind)).toBe(true);
  });
  test.each([
    [
      [
        { kind: 'cr', n: 1 },
        { kind: 'choice', n: -1 },
      ],
      '+1 Credit, -1 Choice',
      '+1 Cr, -1 Choice',
    ],
    [
      [
        { kind: 'all', n: 2 },
        { kind: 'ho', n: -1 },
      ],
      '2 Alliance cards, -1 Honor',
      '2 All, -1 Ho',
    ],
    [
      [
        { kind: 'cr', n: 2 },
        { kind: 'all', n: -1 },
      ],
      '+2 Credits, return 1 Alliance card',
      '+2 Cr, -1 All',
    ],
    [[], 'nothing', 'nothing'],
  ] as const)('%j reads "%s" in the log and "%s" on the card', (row, words, chart) => {
    expect(rowText(row)).toBe(words);
    expect(rowChart(row)).toBe(chart);
  });
});
