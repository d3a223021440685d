// The rulebook's own examples as scenario tests: Train Job Help, Inara's face-up/face-down play, Mal's "limit X in hand", and the Example of Play.
import { redactView } from '@cortex/engine';
import { describe, expect, test } from 'vitest';
import { baseTotals, finalTotals, targets, victoryLevel } from './rules/scoring';
import { SERENITY } from './content/serenity';
import { Z } from './state';
import {
  allianceOnTop,
  cardIn,
  endActionPhase,
  eventOnTop,
  gorramitOnTop,
  layDown,
  moves,
  play,
  stack,
  start,
  toAct,
  withGame,
  type St,
} from './testkit';

const totalsOf = (s: St): number[] => baseTotals(s.game, (z) => s.zones[z]!.cards, s.players);

describe('Example: Help on the Train Job', () => {
  test("Mal and River total 6 Fightin with a Result of 1; River plays Help with Jayne's Fightin 3 for 9 against 7", () => {
    let s = start(['mal', 'river', 'jayne']);
    s = stack(
      s,
      {
        0: ['flyin1', 'thinkin1', 'copilot', 'idea', 'lendahand'],
        1: ['help', 'flyin1', 'thinkin2'],
        2: ['fightin1', 'fightin1', 'sneaky', 'wild1'],
      },
      [
        ['regroup', 1],
        ['flyin2', 4],
        ['thinkin1', 6],
      ],
    );
    s = eventOnTop(s, 'The Train Job');
    s = gorramitOnTop(s, 'Smooth Sailing');
    s = play(s, 0, { type: 'pass' });
    // River and Jayne hold three cards or more: each is asked whether to play Sacrifice, and lets it go.
    expect(toAct(s)).toEqual([1, 2]);
    s = endActionPhase(s);
    expect(s.game.phase).toBe('participants');
    s = play(s, 0, { type: 'chooseParticipants', seats: [1] });
    s = play(s, 0, { type: 'pass' });
    s = play(s, 1, { type: 'pass' });
    s = play(s, 2, { type: 'pass' });
    expect(s.game.phase).toBe('resolution');
    expect(s.game.results[0]).toBe(1);
    expect(totalsOf(s)[0]).toBe(6);
    s = play(s, 1, { type: 'playCard', card: cardIn(s, 1, 'help') });
    // "River chooses Jayne": the only player not participating, so Help takes him at once; she picks his Fightin'.
    expect(s.game.pending).toMatchObject({ kind: 'skill', purpose: 'help', helper: 2 });
    s = play(s, 1, { type: 'chooseSkill', skill: 'fightin' });
    expect(totalsOf(s)[0]).toBe(9);
    // "This is enough to be successful!": the Train Job needs 7 Fightin'.
    const target = targets((z) => s.zones[z]!.cards);
    expect(target[0]).toBe(7);
    expect(totalsOf(s)[0]).toBeGreaterThanOrEqual(target[0]);
  });
});

describe("Example: Inara's face-up and face-down cards", () => {
  test('her Flyin and Thinkin cards (Specialties) go face up, the Fightin card face down', () => {
    let s = start(['inara', 'mal', 'zoe']);
    s = stack(s, { 0: ['flyin1', 'thinkin1', 'fightin1', 'wild1'], 1: ['copilot'], 2: ['idea'] });
    s = eventOnTop(s, 'Brawl at the Silver Hold');
    s = play(s, 0, { type: 'pass' });
    expect(s.game.phase).toBe('event');
    const fl = cardIn(s, 0, 'flyin1');
    const th = cardIn(s, 0, 'thinkin1');
    const fi = cardIn(s, 0, 'fightin1');
    // "Inara plays three Serenity cards" at once.
    s = play(s, 0, { type: 'playCards', cards: [fl, th, fi] });
    const seen = redactView(s, 1).zones[Z.played(0)]!.cards.map((c) => c?.id ?? null);
    expect(seen).toEqual([fi, th, fl].map((id) => (id === fi ? null : id)));
    expect(redactView(s, 0).zones[Z.played(0)]!.cards.every((c) => c !== null)).toBe(true);
  });
});

