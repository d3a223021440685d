// Alliance Cards as the rulebook explains them: Rewards, Next Event, Immediate, Long Term ("only the newest counts") and multi-card draws.
import { describe, expect, test } from 'vitest';
import { ALLIANCE_KINDS, allianceCard } from '../content/alliance';
import { Z } from '../state';
import {
  allianceInPlay,
  allianceOnTop,
  allianceUpNames,
  endEventPhase,
  endWindow,
  inEvent,
  play,
  scene,
  totals,
  WHITEFALL,
  type St,
} from '../testkit';
import { ALLIANCE_TYPES, IMMEDIATE_EFFECTS, longTermMods } from './alliance';

/** Runs the Event with nobody playing anything; answers a Choice with `choice`. */
function run(s: St, choice: 'credits' | 'honor' | 'alliance' = 'credits'): St {
  let t = endWindow(endEventPhase(inEvent(s)));
  while (t.game.pending?.kind === 'option') t = play(t, t.game.pending.seat, { type: 'chooseOption', option: choice });
  return t;
}

/** A scene whose in-play Alliance cards are `up` (oldest first) and whose next draws are `next` (first drawn first). */
function withAlliance(opts: Parameters<typeof scene>[0], up: readonly string[], next: readonly string[]): St {
  let s = scene(opts);
  for (const name of up) s = allianceInPlay(allianceOnTop(s, name));
  for (const name of [...next].reverse()) s = allianceOnTop(s, name);
  return s;
}

describe('Credit Reward and Honor Reward (only while newest)', () => {
  test.each([
    ['Bounty Posted (Credit Reward 1): a +2 Cr gain becomes +1', 'Bounty Posted', 'vl3', 9, 8],
    ['Frozen Accounts (Credit Reward 2): a +2 Cr gain becomes 0, never a loss', 'Frozen Accounts', 'vl3', 8, 8],
    ['Frozen Accounts: a -1 Cr loss becomes -3', 'Frozen Accounts', 'vl0', 5, 8],
    [
      'Smear Campaign (Honor Reward 2): an Event with no Honor gain or loss loses no Honor',
      'Smear Campaign',
      'vl3',
      10,
      8,
    ],
    ['Wanted Posters (Honor Reward 1): does nothing to Credits', 'Wanted Posters', 'vl0', 7, 8],
  ] as const)('%s', (_, reward, level, credits, honor) => {
    const s = run(withAlliance({ event: 'Whitefall Trade', deck: WHITEFALL[level] }, [reward], ['Blockade']));
    expect(s.game.lastVl).toBe(level === 'vl0' ? 0 : 3);
    expect([s.game.credits, s.game.honor]).toEqual([credits, honor]);
  });

  test('a Reward larger than the gain stops at zero: Frozen Accounts on Whitefall VL2 (+1 Cr) gives 0, never -1', () => {
    // VL2: +1 Cr, -1 Choice (taken as Honor).
    const s = run(
      withAlliance({ event: 'Whitefall Trade', deck: WHITEFALL.vl2 }, ['Frozen Accounts'], ['Blockade']),
      'honor',
    );
    expect(s.game.lastVl).toBe(2);
    expect([s.game.credits, s.game.honor]).toEqual([8, 7]);
  });

  test('Honor Reward grows an Honor loss: Smear Campaign on Brawl at the Silver Hold VL0 (-1 Ho) takes 3 Honor', () => {
    const s = run(
      withAlliance({ event: 'Brawl at the Silver Hold', deck: WHITEFALL.vl0 }, ['Smear Campaign'], ['Blockade']),
    );
    expect(s.game.lastVl).toBe(0);
    expect(s.game.honor).toBe(5);
  });

  test('a covered Reward has no effect: Frozen Accounts under Impounded Cargo leaves a +2 Cr gain whole', () => {
    const s = run(
      withAlliance({ event: 'Whitefall Trade', deck: WHITEFALL.vl3 }, ['Frozen Accounts', 'Impounded Cargo'], []),
    );
    expect(s.game.credits).toBe(10);
  });

  test('Alliance cards do not affect the Event that drew them: Hands of Blue VL1 draws Frozen Accounts, its -2 Cr stays -2', () => {
    const s = run(
      withAlliance(
        {
          event: 'Hands of Blue',
          deck: [
            ['fightin1', 1],
            ['fightin1', 3],
            ['fightin1', 2],
          ],
        },
        [],
        ['Frozen Accounts'],
      ),
    );
    expect(s.game.lastVl).toBe(1);
    expect(allianceUpNames(s)).toEqual(['Frozen Accounts']);
    expect([s.game.credits, s.game.honor]).toEqual([6, 7]);
  });
});

