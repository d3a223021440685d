// The decision table: every decision reached by play, its options listed, worded from its entry and answered.
import { choicesFor, redactView, type Seat } from '@cortex/engine';
import { describe, expect, test } from 'vitest';
import { outToTheBlack } from '../game';
import { gameSchema } from '../schema';
import type { DecisionId } from '../state';
import {
  ambushVl3,
  cardIn,
  endEventPhase,
  endWindow,
  HIGH,
  inEvent,
  moves,
  play,
  scene,
  toAct,
  WHITEFALL,
  type St,
} from '../testkit';
import { waitingText } from '../words';
import { ask, DECISIONS, decisionOf } from './decisions';

const names = { seatName: (s: Seat) => ['Alice', 'Bram', 'Ursula', 'Ed', 'Olek'][s]! };

/** The Resolution window of a Single Player Event with Zoe Active (her R action redraws one Result card). */
const zoeResolving = (hands: Parameters<typeof scene>[0]['hands']): St =>
  endEventPhase(inEvent(scene({ chars: ['zoe', 'mal', 'jayne'], hands })));
const redraw = (s: St, skill: 'fightin' | 'flyin'): St =>
  play(play(s, 0, { type: 'useAction', action: 2 }), 0, { type: 'chooseSkill', skill });
/** Help in hand, in the Resolution window of a Single Player Event: the others are not participating. */
const helping = (): St => endEventPhase(inEvent(scene({ hands: { 0: ['help'], 1: [], 2: [] } })));

/** How each decision comes up in play. */
const REACHED: readonly (readonly [DecisionId, () => St])[] = [
  ['redrawOne', () => play(zoeResolving({ 0: [], 1: [], 2: [] }), 0, { type: 'useAction', action: 2 })],
  ['bestOfTwo', () => play(inEvent(scene({})), 0, { type: 'useAction', action: 4 })],
  [
    'boost',
    () => {
      // Two Result cards redrawn: Last Minute Boost has two to go on (with one, it would go there at once).
      const s = redraw(redraw(zoeResolving({ 0: ['boost'], 1: [], 2: [] }), 'fightin'), 'flyin');
      return play(s, 0, { type: 'playCard', card: cardIn(s, 0, 'boost') });
    },
  ],
  [
    'helper',
    () => {
      const s = helping();
      return play(s, 0, { type: 'playCard', card: cardIn(s, 0, 'help') });
    },
  ],
  [
    'help',
    () => {
      const s = helping();
      return play(play(s, 0, { type: 'playCard', card: cardIn(s, 0, 'help') }), 0, { type: 'chooseSeat', seat: 1 });
    },
  ],
  ['shift', () => endEventPhase(inEvent(scene({ gorramit: 'Unexpected Shift' })))],
  ['injury', () => endEventPhase(inEvent(scene({ gorramit: 'Heavy Injuries' })))],
  [
    'sacrifice',
    () => {
      const s = scene({ hands: { 0: ['sacrifice', 'fightin1', 'flyin1'], 1: [], 2: [] } });
      return play(s, 0, { type: 'playCard', card: cardIn(s, 0, 'sacrifice') });
    },
  ],
  [
    'sacrificeGain',
    () => {
      const s = scene({ hands: { 0: ['sacrifice', 'fightin1', 'flyin1'], 1: [], 2: [] } });
      const discarding = play(s, 0, { type: 'playCard', card: cardIn(s, 0, 'sacrifice') });
      // The second card, the last in the hand, is discarded at once.
      return play(discarding, 0, { type: 'chooseCard', card: cardIn(discarding, 0, 'fightin1') });
    },
  ],
  ['returnAlliance', () => ambushVl3(['Operatives on Our Trail', 'Blockade'])],
  ['give', () => play(scene({ hands: { 0: ['fightin1'], 1: [], 2: [] } }), 0, { type: 'useAbility' })],
  ['choiceGain', () => endWindow(endEventPhase(inEvent(scene({ event: 'Mule Repairs', deck: HIGH }))))],
  ['choiceLoss', () => endWindow(endEventPhase(inEvent(scene({ event: 'Whitefall Trade', deck: WHITEFALL.vl2 }))))],
  [
    'mayDraw',
    () =>
      play(scene({ chars: ['inara', 'mal', 'zoe'], hands: { 0: ['fightin1'], 1: ['flyin1'], 2: [] } }), 0, {
        type: 'useAction',
        action: 0,
      }),
  ],
];

describe('every decision, from its entry', () => {
  test('every decision of the table comes up in play below', () => {
    expect(REACHED.map(([id]) => id).sort()).toEqual(Object.keys(DECISIONS).sort());
  });

  test.each(REACHED)(
    "%s: its options are the legal moves, worded from the seat's view, and the first answer is carried out",
    (id, reach) => {
      const s = reach();
      const p = s.game.pending!;
      expect(decisionOf(p)).toBe(id);
      expect(toAct(s)).toEqual([p.seat]);
      const legal = moves(s, p.seat);
      expect(legal.length).toBeGreaterThan(0);
      expect(legal).toEqual(ask(p).options(s));
      // One kind of move answers it, every option has its own words, all under one heading.
      expect(new Set(legal.map((m) => m.type)).size).toBe(1);
      const { prompt, choices } = choicesFor(outToTheBlack, s, p.seat, names);
      expect(prompt).toBeTruthy();
      expect(new Set(choices.map((c) => c.group)).size).toBe(1);
      expect(new Set(choices.map((c) => c.label)).size).toBe(choices.length);
      // The others read what the seat is doing; the public game data keeps to its schema.
      const other = (p.seat + 1) % s.players;
      expect(waitingText(redactView(s, other), p.seat)).toBe(ask(p).waiting());
      expect(gameSchema.safeParse(s.game).success).toBe(true);
      // Answering it moves the match on: the decision is settled, or its next step is asked.
      const after = play(s, p.seat, legal[0]!);
      expect(after.game.pending).not.toEqual(p);
    },
  );
});