describe('Example: Game Abilities only on the Active player\'s turn unless "participating"', () => {
  test("Mal draws only in his own Action phase; Jayne's ability works whenever he participates, on Mal's turn too", () => {
    let s = start(['zoe', 'mal', 'jayne']);
    s = stack(s, { 0: [], 1: [], 2: [] });
    s = eventOnTop(s, 'Hands of Blue');
    // Zoe's turn: Mal is not the Active player, so his Action-phase ability is not his to use.
    expect(moves(s, 1).some((m) => m.type === 'useAbility')).toBe(false);
    s = play(s, 0, { type: 'pass' });
    // Hands of Blue takes all three: Jayne participates on Zoe's turn and may use his ability on his own turn to play.
    s = play(s, 0, { type: 'pass' });
    expect(moves(s, 1).some((m) => m.type === 'useAbility')).toBe(false);
    s = play(s, 1, { type: 'pass' });
    expect(moves(s, 2)).toContainEqual({ type: 'useAbility' });
    // Mal's own turn: now he may.
    let t = start(['mal', 'zoe', 'jayne']);
    t = stack(t, { 0: [], 1: [], 2: [] });
    expect(moves(t, 0)).toContainEqual({ type: 'useAbility' });
  });
});

describe('Examples: "limit X in hand"', () => {
  test('Mal, E: 1 Credit: each player draws one card, limit 0 in hand: only a player with 0 cards draws', () => {
    let s = start(['mal', 'zoe', 'inara']);
    s = stack(s, { 0: ['flyin1', 'thinkin1', 'copilot'], 1: [], 2: ['idea', 'wild1'] });
    s = eventOnTop(s, 'Brawl at the Silver Hold');
    s = play(s, 0, { type: 'pass' });
    expect(moves(s, 0)).toContainEqual({ type: 'useAction', action: 2 });
    s = play(s, 0, { type: 'useAction', action: 2 });
    expect(s.game.credits).toBe(7);
    expect([0, 1, 2].map((seat) => s.zones[Z.hand(seat)]!.cards.length)).toEqual([3, 1, 2]);
  });

  test('Inara, A: 1 Credit: draw one card, limit 7, and Mal may draw one card, limit 2: with 8 cards Inara does not draw, Mal with 1 does', () => {
    let s = start(['inara', 'mal', 'zoe']);
    s = stack(s, {
      0: ['flyin1', 'flyin1', 'thinkin1', 'thinkin1', 'fightin1', 'fightin1', 'wild1', 'wild1'],
      1: ['copilot'],
      2: ['idea'],
    });
    s = play(s, 0, { type: 'useAction', action: 0 });
    // "Mal may draw": his player says yes.
    s = play(s, 1, { type: 'chooseOption', option: 'draw' });
    expect(s.zones[Z.hand(0)]!.cards).toHaveLength(8);
    expect(s.zones[Z.hand(1)]!.cards).toHaveLength(2);
    expect(s.game.credits).toBe(7);
  });
});

