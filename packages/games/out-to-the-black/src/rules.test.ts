// One block per rulebook section: each rule enforced, from positions built with stacked decks.
import { applyMove, redactView, renderLogEntry } from '@cortex/engine';
import { describe, expect, test } from 'vitest';
import { ALLIANCE } from './content/alliance';
import { SERENITY } from './content/serenity';
import { EVENTS } from './content/events';
import { outToTheBlack } from './game';
import { baseTotals } from './scoring';
import { Z } from './state';
import { cardIn, endActionPhase, endEventPhase, endWindow, eventOnTop, handKinds, inEvent, layDown, moves, play, playLog, scene, stack, start, toAct, withGame, type Spec, type St } from './testkit';
import { createMatch } from '@cortex/engine';
import { z } from 'zod';

const totals = (s: St): number[] => baseTotals(s.game, (z) => s.zones[z]!.cards, s.players);

describe('Setup', () => {
  test.each([
    [3, 8, 4, 8],
    [4, 10, 5, 4],
    [5, 12, 6, 0],
  ])('%i players: %i Events and %i Alliance cards dealt, %i Events marked for more players removed', (players, events, alliance, removed) => {
    const s = createMatch(outToTheBlack, { players, seed: 'setup' }).state;
    expect(s.zones[Z.events]!.cards).toHaveLength(events);
    expect(s.zones[Z.alliance]!.cards).toHaveLength(alliance);
    expect(s.zones[Z.eventsRemoved]!.cards).toHaveLength(removed);
    for (const c of s.zones[Z.events]!.cards) expect(EVENTS[c.kind]!.minPlayers).toBeLessThanOrEqual(players);
    expect(s.game).toMatchObject({ credits: 8, honor: 8, phase: 'characters' });
    expect(redactView(s, 0).zones[Z.events]!.cards.every((c) => c === null)).toBe(true);
  });

  test('players choose distinct characters in turn, then are dealt their Starting Hand Size; the rest is the Serenity deck', () => {
    let s = createMatch(outToTheBlack, { players: 3, seed: 'chars' }).state;
    expect(toAct(s)).toEqual([0]);
    s = play(s, 0, { type: 'chooseCharacter', character: 'zoe' });
    expect(moves(s, 1)).toHaveLength(8);
    expect(moves(s, 1)).not.toContainEqual({ type: 'chooseCharacter', character: 'zoe' });
    s = play(s, 1, { type: 'chooseCharacter', character: 'shepherd' });
    s = play(s, 2, { type: 'chooseCharacter', character: 'mal' });
    expect([0, 1, 2].map((seat) => s.zones[Z.hand(seat)]!.cards.length)).toEqual([7, 3, 5]);
    expect(s.zones[Z.serenity]!.cards).toHaveLength(36 - 15);
    expect(s.game).toMatchObject({ phase: 'action', active: 0, turn: 1 });
  });
});

describe('"7. Choose the starting player, play continues clockwise from that player"', () => {
  /** Characters chosen in seat order (always), then the first turn. */
  const begun = (players: number, seed: string, options?: unknown): St => {
    let s = createMatch(outToTheBlack, { players, seed, ...(options === undefined ? {} : { options }) }).state;
    for (let seat = 0; seat < players; seat++) {
      expect(toAct(s)).toEqual([seat]);
      s = play(s, seat, moves(s, seat)[0]!);
    }
    return s;
  };

  test('by default the match picks the starting player at random: over a few seeds every seat starts some match', () => {
    const first = Array.from({ length: 16 }, (_, i) => begun(4, `start:${i}`).game.active);
    expect(new Set(first)).toEqual(new Set([0, 1, 2, 3]));
  });

  test.each([
    [3, 2, 2],
    [4, 0, 0],
    [5, 4, 4],
  ])('%i players, lobby option startingPlayer %i: that seat takes the first turn, the next one clockwise the second', (players, option, seat) => {
    let s = begun(players, 'start', { startingPlayer: option });
    expect(s.game).toMatchObject({ phase: 'action', active: seat, turnOwner: seat, turn: 1 });
    // Everyone takes the first move offered (a pass where there is one) until the second turn begins.
    for (let guard = 0; guard < 200 && s.game.turn === 1 && toAct(s).length > 0; guard++) s = play(s, toAct(s)[0]!, moves(s, toAct(s)[0]!)[0]!);
    expect(s.game).toMatchObject({ turn: 2, turnOwner: (seat + 1) % players });
  });

  test('a starting seat the table does not have falls back to a random one, and the log says so', () => {
    const s = begun(3, 'start', { startingPlayer: 4 });
    expect([0, 1, 2]).toContain(s.game.active);
    const st = createMatch(outToTheBlack, { players: 3, seed: 'start', options: { startingPlayer: 4 } }).state;
    let t = st;
    const lines: string[] = [];
    for (let seat = 0; seat < 3; seat++) {
      const r = playLog(t, seat, moves(t, seat)[0]!);
      t = r.state;
      lines.push(...r.lines);
    }
    expect(lines).toContain(`There is no Player 5 at this table: the starting player is chosen at random. Player ${s.game.active + 1} takes the first turn.`);
  });

  test('the lobby option is described in words, with each choice named, and defaults to random', () => {
    expect(outToTheBlack.options.parse({})).toMatchObject({ startingPlayer: 'random' });
    const schema = JSON.stringify(z.toJSONSchema(outToTheBlack.options));
    for (const words of ['Starting player', 'Player 1 (the first seat)', 'A player chosen at random', 'takes the first turn']) expect(schema).toContain(words);
    expect(outToTheBlack.options.safeParse({ startingPlayer: 5 }).success).toBe(false);
  });
});

