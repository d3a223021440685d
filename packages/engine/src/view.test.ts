// Tests for engine-side redaction: zones declare visibility, the engine blanks what a viewer may not see.
import { describe, expect, test } from 'vitest';
import type { MatchState } from './types';
import { redactView, simulationView, type ZoneView, type ZoneViewCache } from './view';

const state: MatchState<{ round: number }> = {
  players: 2,
  step: 3,
  game: { round: 2 },
  rng: [1, 2, 3, 4],
  nextCardId: 5,
  zones: {
    deck: {
      visibility: [],
      cards: [
        { id: 'c0', kind: 'a', revealedTo: [1] },
        { id: 'c1', kind: 'b' },
      ],
    },
    'hand:0': { visibility: [0], cards: [{ id: 'c2', kind: 'c' }] },
    'hand:1': { visibility: [1], cards: [{ id: 'c3', kind: 'd', revealedTo: 'all' }] },
    table: { visibility: 'all', cards: [{ id: 'c4', kind: 'e' }] },
  },
};

describe('redactView', () => {
  test.each([
    [0, { deck: [null, null], 'hand:0': ['c2'], 'hand:1': ['c3'], table: ['c4'] }],
    [1, { deck: ['c0', null], 'hand:0': [null], 'hand:1': ['c3'], table: ['c4'] }],
    ['spectator' as const, { deck: [null, null], 'hand:0': [null], 'hand:1': ['c3'], table: ['c4'] }],
    // One person holding both seats sees what either seat may see.
    [[0, 1], { deck: ['c0', null], 'hand:0': ['c2'], 'hand:1': ['c3'], table: ['c4'] }],
    [[], { deck: [null, null], 'hand:0': [null], 'hand:1': ['c3'], table: ['c4'] }],
    ['omniscient' as const, { deck: ['c0', 'c1'], 'hand:0': ['c2'], 'hand:1': ['c3'], table: ['c4'] }],
  ])('viewer %s sees exactly its cards', (viewer, expected) => {
    const view = redactView(state, viewer);
    const ids = Object.fromEntries(
      Object.entries(view.zones).map(([name, z]) => [name, z.cards.map((c) => c?.id ?? null)]),
    );
    expect(ids).toEqual(expected);
    for (const z of Object.values(view.zones)) expect(z.count).toBe(z.cards.length);
  });

  test('never includes the PRNG state', () => {
    const view = redactView(state, 'omniscient');
    expect(Object.keys(view)).not.toContain('rng');
    expect(JSON.stringify(view)).not.toContain('"rng"');
  });

  test.each([0, 1, 'spectator' as const, 'omniscient' as const, [0, 1], []])(
    'a simulation view for %s reads exactly like the view',
    (viewer) => {
      const cache: ZoneViewCache = new Map();
      const lazy = simulationView(state, viewer, cache);
      const eager = redactView(state, viewer);
      expect(lazy).toEqual(eager);
      expect(JSON.stringify(lazy)).toBe(JSON.stringify(eager));
      expect(Object.keys(lazy.zones)).toEqual(Object.keys(state.zones));
      expect('deck' in lazy.zones && !('rng' in lazy.zones)).toBe(true);
      expect(lazy.zones.nowhere).toBeUndefined();
    },
  );

  test('a simulation view is read-only, and its cache serves each viewer its own zones until a zone is written', () => {
    const cache: ZoneViewCache = new Map();
    const view = simulationView(state, 0, cache);
    expect(() => {
      (view.zones as Record<string, ZoneView>).deck = { count: 0, cards: [] };
    }).toThrow();
    expect(() => delete (view.zones as Record<string, ZoneView | undefined>).deck).toThrow();
    expect(view.zones.deck!.cards).toEqual([null, null]);
    // Seat 1 was shown the deck's top card; seat 0's cached view must not answer for it.
    expect(simulationView(state, 1, cache).zones.deck!.cards.map((c) => c?.id ?? null)).toEqual(['c0', null]);
    expect(simulationView(state, 0, cache).zones.deck).toBe(view.zones.deck);
    // The next state, as a move leaves it: the deck was copied before its top card was revealed to seat 0.
    const next: typeof state = {
      ...state,
      zones: {
        ...state.zones,
        deck: {
          visibility: [],
          cards: [
            { id: 'c0', kind: 'a', revealedTo: [0] },
            { id: 'c1', kind: 'b' },
          ],
        },
      },
    };
    expect(simulationView(next, 0, cache).zones.deck!.cards.map((c) => c?.id ?? null)).toEqual(['c0', null]);
    expect(simulationView(next, 0, cache).zones.table).toBe(view.zones.table);
  });

  test('hidden cards carry no kind', () => {
    expect(JSON.stringify(redactView(state, 'spectator'))).not.toMatch(/"kind":"[abc]"/);
  });
});
