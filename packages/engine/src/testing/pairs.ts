// "Pairs": a small card game used only to test the engine: hidden hands and deck, a peek, reshuffles and an out-of-turn response.
import { z } from 'zod';
import { countOf } from '../english';
import { defineGame } from '../game';
import { narrated } from '../narration';
import { phrase, seatRef } from '../table';
import type { MatchResult, MatchState, Seat } from '../types';
import type { MatchView } from '../view';

export const RANKS = ['One', 'Two', 'Three', 'Four', 'Five'] as const;
const COPIES = 4;
/** Discarding this rank challenges the next seat, who must answer out of turn. */
const CHALLENGE_RANK = 5;

export type PairsMove =
  | { readonly type: 'draw' }
  | { readonly type: 'peek' }
  | { readonly type: 'pair'; readonly cards: readonly [string, string] }
  | { readonly type: 'discard'; readonly card: string }
  | { readonly type: 'pass' }
  | { readonly type: 'give'; readonly card: string }
  | { readonly type: 'refuse' };

export interface PairsData {
  readonly turn: Seat;
  readonly turnsTaken: number;
  readonly maxTurns: number;
  readonly targetPairs: number;
  /** Set while a challenged seat must answer. */
  readonly challenge: { readonly from: Seat; readonly to: Seat } | null;
  readonly reshuffles: number;
}

export const pairsOptions = z.object({
  targetPairs: z.number().int().min(1).max(10).default(3).describe('Pairs needed to win'),
  maxTurns: z.number().int().min(4).max(400).default(40).describe('Turns before the game ends on points'),
});

export const hand = (seat: Seat): string => `hand:${seat}`;
export const pairsZone = (seat: Seat): string => `pairs:${seat}`;
const rankOf = (kind: string): number => Number(kind.slice(1));

const cardId = z.string().min(1).max(20);

