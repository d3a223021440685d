// Character Cards: Game Abilities (once per player, when participating) and Credit or Honor actions (phase, cost, "limit X in hand").
import { redactView } from '@cortex/engine';
import { describe, expect, test } from 'vitest';
import { CHARACTER_IDS, CHARACTERS } from '../content/characters';
import { blockedOptions } from '../explain';
import { Z } from '../state';
import {
  endEventPhase,
  eventOnTop,
  inEvent,
  moves,
  play,
  scene,
  stack,
  start,
  toAct,
  withGame,
  type Spec,
} from '../testkit';
import { actionText, CREW_EFFECTS } from './characters';

describe('Game Abilities', () => {
  test('Mal (A, Active only): draw to Starting Hand Size, then give 3 cards to other players', () => {
    let s = scene({ hands: { 0: ['fightin1', 'flyin1'], 1: [], 2: [] } });
    s = play(s, 0, { type: 'useAbility' });
    expect(s.zones[Z.hand(0)]!.cards).toHaveLength(5);
    for (let i = 0; i < 3; i++) {
      const hand = s.zones[Z.hand(0)]!.cards.map((c) => c.id);
      // Each card goes to a player of his choice, card and player chosen at once.
      expect(moves(s, 0)).toEqual(hand.flatMap((card) => [1, 2].map((seat) => ({ type: 'giveCard', card, seat }))));
      const card = hand[0]!;
      const to = 1 + (i % 2);
      s = play(s, 0, { type: 'giveCard', card, seat: to });
      // The card given is seen by the giver and the receiver only.
      expect(JSON.stringify(redactView(s, 3 - to))).not.toContain(`"${card}"`);
      expect(JSON.stringify(redactView(s, to))).toContain(`"${card}"`);
    }
    expect([0, 1, 2].map((x) => s.zones[Z.hand(x)]!.cards.length)).toEqual([2, 2, 1]);
    expect(s.game.abilityUsed[0]).toBe(true);
    expect(s.game.phase).toBe('event');
  });

  test('once per player per game', () => {
    let s = scene({ chars: ['inara', 'zoe', 'jayne'] });
    s = play(s, 0, { type: 'useAbility' });
    expect(s.game.credits).toBe(10);
    s = withGame(s, { phase: 'action', actionDone: false });
    expect(moves(s, 0)).not.toContainEqual({ type: 'useAbility' });
  });

  test('"participating": Jayne uses his ability on another player\'s turn when participating, not when he is not', () => {
    let s = scene({ chars: ['mal', 'zoe', 'jayne'], event: 'The Train Job' });
    s = inEvent(s);
    s = play(s, 0, { type: 'chooseParticipants', seats: [2] });
    s = play(s, 0, { type: 'pass' });
    expect(moves(s, 2)).toContainEqual({ type: 'useAbility' });
    s = play(s, 2, { type: 'useAbility' });
    expect(s.game.bonus).toEqual([3, 0, 0]);
    let t = scene({ chars: ['mal', 'zoe', 'jayne'], event: 'The Train Job' });
    t = inEvent(t);
    t = play(t, 0, { type: 'chooseParticipants', seats: [1] });
    t = play(t, 0, { type: 'pass' });
    t = play(t, 1, { type: 'pass' });
    expect(t.game.order[t.game.orderIdx]).toBe(2);
    expect(moves(t, 2)).not.toContainEqual({ type: 'useAbility' });
  });
});

