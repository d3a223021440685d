// Moves and decisions in words: labels from the seat's view (card names, amounts, players), prompts, the vocabulary.
import {
  applyMove,
  botFor,
  choicesFor,
  createMatch,
  legalMovesFor,
  Random,
  redactView,
  seedToRngState,
  type Seat,
} from '@cortex/engine';
import { describe, expect, test } from 'vitest';
import { CARDS, describeZone } from './cards';
import { outToTheBlack } from './game';
import { gameSchema } from './schema';
import { Z } from './state';
import { cardIn, endEventPhase, inEvent, layDown, play, scene, type St } from './testkit';
import { describeMove, prompt, waitingText } from './words';

const names = { seatName: (s: Seat) => ['Alice', 'Bram', 'Ursula', 'Ed', 'Olek'][s]! };
const labels = (s: St, seat: Seat): string[] => choicesFor(outToTheBlack, s, seat, names).choices.map((c) => c.label);
const promptOf = (s: St, seat: Seat): string | null => choicesFor(outToTheBlack, s, seat, names).prompt;

describe('labels and prompts', () => {
  test('the Action phase: one action or pass, each action with its cost and effect', () => {
    const s = scene({ hands: { 0: ['regroup'], 1: [], 2: [] } });
    expect(promptOf(s, 0)).toBe(
      'Action phase: take one action (your Game Ability, a Serenity card or an A action) or pass',
    );
    expect(labels(s, 0)).toEqual([
      'Pass: take no action',
      'Play Regroup: each player draws one card, limit 3 in hand',
      "Use Mal's Game Ability: Draw to Starting Hand Size, then give 3 cards to any other players",
      'Spend 1 Credit: Draw one card, limit 5 in hand',
      'Spend 2 Credits: Draw one card, limit 5 in hand, then each other player draws one card',
      'Trade 2 Credits for 2 Honor (no cost)',
    ]);
  });

  test('participants are chosen at once, named with their characters', () => {
    const s = inEvent(scene({ chars: ['mal', 'zoe', 'jayne'], event: 'The Train Job' }));
    expect(promptOf(s, 0)).toBe('Choose 1 other participant for The Train Job');
    expect(labels(s, 0)).toEqual(['Take Bram (Zoe) into The Train Job', 'Take Ursula (Jayne) into The Train Job']);
  });

  test('Event-phase cards: the set laid down, face up (Specialty) or face down; a copy is told by its Result Number only where it matters', () => {
    const s = inEvent(scene({ hands: { 0: [['fightin1', 1], ['fightin1', 2], 'wild1'], 1: [], 2: [] } }));
    expect(promptOf(s, 0)).toBe(
      "Play cards for Brawl at the Silver Hold (targets Fightin' 8, Flyin' 5, Thinkin' 6), use an E action or ability, or finish",
    );
    expect(labels(s, 0)).toEqual([
      'Play no cards',
      "Play Fightin' +1 (Result Number 1) face up",
      "Play Fightin' +1 (Result Number 2) face up",
      'Play Wild +1 face down',
      "Play Fightin' +1 and Fightin' +1 face up",
      "Play Wild +1 face down, and Fightin' +1 (Result Number 1) face up",
      "Play Wild +1 face down, and Fightin' +1 (Result Number 2) face up",
      "Play Wild +1 face down, and Fightin' +1 and Fightin' +1 face up",
      'Spend 1 Credit: Each player draws one card, limit 0 in hand',
      'Spend 2 Honor: Draw 2 Result cards for any Contest; use the higher result',
    ]);
    // The others read the same move's log as "a card" while it is face down.
    const after = layDown(s, 0, ['wild1']);
    expect(labels(after, 0)[0]).toBe('Done: play no more cards');
  });

  test('the Wilds (step 5), then the Resolution window (step 6) with the Wilds placed', () => {
    let s = scene({
      hands: { 0: ['wild2', 'sneaky'], 1: [], 2: [] },
      deck: [
        ['fightin1', 4],
        ['flyin1', 2],
        ['thinkin1', 2],
      ],
    });
    s = endEventPhase(layDown(inEvent(s), 0, ['wild2']));
    expect(promptOf(s, 0)).toBe("Place the Wilds (before Wilds: Fightin' 6 of 8, Flyin' 3 of 5, Thinkin' 3 of 6)");
    expect(labels(s, 0)).toEqual([
      "Place +2 on Fightin' (Wild +2): Victory Level 1",
      "Place +2 on Flyin' (Wild +2): Victory Level 1",
      "Place +2 on Thinkin' (Wild +2): Victory Level 0",
    ]);
    s = play(s, 0, { type: 'placeWilds', skills: ['fightin'] });
    expect(promptOf(s, 0)).toBe(
      "Resolution of Brawl at the Silver Hold, Wilds placed: Fightin' 8 of 8, Flyin' 3 of 5, Thinkin' 3 of 6. Play Last Minute Boost, Sneaky or Help, use a Resolution (R) action or ability, or pass",
    );
    expect(labels(s, 0)).toEqual([
      'Pass: nothing more to do now',
      "Play Sneaky: one fewer Alliance card from this Event's result",
      'Spend 1 Honor: Redraw all Result cards',
    ]);
  });

  test("after the Active player's action, the others who could play Sacrifice are asked in words that reveal no hand", () => {
    const s = play(
      scene({ hands: { 0: ['fightin1'], 1: ['sacrifice', 'flyin1', 'idea'], 2: ['thinkin1', 'flyin1', 'copilot'] } }),
      0,
      { type: 'pass' },
    );
    for (const seat of [1, 2]) {
      expect(promptOf(s, seat)).toBe(
        'Alice (Mal) has taken an action; before the Event, you may play Sacrifice, or pass',
      );
      expect(labels(s, seat)[0]).toBe('Pass: let the Action phase end');
      expect(waitingText(redactView(s, 0), seat)).toBe('deciding whether to play Sacrifice');
    }
  });

  test('a Sacrifice, card by card, then the gain', () => {
    let s = scene({ hands: { 0: ['fightin1'], 1: ['sacrifice', 'flyin1', 'idea', 'thinkin1'], 2: [] } });
    expect(promptOf(s, 1)).toBe('Alice (Mal) is taking an action: you may play Sacrifice now');
    s = play(s, 1, { type: 'playCard', card: cardIn(s, 1, 'sacrifice') });
    expect(promptOf(s, 1)).toBe('Sacrifice: choose a card to discard (2 cards to discard)');
    expect(labels(s, 1)).toEqual(["Discard Flyin' +1", 'Discard I Got an Idea', "Discard Thinkin' +1"]);
    s = play(s, 1, { type: 'chooseCard', card: cardIn(s, 1, 'idea') });
    s = play(s, 1, { type: 'chooseCard', card: cardIn(s, 1, 'flyin1') });
    expect(promptOf(s, 1)).toBe('Sacrifice: the crew gains 1 Credit or 1 Honor');
    expect(labels(s, 1)).toEqual(['Gain 1 Credit (the crew has 8)', 'Gain 1 Honor (the crew has 8)']);
  });

  test('"Mal may draw": Mal is asked in words, and the others read what he is deciding', () => {
    const s = play(scene({ chars: ['inara', 'mal', 'zoe'], hands: { 0: [], 1: [], 2: [] } }), 0, {
      type: 'useAction',
      action: 0,
    });
    expect(promptOf(s, 1)).toBe('Alice (Inara) used an action that lets you draw one card: draw, or not');
    expect(labels(s, 1)).toEqual(['Draw one card', 'Do not draw']);
    expect(waitingText(redactView(s, 0), 1)).toBe('deciding whether to draw');
  });

  test("Mal's gift: each card to a player, chosen at once; the card is named to the giver only", () => {
    let s = scene({ hands: { 0: ['fightin1', 'flyin1', 'thinkin1', 'wild1', 'copilot'], 1: [], 2: [] } });
    s = play(s, 0, { type: 'useAbility' });
    expect(promptOf(s, 0)).toBe('Give a card from your hand to another player (3 cards to give)');
    expect(labels(s, 0).slice(0, 2)).toEqual(["Give Fightin' +1 to Bram (Zoe)", "Give Fightin' +1 to Ursula (Jayne)"]);
    const r = applyMove(outToTheBlack, s, 0, { type: 'giveCard', card: cardIn(s, 0, 'fightin1'), seat: 1 });
    if (!r.ok) throw new Error(r.error.reason);
    expect(waitingText(redactView(r.state, 2), 0)).toBe('giving cards away');
  });
});

