// Moves are strict (no field the schema does not name), open fields take the player's own value, forced moves are made at once.
import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { defineGame } from './game';
import { applyMove, createMatch, legalMovesFor, replay, storedMove, unknownField } from './match';
import { renderLogEntry } from './log';
import { seatRef } from './table';
import { hand, pairsGame } from './testing/pairs';
import { moveJsonSchemas, PLAIN_VOCABULARY } from './vocabulary';

describe('strict moves', () => {
  const state = createMatch(pairsGame, { players: 2, seed: 'strict' }).state;
  const card = state.zones[hand(0)]!.cards[0]!.id;

  test.each([
    ['a top-level field', { type: 'discard', card, note: '<img src=x onerror=alert(1)>' }, 'note'],
    ['a field on a move without fields', { type: 'draw', extra: 1 }, 'extra'],
  ])('a legal move with %s is refused with MALFORMED_MOVE', (_, move, field) => {
    const before = JSON.stringify(state);
    const result = applyMove(pairsGame, state, 0, move);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.code).toBe('MALFORMED_MOVE');
      expect(result.error.reason).toContain(`"${field}"`);
    }
    expect(JSON.stringify(state)).toBe(before);
  });

  test('the accepted move is the schema-read one', () => {
    const result = applyMove(pairsGame, state, 0, { type: 'discard', card });
    expect(result.ok && result.move).toEqual({ type: 'discard', card });
  });

  test.each([
    [{ a: 1 }, { a: 1 }, undefined],
    [{ a: 1, b: 2 }, { a: 1 }, 'b'],
    [{ a: { b: 1, c: 2 } }, { a: { b: 1 } }, 'a.c'],
    [{ a: [{ b: 1 }, { b: 1, x: 0 }] }, { a: [{ b: 1 }, { b: 1 }] }, 'a.1.x'],
  ])('unknownField(%j, %j) = %s', (raw, parsed, field) => {
    expect(unknownField(raw, parsed)).toBe(field);
  });

  test('records stored before moves were strict still replay, without their extra fields', () => {
    const legal = legalMovesFor(pairsGame, state, 0)[0]!;
    expect(storedMove(pairsGame, { ...legal, junk: 'x' })).toEqual(legal);
    const after = replay(pairsGame, {
      players: 2,
      seed: 'strict',
      moves: [{ seat: 0, move: { ...legal, junk: 'x' } }],
    });
    expect(after.step).toBe(1);
  });

  test('published move schemas refuse unnamed fields too', () => {
    const schemas = moveJsonSchemas(pairsGame) as Record<
      string,
      { additionalProperties?: unknown; properties?: Record<string, unknown> }
    >;
    expect(Object.keys(schemas).sort()).toEqual(Object.keys(pairsGame.moves).sort());
    expect(schemas['discard']!.additionalProperties).toBe(false);
    expect(schemas['discard']!.properties).toHaveProperty('card');
  });
});

type NameMove = { readonly type: 'name'; readonly name: string } | { readonly type: 'ready' } | { readonly type: 'go' };
interface NameData {
  readonly names: readonly (string | null)[];
  readonly ready: boolean;
  readonly turns: number;
}

