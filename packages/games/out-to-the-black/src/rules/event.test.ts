// Event Phase: participants, the order of play, who may lay down which cards, face up or face down; Playing Fair.
import { applyMove, redactView, renderLogEntry } from '@cortex/engine';
import { describe, expect, test } from 'vitest';
import type { CharacterId } from '../content/characters';
import type { SerenityTypeId } from '../content/serenity';
import { outToTheBlack } from '../game';
import { Z } from '../state';
import { cardIn, handKinds, inEvent, layDown, moves, play, scene, totals } from '../testkit';

describe('Event Phase', () => {
  test('Multi-Player Events: the Active player chooses the others, then participants play clockwise, then the rest', () => {
    let s = scene({
      chars: ['mal', 'zoe', 'jayne', 'inara'],
      hands: { 0: [], 1: [], 2: [], 3: [] },
      event: 'Hands of Blue',
    });
    s = inEvent(s);
    expect(s.game.need).toBe(3);
    // The two others are chosen at once.
    expect(moves(s, 0)).toEqual(
      [
        [1, 2],
        [1, 3],
        [2, 3],
      ].map((seats) => ({ type: 'chooseParticipants', seats })),
    );
    s = play(s, 0, { type: 'chooseParticipants', seats: [1, 3] });
    expect(s.game.order).toEqual([0, 1, 3, 2]);
    expect(s.game.participants).toEqual([0, 1, 3]);
  });

  test('a Multi-Player Event larger than the crew takes everyone', () => {
    let s = scene({ event: 'Hands of Blue' });
    s = inEvent(s);
    expect(s.game.phase).toBe('event');
    expect(s.game.participants).toEqual([0, 1, 2]);
  });

  test('non-participants may only play Co-Pilot, Lend a Hand or I Got an Idea; participants may not play them', () => {
    let s = scene({
      hands: { 0: ['copilot', 'fightin1', 'wild1', 'strength'], 1: ['idea', 'flyin1', 'wild1'], 2: ['flyin2'] },
    });
    s = inEvent(s);
    // Any set of his skill cards, Wilds and Strength at once; never Co-Pilot.
    const [f, w, st] = [cardIn(s, 0, 'fightin1'), cardIn(s, 0, 'wild1'), cardIn(s, 0, 'strength')];
    expect(moves(s, 0)).toEqual([
      { type: 'pass' },
      ...[[f], [w], [st], [f, w], [f, st], [w, st], [f, w, st]].map((cards) => ({ type: 'playCards', cards })),
      ...[2, 4].map((action) => ({ type: 'useAction', action })),
    ]);
    s = play(s, 0, { type: 'pass' });
    expect(moves(s, 1)).toEqual([{ type: 'pass' }, { type: 'playCards', cards: [cardIn(s, 1, 'idea')] }]);
    s = layDown(s, 1, ['idea']);
    // Face down: the others do not see it.
    expect(redactView(s, 0).zones[Z.played(1)]!.cards).toEqual([null]);
    expect(totals(s)[2]).toBe(2);
  });
});

describe('Playing Fair', () => {
  test('hands are secret: other players see only how many cards you hold', () => {
    const s = scene({});
    const v = redactView(s, 1);
    expect(v.zones[Z.hand(0)]!.cards).toEqual([null]);
    expect(v.zones[Z.hand(0)]!.count).toBe(1);
    expect(v.zones[Z.hand(1)]!.cards[0]).not.toBeNull();
    expect(handKinds(s, 1)).toEqual(['flyin1']);
  });

  test('a face-down card is "a card" in everyone else\'s log until it is turned over', () => {
    let s = scene({ hands: { 0: ['wild1'], 1: [], 2: [] } });
    s = inEvent(s);
    const r = applyMove(outToTheBlack, s, 0, { type: 'playCards', cards: [cardIn(s, 0, 'wild1')] });
    if (!r.ok) throw new Error(r.error.reason);
    const names = { seatName: (x: number) => `P${x}`, cardName: (k: string) => outToTheBlack.cardName(k) };
    expect(renderLogEntry(r.log[0]!, 1, names)).toBe('P0 played a card face down.');
    expect(renderLogEntry(r.log[0]!, 0, names)).toBe('You played Wild +1 face down.');
  });
});

describe("Cards played face down, except a skill card of the player's Specialty", () => {
  test.each([
    ['jayne', 'fightin1', true],
    ['jayne', 'flyin1', false],
    ['jayne', 'wild1', false],
    ['jayne', 'strength', false],
    ['inara', 'thinkin2', true],
    ['inara', 'flyin2', true],
  ] as const)('%s plays %s: face up %s', (ch: CharacterId, card: SerenityTypeId, up: boolean) => {
    let s = scene({ chars: [ch, 'zoe', 'wash'], hands: { 0: [card], 1: [], 2: [] } });
    s = inEvent(s);
    s = layDown(s, 0, [card]);
    expect(redactView(s, 1).zones[Z.played(0)]!.cards[0] !== null).toBe(up);
  });
});