export const pairsGame = defineGame<PairsData, PairsMove, z.infer<typeof pairsOptions>>({
  id: 'test-pairs',
  name: 'Pairs (test game)',
  minPlayers: 2,
  maxPlayers: 4,
  mode: 'competitive',
  // It ends on points after maxTurns with ties sharing a rank, so the players may agree to a draw (the API's tests use it).
  drawByAgreement: true,
  options: pairsOptions,
  moves: {
    draw: z.object({ type: z.literal('draw') }),
    peek: z.object({ type: z.literal('peek') }),
    pair: z.object({ type: z.literal('pair'), cards: z.tuple([cardId, cardId]) }),
    discard: z.object({ type: z.literal('discard'), card: cardId }),
    pass: z.object({ type: z.literal('pass') }),
    give: z.object({ type: z.literal('give'), card: cardId }),
    refuse: z.object({ type: z.literal('refuse') }),
  },

  setup(t, { players, options }) {
    t.createZone('deck', []);
    t.createZone('discard', 'all');
    for (let s = 0; s < players; s++) {
      t.createZone(hand(s), [s]);
      t.createZone(pairsZone(s), 'all');
    }
    const kinds = RANKS.flatMap((_, r) => Array.from({ length: COPIES }, () => `r${r + 1}`));
    t.createCards('deck', kinds);
    t.shuffle('deck');
    for (let s = 0; s < players; s++) t.moveTop('deck', hand(s), 3);
    t.logAbout(null)`Each player was dealt 3 cards.`;
    return {
      turn: 0,
      turnsTaken: 0,
      maxTurns: options.maxTurns,
      targetPairs: options.targetPairs,
      challenge: null,
      reshuffles: 0,
    };
  },

  legalMoves(state, seat) {
    const g = state.game;
    const own = state.zones[hand(seat)]!.cards;
    if (g.challenge) {
      if (g.challenge.to !== seat) return [];
      return [...own.map((c) => ({ type: 'give', card: c.id }) as const), { type: 'refuse' }];
    }
    if (g.turn !== seat) return [];
    const moves: PairsMove[] = [];
    const deck = state.zones.deck!;
    if (deck.cards.length > 0 || state.zones.discard!.cards.length > 0) moves.push({ type: 'draw' });
    const top = deck.cards[0];
    if (top && !(top.revealedTo !== undefined && top.revealedTo !== 'all' && top.revealedTo.includes(seat)))
      moves.push({ type: 'peek' });
    for (let i = 0; i < own.length; i++) {
      for (let j = i + 1; j < own.length; j++) {
        if (own[i]!.kind === own[j]!.kind) moves.push({ type: 'pair', cards: [own[i]!.id, own[j]!.id] });
      }
    }
    for (const c of own) moves.push({ type: 'discard', card: c.id });
    if (moves.length === 0) moves.push({ type: 'pass' });
    return moves;
  },

  applyMove(t, seat, move) {
    const g = t.game;
    const me = seatRef(seat);
    switch (move.type) {
      case 'draw': {
        if (t.count('deck') === 0) {
          t.moveAll('discard', 'deck');
          t.shuffle('deck');
          t.game = { ...g, reshuffles: g.reshuffles + 1 };
          t.log`The discard pile was shuffled into the deck.`;
        }
        const ids = t.moveTop('deck', hand(seat));
        t.log`${me} drew ${t.cardsRef(ids)}.`;
        endTurn(t);
        return;
      }
      case 'peek': {
        const [top] = t.topIds('deck');
        t.reveal(top!, [seat]);
        t.log`${me} looked at the top card of the deck: ${t.cardsRef(top!)}.`;
        return;
      }
      case 'pair': {
        t.move(move.cards, pairsZone(seat));
        t.log`${me} laid down a pair: ${t.cardsRef(move.cards)}.`;
        endTurn(t);
        return;
      }
      case 'discard': {
        const rank = rankOf(t.card(move.card).kind);
        t.move(move.card, 'discard');
        t.log`${me} discarded ${t.cardsRef(move.card)}.`;
        if (rank === CHALLENGE_RANK && t.players > 1) {
          const to = (seat + 1) % t.players;
          t.game = { ...t.game, challenge: { from: seat, to } };
          t.log`${me} challenged ${seatRef(to)}.`;
          return;
        }
        endTurn(t);
        return;
      }
      case 'pass':
        t.log`${me} passed.`;
        endTurn(t);
        return;
      case 'give': {
        const from = g.challenge!.from;
        t.move(move.card, hand(from));
        t.log`${me} gave ${t.cardsRef(move.card, [seat, from])} to ${seatRef(from)}.`;
        t.game = { ...t.game, challenge: null };
        endTurn(t);
        return;
      }
      case 'refuse': {
        const from = g.challenge!.from;
        t.game = { ...t.game, challenge: null };
        t.log`${me} refused the challenge.`;
        if (t.count('deck') > 0) {
          const ids = t.moveTop('deck', hand(from));
          t.logAbout(from)`${seatRef(from)} drew ${t.cardsRef(ids)} as compensation.`;
        }
        endTurn(t);
        return;
      }
    }
  },

  status(state) {
    const g = state.game;
    const pairs = Array.from({ length: state.players }, (_, s) => state.zones[pairsZone(s)]!.cards.length / 2);
    const best = Math.max(...pairs);
    if (best >= g.targetPairs || g.turnsTaken >= g.maxTurns) return { kind: 'finished', result: resultFor(pairs) };
    return { kind: 'active', toAct: [g.challenge ? g.challenge.to : g.turn] };
  },

  cardName(kind) {
    return RANKS[rankOf(kind) - 1] ?? kind;
  },

  cards: RANKS.map((name, r) => ({
    kind: `r${r + 1}`,
    name,
    type: 'Rank',
    text:
      r + 1 === CHALLENGE_RANK
        ? `Pair it with another ${name}. Discarding it challenges the next player.`
        : `Pair it with another ${name}.`,
    stats: [{ name: 'Rank', value: r + 1 }],
  })),

  describeZone(name) {
    const [area, seat] = name.split(':');
    const owner = seat === undefined ? null : Number(seat);
    if (area === 'hand') return { title: 'Hand', owner, role: 'hand' };
    if (area === 'pairs') return { title: 'Pairs', owner, role: 'play' };
    if (area === 'deck') return { title: 'Deck', owner: null, role: 'deck' };
    return { title: 'Discard pile', owner: null, role: 'discard' };
  },

  gameSchema: z.object({
    turn: z.number().int().describe('Seat whose turn it is'),
    turnsTaken: z.number().int().describe('Turns played so far'),
    maxTurns: z.number().int().describe('Turns before the game ends on points'),
    targetPairs: z.number().int().describe('Pairs that win at once'),
    challenge: z
      .object({ from: z.number().int(), to: z.number().int() })
      .nullable()
      .describe('The challenge awaiting an answer'),
    reshuffles: z.number().int().describe('Times the discard pile became the deck'),
  }),

  describeMove(view, _seat, move, names) {
    const name = (id: string): string => nameIn(view, id, (k) => RANKS[rankOf(k) - 1] ?? 'a card');
    switch (move.type) {
      case 'draw':
        return { label: 'Draw the top card of the deck', group: 'Your turn', short: 'Draw' };
      case 'peek':
        return { label: 'Look at the top card of the deck', group: 'Your turn', short: 'Peek' };
      case 'pair':
        return {
          label: `Lay down a pair of ${name(move.cards[0])}s`,
          group: 'Your turn',
          short: 'Pair',
          cards: move.cards,
        };
      case 'discard':
        return { label: `Discard ${name(move.card)}`, group: 'Your turn', short: 'Discard', cards: [move.card] };
      case 'pass':
        return { label: 'Pass', group: 'Your turn' };
      case 'give': {
        const from = view.game.challenge?.from ?? 0;
        return {
          label: `Give ${name(move.card)} to ${names.seatName(from)}`,
          group: 'Answer the challenge',
          short: 'Give',
          cards: [move.card],
        };
      }
      case 'refuse':
        return { label: 'Refuse the challenge (they draw a card)', group: 'Answer the challenge', short: 'Refuse' };
    }
  },

  prompt(view, _seat, names) {
    const c = view.game.challenge;
    if (c) return `${names.seatName(c.from)} challenged you: give them a card from your hand, or refuse`;
    return `Your turn: draw, lay down a pair or discard (${countOf(view.game.targetPairs, 'pair')} win)`;
  },

  // Three games in a row; each win makes the next game need one more pair. Exercises the API's campaigns.
  campaign: {
    games: 3,
    gameOptions: (index, options, previous) => ({
      ...options,
      targetPairs: Math.min(10, options.targetPairs + previous.filter((r) => r.won).length),
    }),
    gameRecord(_index, state, result) {
      const best = Math.max(
        ...Array.from({ length: state.players }, (_, s) => state.zones[pairsZone(s)]!.cards.length / 2),
      );
      const won = best >= state.game.targetPairs;
      return {
        won,
        score: best,
        carry: won ? { wins: 1 } : null,
        summary: `${won ? 'Won' : 'Lost'} with ${best} pairs at best. ${result.summary}`,
      };
    },
    score(records) {
      const pairs = records.reduce((sum, r) => sum + r.score, 0);
      const bonus = 2 * records.filter((r) => r.won).length;
      const total = pairs + bonus;
      const rating = records.length < 3 ? null : total >= 12 ? 'Sharp' : 'Keep practising';
      return { total, rating, lines: [`${pairs} for pairs`, `${bonus} for wins`] };
    },
  },

  explainIllegal(state, seat, move) {
    if (move.type === 'pair') return 'You can only pair two cards of the same rank from your hand.';
    if (move.type === 'draw' && state.zones.deck!.cards.length === 0 && state.zones.discard!.cards.length === 0)
      return 'There is nothing left to draw.';
    return undefined;
  },

  invariants(state: MatchState<PairsData>) {
    const problems: string[] = [];
    for (let s = 0; s < state.players; s++) {
      const laid = state.zones[pairsZone(s)]!.cards;
      if (laid.length % 2 !== 0) problems.push(`seat ${s} has an odd number of paired cards`);
      for (let i = 0; i + 1 < laid.length; i += 2) {
        if (laid[i]!.kind !== laid[i + 1]!.kind) problems.push(`seat ${s} has a mismatched pair`);
      }
    }
    return problems;
  },
});

function endTurn(t: { game: PairsData; players: number }): void {
  t.game = { ...t.game, turn: (t.game.turn + 1) % t.players, turnsTaken: t.game.turnsTaken + 1 };
}

function resultFor(pairs: readonly number[]): MatchResult {
  const best = Math.max(...pairs);
  const winners = pairs.flatMap((p, s) => (p === best ? [s] : []));
  const ranks = pairs.map((p) => 1 + pairs.filter((q) => q > p).length);
  const who = winners.flatMap((w, i) => [...(i === 0 ? [] : [i === winners.length - 1 ? ' and ' : ', ']), seatRef(w)]);
  return { winners, ranks, scores: pairs, ...narrated(phrase`${who} won with ${countOf(best, 'pair')}.`) };
}

/** A visible card's name in a view, or the fallback. */
function nameIn(view: MatchView<PairsData>, id: string, name: (kind: string) => string): string {
  for (const zone of Object.values(view.zones)) for (const c of zone.cards) if (c?.id === id) return name(c.kind);
  return 'a card';
}