describe('Honor or Credit Actions', () => {
  test('(A) actions only for the Active player, (E) and (R) only while participating', () => {
    let s = scene({ event: 'Brawl at the Silver Hold' });
    expect(moves(s, 1).some((m) => m.type === 'useAction')).toBe(false);
    s = inEvent(s);
    s = play(s, 0, { type: 'pass' });
    // Zoe is not participating in a Single Player Event: no E action for her.
    expect(moves(s, 1).some((m) => m.type === 'useAction')).toBe(false);
  });

  test('nobody spends more than the crew has', () => {
    const s = withGame(scene({ chars: ['shepherd', 'zoe', 'jayne'] }), { credits: 2 });
    expect(moves(s, 0)).not.toContainEqual({ type: 'useAction', action: 0 });
    const t = withGame(scene({}), { credits: 1 });
    // Mal's trade of 2 Credits for 2 Honor needs 2 Credits.
    expect(moves(t, 0)).not.toContainEqual({ type: 'useAction', action: 5 });
  });

  test.each([
    ['draw', 1, 2],
    ['decline', 1, 1],
  ] as const)(
    'Inara\'s "and Mal may draw one card, limit 2 in hand" is Mal\'s choice: %s',
    (option, holding, after) => {
      let s = eventOnTop(start(['inara', 'mal', 'zoe']), 'Brawl at the Silver Hold');
      s = stack(s, { 0: ['flyin1'], 1: ['copilot', 'idea', 'wild1'].slice(0, holding) as Spec[], 2: [] });
      s = play(s, 0, { type: 'useAction', action: 0 });
      expect(s.zones[Z.hand(0)]!.cards).toHaveLength(2);
      // Inara has drawn; Mal's player decides, and only Mal is awaited.
      expect(toAct(s)).toEqual([1]);
      expect(moves(s, 1)).toEqual([
        { type: 'chooseOption', option: 'draw' },
        { type: 'chooseOption', option: 'decline' },
      ]);
      s = play(s, 1, { type: 'chooseOption', option });
      expect(s.zones[Z.hand(1)]!.cards).toHaveLength(after);
      expect(s.game.phase).toBe('event');
    },
  );

  test('"Mal may draw": over his limit (3 cards, limit 2) Mal is not asked', () => {
    let s = eventOnTop(start(['inara', 'mal', 'zoe']), 'Brawl at the Silver Hold');
    s = stack(s, { 0: ['flyin1'], 1: ['copilot', 'idea', 'wild1'], 2: [] });
    s = play(s, 0, { type: 'useAction', action: 0 });
    expect(s.zones[Z.hand(1)]!.cards).toHaveLength(3);
    expect(s.game).toMatchObject({ actionDone: true, pending: null });
  });

  test('Mal, E: 2 Honor: two Result cards for a Contest, the higher counts', () => {
    let s = scene({
      deck: [
        ['fightin1', 1],
        ['flyin1', 6],
        ['thinkin1', 2],
        ['flyin2', 4],
      ],
    });
    s = inEvent(s);
    s = play(s, 0, { type: 'useAction', action: 4 });
    s = play(s, 0, { type: 'chooseSkill', skill: 'fightin' });
    s = endEventPhase(s);
    expect(s.game.resultCards[0]).toHaveLength(2);
    expect(s.game.results).toEqual([6, 2, 4]);
    expect(s.game.honor).toBe(6);
  });
});

describe('the Character card effects: one entry each', () => {
  const effects = CHARACTER_IDS.flatMap((id) => [
    ...CHARACTERS[id].ability.effects,
    ...CHARACTERS[id].actions.flatMap((a) => a.effects),
  ]);
  test.each(Object.keys(CREW_EFFECTS))('%s: some Game Ability or action has it', (kind) => {
    expect(effects.some((e) => e.kind === kind)).toBe(true);
  });
});

describe('Trade: "A: 0 Honor: Trade 2 Credits for 2 Honor"', () => {
  test.each([
    ['mal', 5, 'A: 0 Honor: Trade 2 Credits for 2 Honor.', { credits: 6, honor: 10 }],
    ['zoe', 3, 'A: 0 Credits: Trade 2 Honor for 2 Credits.', { credits: 10, honor: 6 }],
    ['inara', 1, 'A: 0 Honor: Trade 2 Credits for 2 Honor.', { credits: 6, honor: 10 }],
  ] as const)(
    '%s, action %i, "%s": the Active player\'s action, the crew pays 2 of one for 2 of the other',
    (ch, action, printed, after) => {
      expect(actionText(CHARACTERS[ch].actions[action]!)).toBe(printed);
      const s = scene({ chars: [ch, ch === 'zoe' ? 'mal' : 'zoe', 'jayne'] });
      expect(play(s, 0, { type: 'useAction', action }).game).toMatchObject({ ...after, actionDone: true });
    },
  );

  test('never below 0: with 1 Credit the crew cannot trade 2, and Mal is told why', () => {
    const s = withGame(scene({}), { credits: 1 });
    expect(moves(s, 0)).not.toContainEqual({ type: 'useAction', action: 5 });
    expect(blockedOptions(redactView(s, 0), 0).map((b) => b.reason)).toContain(
      "Mal's (A) action (trade 2 Credits for 2 Honor) needs 2 Credits; the crew has 1",
    );
  });
});
