// Rule 6.b, a missed deadline: the GM moves play on (the seat's open decisions by their defaults, its turn passed), never a bot playing for it.
import { createMatch } from '@cortex/engine';
import { describe, expect, test } from 'vitest';
import { crewCard } from '../content/cards';
import { neighbours } from '../content/map';
import { niskasDebt } from '../game';
import { legalMoves } from '../legal';
import type { NiskaMove } from '../moves';
import { at, clearJobs, edit, hire, manual, place, play, started, text, type S } from '../testing';
import { Z } from './common';

const TIME_UP: NiskaMove = { type: 'timeUp' };
const timeoutOf = (s: S, seat: number): NiskaMove | undefined => niskasDebt.timeoutMove!(s, seat);
type Edit = Parameters<typeof edit>[1];

/** Seat 0 on turn with a job of this kind in hand, at this place, crew and cards arranged by `fn`. */
function withJob(kind: string, where: Parameters<typeof at>[0], fn: Edit = () => undefined): S {
  return edit(started(), (t) => {
    clearJobs(t, 0);
    t.game.players[0]!.sector = at(where);
    place(t, kind, Z.hand(0));
    fn(t);
  });
}
/** Plays seat 0's moves one by one, each decision waiting to be made (no forced moves), and returns the position. */
function reach(s: S, moves: readonly NiskaMove[]): S {
  return moves.reduce((state, m) => play(state, 0, m, manual).state, s);
}
const handJob = (s: S): string => s.zones[Z.hand(0)]!.cards[0]!.id;
/** Seat 0 on the Space Bazaar with cash to spare, having bought a card of this kind (placed at the market first). */
function bought(kind: string): S {
  let card = '';
  const s = edit(started(), (t) => {
    t.game.players[0]!.sector = at('bazaar');
    t.game.players[0]!.cash = 9000;
    card = place(t, kind, Z.market('bazaar'));
  });
  return reach(s, [{ type: 'buy', card }]);
}

