// Serenity Cards: the rulebook's notes on Strength and co., the assist cards, Help, Sneaky and Last Minute Boost.
import { describe, expect, test } from 'vitest';
import { SERENITY_KINDS, serenityType } from '../content/serenity';
import { Z } from '../state';
import { cardIn, endEventPhase, endWindow, inEvent, layDown, LOW, moves, play, scene, toAct, totals } from '../testkit';
import { cardText } from '../text';
import { SERENITY_EFFECTS, serenityText } from './serenity';

describe('Serenity card clarifications', () => {
  test("Strength makes every Fightin' card a Wild, also those another participant played", () => {
    let s = scene({
      event: 'The Train Job',
      hands: { 0: ['strength'], 1: ['fightin1', 'fightin2'], 2: [] },
      deck: LOW,
    });
    s = inEvent(s);
    s = play(s, 0, { type: 'chooseParticipants', seats: [1] });
    s = layDown(s, 0, ['strength']);
    s = play(s, 0, { type: 'pass' });
    s = layDown(s, 1, ['fightin1', 'fightin2']);
    s = endWindow(endEventPhase(s));
    expect(s.game.wilds.map((w) => w.n).sort()).toEqual([1, 2]);
  });

  test('Co-Pilot, Lend a Hand and I Got an Idea are not skill cards: Strength does not make Lend a Hand a Wild; it adds 1', () => {
    let s = scene({ hands: { 0: ['strength'], 1: ['lendahand'], 2: [] }, deck: LOW });
    s = inEvent(s);
    s = layDown(s, 0, ['strength']);
    s = play(s, 0, { type: 'pass' });
    s = layDown(s, 1, ['lendahand']);
    s = endEventPhase(s);
    expect(totals(s)[0]).toBe(2 + 1 + 1);
    expect(endWindow(s).game.wilds).toEqual([]);
  });

  test('Help: only a participating player may play it, on a player not participating', () => {
    let s = scene({ event: 'The Train Job', hands: { 0: [], 1: ['help'], 2: ['copilot'] }, deck: LOW });
    s = inEvent(s);
    s = play(s, 0, { type: 'chooseParticipants', seats: [1] });
    s = endEventPhase(s);
    expect(toAct(s)).toEqual([0, 1]);
    expect(moves(s, 2)).toEqual([]);
    s = play(s, 1, { type: 'playCard', card: cardIn(s, 1, 'help') });
    // Jayne is the only player not participating: Help takes him at once, and Zoe chooses his skill.
    expect(s.game.pending).toEqual({ kind: 'skill', seat: 1, purpose: 'help', helper: 2 });
  });

  test('Sneaky cannot cut an Alliance card chosen as a -X Choice result', () => {
    // Whitefall Trade VL2: +1 Cr, -1 Choice.
    let s = scene({
      event: 'Whitefall Trade',
      hands: { 0: ['sneaky'], 1: [], 2: [] },
      deck: [
        ['fightin1', 4],
        ['maneuvers', 5],
        ['fightin1', 1],
      ],
    });
    s = endEventPhase(inEvent(s));
    s = play(s, 0, { type: 'playCard', card: cardIn(s, 0, 'sneaky') });
    s = endWindow(s);
    expect(s.game.lastVl).toBe(2);
    s = play(s, 0, { type: 'chooseOption', option: 'alliance' });
    expect(s.zones[Z.allianceUp]!.cards).toHaveLength(1);
  });

  test('Last Minute Boost goes on a redrawn Result; redrawn again, the Result loses the Boost', () => {
    let s = scene({
      chars: ['kaylee', 'zoe', 'jayne'],
      hands: { 0: ['boost'], 1: [], 2: [] },
      deck: [...LOW, ['fightin1', 2], ['flyin1', 3], ['thinkin1', 3], ['fightin1', 3], ['flyin1', 4], ['thinkin2', 1]],
    });
    s = endEventPhase(inEvent(s));
    s = play(s, 0, { type: 'useAction', action: 2 });
    s = play(s, 0, { type: 'playCard', card: cardIn(s, 0, 'boost') });
    s = play(s, 0, { type: 'chooseSkill', skill: 'thinkin' });
    expect(s.game.boost).toEqual([0, 0, 2]);
    s = play(s, 0, { type: 'useAction', action: 2 });
    expect(s.game.boost).toEqual([0, 0, 0]);
  });
});

describe('the Serenity card effects: one entry each', () => {
  test.each(Object.keys(SERENITY_EFFECTS))(
    "%s: some card of the deck has it, and its words are the entry's",
    (kind) => {
      const cards = SERENITY_KINDS.filter((k) => serenityType(k).effect.kind === kind);
      expect(cards.length).toBeGreaterThan(0);
      for (const card of cards) expect(cardText(card)).toContain(serenityText(serenityType(card).effect));
    },
  );
});
