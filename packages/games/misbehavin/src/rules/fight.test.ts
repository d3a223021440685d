// Rule section "C. Pick a Fight": NAB and DISPATCH with back-and-forth additions, ties, rewards, retains, immunity, evade.
import { describe, expect, test } from 'vitest';
import { act, forcedBefore, has, kinds, legal, position, run, toAct, types } from '../testkit';
import { misbehavin } from '../game';

/** Seat 0 (Alliance) attacks seat 1 (Niska), who holds a Border Saloon (cost 4) and a fighter. */
const fightPosition = () =>
  position({
    zones: {
      'hand:0': ['alliance-fighter', 'alliance-weapon', 'sup-misbehave'], // x1 x2 x3
      'command:0': ['alliance-talker', 'alliance-fighter'], // x4 x5
      'assets:0': [],
      'hand:1': ['niska-weapon', 'niska-fighter'], // x6 x7
      'assets:1': ['border-saloon'], // x8
      'command:1': ['niska-fighter'], // x9
    },
    players_: [
      { faction: 'alliance', verse: 2 },
      { faction: 'niska', verse: 2 },
    ],
  });

describe('C. Pick a Fight', () => {
  test('a fight to NAB with additions on both sides, reward and retains', () => {
    let s = act(fightPosition(), 0, { type: 'fight', card: 'x1' });
    expect(s.game.activations).toBe(0);
    // Targets: every card in the other tableau, to NAB or DISPATCH.
    expect(legal(s).filter((m) => m.type === 'target')).toHaveLength(4);
    s = run(
      s,
      { type: 'target', card: 'x8', mode: 'nab' },
      { type: 'fightAdd', card: 'x2' },
      { type: 'fightAdd', card: 'x3' },
      { type: 'stand' },
    );
    // The defender decides on the attacker's turn.
    expect(toAct(s)).toBe(1);
    s = run(s, { type: 'fightAdd', card: 'x6' }, { type: 'fightAdd', card: 'x7' }, { type: 'stand' });
    expect(toAct(s)).toBe(0);
    s = run(s, { type: 'fightAdd', card: 'x5' }, { type: 'stand' });
    // The defender could add the fighter from the tableau, but the target itself can never be used.
    expect(has(s, { type: 'fightAdd', card: 'x9' })).toBe(true);
    expect(has(s, { type: 'fightAdd', card: 'x8' })).toBe(false);
    s = run(s, { type: 'stand' }); // 8 against 4 + 3
    expect(kinds(s, 'hand:0')).toContain('border-saloon');
    expect(toAct(s)).toBe(0);
    expect(types(s)).toEqual(['reward']);
    s = run(s, { type: 'reward', kind: 'credit' });
    expect(s.game.players[0]!.credits).toBe(2);
    // Retains: attacker first, then defender, one 'verse each.
    s = run(s, { type: 'retain', card: 'x1' }, { type: 'retainDone' });
    expect(toAct(s)).toBe(1);
    s = run(s, { type: 'retain', card: 'x7' }, { type: 'retainDone' });
    expect(s.game.players[0]!.verse).toBe(1);
    expect(s.game.players[1]!.verse).toBe(1);
    expect(kinds(s, 'hand:0').sort()).toEqual(['alliance-fighter', 'border-saloon']);
    expect(kinds(s, 'hand:1')).toEqual(['niska-fighter']);
    expect(kinds(s, 'recycle:0').sort()).toEqual(['alliance-fighter', 'alliance-weapon']);
    expect(kinds(s, 'recycle:1')).toEqual(['niska-weapon']);
    expect(kinds(s, 'supply:misbehave')).toContain('sup-misbehave');
    expect(s.zones['display:0']!.cards).toHaveLength(0);
    expect(s.game.stack).toHaveLength(0);
    expect(s.game.players[1]!.immune).toBe(true);
  });

  test('a fight to DISPATCH the defender wins by adding, and an attacker who ties wins', () => {
    let s = act(fightPosition(), 0, { type: 'fight', card: 'x1' });
    s = run(
      s,
      { type: 'target', card: 'x8', mode: 'dispatch' },
      { type: 'fightAdd', card: 'x2' },
      { type: 'fightAdd', card: 'x5' },
      { type: 'stand' },
    );
    s = run(s, { type: 'fightAdd', card: 'x6' }, { type: 'stand' }); // 5 v 5
    s = run(s, { type: 'fightAdd', card: 'x3' }, { type: 'stand' }); // 8 v 5
    s = run(s, { type: 'fightAdd', card: 'x7' }, { type: 'fightAdd', card: 'x9' }, { type: 'stand' }); // 8 v 9
    s = run(s, { type: 'stand' });
    expect(kinds(s, 'assets:1')).toEqual(['border-saloon']);
    expect(toAct(s)).toBe(1);
    s = run(s, { type: 'reward', kind: 'draw' });
    expect(s.game.players[1]!.immune).toBe(false);
    // Both may retain their non-supply cards after the fight (Misbehave always returns to the supply).
    expect(
      legal(s)
        .filter((m) => m.type === 'retain')
        .map((m) => (m as { card: string }).card)
        .sort(),
    ).toEqual(['x1', 'x2', 'x5']);
    s = run(s, { type: 'retain', card: 'x5' }, { type: 'retain', card: 'x1' });
    // Out of 'verse: the attacker's retains end by themselves; the defender decides next.
    expect(toAct(s)).toBe(1);
    s = run(s, { type: 'retain', card: 'x9' }, { type: 'retainDone' });
    expect(kinds(s, 'hand:0').sort()).toEqual(['alliance-fighter', 'alliance-fighter']);
    expect(kinds(s, 'hand:1')).toContain('niska-fighter');
    expect(kinds(s, 'recycle:1').sort()).toEqual(['niska-fighter', 'niska-weapon']);
    expect(kinds(s, 'command:1')).toEqual([]);

    let t = act(fightPosition(), 0, { type: 'fight', card: 'x1' });
    t = run(
      t,
      { type: 'target', card: 'x8', mode: 'dispatch' },
      { type: 'fightAdd', card: 'x2' },
      { type: 'fightAdd', card: 'x5' },
      { type: 'stand' },
    );
    t = run(t, { type: 'fightAdd', card: 'x6' }, { type: 'stand' }, { type: 'stand' }); // 5 v 5: attacker wins ties
    expect(kinds(t, 'recycle:1')).toContain('border-saloon');
    expect(kinds(t, 'assets:1')).toEqual([]);
  });

  test('losing an asset makes a player immune until after their next turn', () => {
    let s = act(fightPosition(), 0, { type: 'fight', card: 'x3' });
    s = run(
      s,
      { type: 'target', card: 'x8', mode: 'dispatch' },
      { type: 'fightAdd', card: 'x1' },
      { type: 'stand' },
      { type: 'stand' },
    );
    s = run(s, { type: 'reward', kind: 'verse' });
    while (toAct(s) !== 0 || s.game.stack.length > 0)
      s = act(s, toAct(s), legal(s).find((m) => m.type === 'retainDone')!);
    s = run(s, { type: 'endTurn', tableau: 'keep' });
    expect(s.game.turn).toBe(1);
    expect(s.game.players[1]!.immune).toBe(true);
    s = run(s, { type: 'endTurn', tableau: 'keep' });
    expect(s.game.players[1]!.immune).toBe(false);
  });

  test.each([
    ['an asset (Border Saloon)', 'x8', true],
    ['a character (Niska Enforcer)', 'x9', false],
  ])(
    '"Any player who loses an asset in a fight cannot be attacked again": losing %s (%s) makes the player immune: %s',
    (_, target, immune) => {
      let s = act(fightPosition(), 0, { type: 'fight', card: 'x3' });
      s = run(
        s,
        { type: 'target', card: target, mode: 'dispatch' },
        { type: 'fightAdd', card: 'x1' },
        { type: 'stand' },
        { type: 'stand' },
      );
      expect(kinds(s, 'recycle:1')).toHaveLength(1);
      expect(s.game.players[1]!.immune).toBe(immune);
    },
  );

  test('a side that can add nothing stands at once when its hand is empty; with cards in hand it is asked (or passes by its choice)', () => {
    const base = position({
      zones: {
        'hand:0': ['alliance-fighter'],
        'command:0': [],
        'assets:0': [],
        'hand:1': [],
        'assets:1': ['border-saloon'],
        'command:1': [],
      },
      players_: [{ faction: 'alliance' }, { faction: 'niska' }],
    });
    let s = run(base, { type: 'fight', card: 'x1' }, { type: 'target', card: 'x2', mode: 'nab' });
    // The attacker holds nothing more either: one stand, the defender's forced stand ends the fight (2 against 4).
    s = run(s, { type: 'stand' });
    expect(forcedBefore(s)).toEqual(['{"type":"stand"}']);
    expect(toAct(s)).toBe(1);
    expect(types(s)).toEqual(['reward']);

    const holding = position({
      zones: {
        'hand:0': ['alliance-fighter'],
        'command:0': [],
        'assets:0': [],
        'hand:1': ['niska-talker'],
        'assets:1': ['border-saloon'],
        'command:1': [],
      },
      players_: [{ faction: 'alliance' }, { faction: 'niska' }],
    });
    s = run(holding, { type: 'fight', card: 'x1' }, { type: 'target', card: 'x3', mode: 'nab' }, { type: 'stand' });
    expect(forcedBefore(s)).toEqual([]);
    expect(legal(s, 1)).toEqual([{ type: 'stand' }]);
    expect(misbehavin.autoPass!(s, 1, legal(s, 1))).toEqual({ type: 'stand' });
  });

  test('evade ends the fight with no winner; the activation is lost', () => {
    const base = position({
      zones: {
        'hand:0': ['alliance-fighter'],
        'hand:1': ['sup-doublecross'],
        'assets:1': ['border-saloon'],
        'command:0': [],
        'command:1': [],
        'assets:0': [],
      },
      players_: [{ faction: 'alliance' }, { faction: 'niska' }],
    });
    let s = run(base, { type: 'fight', card: 'x1' }, { type: 'target', card: 'x3', mode: 'nab' }, { type: 'stand' });
    expect(has(s, { type: 'special', card: 'x2', option: 0 })).toBe(true);
    s = run(s, { type: 'special', card: 'x2', option: 0 });
    // Retain offered to the attacker (1 'verse, a faction card on display); then everything clears.
    s = run(s, { type: 'retainDone' });
    expect(kinds(s, 'assets:1')).toEqual(['border-saloon']);
    expect(kinds(s, 'recycle:0')).toEqual(['alliance-fighter']);
    expect(kinds(s, 'supply:doubleCross')).toContain('sup-doublecross');
    expect(s.game.stack).toHaveLength(0);
    expect(s.game.activations).toBe(0);
  });
});
