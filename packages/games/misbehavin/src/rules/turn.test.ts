// Rule sections "Player Boards", "Cards", "Actions on a Turn", "A. Play", "B. Trigger", "End of Your Turn", "End of Game", "Other Effects".
import { applyMove, renderLogEntry } from '@cortex/engine';
import { describe, expect, test } from 'vitest';
import type { MisbehavinMove } from '../moves';
import { misbehavin } from '../game';
import { has, kinds, legal, position, run, toAct, types, type State } from '../testkit';

describe('Player Boards', () => {
  test('assets go to the asset area, characters and items to the command area; a full area takes no more', () => {
    let s = position({
      zones: {
        'hand:0': ['alliance-home', 'alliance-fighter'],
        'assets:0': ['core-pawnshop', 'core-pawnshop', 'core-pawnshop'],
        'command:0': [],
      },
      game: { activations: 2 },
    });
    expect(has(s, { type: 'play', card: 'x1' })).toBe(false);
    s = run(s, { type: 'play', card: 'x2' });
    expect(kinds(s, 'command:0')).toEqual(['alliance-fighter']);
  });
});

describe('A. Play a Card to Tableau', () => {
  test('playing uses the activation; the card may be triggered at once as part of it, or set', () => {
    const base = position({
      zones: { 'hand:0': ['alliance-home'], 'assets:0': [], 'command:0': [] },
      players_: [{ credits: 0 }],
    });
    let s = run(base, { type: 'play', card: 'x1' });
    expect(types(s)).toEqual(['playTrigger']);
    s = run(s, { type: 'playTrigger', use: true });
    expect(s.game.triggered).toEqual(['x1']);
    expect(s.game.players[0]!.credits).toBe(1);
    expect(s.game.activations).toBe(0);
    const set = run(base, { type: 'play', card: 'x1' }, { type: 'playTrigger', use: false });
    expect(set.game.triggered).toEqual([]);
    // Triggering it later the same turn needs another activation.
    expect(legal(set).some((m) => m.type === 'trigger')).toBe(false);
  });

  test('you may never play a card that takes you past the POWER needed to win', () => {
    const s = position({
      zones: {
        'hand:0': ['rim-skyplex', 'core-pawnshop'],
        'assets:0': ['rim-cruiser', 'rim-mining'],
        'command:0': ['border-gunslinger', 'border-vera'],
      },
    });
    // 4 + 3 + 3 + 3 = 13 already: nothing with POWER may be added in a 2-player game.
    expect(has(s, { type: 'play', card: 'x1' })).toBe(false);
    expect(has(s, { type: 'play', card: 'x2' })).toBe(false);
  });
});

describe('B. Trigger a Card', () => {
  test('triggering needs an activation and an untriggered card; a prerequisite must be in the tableau', () => {
    let s = position({
      zones: { 'hand:0': [], 'command:0': ['border-smuggler-hold'], 'assets:0': [] },
      game: { activations: 2 },
    });
    // Smuggler Hold requires a SHIP in the tableau.
    expect(legal(s).some((m) => m.type === 'trigger')).toBe(false);
    s = position({
      zones: { 'hand:0': [], 'command:0': ['border-smuggler-hold'], 'assets:0': ['alliance-ship'] },
      players_: [{ credits: 0, verse: 1 }],
      game: { activations: 2 },
    });
    s = run(s, { type: 'trigger', card: 'x1' });
    // Two abilities: used in order, each may be skipped.
    expect(types(s)).toEqual(['ability']);
    s = run(s, { type: 'ability', use: false }, { type: 'ability', use: true });
    expect(s.game.players[0]!.credits).toBe(0);
    expect(s.game.players[0]!.verse).toBe(2);
    expect(has(s, { type: 'trigger', card: 'x1' })).toBe(false);
  });
});

describe('Actions on a Turn', () => {
  test('a turn starts by resetting triggered cards; warranted characters stay as they are', () => {
    let s = position({
      zones: { 'hand:0': [], 'command:1': ['niska-fighter', 'niska-talker'] },
      game: { triggered: ['x1', 'x2'], warrants: ['x2'] },
    });
    s = run(s, { type: 'endTurn', tableau: 'keep' });
    expect(s.game.turn).toBe(1);
    expect(s.game.triggered).toEqual(['x2']);
    expect(s.game.activations).toBe(1);
    expect(s.game.recruitments).toBe(1);
  });
});

