// The rulebook's clarifications, one test each: Gorramit cards, Serenity card notes, "limit X in hand", face up or down, and the end of the game.
import { redactView } from '@cortex/engine';
import { describe, expect, test } from 'vitest';
import type { CharacterId } from './content/characters';
import type { SerenityTypeId } from './content/serenity';
import { EVENTS } from './content/events';
import { outToTheBlack } from './game';
import { baseTotals } from './scoring';
import { Z } from './state';
import { cardIn, endEventPhase, endWindow, gorramitOnTop, inEvent, layDown, moves, play, scene, stack, start, toAct, withGame, type Spec, type St } from './testkit';

const totals = (s: St): number[] => baseTotals(s.game, (z) => s.zones[z]!.cards, s.players);
const LOW: readonly Spec[] = [['fightin1', 1], ['flyin1', 2], ['thinkin1', 2]];
const HIGH: readonly Spec[] = [['fightin1', 6], ['flyin1', 6], ['thinkin1', 6]];

/** Plays the given cards of seat 0 (the Active player) in a Single Player Event, then ends the Event phase. */
function played(s: St, cards: readonly SerenityTypeId[]): St {
  let t = inEvent(s);
  if (cards.length > 0) t = layDown(t, 0, cards);
  return endEventPhase(t);
}

/** Everyone passes and every pending choice takes its first option until the next turn (or the end). */
function finish(s: St): St {
  let t = endWindow(s);
  for (let guard = 0; guard < 30 && (t.game.phase === 'wilds' || t.game.pending); guard++) t = play(t, toAct(t)[0]!, moves(t, toAct(t)[0]!)[0]!);
  return t;
}

describe('Gorramit clarifications', () => {
  test('Heavy Injuries: a character chosen before (and since discarded) may be taken again', () => {
    let s = scene({ gorramit: 'Heavy Injuries' });
    s = endEventPhase(inEvent(s));
    s = play(s, 0, { type: 'chooseOption', option: 'river' });
    s = finish(s);
    expect(s.game).toMatchObject({ phase: 'action', active: 1, characters: ['river', 'zoe', 'jayne'] });
    s = gorramitOnTop(s, 'Heavy Injuries');
    s = endEventPhase(inEvent(s));
    if (s.game.phase === 'participants') s = endEventPhase(play(s, 1, { type: 'chooseParticipants', seats: [2] }));
    expect(s.game.pending).toMatchObject({ kind: 'option', purpose: 'injury', seat: 1 });
    expect(moves(s, 1)).toContainEqual({ type: 'chooseOption', option: 'mal' });
  });

  test.each([
    [true, 'Shepherd stopped an Alliance card: his player may not use the new character\'s Game Ability'],
    [false, 'Shepherd never triggered: his player may use the new character\'s Game Ability'],
  ])('Heavy Injuries on Shepherd (used: %s): %s', (used, _) => {
    let s = withGame(scene({ chars: ['shepherd', 'zoe', 'jayne'], gorramit: 'Heavy Injuries' }), { abilityUsed: [used, false, false] });
    s = endEventPhase(inEvent(s));
    s = play(s, 0, { type: 'chooseOption', option: 'inara' });
    s = withGame(s, { phase: 'action', actionDone: false, pending: null });
    expect(moves(s, 0).some((m) => m.type === 'useAbility')).toBe(!used);
  });

  test.each(['strength', 'maneuvers', 'psychic'] as const)('Hwoon Dahn also zeroes the Wilds made by %s', (maker) => {
    const bonus = { strength: 'fightin1', maneuvers: 'flyin1', psychic: 'thinkin1' } as const;
    const s = played(scene({ gorramit: 'Hwoon Dahn', hands: { 0: [maker, bonus[maker]], 1: [], 2: [] }, deck: LOW }), [maker, bonus[maker]]);
    // The made Wild is not a bonus card any more: Mal's 2/1/1 plus the Results 1/2/2 alone.
    expect(totals(s)).toEqual([3, 3, 3]);
    expect(finish(s).game.wilds).toEqual([]);
    // Without Hwoon Dahn the same card is a Wild to place.
    const u = endWindow(played(scene({ hands: { 0: [maker, bonus[maker]], 1: [], 2: [] }, deck: LOW }), [maker, bonus[maker]]));
    expect(u.game.wilds).toHaveLength(1);
  });

  test.each([
    ['VL3: no Alliance card at all', HIGH, 'Mule Repairs', 0],
    ['VL0 of an Event without "All": still exactly one Alliance card', LOW, 'Mule Repairs', 1],
    ['VL0 with 1 All: one more, two in all', LOW, 'Brawl at the Silver Hold', 2],
  ] as const)('Your Official Seal is Out of Date ADDs one Alliance penalty: %s', (_, deck, event, draws) => {
    let s = scene({ gorramit: 'Your Official Seal is Out of Date', event, deck });
    s = played(s, []);
    s = finish(s);
    expect(s.zones[Z.allianceUp]!.cards).toHaveLength(draws);
  });

  test('Your Official Seal is Out of Date cancelled by River: no extra Alliance card and no reshuffle', () => {
    let s = scene({ chars: ['river', 'zoe', 'jayne'], gorramit: 'Your Official Seal is Out of Date', event: 'Mule Repairs', deck: LOW });
    s = endEventPhase(inEvent(s));
    s = play(s, 0, { type: 'useAbility' });
    s = finish(s);
    expect(s.zones[Z.allianceUp]!.cards).toHaveLength(0);
    expect(s.zones[Z.gorramitUsed]!.cards).toHaveLength(1);
  });

  test('Yolanda: the number of participants does not change, even if the new Event asks for more', () => {
    let s = scene({ gorramit: 'Yolanda', event: 'Brawl at the Silver Hold' });
    // The Event that comes up instead is a Multi-Player 2.
    const second = s.zones[Z.events]!.cards.findIndex((c) => EVENTS[c.kind]!.players >= 2);
    const cards = [...s.zones[Z.events]!.cards];
    const [multi] = cards.splice(second, 1);
    cards.splice(1, 0, multi!);
    s = { ...s, zones: { ...s.zones, [Z.events]: { ...s.zones[Z.events]!, cards } } };
    s = endEventPhase(inEvent(s));
    expect(EVENTS[s.zones[Z.event]!.cards[0]!.kind]!.players).toBeGreaterThanOrEqual(2);
    expect(s.game.participants).toEqual([0]);
  });
});

