// Rule section "Cards": innate abilities at any time (even on another player's turn), their conditions, passive ones, triggered cards.
import { describe, expect, test } from 'vitest';
import { applyMove } from '@cortex/engine';
import { CARDS } from '../content/index';
import { misbehavin } from '../game';
import { act, has, kinds, legal, position, run, toAct } from '../testkit';

const OFF_TURN_SAFE = new Set(['draw', 'credits', 'verse', 'cycle', 'steal', 'black', 'reset', 'boost']);

describe('Innate abilities', () => {
  const informant = () =>
    position({
      zones: {
        'hand:0': ['alliance-talker'],
        'command:1': ['core-informant'],
        'deck:1': ['niska-fighter', 'niska-weapon'],
        'hand:1': [],
      }, // x1 | x2 | x3 x4
      players_: [{ faction: 'alliance' }, { faction: 'niska' }],
    });

  test("an 'any time' innate is used on another player's turn as an optional move: no activation, the card is triggered", () => {
    let s = informant();
    const status = misbehavin.status(s);
    expect(status.kind === 'active' ? [status.toAct, status.mayAct] : null).toEqual([[0], [1]]);
    expect(legal(s, 1)).toEqual([{ type: 'innate', card: 'x2' }]);
    s = act(s, 1, { type: 'innate', card: 'x2' });
    expect(kinds(s, 'hand:1')).toEqual(['niska-fighter']);
    expect(s.game.triggered).toEqual(['x2']);
    // The match still awaits the player whose turn it is; their activation is untouched.
    expect(toAct(s)).toBe(0);
    expect(s.game.activations).toBe(1);
    // A triggered card cannot be used for its abilities, even innate ones.
    expect(legal(s, 1)).toEqual([]);
    const refused = applyMove(misbehavin, s, 1, { type: 'innate', card: 'x2' });
    expect(refused.ok ? null : refused.error.reason).toMatch(/innate ability or cancel/);
  });

  test("the same innate on the owner's own turn costs no activation; a warrant blocks it", () => {
    let s = position({ zones: { 'hand:0': [], 'command:0': ['core-informant'], 'deck:0': ['alliance-talker'] } });
    expect(has(s, { type: 'innate', card: 'x1' })).toBe(true);
    s = run(s, { type: 'innate', card: 'x1' });
    expect(s.game.activations).toBe(1);
    expect(kinds(s, 'hand:0')).toEqual(['alliance-talker']);
    const warranted = position({
      zones: { 'hand:0': [], 'command:0': ['core-informant'] },
      game: { warrants: ['x1'] },
    });
    expect(has(warranted, { type: 'innate', card: 'x1' })).toBe(false);
  });

  test("an 'any time' innate is also offered at one's own decisions, but not mid-way through another card's effects", () => {
    // Seat 1 answers a claimed deal and may first use its informant.
    let s = position({
      zones: {
        'hand:0': ['alliance-talker'],
        'command:0': ['border-medic'],
        'assets:0': [],
        'hand:1': [],
        'command:1': ['core-informant'],
      }, // x1 | x2 | x3
      players_: [{ faction: 'alliance', credits: 2 }, { faction: 'niska' }],
    });
    const shiny = s.zones['supply:shiny']!.cards[0]!.id;
    const answering = run(
      s,
      { type: 'deal', card: 'x1' },
      { type: 'dealCredit', amount: 1 },
      { type: 'claim', card: shiny },
    );
    expect(toAct(answering)).toBe(1);
    expect(has(answering, { type: 'innate', card: 'x3' })).toBe(true);
    // Seat 0 with two triggered abilities to take in order: no innate between them.
    s = run(position({ zones: { 'hand:0': [], 'command:0': ['border-medic', 'core-informant'] } }), {
      type: 'trigger',
      card: 'x1',
    });
    expect(s.game.stack.map((f) => f.kind)).toEqual(['ability']);
    expect(has(s, { type: 'innate', card: 'x2' })).toBe(false);
    s = run(s, { type: 'ability', use: false }, { type: 'ability', use: false });
    expect(has(s, { type: 'innate', card: 'x2' })).toBe(true);
  });

  test("an innate with the condition 'on your turn' is not offered on another player's turn", () => {
    const s = position({
      zones: {
        'hand:0': [],
        'hand:1': [],
        'command:0': [],
        'assets:0': [],
        'command:1': ['rim-rocket'],
        'assets:1': [],
      },
    });
    expect(legal(s, 1)).toEqual([]);
    const own = position({ zones: { 'hand:0': [], 'command:0': ['rim-rocket'] } });
    const after = run(own, { type: 'innate', card: 'x1' });
    expect(after.game.activations).toBe(2);
  });

  test('a fight innate is offered only to the fighter with the floor, never for the target', () => {
    let s = position({
      zones: {
        'hand:0': ['alliance-fighter'],
        'command:0': ['border-gunslinger'],
        'hand:1': [],
        'command:1': ['border-gunslinger', 'niska-fighter'],
      }, // x1 | x2 | x3 x4
      players_: [{ faction: 'alliance' }, { faction: 'niska' }],
    });
    expect(has(s, { type: 'innate', card: 'x2' })).toBe(false);
    s = run(s, { type: 'fight', card: 'x1' }, { type: 'target', card: 'x4', mode: 'dispatch' });
    expect(has(s, { type: 'innate', card: 'x2' })).toBe(true);
    expect(legal(s, 1).some((m) => m.type === 'innate')).toBe(false);
    s = run(s, { type: 'innate', card: 'x2' }, { type: 'stand' });
    expect(toAct(s)).toBe(1);
    expect(has(s, { type: 'innate', card: 'x3' })).toBe(true);
    const targeted = run(
      position({ zones: { 'hand:0': ['alliance-fighter'], 'hand:1': [], 'command:1': ['border-gunslinger'] } }),
      { type: 'fight', card: 'x1' },
      { type: 'target', card: 'x2', mode: 'nab' },
      { type: 'stand' },
    );
    expect(toAct(targeted)).toBe(1);
    expect(has(targeted, { type: 'innate', card: 'x2' })).toBe(false);
    // Nor may the target use an 'any time' innate while its owner waits for the attacker.
    const informantTarget = run(
      position({ zones: { 'hand:0': ['alliance-fighter'], 'hand:1': [], 'command:1': ['core-informant'] } }),
      { type: 'fight', card: 'x1' },
      { type: 'target', card: 'x2', mode: 'nab' },
    );
    expect(toAct(informantTarget)).toBe(0);
    expect(legal(informantTarget, 1)).toEqual([]);
  });

  test('a passive innate needs no trigger: the crowbar adds 1 to every fight of its owner while untriggered, not as the target', () => {
    const base = {
      'hand:0': ['alliance-fighter'],
      'assets:0': [],
      'command:0': ['core-crowbar'],
      'hand:1': [],
      'assets:1': ['border-saloon'],
      'command:1': [],
    }; // x1 x2 | x3
    const totals = (triggered: string[]) => {
      let s = position({ zones: base, game: { triggered } });
      s = run(
        s,
        { type: 'fight', card: 'x1' },
        { type: 'target', card: 'x3', mode: 'dispatch' },
        { type: 'stand' },
        { type: 'stand' },
      );
      return kinds(s, 'recycle:1');
    };
    // Fighter 2 + crowbar 1 = 3 against the saloon's cost 4: still short; with the defender's side unchanged the attacker loses.
    expect(totals([])).toEqual([]);
    const strong = position({ zones: { ...base, 'hand:0': ['alliance-fighter', 'alliance-weapon'] } }); // x1 x2 | x3 | x4
    const won = run(
      strong,
      { type: 'fight', card: 'x1' },
      { type: 'target', card: 'x4', mode: 'dispatch' },
      { type: 'fightAdd', card: 'x2' },
      { type: 'stand' },
      { type: 'stand' },
    );
    expect(kinds(won, 'recycle:1')).toEqual(['border-saloon']); // 2 + 1 + crowbar 1 = 4 ties the cost 4: attacker wins
    const triggered = position({
      zones: { ...base, 'hand:0': ['alliance-fighter', 'alliance-weapon'] },
      game: { triggered: ['x3'] },
    });
    const lost = run(
      triggered,
      { type: 'fight', card: 'x1' },
      { type: 'target', card: 'x4', mode: 'dispatch' },
      { type: 'fightAdd', card: 'x2' },
      { type: 'stand' },
      { type: 'stand' },
    );
    expect(kinds(lost, 'recycle:1')).toEqual([]);
  });

  test('a passive influence innate adds to recruitments without being triggered', () => {
    const s = position({
      zones: {
        'hand:0': ['alliance-talker'],
        'command:0': ['core-recruiter'],
        'core:row': ['core-pawnshop', 'core-hired-gun'],
      },
    }); // x1 | x2 | x3 x4
    // Talker 1 + recruiter's X (1 character) + passive 1 = 3: enough for a cost-3 card.
    const r = run(s, { type: 'recruit', card: 'x1' });
    expect(has(r, { type: 'claim', card: 'x3' })).toBe(true);
    const off = position({
      zones: {
        'hand:0': ['alliance-talker'],
        'command:0': ['core-recruiter'],
        'core:row': ['core-pawnshop', 'core-hired-gun'],
      },
      game: { triggered: ['x2'] },
    });
    expect(has(run(off, { type: 'recruit', card: 'x1' }), { type: 'claim', card: 'x3' })).toBe(false);
  });

  test('content: off-turn innates only use effects that make sense on any turn; passive ones only add fight strength or influence', () => {
    for (const d of Object.values(CARDS)) {
      for (const a of d.abilities) {
        if (a.timing !== 'innate') continue;
        expect(a.window).toBeDefined();
        if (a.window === 'any') for (const e of a.effects) expect(OFF_TURN_SAFE.has(e.e)).toBe(true);
        if (a.passive)
          expect(
            a.effects.every((e) =>
              a.window === 'fight' ? e.e === 'fightPower' : a.window === 'gain' && e.e === 'influence',
            ),
          ).toBe(true);
        if (a.window === 'deal') expect(a.effects.some((e) => e.e === 'cancel')).toBe(true);
      }
    }
  });
});