describe('Action Phase', () => {
  test('only the Active player is awaited; the others may play Sacrifice (optional moves) but have nothing to pass', () => {
    const s = scene({ hands: { 0: ['fightin1', 'regroup'], 1: ['sacrifice', 'flyin1', 'idea'], 2: ['thinkin1'] } });
    expect(toAct(s)).toEqual([0]);
    // Jayne holds one card: a Sacrifice needs itself and two more, so (as everyone can count) he is not offered the moment.
    expect(outToTheBlack.status(s)).toMatchObject({ mayAct: [1] });
    expect(moves(s, 2)).toEqual([]);
    expect(moves(s, 1)).toEqual([{ type: 'playCard', card: cardIn(s, 1, 'sacrifice') }]);
    expect(moves(s, 0).map((m) => m.type)).toEqual(['pass', 'playCard', 'useAbility', 'useAction', 'useAction', 'useAction']);
  });

  test('"a player may play the Sacrifice Serenity card during ANY action phase": once the Active player has acted, the others who could are awaited until each has played it or passed', () => {
    let s = scene({ hands: { 0: ['fightin1'], 1: ['sacrifice', 'flyin1', 'idea'], 2: ['thinkin1', 'flyin1', 'copilot'] } });
    s = play(s, 0, { type: 'pass' });
    // Still the Action phase: Zoe and Jayne hold three cards each, so either might hold the Sacrifice; both are asked.
    expect([s.game.phase, toAct(s), outToTheBlack.status(s)]).toMatchObject(['action', [1, 2], { mayAct: [] }]);
    expect(moves(s, 1)).toEqual([{ type: 'pass' }, { type: 'playCard', card: cardIn(s, 1, 'sacrifice') }]);
    expect(moves(s, 2)).toEqual([{ type: 'pass' }]);
    expect(moves(s, 0)).toEqual([]);
    s = play(s, 2, { type: 'pass' });
    expect(toAct(s)).toEqual([1]);
    s = play(s, 1, { type: 'playCard', card: cardIn(s, 1, 'sacrifice') });
    s = play(s, 1, { type: 'chooseCard', card: cardIn(s, 1, 'idea') });
    s = play(s, 1, { type: 'chooseOption', option: 'credits' });
    expect(s.game.credits).toBe(9);
    expect(s.game.phase).toBe('event');
  });

  test.each([
    ['the others hold fewer than the three cards a Sacrifice needs', { 0: ['fightin1'], 1: ['sacrifice', 'flyin1'], 2: ['thinkin1'] }, false],
    ['the Sacrifice lies face up in the discard pile, so no hand can hold it', { 0: ['fightin1'], 1: ['fightin1', 'flyin1', 'idea'], 2: ['thinkin1', 'flyin1', 'copilot'] }, true],
  ] as const)('a Sacrifice window nobody can use costs no click: %s', (_, hands, discarded) => {
    let s = scene({ hands });
    if (discarded) s = { ...s, zones: { ...s.zones, [Z.discard]: { visibility: 'all', cards: s.zones[Z.serenity]!.cards.filter((c) => SERENITY[c.kind]!.type === 'sacrifice') }, [Z.serenity]: { visibility: [], cards: s.zones[Z.serenity]!.cards.filter((c) => SERENITY[c.kind]!.type !== 'sacrifice') } } };
    expect(outToTheBlack.status(s)).toMatchObject({ toAct: [0], mayAct: [] });
    s = play(s, 0, { type: 'pass' });
    expect(s.game.phase).toBe('event');
  });

  test('one action, then the Event is revealed', () => {
    let s = scene({});
    s = play(s, 0, { type: 'useAction', action: 0 });
    expect(s.game.phase).toBe('event');
    expect(s.zones[Z.event]!.cards).toHaveLength(1);
  });

  test('Sacrifice in another player\'s Action phase: discard two cards, the crew gains 1 Credit or Honor, the Active player still acts', () => {
    let s = scene({ hands: { 0: ['fightin1'], 1: ['sacrifice', 'flyin1', 'idea'], 2: ['thinkin1'] } });
    s = play(s, 1, { type: 'playCard', card: cardIn(s, 1, 'sacrifice') });
    expect(toAct(s)).toEqual([1]);
    s = play(s, 1, { type: 'chooseCard', card: cardIn(s, 1, 'flyin1') });
    // The last card in hand is the only one left to discard: it goes at once.
    expect(s.zones[Z.discard]!.cards.map((c) => c.id)).toContain(cardIn(scene({ hands: { 0: ['fightin1'], 1: ['sacrifice', 'flyin1', 'idea'], 2: ['thinkin1'] } }), 1, 'idea'));
    s = play(s, 1, { type: 'chooseOption', option: 'honor' });
    expect(s.game.honor).toBe(9);
    expect(s.zones[Z.hand(1)]!.cards).toHaveLength(0);
    expect(s.game.phase).toBe('action');
    expect(toAct(s)).toEqual([0]);
    expect(moves(s, 0)).toContainEqual({ type: 'pass' });
  });

  test('the Active player\'s own Sacrifice is his one action (playing a Serenity card): the Event follows', () => {
    let s = scene({ hands: { 0: ['sacrifice', 'fightin1', 'flyin1'], 1: [], 2: [] } });
    s = play(s, 0, { type: 'playCard', card: cardIn(s, 0, 'sacrifice') });
    s = play(s, 0, { type: 'chooseCard', card: cardIn(s, 0, 'fightin1') });
    // Flyin' +1, the last card, is discarded at once.
    expect(s.zones[Z.hand(0)]!.cards).toHaveLength(0);
    expect(s.game.phase).toBe('action');
    s = play(s, 0, { type: 'chooseOption', option: 'credits' });
    expect(s.game.credits).toBe(9);
    expect(s.game.phase).toBe('event');
  });

  test('Sacrifice needs two other cards to discard', () => {
    const s = scene({ hands: { 0: ['fightin1'], 1: ['sacrifice', 'flyin1'], 2: ['thinkin1'] } });
    expect(moves(s, 1)).toEqual([]);
  });

  test('Regroup is the Active player\'s action: each player draws one card, limit 3 in hand', () => {
    let s = scene({ hands: { 0: ['regroup'], 1: ['flyin1', 'flyin1', 'flyin1', 'flyin1'], 2: ['thinkin1'] } });
    s = play(s, 0, { type: 'playCard', card: cardIn(s, 0, 'regroup') });
    expect([0, 1, 2].map((x) => s.zones[Z.hand(x)]!.cards.length)).toEqual([1, 4, 2]);
    // Zoe, with four cards, may still play Sacrifice before the Event: she lets it go.
    s = endActionPhase(s);
    expect(s.game.phase).toBe('event');
  });
});

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
  ] as const)('Inara\'s "and Mal may draw one card, limit 2 in hand" is Mal\'s choice: %s', (option, holding, after) => {
    let s = eventOnTop(start(['inara', 'mal', 'zoe']), 'Brawl at the Silver Hold');
    s = stack(s, { 0: ['flyin1'], 1: ['copilot', 'idea', 'wild1'].slice(0, holding) as Spec[], 2: [] });
    s = play(s, 0, { type: 'useAction', action: 0 });
    expect(s.zones[Z.hand(0)]!.cards).toHaveLength(2);
    // Inara has drawn; Mal's player decides, and only Mal is awaited.
    expect(toAct(s)).toEqual([1]);
    expect(moves(s, 1)).toEqual([{ type: 'chooseOption', option: 'draw' }, { type: 'chooseOption', option: 'decline' }]);
    s = play(s, 1, { type: 'chooseOption', option });
    expect(s.zones[Z.hand(1)]!.cards).toHaveLength(after);
    expect(s.game.phase).toBe('event');
  });

  test('"Mal may draw": over his limit (3 cards, limit 2) Mal is not asked', () => {
    let s = eventOnTop(start(['inara', 'mal', 'zoe']), 'Brawl at the Silver Hold');
    s = stack(s, { 0: ['flyin1'], 1: ['copilot', 'idea', 'wild1'], 2: [] });
    s = play(s, 0, { type: 'useAction', action: 0 });
    expect(s.zones[Z.hand(1)]!.cards).toHaveLength(3);
    expect(s.game).toMatchObject({ actionDone: true, pending: null });
  });

  test('Mal, E: 2 Honor: two Result cards for a Contest, the higher counts', () => {
    let s = scene({ deck: [['fightin1', 1], ['flyin1', 6], ['thinkin1', 2], ['flyin2', 4]] });
    s = inEvent(s);
    s = play(s, 0, { type: 'useAction', action: 4 });
    s = play(s, 0, { type: 'chooseSkill', skill: 'fightin' });
    s = endEventPhase(s);
    expect(s.game.resultCards[0]).toHaveLength(2);
    expect(s.game.results).toEqual([6, 2, 4]);
    expect(s.game.honor).toBe(6);
  });
});