describe('Example of Play: Shepherd, Zoe, Inara and Kaylee', () => {
  // Clockwise seating: Shepherd, Inara, Kaylee, Zoe (Zoe sits to Shepherd's right; Inara plays next).
  const SHEPHERD = 0;
  const INARA = 1;
  const KAYLEE = 2;
  const ZOE = 3;

  function opening(): St {
    let s = start(['shepherd', 'inara', 'kaylee', 'zoe'], 'example');
    s = stack(
      s,
      {
        [SHEPHERD]: ['copilot', 'flyin1', 'fightin1'],
        [ZOE]: ['flyin2', 'flyin2', 'wild1', 'wild1', 'sacrifice', 'lendahand', 'thinkin1'],
        [INARA]: ['fightin1', 'fightin1', 'wild1', 'wild1', 'fightin2', 'idea', 'idea'],
        [KAYLEE]: ['flyin1', 'flyin1', 'fightin1', 'sneaky', 'copilot'],
      },
      // Shepherd's action draws in clockwise order, then the Result cards 1, 1, 5 and the redraw 1, 5, 3.
      [
        'fightin1',
        'lendahand',
        'thinkin1',
        'flyin1',
        ['strength', 1],
        ['help', 1],
        ['psychic', 5],
        ['regroup', 1],
        ['maneuvers', 5],
        ['wild2', 3],
      ],
    );
    s = eventOnTop(s, 'Grange Brothers');
    s = gorramitOnTop(s, 'Your Official Seal is Out of Date');
    s = allianceOnTop(s, 'Public Warrant');
    expect(s.game).toMatchObject({ credits: 8, honor: 8, active: SHEPHERD });
    expect(s.zones[Z.events]!.cards).toHaveLength(10);
    expect(s.zones[Z.alliance]!.cards).toHaveLength(5);

    // Action phase: 3 Credits, each player draws a card.
    s = play(s, SHEPHERD, { type: 'useAction', action: 0 });
    // "He is ready to move on to the Event phase": Inara, Kaylee and Zoe (who holds a Sacrifice) let their chance to play
    // Sacrifice in his Action phase go.
    expect(toAct(s)).toEqual([INARA, KAYLEE, ZOE]);
    s = endActionPhase(s);
    expect(s.game.credits).toBe(5);
    // "He draws a +1 Fightin, Inara draws Lend a Hand, Zoe draws a +1 Flyin, and Kaylee draws a +1 Thinkin."
    const drawn = (seat: number): string => SERENITY[s.zones[Z.hand(seat)]!.cards[0]!.kind]!.type;
    expect([SHEPHERD, INARA, ZOE, KAYLEE].map(drawn)).toEqual(['fightin1', 'lendahand', 'flyin1', 'thinkin1']);
    expect([SHEPHERD, INARA, KAYLEE, ZOE].map((seat) => s.zones[Z.hand(seat)]!.cards.length)).toEqual([4, 8, 6, 8]);
    // Event phase: Grange Brothers, Multi-Player 2; Shepherd picks Zoe.
    expect(s.game.phase).toBe('participants');
    expect(s.game.need).toBe(2);
    s = play(s, SHEPHERD, { type: 'chooseParticipants', seats: [ZOE] });
    expect(s.game.order).toEqual([SHEPHERD, ZOE, INARA, KAYLEE]);
    expect(totalsOf(s)).toEqual([4, 1, 3]);
    // "Shepherd chooses to play one of his Fightin +1 cards face down, and that's it": with no E action or ability
    // to use, laying his cards down ends his turn.
    s = layDown(s, SHEPHERD, ['fightin1']);
    expect(s.game.order[s.game.orderIdx]).toBe(ZOE);
    // Zoe may not play Lend a Hand while participating.
    expect(moves(s, ZOE).some((m) => m.type === 'playCards' && m.cards.includes(cardIn(s, ZOE, 'lendahand')))).toBe(
      false,
    );
    s = layDown(s, ZOE, ['flyin2', 'wild1']);
    // Zoe still has her Game Ability and an E action: she says when she is done.
    s = play(s, ZOE, { type: 'pass' });
    s = layDown(s, INARA, ['lendahand']);
    // Everything went face down (no card matches its player's Specialty): the others see backs only.
    expect(redactView(s, KAYLEE).zones[Z.played(SHEPHERD)]!.cards).toEqual([null]);
    expect(redactView(s, KAYLEE).zones[Z.played(ZOE)]!.cards).toEqual([null, null]);
    expect(redactView(s, ZOE).zones[Z.played(INARA)]!.cards).toEqual([null]);
    // "Seeing the four cards already played, keeps her cards."
    s = play(s, KAYLEE, { type: 'pass' });

    // Resolution: the Seal, then Results 1, 1, 5 on 6 Fightin, 3 Flyin, 3 Thinkin plus a Wild, which Shepherd places
    // next (step 5), before anyone acts on the Results (step 6).
    expect(s.game.phase).toBe('wilds');
    expect(s.zones[Z.gorramitUp]!.cards).toHaveLength(1);
    expect(s.game.results).toEqual([1, 1, 5]);
    // "He now has 6 Fightin, 3 Flyin, and 3 Thinkin, plus one Wild", then "a total of 7 Fightin, 4 Flyin, and 8 Thinkin".
    expect(totalsOf(s).map((x, i) => x - s.game.results[i]!)).toEqual([6, 3, 3]);
    expect(totalsOf(s)).toEqual([7, 4, 8]);
    // "He aces the Thinkin, but fails both Fightin and Flyin. His +1 Wild won't help [...]. VL1."
    const target = targets((z) => s.zones[z]!.cards);
    expect(victoryLevel([7, 4, 8], target)).toBe(1);
    expect(victoryLevel([7 + 1, 4, 8], target)).toBe(1);
    expect(victoryLevel([7, 4 + 1, 8], target)).toBe(1);
    expect(s.game.wilds.map((w) => [w.n, w.skill])).toEqual([[1, null]]);
    // Everyone sees every played card now.
    expect(redactView(s, KAYLEE).zones[Z.played(ZOE)]!.cards.every((c) => c !== null)).toBe(true);
    return s;
  }

  test('move by move: Kaylee redraws for 2 Honor, VL2, +1 Credit, Shepherd loses 1 Honor, his ability stops the Alliance card', () => {
    let s = opening();
    // The +1 Wild cannot save Fightin (7 + 1 < 9).
    s = play(s, SHEPHERD, { type: 'placeWilds', skills: ['fightin'] });
    expect(toAct(s)).toEqual([SHEPHERD, KAYLEE, ZOE]);
    s = play(s, SHEPHERD, { type: 'pass' });
    s = play(s, ZOE, { type: 'pass' });
    // Kaylee is not participating, but her Honor action says so: R, 2 Honor, redraw all Result cards.
    s = play(s, KAYLEE, { type: 'useAction', action: 2 });
    expect(s.game.honor).toBe(6);
    expect(s.game.results).toEqual([1, 5, 3]);
    expect(totalsOf(s)).toEqual([7, 8, 6]);
    s = play(s, SHEPHERD, { type: 'pass' });
    s = play(s, KAYLEE, { type: 'pass' });
    s = play(s, ZOE, { type: 'pass' });
    expect(finalTotals(s.game, (z) => s.zones[z]!.cards, 4)).toEqual([8, 8, 6]);
    expect(s.game.lastVl).toBe(2);
    // VL2: +1 Cr, -1 Choice.
    expect(s.game.credits).toBe(6);
    expect(s.game.pending).toMatchObject({ kind: 'option', seat: SHEPHERD, purpose: 'choiceLoss', n: 1 });
    s = play(s, SHEPHERD, { type: 'chooseOption', option: 'honor' });
    expect(s.game.honor).toBe(5);
    // The Seal adds an Alliance card, but Shepherd's Game Ability stops it.
    expect(s.zones[Z.alliance]!.cards).toHaveLength(5);
    expect(s.zones[Z.allianceUp]!.cards).toHaveLength(0);
    expect(s.game.abilityUsed[SHEPHERD]).toBe(true);
    // The Seal reshuffles the used Gorramit cards into the deck; cards are discarded; Inara's turn.
    expect(s.zones[Z.gorramit]!.cards).toHaveLength(16);
    expect(s.zones[Z.played(ZOE)]!.cards).toHaveLength(0);
    expect(s.game).toMatchObject({ phase: 'action', active: INARA, turn: 2, credits: 6, honor: 5 });
  });

  test("without Kaylee's redraw: VL1 takes 2 Credits and 2 Honor, leaving 3 Credits and 6 Honor", () => {
    let s = opening();
    s = play(s, SHEPHERD, { type: 'placeWilds', skills: ['flyin'] });
    s = play(s, SHEPHERD, { type: 'pass' });
    s = play(s, KAYLEE, { type: 'pass' });
    s = play(s, ZOE, { type: 'pass' });
    expect(s.game.lastVl).toBe(1);
    expect(s.game).toMatchObject({ credits: 3, honor: 6, active: INARA });
    expect(s.zones[Z.alliance]!.cards).toHaveLength(5);
  });

  test('without Shepherd, the Seal draws an Alliance card at VL2', () => {
    let s = opening();
    s = withGame(s, { abilityUsed: [true, false, false, false] });
    s = play(s, SHEPHERD, { type: 'placeWilds', skills: ['fightin'] });
    s = play(s, SHEPHERD, { type: 'pass' });
    s = play(s, ZOE, { type: 'pass' });
    s = play(s, KAYLEE, { type: 'useAction', action: 2 });
    for (const seat of [SHEPHERD, KAYLEE, ZOE]) s = play(s, seat, { type: 'pass' });
    s = play(s, SHEPHERD, { type: 'chooseOption', option: 'honor' });
    expect(s.zones[Z.alliance]!.cards).toHaveLength(4);
    // Public Warrant is Immediate: -2 Honor.
    expect(s.game.honor).toBe(3);
  });
});