describe('Long Term: "only the most recent card has an effect"', () => {
  test('in force while newest, on every Event', () => {
    const s = withAlliance({}, ['Tightened Net'], []);
    expect(longTermMods((z) => s.zones[z]!.cards)).toEqual([-1, -1, -1]);
  });

  test('covered by a newer card (even an Immediate one), it stops', () => {
    const s = withAlliance({}, ['Tightened Net', 'Impounded Cargo'], []);
    expect(longTermMods((z) => s.zones[z]!.cards)).toEqual([0, 0, 0]);
  });

  test('drawing several: a Long Term card that is not the last drawn is covered before it resolves; the last one counts', () => {
    // Hands of Blue VL0: 3 All.
    const s = run(
      withAlliance(
        { event: 'Hands of Blue', deck: WHITEFALL.vl0 },
        [],
        ['Tightened Net', 'Checkpoint Sweep', 'Blockade'],
      ),
    );
    expect(s.game.lastVl).toBe(0);
    expect(allianceUpNames(s)).toEqual(['Blockade', 'Checkpoint Sweep', 'Tightened Net']);
    expect(longTermMods((z) => s.zones[z]!.cards)).toEqual([0, -1, 0]);
  });

  test('a negative Alliance number: the crew returning the newest card to the bottom puts the card beneath in force again', () => {
    // Ambush at the Waystation VL3: +2 Cr, +1 Ho, -1 All. Mal, Zoe and Jayne with everything played.
    let s = withAlliance(
      {
        event: 'Ambush at the Waystation',
        deck: [
          ['fightin1', 6],
          ['flyin1', 6],
          ['thinkin1', 6],
        ],
        hands: { 0: ['fightin2', 'flyin2', 'thinkin2'], 1: ['wild1', 'thinkin1'], 2: ['wild2', 'flyin1'] },
      },
      ['Operatives on Our Trail', 'Blockade'],
      [],
    );
    s = inEvent(s);
    for (const seat of [0, 1, 2]) {
      s = play(s, seat, { type: 'playCards', cards: s.zones[Z.hand(seat)]!.cards.map((c) => c.id) });
      if (s.game.order[s.game.orderIdx] === seat) s = play(s, seat, { type: 'pass' });
    }
    if (s.game.phase === 'wilds') s = play(s, 0, { type: 'placeWilds', skills: s.game.wilds.map(() => 'fightin') });
    s = endWindow(s);
    expect(s.game.lastVl).toBe(3);
    // "Return any already played Alliance card": the Active player picks the newest for the crew.
    s = play(s, 0, { type: 'chooseCard', card: s.zones[Z.allianceUp]!.cards[0]!.id });
    expect(allianceUpNames(s)).toEqual(['Operatives on Our Trail']);
    expect(longTermMods((z) => s.zones[z]!.cards)).toEqual([-1, 0, -1]);
  });
});

