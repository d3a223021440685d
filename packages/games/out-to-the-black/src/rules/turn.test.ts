// Sequence of Play: who decides when, one four-player turn walked through step by step, checking every seat's awaited status and moves.
import { describe, expect, test } from 'vitest';
import { outToTheBlack } from '../game';
import { cardIn, endEventPhase, moves, play, scene, toAct, withGame, type St } from '../testkit';

const mayAct = (s: St): readonly number[] => {
  const st = outToTheBlack.status(s);
  return st.kind === 'active' ? (st.mayAct ?? []) : [];
};
const types = (s: St, seat: number): string[] =>
  moves(s, seat).map((m) => (m.type === 'useAction' ? `useAction:${m.action}` : m.type));

describe("decisions of the other players during the Active player's turn", () => {
  // Mal (Active), Zoe, Kaylee and Jayne; Grange Brothers is a Multi-Player 2 Event.
  const opening = (): St =>
    scene({
      chars: ['mal', 'zoe', 'kaylee', 'jayne'],
      event: 'Grange Brothers',
      hands: {
        0: ['fightin1', 'copilot'],
        1: ['flyin1', 'lendahand', 'sacrifice', 'thinkin1'],
        2: ['idea', 'sneaky'],
        3: ['copilot', 'help'],
      },
      deck: [
        ['fightin1', 1],
        ['flyin1', 2],
        ['thinkin1', 2],
      ],
    });

  test('Action phase: the Active player is awaited; the others may Sacrifice without being waited for', () => {
    const s = opening();
    expect(toAct(s)).toEqual([0]);
    // Kaylee and Jayne hold two cards each, too few for a Sacrifice (it and two to discard): everyone can count them.
    expect(mayAct(s)).toEqual([1]);
    expect(types(s, 1)).toEqual(['playCard']);
    expect(types(s, 2)).toEqual([]);
  });

  test('participants, then cards clockwise: participants first, then the others with Co-Pilot, Lend a Hand or I Got an Idea only', () => {
    let s = play(opening(), 0, { type: 'pass' });
    // Mal has acted: Zoe, the one other player holding the three cards a Sacrifice needs, is now awaited for it.
    expect([s.game.phase, toAct(s), mayAct(s)]).toEqual(['action', [1], []]);
    expect(types(s, 1)).toEqual(['pass', 'playCard']);
    s = play(s, 1, { type: 'pass' });
    expect([toAct(s), mayAct(s)]).toEqual([[0], []]);
    expect(moves(s, 0)).toEqual([1, 2, 3].map((seat) => ({ type: 'chooseParticipants', seats: [seat] })));
    for (const seat of [1, 2, 3]) expect(moves(s, seat)).toEqual([]);
    s = play(s, 0, { type: 'chooseParticipants', seats: [3] });
    expect(s.game.order).toEqual([0, 3, 1, 2]);

    // The Active player: his skill card (not Co-Pilot), his E actions.
    expect(toAct(s)).toEqual([0]);
    expect(moves(s, 0)).toEqual([
      { type: 'pass' },
      { type: 'playCards', cards: [cardIn(s, 0, 'fightin1')] },
      { type: 'useAction', action: 2 },
      { type: 'useAction', action: 4 },
    ]);
    s = play(s, 0, { type: 'pass' });
    // Jayne participates: his "participating" Game Ability and his E action on Mal's turn; no Co-Pilot, no Help yet.
    expect(toAct(s)).toEqual([3]);
    expect(types(s, 3)).toEqual(['pass', 'useAbility', 'useAction:1']);
    s = play(s, 3, { type: 'pass' });
    // Zoe and Kaylee do not participate: one assist card each, no E action, no skill card.
    expect(toAct(s)).toEqual([1]);
    expect(moves(s, 1)).toEqual([{ type: 'pass' }, { type: 'playCards', cards: [cardIn(s, 1, 'lendahand')] }]);
    s = play(s, 1, { type: 'pass' });
    expect(toAct(s)).toEqual([2]);
    expect(moves(s, 2)).toEqual([{ type: 'pass' }, { type: 'playCards', cards: [cardIn(s, 2, 'idea')] }]);
    s = play(s, 2, { type: 'pass' });

    // Resolution: the participants and Kaylee (her R action says "even when not participating") decide together.
    expect(s.game.phase).toBe('resolution');
    expect(toAct(s)).toEqual([0, 2, 3]);
    expect(moves(s, 1)).toEqual([]);
    expect(types(s, 2)).toEqual(['pass', 'useAction:2']);
    expect(types(s, 3)).toEqual(['pass', 'playCard', 'useAction:2']);
    s = play(s, 3, { type: 'pass' });
    s = play(s, 0, { type: 'pass' });
    expect(toAct(s)).toEqual([2]);
    // A redraw changes the totals: it reopens the window for everyone in it.
    s = play(s, 2, { type: 'useAction', action: 2 });
    expect(toAct(s)).toEqual([0, 2, 3]);
    for (const seat of [0, 2, 3]) s = play(s, seat, { type: 'pass' });
    // No Wild was played: the outcome follows; a Choice in it is the Active player's alone.
    expect(s.game.pending).toMatchObject({ kind: 'option', seat: 0 });
    expect(toAct(s)).toEqual([0]);
    for (const seat of [1, 2, 3]) expect(moves(s, seat)).toEqual([]);
    s = play(s, 0, { type: 'chooseOption', option: 'credits' });
    expect(s.game).toMatchObject({ phase: 'action', active: 1, turn: 2 });
    // Nobody else holds the three cards a Sacrifice needs.
    expect([toAct(s), mayAct(s)]).toEqual([[1], []]);
  });
});