describe('the vocabulary', () => {
  test('every card kind has a name, a type, a text and its printed numbers', () => {
    expect(CARDS).toHaveLength(9 + 36 + 22 + 14 + 16);
    expect(new Set(CARDS.map((c) => c.kind)).size).toBe(CARDS.length);
    for (const c of CARDS) {
      expect(c.name).not.toBe(c.kind);
      expect(c.text.length).toBeGreaterThan(10);
      expect(c.type).toMatch(/^(Character|Serenity card|Wild card|Event \(.+\)|Alliance card \(.+\)|Gorramit card)$/);
    }
    expect(CARDS.find((c) => c.kind === 'mal')).toMatchObject({
      name: 'Mal',
      type: 'Character',
      stats: [
        { name: "Fightin'", value: 2 },
        { name: "Flyin'", value: 1 },
        { name: "Thinkin'", value: 1 },
        { name: 'Starting Hand Size', value: 5 },
      ],
    });
    expect(CARDS.find((c) => c.name === 'Hands of Blue')).toMatchObject({
      type: 'Event (Multi-Player 3)',
      stats: expect.arrayContaining([{ name: "Fightin' target", value: 12 }]),
    });
  });

  test("zones: each hand is its seat's, with the role a rules-blind client looks for", () => {
    expect(describeZone(Z.hand(2))).toEqual({ title: 'Hand', owner: 2, role: 'hand' });
    expect(describeZone(Z.serenity)).toEqual({ title: 'Serenity deck', owner: null, role: 'deck' });
    const s = createMatch(outToTheBlack, { players: 4, seed: 'zones' }).state;
    for (const name of Object.keys(s.zones)) expect(describeZone(name).role).not.toBe('other');
  });

  test('the public game data matches its schema', () => {
    const s = scene({});
    expect(gameSchema.safeParse(s.game).success).toBe(true);
    expect(gameSchema.safeParse({ ...s.game, extra: 1 }).success).toBe(false);
  });
});