describe('Next Event and Immediate', () => {
  test('a Next Event card affects the next Event even once covered, and only that one', () => {
    let s = run(
      withAlliance({ event: 'Hands of Blue', deck: WHITEFALL.vl0 }, [], ['Cortex Trace', 'Blockade', 'Bounty Posted']),
    );
    expect(allianceUpNames(s)[0]).toBe('Bounty Posted');
    s = inEvent(s);
    expect(s.game.eventMods).toEqual([0, 0, -2]);
    expect(longTermMods((z) => s.zones[z]!.cards)).toEqual([0, 0, 0]);
  });

  test('several Immediate cards drawn together each resolve as drawn', () => {
    // Hands of Blue VL0: 3 All.
    const s = run(
      withAlliance(
        { event: 'Hands of Blue', deck: WHITEFALL.vl0 },
        [],
        ['Impounded Cargo', 'Public Warrant', 'Informant Aboard'],
      ),
    );
    expect([s.game.credits, s.game.honor]).toEqual([8 - 2 - 1, 8 - 2 - 1]);
    expect(allianceUpNames(s)).toEqual(['Informant Aboard', 'Public Warrant', 'Impounded Cargo']);
  });

  test('-1 Choice taken as an Alliance card draws one, and an Immediate one hits at once', () => {
    // Whitefall VL2: +1 Cr, -1 Choice.
    const s = run(
      withAlliance({ event: 'Whitefall Trade', deck: WHITEFALL.vl2 }, [], ['Impounded Cargo', 'Public Warrant']),
      'alliance',
    );
    expect(s.game.lastVl).toBe(2);
    expect([s.game.credits, s.game.honor]).toEqual([7, 8]);
    expect(allianceUpNames(s)).toEqual(['Impounded Cargo']);
  });

  test('Boarding Raid: every player discards a card at random', () => {
    const s = run(
      withAlliance(
        { event: 'Whitefall Trade', deck: WHITEFALL.vl0, hands: { 0: ['fightin1', 'flyin1'], 1: ['flyin1'], 2: [] } },
        [],
        ['Boarding Raid'],
      ),
    );
    expect([0, 1, 2].map((seat) => s.zones[Z.hand(seat)]!.cards.length)).toEqual([1, 0, 0]);
  });
});

describe('Alliance Cards', () => {
  const inPlay = (s: St): St => ({
    ...s,
    zones: {
      ...s.zones,
      [Z.allianceUp]: { visibility: 'all', cards: [s.zones[Z.alliance]!.cards[0]!] },
      [Z.alliance]: { visibility: [], cards: s.zones[Z.alliance]!.cards.slice(1) },
    },
  });

  test('Long Term: in force while newest', () => {
    let s = inPlay(scene({ alliance: 'Tightened Net' }));
    s = endEventPhase(inEvent(s));
    const withNet = totals(s);
    let t = scene({});
    t = endEventPhase(inEvent(t));
    expect(withNet.map((x, i) => totals(t)[i]! - x)).toEqual([1, 1, 1]);
  });

  test('Next Event: drawn in one Event, it affects the next one only', () => {
    let s = scene({
      event: 'Whitefall Trade',
      alliance: 'Checkpoint Sweep',
      deck: [
        ['fightin1', 1],
        ['flyin1', 2],
        ['thinkin1', 2],
      ],
    });
    s = endWindow(endEventPhase(inEvent(s)));
    expect(s.game.nextMods).toEqual([-2, 0, 0]);
    s = play(s, 1, { type: 'pass' });
    expect(s.game.eventMods).toEqual([-2, 0, 0]);
    expect(s.game.nextMods).toEqual([0, 0, 0]);
  });

  test('Immediate: happens when drawn', () => {
    let s = scene({
      event: 'Whitefall Trade',
      alliance: 'Impounded Cargo',
      deck: [
        ['fightin1', 1],
        ['flyin1', 2],
        ['thinkin1', 2],
      ],
    });
    s = endWindow(endEventPhase(inEvent(s)));
    // -1 Cr from VL0, -2 from the card.
    expect(s.game.credits).toBe(5);
  });
});

describe('the Alliance card types and Immediate effects: one entry each', () => {
  const cards = ALLIANCE_KINDS.map(allianceCard);
  test.each(Object.keys(ALLIANCE_TYPES))('%s: some Alliance card is of that type', (type) => {
    expect(cards.some((a) => a.type === type)).toBe(true);
  });
  test.each(Object.keys(IMMEDIATE_EFFECTS))('%s: some Immediate Alliance card does it', (kind) => {
    expect(cards.some((a) => a.type === 'immediate' && a.effect.kind === kind)).toBe(true);
  });
});
