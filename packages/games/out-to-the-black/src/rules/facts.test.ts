// The public facts of the table read alike from the state, a table and any seat's view, so that whom the match asks reveals no hand.
import { redactView } from '@cortex/engine';
import { describe, expect, test } from 'vitest';
import { cardIn, endEventPhase, HIGH, inEvent, play, scene, type St } from '../testkit';
import { factsOf, SACRIFICES, viewFacts, type TableFacts } from './facts';

const plain = (f: TableFacts, players: number) => ({
  ...f,
  handCount: Array.from({ length: players }, (_, s) => f.handCount(s)),
});

describe('table facts', () => {
  const positions: readonly (readonly [string, () => St])[] = [
    [
      'the first Action phase',
      () => scene({ hands: { 0: ['fightin1', 'sacrifice'], 1: ['flyin1', 'thinkin1', 'wild1'], 2: [] } }),
    ],
    [
      'a Sacrifice in the discard pile',
      () => {
        const s = scene({ hands: { 0: ['sacrifice', 'fightin1', 'flyin1'], 1: [], 2: [] } });
        return play(s, 0, { type: 'playCard', card: cardIn(s, 0, 'sacrifice') });
      },
    ],
    [
      'the Resolution window, the Gorramit card face up',
      () => endEventPhase(inEvent(scene({ gorramit: 'Go-Se', deck: HIGH }))),
    ],
  ];

  test.each(positions)('%s: every seat and a spectator read the same facts as the state', (_, position) => {
    const s = position();
    const facts = plain(factsOf(s), s.players);
    for (const seat of [0, 1, 2, 'spectator'] as const)
      expect(plain(viewFacts(redactView(s, seat)), s.players)).toEqual(facts);
  });

  test('the Serenity deck has one Sacrifice, counted once it lies face up', () => {
    expect(SACRIFICES).toBe(1);
    const [, discarded] = positions[1]!;
    expect(factsOf(discarded()).sacrificesInSight).toBe(1);
    expect(factsOf(scene({})).sacrificesInSight).toBe(0);
  });
});