describe('Rule 6.b: "The GM has the rights to move play forward after 24 hours of inactivity from the current player on turn"', () => {
  test('a missed deadline on an open turn passes the turn: nothing is flown, bought, dealt or worked for the player', () => {
    const s = started();
    expect(timeoutOf(s, 0)).toEqual(TIME_UP);
    expect(legalMoves(s, 0)).toContainEqual(TIME_UP);
    const r = play(s, 0, TIME_UP);
    expect(text(r.log, 0).split('\n')[0]).toBe('Your time ran out; the GM moves play on (rule 6.b).');
    expect(text(r.log).split('\n')).toEqual([
      "P0's time ran out; the GM moves play on (rule 6.b).",
      'P0 ended their turn.',
    ]);
    expect(r.state.game.turn).toBe(1);
    expect(r.state.game.players[0]).toEqual(s.game.players[0]);
    for (const zone of [Z.hand(0), Z.active(0), Z.crew(0), Z.gear(0), Z.upgrades(0)])
      expect(r.state.zones[zone]).toEqual(s.zones[zone]);
  });

  test('no forfeit: a seat that misses three deadlines in a row keeps its seat and takes its next turn', () => {
    let s = started(2);
    for (let round = 0; round < 3; round++) {
      s = play(s, 0, timeoutOf(s, 0)!).state;
      s = play(s, 1, { type: 'end' }).state;
    }
    expect(s.game.round).toBe(4);
    expect(niskasDebt.status(s)).toMatchObject({ kind: 'active', toAct: [0] });
    expect(legalMoves(s, 0).some((m) => m.type === 'fly')).toBe(true);
  });

  test.each<[string, () => S, (after: S, before: S) => void]>([
    [
      'a second card to buy: buying stops and the market is topped up',
      () => bought('m:kestrel'),
      (after) => {
        expect(after.zones[Z.market('bazaar')]!.cards).toHaveLength(3);
        expect(after.game.players[0]!.cash).toBe(9000 - crewCard('m:kestrel')!.cost);
      },
    ],
    [
      "a new crew member to name: the GM's random pick (rule 14.b)",
      () => bought('m:skids'),
      (after, before) => {
        const pending = before.game.pending[0];
        const skids = Object.values(after.game.players[0]!.crew)[0]!;
        expect(pending?.kind === 'name' && skids.name).toBe(pending?.kind === 'name' ? pending.suggestions[0] : null);
      },
    ],
    [
      'a second job to take: dealing stops, and the job just taken is the one discarded down to three',
      () => {
        const s = started();
        return reach(s, [{ type: 'deal', job: s.zones[Z.jobs('badger')]!.cards[0]!.id }]);
      },
      (after, before) => {
        expect(after.zones[Z.hand(0)]!.cards.map((c) => c.id)).toEqual(
          before.zones[Z.hand(0)]!.cards.slice(0, 3).map((c) => c.id),
        );
        expect(after.zones[Z.jobs('badger')]!.cards).toHaveLength(3);
      },
    ],
    [
      'who goes on the job: everyone goes (rule 19.b), and a misbehave nobody chooses fails',
      () => {
        const s = withJob('j:b6', 'persephone', (t) => {
          hire(t, 0, 'm:tilley');
          place(t, 'x:grid', Z.misDeck);
        });
        return reach(s, [{ type: 'work', job: handJob(s) }]);
      },
      (after) => {
        expect(after.game.players[0]!.warrants).toBe(0);
        expect(after.zones[Z.active(0)]!.cards).toHaveLength(1);
      },
    ],
    [
      'a misbehave option to choose: the misbehave fails, here with a Warrant Issued',
      () => {
        const s = withJob('j:b6', 'persephone', (t) => {
          hire(t, 0, 'm:tilley');
          place(t, 'x:tipoff', Z.misDeck);
        });
        const open = reach(s, [{ type: 'work', job: handJob(s) }, { type: 'go' }]);
        expect(open.game.pending[0]).toMatchObject({ kind: 'misbehave', seat: 0 });
        return open;
      },
      (after) => {
        expect(after.game.players[0]!.warrants).toBe(1);
        expect(after.zones[Z.active(0)]!.cards).toHaveLength(0);
      },
    ],
    [
      'a bribe to pay or refuse: no money is spent for the player, the misbehave fails',
      () =>
        withJob('j:b6', 'persephone', (t) => {
          const job = t.cards(Z.hand(0))[0]!.id;
          t.move(job, Z.active(0));
          t.game.players[0]!.progress[job] = 0;
          const card = place(t, 'x:checkpoint', Z.misShown);
          t.game.work = { seat: 0, job, team: ['captain'], passed: 0 };
          t.game.pending = [{ kind: 'bribe', seat: 0, card, option: 0, cost: 300 }];
        }),
      (after) => {
        expect(after.game.players[0]!.cash).toBe(3000);
        expect(after.game.players[0]!.warrants).toBe(1);
      },
    ],
    [
      'payday: crew are paid while the cash lasts (rule 22), the rest go unpaid and disgruntled',
      () =>
        withJob('j:b9', 'persephone', (t) => {
          hire(t, 0, 'm:okafor');
          hire(t, 0, 'm:sandoval');
          const unpaid = Object.keys(t.game.players[0]!.crew).sort();
          t.game.pending = [{ kind: 'payroll', seat: 0, unpaid }];
          // Enough for the first in line, not for the second too (every crew card costs more than $100).
          t.game.players[0]!.cash = crewCard(t.cards(Z.crew(0)).find((c) => c.id === unpaid[0])!.kind)!.cost + 100;
        }),
      (after) => {
        const crew = Object.entries(after.game.players[0]!.crew).sort(([a], [b]) => a.localeCompare(b));
        expect(crew.map(([, c]) => c.disgruntled)).toEqual([false, true]);
        expect(after.game.players[0]!.cash).toBe(100);
      },
    ],
    [
      'the crew member Niska takes: one of them, picked by the GM',
      () =>
        edit(started(), (t) => {
          hire(t, 0, 'm:boone');
          hire(t, 0, 'm:mags');
          t.game.pending = [{ kind: 'loseCrew', seat: 0 }];
        }),
      (after) => {
        expect(Object.keys(after.game.players[0]!.crew)).toHaveLength(1);
        expect(after.zones[Z.removed]!.cards).toHaveLength(1);
      },
    ],
    [
      'where to evade the Reavers: an adjacent sector picked by the GM',
      () =>
        edit(started(), (t) => {
          t.game.reaver = t.game.players[0]!.sector;
          t.game.pending = [{ kind: 'evade', seat: 0 }];
        }),
      (after, before) => {
        expect(neighbours(before.game.players[0]!.sector)).toContain(after.game.players[0]!.sector);
        expect(after.game.players[0]!.sector).not.toBe(before.game.reaver);
      },
    ],
  ])('a decision left open on the turn, %s; then the turn passes', (_, position, check) => {
    const before = position();
    expect(before.game.pending[0]?.seat ?? before.game.turn).toBe(0);
    expect(timeoutOf(before, 0)).toEqual(TIME_UP);
    const r = play(before, 0, TIME_UP, manual);
    expect(text(r.log).split('\n')[0]).toBe("P0's time ran out; the GM moves play on (rule 6.b).");
    expect(r.state.game.pending).toEqual([]);
    expect(r.state.game.work).toBeNull();
    expect(r.state.game.turn).toBe(1);
    check(r.state, before);
  });

  test('an off-turn seat awaited for its own decision (9.d) or an answer (30): the GM decides that, and the turn stays where it is', () => {
    const evading = edit(started(), (t) => {
      t.game.reaver = t.game.players[1]!.sector;
      t.game.pending = [{ kind: 'evade', seat: 1 }];
    });
    const evaded = play(evading, 1, timeoutOf(evading, 1)!).state;
    expect(neighbours(evading.game.players[1]!.sector)).toContain(evaded.game.players[1]!.sector);
    expect(evaded.game.turn).toBe(0);
    expect(niskasDebt.status(evaded)).toMatchObject({ toAct: [0] });
    const offered = edit(started(), (t) => {
      t.game.players[1]!.sector = t.game.players[0]!.sector;
      t.game.offers = [{ from: 0, to: 1, give: [], get: [], cashGive: 100, cashGet: 0, sent: true }];
    });
    expect(niskasDebt.status(offered)).toMatchObject({ toAct: [0, 1] });
    const r = play(offered, 1, timeoutOf(offered, 1)!);
    expect(text(r.log)).toContain('P1 declined the offer from P0.');
    expect(r.state.game.offers).toEqual([]);
    expect(r.state.game.turn).toBe(0);
  });

  test("the move is the GM's: listed only for an awaited seat with a real choice, never off turn for a seat that may act, never in setup", () => {
    const s = started();
    // Seat 1 may take free actions off turn but is not awaited: no deadline runs for it.
    expect(niskasDebt.status(s)).toMatchObject({ toAct: [0] });
    expect(legalMoves(s, 1)).not.toContainEqual(TIME_UP);
    expect(timeoutOf(s, 1)).toBeUndefined();
    // In setup every seat decides for itself at once; a missed deadline there is left to the stand-in bot.
    const setup = createMatch(niskasDebt, { players: 2, seed: 'timeout-setup' }).state;
    expect(legalMoves(setup, 0)).not.toContainEqual(TIME_UP);
    expect(timeoutOf(setup, 0)).toBeUndefined();
    // A single choice is made at once (autoplay), so the GM's move never stands beside it.
    const one = edit(started(), (t) => void (t.game.used = ['fly', 'work']));
    expect(legalMoves(one, 0).filter((m) => m.type !== 'timeUp')).toEqual([{ type: 'end' }]);
    expect(legalMoves(one, 0)).not.toContainEqual(TIME_UP);
  });
});