/** Each seat names itself (any name within the schema); then one forced "ready", then seat 0 says "go" three times. */
const namesGame = defineGame<NameData, NameMove, Record<string, never>>({
  ...PLAIN_VOCABULARY,
  id: 'test-names',
  name: 'Names (test game)',
  minPlayers: 2,
  maxPlayers: 2,
  mode: 'cooperative',
  options: z.object({}) as unknown as z.ZodType<Record<string, never>>,
  moves: {
    name: z.object({
      type: z.literal('name'),
      name: z
        .string()
        .min(1)
        .max(12)
        .regex(/^[A-Za-z ]+$/),
    }),
    ready: z.object({ type: z.literal('ready') }),
    go: z.object({ type: z.literal('go') }),
  },
  openFields: { name: ['name'] },
  setup: (_t, { players }) => ({ names: Array.from({ length: players }, () => null), ready: false, turns: 0 }),
  legalMoves(state, seat) {
    const g = state.game;
    if (g.names[seat] === null) return [{ type: 'name', name: `Captain ${'AB'[seat]}` }];
    if (g.names.some((n) => n === null)) return [];
    if (!g.ready) return seat === 0 ? [{ type: 'ready' }] : [];
    return seat === 0 ? [{ type: 'go' }] : [];
  },
  applyMove(t, seat, move) {
    const g = t.game;
    if (move.type === 'name') {
      t.game = { ...g, names: g.names.map((n, s) => (s === seat ? move.name : n)) };
      t.log`${seatRef(seat)} took the name ${move.name}.`;
    } else if (move.type === 'ready') {
      t.game = { ...g, ready: true };
      t.log`${seatRef(seat)} is ready.`;
    } else t.game = { ...g, turns: g.turns + 1 };
  },
  status(state) {
    const g = state.game;
    if (g.turns >= 3) return { kind: 'finished', result: { winners: [0, 1], ranks: [1, 1], summary: 'Done.' } };
    const naming = g.names.flatMap((n, s) => (n === null ? [s] : []));
    return { kind: 'active', toAct: naming.length > 0 ? naming : [0] };
  },
  autoplay: (_state, _seat, move) => move.type === 'ready',
  cardName: (k) => k,
});

describe('open fields', () => {
  const state = createMatch(namesGame, { players: 2, seed: 'names' }).state;

  test('the listed default is legal, and so is any value the schema allows', () => {
    expect(applyMove(namesGame, state, 0, { type: 'name', name: 'Captain A' }).ok).toBe(true);
    const mine = applyMove(namesGame, state, 0, { type: 'name', name: 'Mal' });
    expect(mine.ok && mine.state.game.names[0]).toBe('Mal');
  });

  test.each([
    ['too long', 'A name far too long'],
    ['marks outside the schema', '<b>Mal</b>'],
    ['empty', ''],
  ])('a value %s is refused with MALFORMED_MOVE', (_, name) => {
    const result = applyMove(namesGame, state, 0, { type: 'name', name });
    expect(!result.ok && result.error.code).toBe('MALFORMED_MOVE');
  });

  test('the published schema marks the field open', () => {
    const schema = moveJsonSchemas(namesGame)['name'] as {
      'x-open'?: unknown;
      properties: Record<string, { maxLength?: number; 'x-open'?: boolean }>;
    };
    expect(schema['x-open']).toEqual(['name']);
    expect(schema.properties['name']).toMatchObject({ maxLength: 12, 'x-open': true });
  });
});

describe('forced moves', () => {
  test('a single legal move the game calls revealing-nothing is made at once, logged, and replays', () => {
    const s0 = createMatch(namesGame, { players: 2, seed: 'forced' }).state;
    const a = applyMove(namesGame, s0, 0, { type: 'name', name: 'Mal' });
    if (!a.ok) throw new Error(a.error.reason);
    expect(a.forced).toEqual([]);
    const b = applyMove(namesGame, a.state, 1, { type: 'name', name: 'Zoe' });
    if (!b.ok) throw new Error(b.error.reason);
    expect(b.forced).toEqual([{ seat: 0, move: { type: 'ready' } }]);
    expect(b.state.game.ready).toBe(true);
    expect(b.state.step).toBe(2);
    expect(b.log.map((e) => renderLogEntry(e, 1, { seatName: (s) => ['Mal', 'Zoe'][s]!, cardName: (k) => k }))).toEqual(
      ['You took the name Zoe.', 'Mal is ready.'],
    );
    // "go" is a single option too, but the game does not call it forced: the player decides when.
    expect(legalMovesFor(namesGame, b.state, 0)).toEqual([{ type: 'go' }]);
    const replayed = replay(namesGame, {
      players: 2,
      seed: 'forced',
      moves: [
        { seat: 0, move: { type: 'name', name: 'Mal' } },
        { seat: 1, move: { type: 'name', name: 'Zoe' } },
      ],
    });
    expect(JSON.stringify(replayed)).toBe(JSON.stringify(b.state));
  });
});
