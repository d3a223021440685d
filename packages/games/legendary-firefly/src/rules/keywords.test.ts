// The keyword and decision tables: every keyword is used by a card, and every decision's options read back from the strings the `choose` moves carry (the wire format stored matches and the e2e replay).
import { applyMove, legalMovesFor, Random, seedToRngState } from '@cortex/engine';
import { describe, expect, test } from 'vitest';
import { CARDS } from '../content';
import { answerOf } from './decisions';
import { legendaryFirefly } from '../game';
import { EFFECT_KINDS } from './keywords';
import { type FState, type FTable, Z } from '../state';
import { decodeTarget, encodeTarget, type Target } from './target';
import { clearBoard, edit, start } from '../testkit';
import type { Effect } from '../content/vocabulary';

/** Every effect keyword found anywhere in a card's data (nested effects too). */
function keywordsIn(value: unknown, out: Set<string>): Set<string> {
  if (Array.isArray(value)) for (const v of value) keywordsIn(v, out);
  else if (typeof value === 'object' && value !== null) {
    const o = value as Record<string, unknown>;
    if (typeof o.do === 'string') out.add(o.do);
    for (const v of Object.values(o)) keywordsIn(v, out);
  }
  return out;
}

describe('keyword table', () => {
  test('every keyword of the table is used by a card', () => {
    const used = keywordsIn(Object.values(CARDS), new Set());
    expect(EFFECT_KINDS.filter((k) => !used.has(k))).toEqual([]);
    expect([...used].filter((k) => !(EFFECT_KINDS as readonly string[]).includes(k))).toEqual([]);
  });
});

describe('typed choice targets', () => {
  test.each<[Target, string]>([
    [{ space: 3 }, 'space:3'],
    [{ slot: 5 }, 'slot:5'],
    [{ seat: 1 }, 'seat:1'],
    [{ card: 'c12' }, 'c12'],
    ['yes', 'yes'],
    ['no', 'no'],
    ['skip', 'skip'],
    ['done', 'done'],
  ])('%j is %s on the wire, and reads back', (target, wire) => {
    expect(encodeTarget(target)).toBe(wire);
    expect(decodeTarget(wire)).toEqual(target);
  });

  /** Checks the legal `choose` moves of a position: each reads back as an answer of the open decision's kind. */
  function readBack(state: FState, seat: number, met: Set<string>): void {
    const p = state.game.pending;
    for (const m of legalMovesFor(legendaryFirefly, state, seat)) {
      if (m.type !== 'choose' || !p) continue;
      met.add(p.kind);
      const a = answerOf(p.kind, m.target);
      expect(a, `${p.kind} ${m.target}`).toBeDefined();
      expect(encodeTarget(a!)).toBe(m.target);
    }
  }

  test('every option of every decision met reads back as an answer of its kind', () => {
    const met = new Set<string>();
    // Positions that open each effect's decision (as effects.test.ts builds them).
    const fixed: [Effect, ((t: FTable) => void) | undefined][] = [
      [
        { do: 'scan' },
        (t) => {
          t.createCards(Z.down(2), ['tj-guards']);
        },
      ],
      [
        { do: 'heal' },
        (t) => {
          t.createCards(Z.strikes(0), ['cs-gunshot']);
        },
      ],
      [
        { do: 'repair' },
        (t) => {
          t.createCards(Z.slot(0), ['ss-hull-breach']);
        },
      ],
      [
        { do: 'weaken', n: 2 },
        (t) => {
          t.createCards(Z.combat, ['tj-crow']);
        },
      ],
      [
        { do: 'defeatEnemy', max: 5 },
        (t) => {
          t.createCards(Z.combat, ['tj-crow']);
        },
      ],
      [{ do: 'defeatOwn' }, undefined],
      [{ do: 'discard', n: 2 }, undefined],
      [{ do: 'playersDraw', count: 2 }, undefined],
    ];
    for (const [fx, prepare] of fixed) {
      const base = edit(start(2, 'targets'), (t) => {
        clearBoard(t);
        t.game.window = [];
        prepare?.(t);
      });
      const state = edit(
        base,
        (t) => {
          t.game.queue.push({ fx, you: t.game.active });
        },
        true,
      );
      readBack(state, state.game.pending?.seat ?? 0, met);
    }
    // Random playouts for the rest (avoid, Inter-Mission healing, …).
    for (const players of [1, 2, 3, 4, 5]) {
      for (let game = 0; game < 6; game++) {
        let state = start(players, `targets:${players}:${game}`);
        const random = new Random(seedToRngState(`targets:${players}:${game}`));
        for (let n = 0; n < 3000; n++) {
          const status = legendaryFirefly.status(state);
          if (status.kind === 'finished') break;
          const seat = status.toAct[0] ?? status.mayAct?.[0];
          if (seat === undefined) break;
          readBack(state, seat, met);
          const r = applyMove(legendaryFirefly, state, seat, random.pick(legalMovesFor(legendaryFirefly, state, seat)));
          if (!r.ok) throw new Error(r.error.reason);
          state = r.state;
        }
      }
    }
    expect([...met].sort()).toEqual(
      expect.arrayContaining([
        'avoid',
        'defeatEnemy',
        'defeatOwn',
        'discard',
        'heal',
        'playerDraw',
        'repair',
        'scan',
        'weaken',
      ]),
    );
  });
});