describe('End of Your Turn', () => {
  test('discard the hand, optionally discard from the tableau, draw five minus triggered cards left, replenish the market', () => {
    let s = position({
      zones: {
        'hand:0': ['alliance-talker'],
        'command:0': ['alliance-fighter', 'alliance-weapon'],
        'assets:0': [],
        'deck:0': ['alliance-talker', 'alliance-talker'],
        'recycle:0': ['alliance-weapon', 'alliance-weapon', 'alliance-weapon'],
        'core:row': [],
      },
      game: { triggered: ['x2', 'x3'] },
    });
    // Ending the turn offers to keep the tableau (and draw up at once) or to choose tableau cards to discard first.
    expect(legal(s).filter((m) => m.type === 'endTurn')).toEqual([
      { type: 'endTurn', tableau: 'keep' },
      { type: 'endTurn', tableau: 'choose' },
    ]);
    s = run(s, { type: 'endTurn', tableau: 'choose' });
    expect(kinds(s, 'recycle:0')).toHaveLength(4);
    expect(types(s)).toEqual(['finish', 'scrap']);
    s = run(s, { type: 'scrap', card: 'x2' }, { type: 'finish' });
    // One triggered card left: 4 cards, two from the deck, then the recycle pile is shuffled in.
    expect(s.zones['hand:0']!.cards).toHaveLength(4);
    expect(s.zones['core:row']!.cards).toHaveLength(2);
  });
});

describe('End of Game', () => {
  test.each([
    [2, 'A', 13],
    [3, 'A', 12],
    [4, 'A', 11],
    [2, 'B', 11],
  ])('%i players, side %s: a player starting a turn with %i POWER wins', (players, side, need) => {
    // Cruiser 4, Skyplex 4, Mining 3 = 11; Gunslinger 3 and Heavy Rifle 3 top it up.
    const cards = ['border-gunslinger', 'border-vera'];
    const power = 11 + cards.length * 3;
    const command = need <= 11 ? [] : need <= 14 ? cards.slice(0, Math.ceil((need - 11) / 3)) : cards;
    let s = position({
      players,
      options: { side },
      zones: { 'assets:1': ['rim-cruiser', 'rim-skyplex', 'rim-mining'], 'command:1': command },
    });
    expect(power).toBeGreaterThan(need);
    s = run(s, { type: 'endTurn', tableau: 'keep' });
    const status = misbehavin.status(s);
    expect(status.kind).toBe('finished');
    if (status.kind === 'finished') {
      expect(status.result.winners).toEqual([1]);
      expect(status.result.ranks[1]).toBe(1);
      expect(status.result.ranks.filter((r) => r === 1)).toHaveLength(1);
    }
  });

  // Seat 0 holds 11 POWER on the table (Skyplex 4, Cruiser 4, Mercenary Captain 3) and needs 13.
  const near = (hand: readonly string[], extra: readonly string[] = []): State =>
    position({
      zones: { 'hand:0': hand, 'command:0': ['rim-mercenary'], 'assets:0': ['rim-skyplex', 'rim-cruiser', ...extra] },
      players_: [{ credits: 2 }],
    });
  test.each<[string, State, MisbehavinMove[], MisbehavinMove]>([
    ['playing a card (Border Saloon, +2)', near(['border-saloon']), [], { type: 'play', card: 'x1' }],
    [
      'a +1 power token (paid for on the Mercenary Captain)',
      near([], ['core-pawnshop']),
      [{ type: 'trigger', card: 'x1' }],
      { type: 'choose', target: 'yes' },
    ],
  ])(
    '"When you reach the required amount of POWER to win, you must announce it immediately": %s',
    (_, start, before, reach) => {
      const r = applyMove(misbehavin, run(start, ...before), 0, reach);
      if (!r.ok) throw new Error(r.error.reason);
      const names = {
        seatName: (seat: number) => `Player ${seat + 1}`,
        cardName: (kind: string) => misbehavin.cardName(kind),
      };
      expect(r.log.map((e) => renderLogEntry(e, 1, names))).toContain(
        'Player 1 announced 13 POWER: enough to win at the start of their next turn.',
      );
    },
  );

  test('episode: The Big Score is won by starting a turn with 15 credits', () => {
    let s = position({ options: { episode: 'ep-big-score' }, players_: [{}, { credits: 15 }] });
    s = run(s, { type: 'endTurn', tableau: 'keep' });
    const st = misbehavin.status(s);
    expect(st.kind === 'finished' && st.result.winners).toEqual([1]);
  });

  test("episode marks need a 'verse token: The Train Job counts NAB wins", () => {
    let s = position({
      options: { episode: 'ep-train-job' },
      zones: { 'hand:0': ['alliance-fighter'], 'assets:1': ['alliance-ship'], 'command:1': [], 'command:0': [] },
      players_: [{ verse: 1, marks: 2 }, {}],
    });
    s = run(
      s,
      { type: 'fight', card: 'x1' },
      { type: 'target', card: 'x2', mode: 'nab' },
      { type: 'stand' },
      { type: 'stand' },
      { type: 'reward', kind: 'credit' },
    );
    expect(s.game.players[0]!.marks).toBe(3);
    while (misbehavin.status(s).kind === 'active' && s.game.turn === 0)
      s = run(s, legal(s).find((m) => m.type === 'retainDone' || m.type === 'endTurn' || m.type === 'finish')!);
    s = run(s, { type: 'endTurn', tableau: 'keep' });
    const st = misbehavin.status(s);
    expect(st.kind === 'finished' && st.result.winners).toEqual([0]);
  });

  test('the round limit ends the game on POWER with a full ranking', () => {
    let s = position({
      players: 3,
      options: { maxRounds: 3 },
      zones: { 'assets:2': ['rim-mining'], 'assets:1': ['core-pawnshop'] },
      game: { round: 3, turn: 2 },
    });
    s = run(s, { type: 'endTurn', tableau: 'keep' });
    const st = misbehavin.status(s);
    expect(st.kind).toBe('finished');
    if (st.kind === 'finished') {
      expect(st.result.ranks).toHaveLength(3);
      expect(st.result.winners).toEqual([2]);
    }
  });
});

