// explainBlocked: the visible cards the player in their Action Phase cannot use now, with why, and never a card they have a move for.
import {
  applyMove,
  legalMovesFor,
  redactView,
  Random,
  seedToRngState,
  type BlockedChoice,
  type Seat,
} from '@cortex/engine';
import { wordingProblems } from '@cortex/engine/testing';
import { describe, expect, test } from 'vitest';
import { legendaryFirefly } from './game';
import type { FireflyMove } from './moves';
import { type FState, type FTable, Z } from './state';
import { clear, clearBoard, edit, moves, setHand, start } from './testkit';

const names = { seatName: (s: Seat) => `Player ${s + 1}` };
const blocked = (s: FState, seat: Seat): readonly BlockedChoice[] =>
  legendaryFirefly.explainBlocked!(redactView(s, seat), seat, names);

/** The card ids a move is about (the ones describeMove names), for comparing with blocked cards. */
function moveCards(s: FState, seat: Seat, move: FireflyMove): string[] {
  return [...(legendaryFirefly.describeMove(redactView(s, seat), seat, move, names).cards ?? [])];
}

/** A solo Action Phase: Miranda (7) and Read Minds (2) on the Bridge, enemies, a Goal, a hidden card and a Ship Strike. */
function position(recruit: number, attack: number): { s: FState; ids: Record<string, string> } {
  const ids: Record<string, string> = {};
  const put = (name: string, zone: string, kind: string, t: FTable): void => {
    ids[name] = t.createCards(zone, [kind])[0]!;
  };
  const s = edit(start(1, 'explain'), (t) => {
    clearBoard(t);
    setHand(t, 0, []);
    for (let j = 0; j < 5; j++) clear(t, Z.bridge(j));
    put('miranda', Z.bridge(0), 'river-miranda', t);
    put('readMinds', Z.bridge(1), 'river-read-minds', t);
    put('patience', Z.combat, 's2-patience', t);
    put('miners', Z.combat, 'tj-miners', t);
    put('trainCar', Z.up(2), 'tj-train-car', t);
    t.createCards(Z.down(4), ['tj-guards']);
    put('hull', Z.slot(0), 'ss-hull-breach', t);
    t.game.step = 'action';
    t.game.active = 0;
    t.game.pending = null;
    t.game.queue = [];
    t.game.recruit = recruit;
    t.game.attack = attack;
  });
  return { s, ids };
}

describe('explainBlocked', () => {
  test('a Bridge card too dear, an enemy too strong, a Goal, a scan and a repair out of reach, each with why', () => {
    const { s, ids } = position(4, 2);
    const reasons = blocked(s, 0);
    const of = (id: string): string | undefined => reasons.find((b) => b.cards.includes(id))?.reason;
    expect(of(ids.miranda!)).toBe('Miranda costs 7 Recruit; you have 4');
    expect(of(ids.patience!)).toBe('Patience needs 7 Attack to defeat; you have 2');
    expect(of(ids.trainCar!)).toBe('The Train Car needs 6 Attack to complete; you have 2');
    expect(of(ids.hull!)).toBe('Repairing Hull Breach costs 3 Attack; you have 2');
    expect(reasons.map((b) => b.reason)).toContain('Scanning space 5 costs 3 Attack; you have 2');
    // What the player can afford is not blocked: Read Minds (2 Recruit), Browncoats (3), Angry Miners (2 Attack).
    expect(of(ids.readMinds!)).toBeUndefined();
    expect(of(ids.miners!)).toBeUndefined();
    expect(reasons.some((b) => b.reason.includes('Browncoats'))).toBe(false);
    expect(moves(s, 0)).toContainEqual({ type: 'recruit', space: 1 });
    expect(moves(s, 0)).toContainEqual({ type: 'fight', card: ids.miners });
  });

  test('with fewer points the Browncoats and the cheap cards are blocked too; with enough, nothing is', () => {
    const poor = blocked(position(1, 0).s, 0).map((b) => b.reason);
    expect(poor).toContain('A Browncoats costs 3 Recruit; you have 1');
    expect(poor).toContain('Read Minds costs 2 Recruit; you have 1');
    expect(poor).toContain('Angry Miners needs 2 Attack to defeat; you have 0');
    expect(blocked(position(20, 20).s, 0)).toEqual([]);
  });

  test('a card Activated this turn is blocked until the next turn', () => {
    let id = '';
    const s = edit(position(0, 0).s, (t) => {
      id = t.createCards(Z.played(0), ['simon-surgeon'])[0]!;
    });
    expect(blocked(s, 0).find((b) => b.cards.includes(id))).toBeUndefined();
    const used = edit(s, (t) => t.game.activated.push(id));
    expect(blocked(used, 0).find((b) => b.cards.includes(id))?.reason).toBe(
      'You have already activated Trauma Surgery this turn',
    );
  });

  test('only the player in their Action Phase gets reasons, and none during a decision or an Inter-Mission', () => {
    const two = edit(start(2, 'explain2'), (t) => {
      t.game.recruit = 0;
      t.game.attack = 0;
    });
    expect(two.game.step).toBe('action');
    const other = (two.game.active + 1) % 2;
    expect(blocked(two, two.game.active).length).toBeGreaterThan(0);
    expect(blocked(two, other)).toEqual([]);
    const { s } = position(0, 0);
    expect(
      blocked(
        edit(s, (t) => {
          t.game.pending = { seat: 0, kind: 'scan', n: 0, chosen: [] };
        }),
        0,
      ),
    ).toEqual([]);
    expect(
      blocked(
        edit(s, (t) => {
          t.game.step = 'intermission';
        }),
        0,
      ),
    ).toEqual([]);
  });

  test.each([1, 3, 5])(
    '%i players, random play: blocked cards have no move, are visible, and the reasons read well',
    (players) => {
      const random = new Random(seedToRngState(`explain:${players}`));
      let s = start(players, `explain-random-${players}`);
      let checked = 0;
      for (let step = 0; step < 400 && !s.game.result; step++) {
        const seat = s.game.pending?.seat ?? (s.game.step === 'intermission' ? -1 : s.game.active);
        if (seat >= 0 && s.game.step === 'action' && !s.game.pending) {
          const legal = legalMovesFor(legendaryFirefly, s, seat);
          const usable = new Set(legal.flatMap((m) => moveCards(s, seat, m)));
          const view = redactView(s, seat);
          const visible = new Set(
            Object.values(view.zones).flatMap((z) => z.cards.filter((c) => c !== null).map((c) => c!.id)),
          );
          for (const b of blocked(s, seat)) {
            for (const id of b.cards) {
              expect(usable.has(id), `${b.reason} (step ${step})`).toBe(false);
              expect(visible.has(id), b.reason).toBe(true);
            }
            expect(wordingProblems(b.reason), b.reason).toEqual([]);
            checked++;
          }
        }
        const status = legendaryFirefly.status(s);
        if (status.kind === 'finished') break;
        const who = random.pick(status.toAct);
        const move = random.pick(legalMovesFor(legendaryFirefly, s, who));
        const r = applyMove(legendaryFirefly, s, who, move);
        if (!r.ok) throw new Error(r.error.reason);
        s = r.state;
      }
      expect(checked).toBeGreaterThan(0);
    },
  );
});