describe('Event Phase', () => {
  test('Multi-Player Events: the Active player chooses the others, then participants play clockwise, then the rest', () => {
    let s = scene({ chars: ['mal', 'zoe', 'jayne', 'inara'], hands: { 0: [], 1: [], 2: [], 3: [] }, event: 'Hands of Blue' });
    s = inEvent(s);
    expect(s.game.need).toBe(3);
    // The two others are chosen at once.
    expect(moves(s, 0)).toEqual([[1, 2], [1, 3], [2, 3]].map((seats) => ({ type: 'chooseParticipants', seats })));
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
    let s = scene({ hands: { 0: ['copilot', 'fightin1', 'wild1', 'strength'], 1: ['idea', 'flyin1', 'wild1'], 2: ['flyin2'] } });
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

describe('Resolution Phase', () => {
  test('the Gorramit card first, then the Result cards for Fightin\', Flyin\', Thinkin\' in order', () => {
    let s = scene({ deck: [['thinkin2', 1], ['flyin2', 2], ['thinkin2', 3]], gorramit: 'Life is Just Grand!' });
    s = endEventPhase(inEvent(s));
    expect(s.game.results).toEqual([1, 2, 3]);
    // Mal alone: 2/1/1, +1 each from Life is Just Grand!, plus the results.
    expect(totals(s)).toEqual([4, 4, 5]);
  });

  test('Wilds are assigned by the Active player after all Results; each goes whole to one skill', () => {
    let s = scene({ hands: { 0: ['wild2', 'wild1'], 1: [], 2: [] }, deck: [['fightin1', 4], ['flyin1', 2], ['thinkin1', 2]] });
    s = inEvent(s);
    s = layDown(s, 0, ['wild2', 'wild1']);
    s = endWindow(endEventPhase(s));
    expect(s.game.phase).toBe('wilds');
    expect(toAct(s)).toEqual([0]);
    // Every Wild whole to one skill, the two placed at once: 3 x 3 ways.
    const order = s.game.wilds.map((w) => w.n);
    expect(moves(s, 0)).toHaveLength(9);
    const r = applyMove(outToTheBlack, s, 0, { type: 'placeWilds', skills: order.map((n) => (n === 2 ? 'flyin' : 'thinkin')) });
    if (!r.ok) throw new Error(r.error.reason);
    const names = { seatName: (x: number) => `P${x}`, cardName: (k: string) => outToTheBlack.cardName(k) };
    const placed = r.log.map((e) => renderLogEntry(e, 'spectator', names)).find((line) => line.includes('placed'));
    expect(placed).toBe("P0 placed the Wilds: Wild +2 on Flyin'; Wild +1 on Thinkin'.");
    // The Resolution window follows the Wilds (step 6 after step 5).
    s = endWindow(r.state);
    // Brawl: 8/5/6. Mal 2+4=6 Fightin, 1+2+wild 1 or 2 Flyin, 1+2+wild Thinkin.
    expect(s.game.lastVl).toBeLessThanOrEqual(1);
  });

  test('"5. Assign Wild bonuses" comes before "6. Players may use any Game Abilities, Credit or Honor actions or Serenity Cards"; a later redraw leaves the Wilds where they are', () => {
    let s = scene({ hands: { 0: ['wild2', 'sneaky'], 1: [], 2: [] }, deck: [['fightin1', 4], ['flyin1', 2], ['thinkin1', 2], ['fightin1', 6], ['thinkin2', 1], ['thinkin1', 3]] });
    s = play(layDown(inEvent(s), 0, ['wild2']), 0, { type: 'pass' });
    s = endEventPhase(s);
    // Step 5: the Results are out and only the Active player decides, with nothing but the Wilds to place.
    expect([s.game.phase, s.game.resultsDrawn, toAct(s)]).toEqual(['wilds', true, [0]]);
    expect(new Set(moves(s, 0).map((m) => m.type))).toEqual(new Set(['placeWilds']));
    s = play(s, 0, { type: 'placeWilds', skills: ['fightin'] });
    // Step 6: the window opens with the Wild placed; Mal redraws every Result, and the Wild stays on Fightin'.
    expect([s.game.phase, toAct(s)]).toEqual(['resolution', [0]]);
    expect(moves(s, 0)).toContainEqual({ type: 'useAction', action: 3 });
    s = play(s, 0, { type: 'useAction', action: 3 });
    expect(s.game.results).toEqual([6, 1, 3]);
    expect(s.game.wilds.map((w) => w.skill)).toEqual(['fightin']);
    s = endWindow(s);
    // Brawl 8/5/6: Mal 2/1/1 + Results 6/1/3 + Wild +2 on Fightin'.
    expect(s.game.lastVl).toBe(1);
  });

  test.each([
    ['stay', ['fightin'], 1],
    ['placeAgain', ['thinkin'], 2],
  ] as const)('"he may assign these after seeing all the results": with the lobby option wildsAfterRedraw %s, after a redraw the Wilds are %j', (option, skills, vl) => {
    let s = scene({ options: { wildsAfterRedraw: option }, hands: { 0: ['wild2'], 1: [], 2: [] }, deck: [['fightin1', 4], ['flyin1', 2], ['thinkin1', 2], ['fightin1', 6], ['thinkin2', 1], ['thinkin1', 3]] });
    s = endEventPhase(play(layDown(inEvent(s), 0, ['wild2']), 0, { type: 'pass' }));
    s = play(s, 0, { type: 'placeWilds', skills: ['fightin'] });
    s = play(s, 0, { type: 'useAction', action: 3 });
    if (option === 'placeAgain') {
      // The Results changed: the Active player places the Wilds again before anyone else acts.
      expect([s.game.phase, toAct(s), s.game.wilds.map((w) => w.skill)]).toEqual(['wilds', [0], [null]]);
      s = play(s, 0, { type: 'placeWilds', skills: ['thinkin'] });
    }
    expect(s.game.wilds.map((w) => w.skill)).toEqual(skills);
    // Brawl 8/5/6, Mal 2/1/1, Results 6/1/3: Wild +2 on Fightin' (already made) gives VL1, on Thinkin' VL2.
    expect(endWindow(s).game.lastVl).toBe(vl);
  });

  test.each([
    ['Unexpected Shift', 'seat'],
    ['Heavy Injuries', 'option'],
  ] as const)('"First he flips a Gorramit card … Next, he turns over his cards": deciding %s, the Active player does not yet see the face-down cards', (gorramit, kind) => {
    let s = scene({ chars: ['mal', 'zoe', 'jayne', 'inara'], gorramit, event: 'The Train Job', hands: { 0: ['wild1'], 1: ['flyin1'], 2: ['lendahand'], 3: [] } });
    s = play(inEvent(s), 0, { type: 'chooseParticipants', seats: [1] });
    // Mal and Zoe have E actions left: each says when done.
    s = play(layDown(s, 0, ['wild1']), 0, { type: 'pass' });
    s = play(layDown(s, 1, ['flyin1']), 1, { type: 'pass' });
    s = layDown(s, 2, ['lendahand']);
    s = endEventPhase(s);
    expect(s.game.pending).toMatchObject({ kind, seat: 0 });
    expect(s.game.resultsDrawn).toBe(false);
    const seen = redactView(s, 0).zones;
    expect([seen[Z.played(0)]!.cards[0] !== null, seen[Z.played(1)]!.cards, seen[Z.played(2)]!.cards]).toEqual([true, [null], [null]]);
    // Once decided, the cards are turned over and the Result cards drawn.
    s = play(s, 0, moves(s, 0)[0]!);
    expect(s.game.resultsDrawn).toBe(true);
    expect(redactView(s, 0).zones[Z.played(1)]!.cards.every((c) => c !== null)).toBe(true);
  });

  test('Last Minute Boost only on a redrawn Result card', () => {
    let s = scene({ hands: { 0: ['boost'], 1: [], 2: [] }, deck: [['fightin1', 1], ['flyin1', 2], ['thinkin1', 2], ['thinkin2', 3], ['flyin2', 4], ['fightin1', 4]] });
    s = endEventPhase(inEvent(s));
    expect(moves(s, 0)).not.toContainEqual({ type: 'playCard', card: cardIn(s, 0, 'boost') });
    s = play(s, 0, { type: 'useAction', action: 3 });
    expect(s.game.redrawn).toEqual([true, true, true]);
    s = play(s, 0, { type: 'playCard', card: cardIn(s, 0, 'boost') });
    s = play(s, 0, { type: 'chooseSkill', skill: 'thinkin' });
    expect(s.game.boost).toEqual([0, 0, 2]);
  });

  test('Help cannot be played when everyone participates', () => {
    let s = scene({ hands: { 0: ['help'], 1: [], 2: [] }, event: 'Hands of Blue' });
    s = endEventPhase(inEvent(s));
    expect(moves(s, 0).some((m) => m.type === 'playCard')).toBe(false);
  });

  test('Sneaky: one fewer Alliance card from the result, but not from a Choice', () => {
    let s = scene({ hands: { 0: ['sneaky'], 1: [], 2: [] }, event: 'Reaver Chase', deck: [['fightin1', 1], ['flyin1', 2], ['thinkin1', 2]] });
    s = inEvent(s);
    s = play(s, 0, { type: 'chooseParticipants', seats: [1] });
    s = endEventPhase(s);
    s = play(s, 0, { type: 'playCard', card: cardIn(s, 0, 'sneaky') });
    s = endWindow(s);
    // Reaver Chase VL0: 2 All, -1 Ho; Sneaky saves one.
    expect(s.game.lastVl).toBe(0);
    expect(s.zones[Z.alliance]!.cards).toHaveLength(3);
  });
});

describe('Explanation of Level of Victory Chart', () => {
  test('-X Choice: lose Credits, lose Honor, or draw that many Alliance cards; +X Choice: gain Credits or Honor', () => {
    let s = scene({ event: 'Brawl at the Silver Hold', deck: [['fightin1', 6], ['flyin1', 6], ['thinkin1', 2]] });
    s = endWindow(endEventPhase(inEvent(s)));
    expect(s.game.lastVl).toBe(2);
    expect(moves(s, 0)).toEqual(['credits', 'honor', 'alliance'].map((option) => ({ type: 'chooseOption', option })));
    s = play(s, 0, { type: 'chooseOption', option: 'alliance' });
    expect(s.zones[Z.alliance]!.cards).toHaveLength(3);
    let t = scene({ event: 'Mule Repairs', deck: [['fightin1', 6], ['flyin1', 6], ['thinkin1', 6]], hands: { 0: ['thinkin2'], 1: [], 2: [] } });
    t = inEvent(t);
    t = layDown(t, 0, ['thinkin2']);
    t = endWindow(endEventPhase(t));
    expect(t.game.lastVl).toBe(3);
    expect(moves(t, 0)).toEqual(['credits', 'honor'].map((option) => ({ type: 'chooseOption', option })));
  });

  test('a negative Alliance number returns the newest Alliance card to the bottom of the deck', () => {
    let s = scene({ event: 'Hands of Blue', alliance: 'Blockade' });
    s = withGame(s, {});
    // Put one Alliance card into play first.
    s = { ...s, zones: { ...s.zones, [Z.allianceUp]: { visibility: 'all', cards: [s.zones[Z.alliance]!.cards[0]!] }, [Z.alliance]: { visibility: [], cards: s.zones[Z.alliance]!.cards.slice(1) } } };
    s = eventOnTop(s, 'Ambush at the Waystation');
    s = stack(s, { 0: ['fightin2', 'fightin1', 'fightin1', 'flyin2', 'thinkin2'], 1: ['fightin1', 'wild1', 'thinkin2'], 2: ['fightin1', 'wild1', 'thinkin1'] }, [['fightin1', 6], ['flyin1', 6], ['thinkin1', 6]]);
    s = inEvent(s);
    for (const seat of [0, 1, 2]) {
      s = play(s, seat, { type: 'playCards', cards: s.zones[Z.hand(seat)]!.cards.map((c) => c.id) });
      if (s.game.order[s.game.orderIdx] === seat) s = play(s, seat, { type: 'pass' });
    }
    if (s.game.phase === 'wilds') s = play(s, 0, { type: 'placeWilds', skills: s.game.wilds.map(() => 'fightin') });
    s = endWindow(s);
    expect(s.game.lastVl).toBe(3);
    expect(s.zones[Z.allianceUp]!.cards).toHaveLength(0);
    expect(s.zones[Z.alliance]!.cards).toHaveLength(4);
    expect(ALLIANCE[s.zones[Z.alliance]!.cards.at(-1)!.kind]!.name).toBe('Blockade');
  });

  test('Credit Reward: gains shrink (never below 0), losses grow', () => {
    let s = scene({ event: 'Whitefall Trade', alliance: 'Frozen Accounts', deck: [['fightin1', 1], ['flyin1', 2], ['thinkin1', 2]] });
    s = { ...s, zones: { ...s.zones, [Z.allianceUp]: { visibility: 'all', cards: [s.zones[Z.alliance]!.cards[0]!] }, [Z.alliance]: { visibility: [], cards: s.zones[Z.alliance]!.cards.slice(1) } } };
    s = endWindow(endEventPhase(inEvent(s)));
    // Whitefall VL0: 1 All, -1 Cr, plus 2 from Frozen Accounts.
    expect(s.game.lastVl).toBe(0);
    expect(s.game.credits).toBe(5);
  });
});

describe('End Game Phase', () => {
  test('the crew loses at zero Credits', () => {
    let s = withGame(scene({ event: 'Whitefall Trade', deck: [['fightin1', 1], ['flyin1', 2], ['thinkin1', 2]] }), { credits: 1 });
    s = endWindow(endEventPhase(inEvent(s)));
    const st = outToTheBlack.status(s);
    expect(st.kind).toBe('finished');
    if (st.kind === 'finished') expect(st.result).toMatchObject({ winners: [], summary: 'Defeat: The crew ran out of Credits.' });
  });

  test('the crew loses on drawing the last Alliance card', () => {
    let s = scene({ event: 'Hands of Blue', deck: [['fightin1', 1], ['flyin1', 2], ['thinkin1', 2]] });
    const deck = s.zones[Z.alliance]!.cards;
    s = { ...s, zones: { ...s.zones, [Z.alliance]: { visibility: [], cards: deck.slice(0, 2) }, [Z.allianceOut]: { visibility: [], cards: [...s.zones[Z.allianceOut]!.cards, ...deck.slice(2)] } } };
    s = endWindow(endEventPhase(inEvent(s)));
    expect(s.game.lastVl).toBe(0);
    const st = outToTheBlack.status(s);
    expect(st.kind === 'finished' && st.result.summary).toBe('Defeat: The Alliance caught the crew: the last Alliance card was drawn.');
  });

  test('while Events remain and the crew holds on, the player to the left of the Active player starts a new turn', () => {
    let s = scene({ event: 'Mule Repairs', deck: [['fightin1', 6], ['flyin1', 6], ['thinkin1', 6]] });
    s = endWindow(endEventPhase(inEvent(s)));
    // Mule Repairs VL3: +1 Choice.
    s = play(s, 0, { type: 'chooseOption', option: 'credits' });
    expect(outToTheBlack.status(s).kind).toBe('active');
    expect(s.game).toMatchObject({ phase: 'action', active: 1, turnOwner: 1, turn: 2, credits: 9, eventsCompleted: 1 });
    expect(s.zones[Z.events]!.cards).toHaveLength(7);
  });
});

describe('Alliance Cards', () => {
  const inPlay = (s: St): St => ({ ...s, zones: { ...s.zones, [Z.allianceUp]: { visibility: 'all', cards: [s.zones[Z.alliance]!.cards[0]!] }, [Z.alliance]: { visibility: [], cards: s.zones[Z.alliance]!.cards.slice(1) } } });

  test('Long Term: in force while newest', () => {
    let s = inPlay(scene({ alliance: 'Tightened Net' }));
    s = endEventPhase(inEvent(s));
    const withNet = totals(s);
    let t = scene({});
    t = endEventPhase(inEvent(t));
    expect(withNet.map((x, i) => totals(t)[i]! - x)).toEqual([1, 1, 1]);
  });

  test('Next Event: drawn in one Event, it affects the next one only', () => {
    let s = scene({ event: 'Whitefall Trade', alliance: 'Checkpoint Sweep', deck: [['fightin1', 1], ['flyin1', 2], ['thinkin1', 2]] });
    s = endWindow(endEventPhase(inEvent(s)));
    expect(s.game.nextMods).toEqual([-2, 0, 0]);
    s = play(s, 1, { type: 'pass' });
    expect(s.game.eventMods).toEqual([-2, 0, 0]);
    expect(s.game.nextMods).toEqual([0, 0, 0]);
  });

  test('Immediate: happens when drawn', () => {
    let s = scene({ event: 'Whitefall Trade', alliance: 'Impounded Cargo', deck: [['fightin1', 1], ['flyin1', 2], ['thinkin1', 2]] });
    s = endWindow(endEventPhase(inEvent(s)));
    // -1 Cr from VL0, -2 from the card.
    expect(s.game.credits).toBe(5);
  });
});

describe('Gorramit Cards', () => {
  test.each([
    ['Go-Se', 'The Gorramit card is Go-Se. Each Result card counts -1 (never below 0) this Event. Afterwards shuffle the used Gorramit cards back into the deck.'],
    ['Shiny!', 'The Gorramit card is Shiny! The crew gains 1 Credit.'],
    ['Bad Intel', "The Gorramit card is Bad Intel. -2 to the Thinkin' total this Event."],
    ['Hwoon Dahn', 'The Gorramit card is Hwoon Dahn. Wilds count for nothing this Event, including cards made Wild by Strength, Maneuvers or Psychic.'],
  ])('"Reveal and apply a Gorramit card": the log says what %s does', (name, line) => {
    let s = inEvent(scene({ gorramit: name }));
    const lines: string[] = [];
    while (s.game.phase === 'event') {
      const r = playLog(s, toAct(s)[0]!, { type: 'pass' });
      s = r.state;
      lines.push(...r.lines);
    }
    expect(lines).toContain(line);
  });

  test('Unexpected Shift: a non-participant takes the Active player\'s place (in the Event too); play goes on from the previous Active player', () => {
    // Mal (2/1/1) runs the Train Job with Zoe; Jayne (3/1/0) is out and takes Mal's place.
    let s = scene({ gorramit: 'Unexpected Shift', event: 'The Train Job', hands: { 0: ['fightin1'], 1: [], 2: [] }, deck: [['fightin1', 1], ['flyin1', 2], ['thinkin1', 2]] });
    s = inEvent(s);
    s = play(s, 0, { type: 'chooseParticipants', seats: [1] });
    s = layDown(s, 0, ['fightin1']);
    const before = s;
    s = endEventPhase(s);
    // Jayne is the only player not participating: the choice is made at once (everyone can see it is the only one).
    expect(s.game.pending).toBeNull();
    expect(s.game.active).toBe(2);
    let shifting = endEventPhase(withGame(before, { participants: [0] }));
    expect(shifting.game.pending).toMatchObject({ kind: 'seat', purpose: 'shift', seat: 0 });
    expect(moves(shifting, 0)).toEqual([{ type: 'chooseSeat', seat: 1 }, { type: 'chooseSeat', seat: 2 }]);
    shifting = play(shifting, 0, { type: 'chooseSeat', seat: 1 });
    expect(shifting.game).toMatchObject({ active: 1, participants: [1] });
    expect(s.game.participants).toEqual([2, 1]);
    // Zoe 3/1/1 + Jayne 3/1/0, Mal's played Fightin' +1 stays, Results 1/2/2.
    expect(totals(s)).toEqual([3 + 3 + 1 + 1, 1 + 1 + 2, 1 + 0 + 2]);
    // Mal no longer participates: he is not asked in the Resolution window; the new Active player is.
    expect(toAct(s)).toEqual([2, 1]);
    expect(moves(s, 0)).toEqual([]);
    s = endWindow(s);
    while (s.game.pending) s = play(s, s.game.pending.seat, moves(s, s.game.pending.seat)[0]!);
    expect(s.game).toMatchObject({ phase: 'action', active: 1 });
  });

  test('Unexpected Shift does nothing when everyone participates', () => {
    let s = scene({ gorramit: 'Unexpected Shift', event: 'Hands of Blue' });
    s = endEventPhase(inEvent(s));
    expect(s.game.pending).toBeNull();
    expect(s.game.active).toBe(0);
  });

  test('Heavy Injuries: a new character not in play; the Game Ability stays once per player', () => {
    let s = withGame(scene({ gorramit: 'Heavy Injuries' }), { abilityUsed: [true, false, false] });
    s = endEventPhase(inEvent(s));
    expect(moves(s, 0)).toHaveLength(6);
    expect(moves(s, 0)).not.toContainEqual({ type: 'chooseOption', option: 'zoe' });
    s = play(s, 0, { type: 'chooseOption', option: 'river' });
    expect(s.game.characters).toEqual(['river', 'zoe', 'jayne']);
    expect(moves(s, 0)).not.toContainEqual({ type: 'useAbility' });
    expect(s.game.abilityUsed[0]).toBe(true);
  });

  test('Hwoon Dahn: Wilds count nothing, also those made by Strength', () => {
    let s = scene({ gorramit: 'Hwoon Dahn', hands: { 0: ['wild2', 'strength', 'fightin1'], 1: [], 2: [] } });
    s = inEvent(s);
    s = layDown(s, 0, ['wild2', 'strength', 'fightin1']);
    s = endWindow(endEventPhase(s));
    expect(s.game.wilds).toEqual([]);
    expect(s.game.phase).not.toBe('wilds');
  });

  test('Strength turns every Fightin\' card played into a Wild', () => {
    let s = scene({ hands: { 0: ['strength', 'fightin1'], 1: [], 2: [] } });
    s = inEvent(s);
    s = layDown(s, 0, ['strength', 'fightin1']);
    s = endWindow(endEventPhase(s));
    expect(s.game.wilds).toHaveLength(1);
    expect(s.game.wilds[0]!.n).toBe(1);
  });

  test('Your Official Seal is Out of Date: reshuffles the Gorramit deck, unless cancelled (River)', () => {
    let s = scene({ chars: ['river', 'zoe', 'jayne'], gorramit: 'Your Official Seal is Out of Date', deck: [['fightin1', 6], ['flyin1', 6], ['thinkin1', 6]] });
    s = endEventPhase(inEvent(s));
    s = play(s, 0, { type: 'useAbility' });
    expect(s.game.gorramitCancelled).toBe(true);
    s = endWindow(s);
    while (s.game.pending) s = play(s, 0, moves(s, 0)[0]!);
    expect(s.zones[Z.gorramitUsed]!.cards).toHaveLength(1);
    expect(s.zones[Z.gorramit]!.cards).toHaveLength(15);
  });

  test('Yolanda: another Event with the same participants; the first goes to the bottom', () => {
    let s = scene({ gorramit: 'Yolanda', event: 'Brawl at the Silver Hold' });
    s = endEventPhase(inEvent(s));
    const ev = s.zones[Z.event]!.cards[0]!;
    expect(EVENTS[ev.kind]!.name).not.toBe('Brawl at the Silver Hold');
    expect(EVENTS[s.zones[Z.events]!.cards.at(-1)!.kind]!.name).toBe('Brawl at the Silver Hold');
    expect(s.game.participants).toEqual([0]);
  });

  test.each(['Yolanda', 'Go-Se'])('%s reshuffles the used Gorramit cards after the Event; cancelled, it does not', (name) => {
    const finish = (cancel: boolean): St => {
      let s = scene({ chars: ['river', 'zoe', 'jayne'], gorramit: name, deck: [['fightin1', 6], ['flyin1', 6], ['thinkin1', 6]] });
      s = endEventPhase(inEvent(s));
      if (cancel) s = play(s, 0, { type: 'useAbility' });
      s = endWindow(s);
      while (s.game.phase === 'wilds' || s.game.pending) s = play(s, toAct(s)[0]!, moves(s, toAct(s)[0]!)[0]!);
      return s;
    };
    expect(finish(false).zones[Z.gorramit]!.cards).toHaveLength(16);
    expect(finish(true).zones[Z.gorramit]!.cards).toHaveLength(15);
  });

  test('Go-Se: each Result counts one less', () => {
    let s = scene({ gorramit: 'Go-Se', deck: [['thinkin2', 1], ['flyin2', 2], ['thinkin2', 3]] });
    s = endEventPhase(inEvent(s));
    expect(totals(s)).toEqual([2, 2, 3]);
  });
});

describe('Serenity Cards', () => {
  test('when the Serenity deck runs out, the discard pile is reshuffled into a new deck', () => {
    let s = scene({ chars: ['shepherd', 'zoe', 'jayne'] });
    const all = [...s.zones[Z.serenity]!.cards];
    s = { ...s, zones: { ...s.zones, [Z.serenity]: { visibility: [], cards: all.slice(0, 1) }, [Z.discard]: { visibility: 'all', cards: all.slice(1) } } };
    s = play(s, 0, { type: 'useAction', action: 0 });
    expect(s.zones[Z.discard]!.cards).toHaveLength(0);
    expect(s.zones[Z.serenity]!.cards).toHaveLength(all.length - 3);
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

describe('Components: the token supply', () => {
  test('the crew never holds more than the 15 Credit and 15 Honor tokens', () => {
    let s = withGame(scene({ chars: ['inara', 'zoe', 'jayne'] }), { credits: 14 });
    s = play(s, 0, { type: 'useAbility' });
    expect(s.game.credits).toBe(15);
  });
});