describe('Other Effects', () => {
  test('cycle shuffles a face-up market card back and replenishes that row', () => {
    let s = position({
      zones: { 'hand:0': [], 'command:0': ['core-informant'], 'core:row': ['core-crowbar', 'core-lawyer'] },
    });
    s = run(s, { type: 'trigger', card: 'x1' });
    expect(types(s)).toEqual(['choose']);
    s = run(s, { type: 'choose', target: 'x2' });
    expect(kinds(s, 'core:row')).toHaveLength(2);
    expect(s.zones['core:row']!.cards.some((c) => c.id === 'x2')).toBe(false);
  });

  test('power tokens: pay 2 credits for +1 POWER on the card', () => {
    let s = position({ zones: { 'hand:0': [], 'command:0': ['core-hired-gun'] }, players_: [{ credits: 2 }] });
    s = run(s, { type: 'trigger', card: 'x1' }, { type: 'choose', target: 'yes' });
    expect(s.game.tokens).toEqual({ x1: 1 });
    expect(s.game.players[0]!.credits).toBe(0);
  });

  test("the rulebook's Mercenary: spending credits raises its POWER, but never past the POWER needed to win", () => {
    let s = position({
      zones: { 'hand:0': [], 'command:0': ['rim-mercenary'], 'assets:0': [] },
      players_: [{ credits: 4 }],
    });
    s = run(s, { type: 'trigger', card: 'x1' }, { type: 'choose', target: 'yes' });
    expect(s.game.tokens).toEqual({ x1: 1 });
    expect(s.game.players[0]!.credits).toBe(2);
    // Already at 13 POWER (3 + 4 + 4 + 2, the 2-player goal): a token would go past it, so the payment is not offered.
    const near = position({
      zones: {
        'hand:0': [],
        'command:0': ['rim-mercenary'],
        'assets:0': ['rim-skyplex', 'rim-cruiser', 'border-saloon'],
      },
      players_: [{ credits: 4 }],
    });
    const boosted = run(near, { type: 'trigger', card: 'x1' });
    expect(legal(boosted).map((m) => m.type)).not.toContain('choose');
  });

  test('stealing credits from another player through a card', () => {
    let s = position({
      zones: { 'hand:0': [], 'command:0': ['border-fixer'] },
      players_: [{ credits: 0 }, { credits: 1 }],
    });
    s = run(s, { type: 'trigger', card: 'x1' }, { type: 'choose', target: 's1' });
    expect(s.game.players.map((p) => p.credits)).toEqual([1, 0]);
  });

  test('"cards and effects may give you additional ones": Long-Haul Transport, triggered on a later turn, gives back more activations than it takes', () => {
    let s = position({ zones: { 'hand:0': ['alliance-fighter'], 'assets:0': ['border-transport'], 'command:0': [] } });
    s = run(s, { type: 'trigger', card: 'x2' });
    expect(s.game.activations).toBe(2);
    expect(has(s, { type: 'play', card: 'x1' })).toBe(true);
    expect(toAct(s)).toBe(0);
  });
});
