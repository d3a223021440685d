// Rule sections "'Verse Acquisition" and "Spending 'Verse": acquiring, the 6-token cap, and every 'verse action on the faction cards.
import { describe, expect, test } from 'vitest';
import { forcedBefore, has, kinds, legal, position, run, types } from './testkit';

describe("'Verse Acquisition", () => {
  test('Alliance: trigger an untriggered LAW card and pay a credit; once per turn', () => {
    let s = position({
      zones: { 'hand:0': [], 'command:0': ['alliance-fighter', 'alliance-weapon'] },
      players_: [{ faction: 'alliance', credits: 1, verse: 1 }],
    });
    expect(legal(s).filter((m) => m.type === 'acquire')).toEqual([{ type: 'acquire', card: 'x1' }]);
    s = run(s, { type: 'acquire', card: 'x1' });
    expect(s.game.players[0]!.verse).toBe(2);
    expect(s.game.players[0]!.credits).toBe(0);
    expect(s.game.triggered).toEqual(['x1']);
    expect(s.game.activations).toBe(1);
    expect(legal(s).some((m) => m.type === 'acquire')).toBe(false);
  });

  test('Browncoats: trigger a CREW card and discard a card from hand', () => {
    let s = position({
      zones: { 'hand:0': ['sup-shiny'], 'command:0': ['browncoats-talker'] },
      players_: [{ faction: 'browncoats', verse: 0 }],
    });
    s = run(s, { type: 'acquire', card: 'x2', discard: 'x1' });
    expect(s.game.players[0]!.verse).toBe(1);
    // A supply card discarded from hand goes to the recycle pile, not back to the supply.
    expect(kinds(s, 'recycle:0')).toEqual(['sup-shiny']);
  });

  test("with all 6 'verse tokens in hand no more can be acquired; a warranted card cannot be used", () => {
    const full = position({
      zones: { 'hand:0': [], 'command:0': ['alliance-fighter'] },
      players_: [{ faction: 'alliance', credits: 1, verse: 6 }],
    });
    expect(legal(full).some((m) => m.type === 'acquire')).toBe(false);
    const warranted = position({
      zones: { 'hand:0': [], 'command:0': ['alliance-fighter'] },
      players_: [{ faction: 'alliance', credits: 1, verse: 1 }],
      game: { warrants: ['x1'] },
    });
    expect(legal(warranted).some((m) => m.type === 'acquire')).toBe(false);
  });
});