describe('the Resolution window asks only players who could act', () => {
  const resolution = (honor: number, hands: Record<number, readonly ('sneaky' | 'fightin1' | 'help')[]>): St => {
    let s = withGame(
      scene({
        chars: ['mal', 'zoe', 'kaylee'],
        event: 'The Train Job',
        hands,
        deck: [
          ['fightin1', 1],
          ['flyin1', 2],
          ['thinkin1', 2],
        ],
      }),
      { honor },
    );
    s = play(s, 0, { type: 'pass' });
    s = play(s, 0, { type: 'chooseParticipants', seats: [1] });
    return endEventPhase(s);
  };

  test("Kaylee's redraw works when she is not participating: she is asked while the crew can pay for it, not once it cannot", () => {
    expect(toAct(resolution(8, { 0: ['fightin1'], 1: ['fightin1'], 2: [] }))).toEqual([0, 1, 2]);
    // With 1 Honor nobody can pay for an Honor action: Kaylee has nothing to do, and Mal and Zoe only their cards.
    expect(toAct(resolution(1, { 0: ['fightin1'], 1: ['fightin1'], 2: [] }))).toEqual([0, 1]);
  });

  test('a participant with an empty hand and no (R) action to pay for is not asked', () => {
    // Zoe has no (R) ability; her redraw costs 2 Honor. Mal's redraw costs 1.
    expect(toAct(resolution(1, { 0: [], 1: [], 2: [] }))).toEqual([0]);
  });

  test('Sneaky trims the Alliance cards only: those who passed are not asked again; a redraw asks everyone again', () => {
    let s = resolution(8, { 0: ['fightin1'], 1: ['sneaky'], 2: [] });
    s = play(s, 0, { type: 'pass' });
    s = play(s, 2, { type: 'pass' });
    expect(toAct(s)).toEqual([1]);
    s = play(s, 1, { type: 'playCard', card: cardIn(s, 1, 'sneaky') });
    expect(toAct(s)).toEqual([1]);
    s = play(s, 1, { type: 'useAction', action: 2 });
    s = play(s, 1, { type: 'chooseSkill', skill: 'fightin' });
    expect(toAct(s)).toEqual([0, 1, 2]);
  });
});