describe('Serenity card clarifications', () => {
  test('Strength makes every Fightin\' card a Wild, also those another participant played', () => {
    let s = scene({ event: 'The Train Job', hands: { 0: ['strength'], 1: ['fightin1', 'fightin2'], 2: [] }, deck: LOW });
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
    let s = scene({ event: 'Whitefall Trade', hands: { 0: ['sneaky'], 1: [], 2: [] }, deck: [['fightin1', 4], ['maneuvers', 5], ['fightin1', 1]] });
    s = endEventPhase(inEvent(s));
    s = play(s, 0, { type: 'playCard', card: cardIn(s, 0, 'sneaky') });
    s = endWindow(s);
    expect(s.game.lastVl).toBe(2);
    s = play(s, 0, { type: 'chooseOption', option: 'alliance' });
    expect(s.zones[Z.allianceUp]!.cards).toHaveLength(1);
  });

  test('Last Minute Boost goes on a redrawn Result; redrawn again, the Result loses the Boost', () => {
    let s = scene({ chars: ['kaylee', 'zoe', 'jayne'], hands: { 0: ['boost'], 1: [], 2: [] }, deck: [...LOW, ['fightin1', 2], ['flyin1', 3], ['thinkin1', 3], ['fightin1', 3], ['flyin1', 4], ['thinkin2', 1]] });
    s = endEventPhase(inEvent(s));
    s = play(s, 0, { type: 'useAction', action: 2 });
    s = play(s, 0, { type: 'playCard', card: cardIn(s, 0, 'boost') });
    s = play(s, 0, { type: 'chooseSkill', skill: 'thinkin' });
    expect(s.game.boost).toEqual([0, 0, 2]);
    s = play(s, 0, { type: 'useAction', action: 2 });
    expect(s.game.boost).toEqual([0, 0, 0]);
  });
});

describe('"limit X in hand": X or fewer cards gain the benefit, more do not', () => {
  test.each([
    [3, 4],
    [4, 5],
    [5, 5],
  ])('Zoe (A: 1 Credit: draw one card, limit 4 in hand) holding %i cards ends with %i', (holding, after) => {
    const hand = (['fightin1', 'flyin1', 'thinkin1', 'wild1', 'copilot'] as const).slice(0, holding);
    let s = start(['zoe', 'mal', 'jayne']);
    s = stack(s, { 0: hand, 1: [], 2: [] });
    s = play(s, 0, { type: 'useAction', action: 0 });
    expect(s.zones[Z.hand(0)]!.cards).toHaveLength(after);
    expect(s.game.credits).toBe(7);
  });
});

describe('Cards played face down, except a skill card of the player\'s Specialty', () => {
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

describe('End Game Phase', () => {
  test('the crew loses at zero Honor', () => {
    // Brawl at the Silver Hold VL0: 1 All, -1 Ho.
    let s = withGame(scene({ deck: LOW }), { honor: 1 });
    s = finish(endEventPhase(inEvent(s)));
    const st = outToTheBlack.status(s);
    expect(st.kind === 'finished' && st.result.summary).toBe('Defeat: The crew ran out of Honor.');
  });

  function lastEvent(deck: readonly Spec[], alliance: number): St {
    let s = scene({ event: 'Brawl at the Silver Hold', deck, hands: { 0: ['fightin2', 'flyin2', 'thinkin2'], 1: [], 2: [] } });
    s = { ...s, zones: { ...s.zones, [Z.events]: { ...s.zones[Z.events]!, cards: s.zones[Z.events]!.cards.slice(0, 1) }, [Z.alliance]: { ...s.zones[Z.alliance]!, cards: s.zones[Z.alliance]!.cards.slice(0, alliance) } } };
    return s;
  }

  test('the crew wins by completing the last Event in the deck', () => {
    let s = lastEvent(HIGH, 4);
    s = finish(played(s, ['fightin2']));
    const st = outToTheBlack.status(s);
    expect(st.kind === 'finished' && st.result).toMatchObject({ winners: [0, 1, 2], summary: 'Victory: Player 1, Player 2 and Player 3 completed their only Event!' });
  });

  test('drawing the last Alliance card loses, even on the last Event', () => {
    let s = lastEvent(LOW, 1);
    s = finish(played(s, []));
    const st = outToTheBlack.status(s);
    expect(st.kind === 'finished' && st.result.winners).toEqual([]);
    expect(s.game.end?.reason).toBe('The Alliance caught the crew: the last Alliance card was drawn.');
  });
});