describe("Spending 'Verse", () => {
  test('Tax (Alliance): 1 credit from another player or 2 from the supply', () => {
    const base = position({
      zones: { 'hand:0': [] },
      players_: [{ faction: 'alliance', credits: 0, verse: 2 }, { credits: 3 }],
    });
    expect(legal(base).filter((m) => m.type === 'tax')).toEqual([
      { type: 'tax', from: -1 },
      { type: 'tax', from: 1 },
    ]);
    const s = run(base, { type: 'tax', from: 1 }, { type: 'tax', from: -1 });
    expect(s.game.players.map((p) => p.credits)).toEqual([3, 2]);
    expect(s.game.players[0]!.verse).toBe(0);
  });

  test('Steal (Eavesdown): 2 credits from a player or the bank', () => {
    const s = run(
      position({ zones: { 'hand:0': [] }, players_: [{ faction: 'eavesdown', credits: 0, verse: 2 }, { credits: 1 }] }),
      { type: 'steal', from: 1 },
      { type: 'steal', from: -1 },
    );
    expect(s.game.players.map((p) => p.credits)).toEqual([3, 0]);
  });

  test('Re-trigger (Niska): use an already triggered card again for 2 verse', () => {
    let s = position({
      zones: { 'hand:0': [], 'assets:0': ['niska-home'] },
      players_: [{ faction: 'niska', credits: 0, verse: 2 }],
    });
    s = run(s, { type: 'trigger', card: 'x1' });
    expect(has(s, { type: 'retrigger', card: 'x1' })).toBe(true);
    s = run(s, { type: 'retrigger', card: 'x1' });
    expect(s.game.players[0]!.credits).toBe(2);
    expect(s.game.players[0]!.verse).toBe(0);
  });

  test('Re-trigger: a card triggered without effect can be re-triggered only if it has a triggered ability', () => {
    let s = position({
      zones: { 'hand:0': [], 'assets:0': ['niska-home'], 'command:0': ['niska-fighter'] },
      players_: [{ faction: 'niska', credits: 0, verse: 4 }],
    });
    s = run(s, { type: 'triggerFree', card: 'x1' }, { type: 'triggerFree', card: 'x2' });
    expect(has(s, { type: 'retrigger', card: 'x1' })).toBe(true);
    expect(has(s, { type: 'retrigger', card: 'x2' })).toBe(false);
  });

  test("episode markers may be spent on 'verse actions, and that progress is lost", () => {
    const s = run(
      position({
        options: { episode: 'ep-train-job' },
        zones: { 'hand:0': [] },
        players_: [{ faction: 'alliance', verse: 0, marks: 2 }],
      }),
      { type: 'tax', from: -1 },
    );
    expect(s.game.players[0]).toMatchObject({ verse: 0, marks: 1, credits: 3 });
  });

  test('Rally (Browncoats): 2 verse for one more activation, once a turn', () => {
    let s = position({ zones: { 'hand:0': ['browncoats-fighter'] }, players_: [{ faction: 'browncoats', verse: 4 }] });
    s = run(s, { type: 'rally' });
    expect(s.game.activations).toBe(2);
    expect(legal(s).some((m) => m.type === 'rally')).toBe(false);
  });

  test('Warrant (Alliance): costs 2, one token marks the character', () => {
    const s = run(
      position({
        zones: { 'hand:0': [], 'command:1': ['niska-talker'] },
        players_: [{ faction: 'alliance', verse: 2 }],
      }),
      { type: 'warrant', card: 'x1' },
    );
    expect(s.game.warrants).toEqual(['x1']);
    expect(s.game.players[0]!.verse).toBe(0);
  });

  test('Replay: a maneuver is played once and reused with verse, even for its other effect', () => {
    let s = position({
      zones: {
        'hand:0': ['sup-fullburn'],
        'assets:0': ['alliance-ship'],
        'deck:0': ['alliance-talker', 'alliance-talker'],
      },
      players_: [{ credits: 0, verse: 2 }],
    });
    s = run(s, { type: 'special', card: 'x1', option: 0 });
    expect(kinds(s, 'display:0')).toEqual(['sup-fullburn']);
    expect(types(s)).toEqual(['replay', 'replayDone']);
    s = run(s, { type: 'replay', option: 1 }, { type: 'replay', option: 0 });
    expect(s.game.players[0]!.credits).toBe(2);
    expect(kinds(s, 'hand:0')).toHaveLength(2);
    // Out of 'verse: letting the maneuver go is the only option left, so the game makes it at once.
    expect(forcedBefore(s)).toEqual(['{"type":"replayDone"}']);
    expect(kinds(s, 'supply:fullBurn')).toContain('sup-fullburn');
  });

  test('Retain: after a successful deal, verse puts display cards back in hand', () => {
    let s = position({ zones: { 'hand:0': ['alliance-talker', 'alliance-talker'] }, players_: [{ verse: 1 }] });
    const shiny = s.zones['supply:shiny']!.cards[0]!.id;
    s = run(
      s,
      { type: 'deal', card: 'x1' },
      { type: 'dealAdd', card: 'x2' },
      { type: 'claim', card: shiny },
      { type: 'allow' },
      { type: 'retain', card: 'x1' },
    );
    expect(kinds(s, 'hand:0').sort()).toEqual(['alliance-talker', 'sup-shiny']);
    expect(kinds(s, 'recycle:0')).toEqual(['alliance-talker']);
  });

  test('Reavers: verse placed on them stays until they are driven off, then pays a bounty', () => {
    let s = position({
      options: { reavers: true },
      zones: { 'hand:0': [], reaver: ['rv-raiders'] },
      players_: [{ verse: 4, credits: 0 }],
    });
    for (let i = 0; i < 4; i++) s = run(s, { type: 'reaver' });
    expect(kinds(s, 'reaver:done')).toEqual(['rv-raiders']);
    expect(s.game.players[0]!.credits).toBe(4);
    expect(s.game.players[0]!.reaver).toBe(0);
  });

  test('Reavers raid at the start of each round: everyone without a token on them gains The Black', () => {
    let s = position({
      options: { reavers: true },
      zones: { 'hand:0': [], 'recycle:0': [], 'recycle:1': [] },
      players_: [{ reaver: 1 }, { reaver: 0 }],
      game: { turn: 1 },
    });
    s = run(s, { type: 'endTurn', tableau: 'keep' });
    expect(s.game.round).toBe(2);
    expect(kinds(s, 'recycle:1')).toContain('sup-black');
    expect(kinds(s, 'recycle:0')).toEqual([]);
  });
});
