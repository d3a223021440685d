// Bots and free actions off-turn: hide contraband in the stash, pay a disgruntled crew member back; nothing that could go back and forth, and no sales (a Deal, on turn).
import { botInputFor, playBotMatch, Random, seedToRngState, type BotLevel, type Table } from '@cortex/engine';
import { describe, expect, test } from 'vitest';
import { niskasDebt } from './game';
import type { NiskaMove } from './moves';
import { legalMoves } from './legal';
import type { NiskaData } from './state';
import { at, clearJobs, edit, hire, play, started, type S } from './testing';

const bots = niskasDebt.bots!;
const answer = (s: S, seat: number, level: BotLevel = 'normal') =>
  bots[level]!.chooseOptionalMove!(botInputFor(niskasDebt, s, seat, new Random(seedToRngState('opt'))));

/** Two players, seat 0 on turn; seat 1 (not awaited) without jobs, edited by `fn`. */
const offTurn = (fn: (t: Table<NiskaData>) => void): S =>
  edit(started(2), (t) => {
    clearJobs(t, 1);
    fn(t);
  });
const disgruntled =
  (cash: number) =>
  (t: Table<NiskaData>): void => {
    const id = hire(t, 1, 'm:okafor');
    const p = t.game.players[1]!;
    p.crew[id]!.disgruntled = true;
    p.cash = cash;
  };

describe("Niska's Debt optional policy", () => {
  test.each<[string, (t: Table<NiskaData>) => void, NiskaMove['type'] | null]>([
    ['contraband in the hold: hidden in the stash', (t) => void (t.game.players[1]!.hold.contraband = 1), 'stow'],
    ['a fugitive in the hold: hidden in the stash', (t) => void (t.game.players[1]!.hold.fugitive = 1), 'stow'],
    [
      'cargo in the hold, no buyer here: nothing to do (no dumping)',
      (t) => void (t.game.players[1]!.hold.cargo = 1),
      null,
    ],
    ['a disgruntled crew member and cash to spare: paid back', disgruntled(5000), 'payBack'],
    ['a disgruntled crew member but little cash: waits', disgruntled(1100), null],
    [
      // Selling is part of a Deal action, on the seat's own turn (rule 6.a notes no exemption for it).
      'spare cargo at a solid contact that buys it, off turn: nothing to do',
      (t) => {
        const p = t.game.players[1]!;
        p.sector = at('persephone');
        p.solid = ['badger'];
        p.hold.cargo = 1;
      },
      null,
    ],
  ])('%s', (_, fn, expected) => {
    const s = offTurn(fn);
    const status = niskasDebt.status(s);
    expect(status.kind === 'active' ? status.mayAct : []).toContain(1);
    const got = answer(s, 1);
    expect(got?.type ?? null).toBe(expected);
    if (got) expect(legalMoves(s, 1)).toContainEqual(got);
  });

  test('after hiding its contraband the seat lets the moment pass (no moving it back)', () => {
    let s = offTurn((t) => void (t.game.players[1]!.hold.contraband = 2));
    for (let i = 0; i < 2; i++) {
      const move = answer(s, 1);
      expect(move).toEqual({ type: 'stow', goods: 'contraband', to: 'stash' });
      s = play(s, 1, move!).state;
    }
    expect(s.game.players[1]!.stash.contraband).toBe(2);
    expect(legalMoves(s, 1)).toContainEqual({ type: 'stow', goods: 'contraband', to: 'hold' });
    expect(answer(s, 1)).toBeNull();
  });

  test.each(['hard', 'normal'] as const)('%s answers by the policy', (level) => {
    expect(
      answer(
        offTurn((t) => void (t.game.players[1]!.hold.contraband = 1)),
        1,
        level,
      ),
    ).toEqual({ type: 'stow', goods: 'contraband', to: 'stash' });
  });

  test.each(['random', 'easy', 'normal'] as const)(
    '%s bots offered every optional moment still finish their matches',
    (level) => {
      for (let i = 0; i < 3; i++) {
        const out = playBotMatch(niskasDebt, {
          players: 3,
          seed: `optional:${level}:${i}`,
          bots: [0, 1, 2].map(() => bots[level]!),
          offerOptional: true,
          maxMoves: 6000,
        });
        expect(out.result).toBeDefined();
      }
    },
  );
});