describe('labels in whole matches', () => {
  test.each([3, 4, 5])("%i players: the labels of one seat's moves are distinct, from its view only", (players) => {
    const bot = botFor(outToTheBlack.bots, 'normal');
    let checked = 0;
    for (let i = 0; i < 6; i++) {
      let state = createMatch(outToTheBlack, { players, seed: `words:${players}:${i}` }).state;
      const random = new Random(seedToRngState(`words:${players}:${i}`));
      for (let step = 0; step < 2000; step++) {
        const status = outToTheBlack.status(state);
        if (status.kind === 'finished') break;
        for (const seat of status.toAct) {
          const legal = legalMovesFor(outToTheBlack, state, seat);
          const words = legal.map((m) => describeMove(redactView(state, seat), seat, m, names).label);
          expect(new Set(words).size, words.join(' | ')).toBe(words.length);
          expect(prompt(redactView(state, seat), seat, names)).not.toBe('');
          checked++;
        }
        const seat = status.toAct[0]!;
        const legal = legalMovesFor(outToTheBlack, state, seat);
        const move =
          i % 2 === 0
            ? random.pick(legal)
            : bot.chooseMove({ seat, view: redactView(state, seat), legalMoves: legal, random });
        const r = applyMove(outToTheBlack, state, seat, move);
        if (!r.ok) throw new Error(r.error.reason);
        state = r.state;
      }
    }
    expect(checked).toBeGreaterThan(100);
  });
});
