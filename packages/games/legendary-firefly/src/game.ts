// The Legendary Encounters: Firefly definition: options, moves, setup, legal moves, apply, status, card names and texts.
import { defineGame, type GameDefinition, type MatchResult } from '@cortex/engine';
import { describeFireflyZone, FIREFLY_CARDS } from './catalog';
import { fireflyGameSchema } from './schema';
import { describeFireflyMove, fireflyPrompt } from './words';
import { applyFireflyMove } from './apply';
import { fireflyCampaign } from './rules/campaign';
import { BRIDGE_SPACES, card, CARDS, SHIP_SLOTS } from './content';
import { awaited, type FireflyMove, legalMoves, moveSchemas, optional } from './moves';
import { fireflyOptions, type FireflyOptions, setupGame } from './rules/setup';
import { damage, type FireflyData, reader, skippedSpace, Z } from './state';
import { dataText } from './text';
import { fireflyLevels } from './botLevels';
import { explainBlocked } from './explain';
import { GUIDE } from './guide';

export const legendaryFirefly = defineGame<FireflyData, FireflyMove, FireflyOptions>({
  id: 'legendary-firefly',
  name: 'Legendary Encounters: Firefly',
  minPlayers: 1,
  maxPlayers: 5,
  mode: 'cooperative',
  pitch:
    "Cooperative deck builder: recruit Serenity's crew, scan the 'Verse and fight through Serenity and The Train Job before the Inevitable arrives.",
  options: fireflyOptions,
  moves: moveSchemas,
  setup: (t, { players, options }) => setupGame(t, players, options),
  legalMoves: (state, seat) => legalMoves(reader(state), seat),
  applyMove: applyFireflyMove,
  status(state) {
    const g = state.game;
    if (g.result) {
      const players = state.players;
      const result: MatchResult = {
        winners: g.result.won ? Array.from({ length: players }, (_, s) => s) : [],
        ranks: Array.from({ length: players }, () => 1),
        scores: Array.from({ length: players }, () => g.result!.vp),
        summary: g.result.summary,
        narration: g.result.narration,
      };
      return { kind: 'finished', result };
    }
    const mayAct = optional(g);
    return mayAct.length > 0 ? { kind: 'active', toAct: awaited(g), mayAct } : { kind: 'active', toAct: awaited(g) };
  },
  cards: FIREFLY_CARDS,
  describeZone: describeFireflyZone,
  gameSchema: fireflyGameSchema,
  describeMove: describeFireflyMove,
  prompt: fireflyPrompt,
  guide: GUIDE,
  explainBlocked: (view, seat) => explainBlocked(view, seat),
  /**
   * Forced moves: a decision with one answer (its options come from what the deciding seat sees, so having one tells
   * nothing), and ending a phase with nothing else to do (an empty hand, public pools). Never while other players may
   * still Coordinate or react: that would close their window (or leave them no moment before a forced Flaw).
   */
  autoplay(state, _seat, move) {
    if (move.type === 'choose') return true;
    if (move.type === 'endTurn' || move.type === 'endIntermission' || move.type === 'play')
      return optional(state.game).length === 0;
    return false;
  },
  /** "Pass automatically when I cannot respond": a Coordinate / Reaction window whose only option is to pass. */
  autoPass: (_state, _seat, legal) => (legal.length === 1 && legal[0]!.type === 'pass' ? legal[0] : undefined),
  cardName: (kind) => CARDS[kind]?.name ?? kind,
  cardText: (kind) => (CARDS[kind] ? dataText(card(kind)) : ''),
  campaign: fireflyCampaign,
  bots: fireflyLevels((): GameDefinition<FireflyData, FireflyMove, unknown> => legendaryFirefly),
  explainIllegal(state, seat, move) {
    const g = state.game;
    if (g.pending && g.pending.seat === seat && move.type !== 'choose')
      return 'Finish the decision in front of you first.';
    if (g.pending && g.pending.seat !== seat) return 'Another player is making a decision.';
    if (move.type === 'play' && state.zones[Z.hand(seat)]?.cards.some((c) => c.kind === 'flaw'))
      return 'You must play your Flaw first.';
    if (move.type === 'fight')
      return 'You need more Attack to fight that enemy (the Inevitable card cannot be fought).';
    if (move.type === 'scan')
      return 'You need more Attack to scan that space, or it holds no hidden card you may scan.';
    if (move.type === 'recruit' || move.type === 'recruitBrowncoats') return 'You need more Recruit Points for that.';
    if (move.type === 'coordinate' && seat === g.active && state.players > 1)
      return "You Coordinate on other players' turns.";
    return undefined;
  },
  invariants(state) {
    const g = state.game;
    const r = reader(state);
    const problems: string[] = [];
    if (g.recruit < 0 || g.attack < 0) problems.push('a pool went below zero');
    for (let i = 0; i < 5; i++)
      if ((state.zones[Z.up(i)]?.cards.length ?? 0) + (state.zones[Z.down(i)]?.cards.length ?? 0) > 1)
        problems.push(`'Verse space ${i} holds more than one card`);
    g.mcs.forEach((m, i) => {
      if (m.seat !== null && !m.down && !g.result && damage(r, i) >= 99) problems.push('impossible damage');
    });
    if (!g.result && g.mcs.every((m) => m.seat === null || m.down))
      problems.push('every player is defeated but the game goes on');
    for (let k = 0; k < SHIP_SLOTS; k++)
      if ((state.zones[Z.slot(k)]?.cards.length ?? 0) > 1)
        problems.push(`Serenity's strike slot ${k + 1} holds more than one strike`);
    for (let j = 0; j < BRIDGE_SPACES; j++)
      if ((state.zones[Z.bridge(j)]?.cards.length ?? 0) > 1)
        problems.push(`Bridge space ${j + 1} holds more than one card`);
    for (const c of state.zones[Z.combat]?.cards ?? []) {
      const type = CARDS[c.kind]?.type;
      if (type !== 'enemy' && type !== 'sideJob' && type !== 'goal' && type !== 'inevitable')
        problems.push(`a ${type ?? 'unknown'} card sits in the Combat Zone`);
    }
    if (g.inev.space !== null && (state.zones[Z.down(g.inev.space)]?.cards.length ?? 0) !== 1)
      problems.push('the Inevitable card is not where the game says it is');
    for (let i = 0; i < 5; i++) {
      if (
        skippedSpace(r, i) &&
        (state.zones[Z.up(i)]?.cards.length ?? 0) + (state.zones[Z.down(i)]?.cards.length ?? 0) > 0
      )
        problems.push(`'Verse space ${i} does not exist but holds a card`);
      for (const c of state.zones[Z.attached(i)]?.cards ?? [])
        if (CARDS[c.kind]?.type !== 'goal')
          problems.push(`a ${CARDS[c.kind]?.type ?? 'unknown'} card is attached to a space`);
    }
    for (const c of state.zones[Z.operations]?.cards ?? []) {
      const d = CARDS[c.kind];
      if ((d?.type !== 'event' && d?.type !== 'special') || !d.ongoing)
        problems.push('a card without an Ongoing effect sits in Operations');
    }
    // With defeatedTakeTurns a defeated player's Episode Phase may still wait on a decision before the Strike Phase.
    const downTurn = g.rules?.defeatedTakeTurns === true && (g.pending !== null || g.queue.length > 0);
    if (g.step === 'action' && !g.result && !downTurn && g.mcs[g.mcs.findIndex((m) => m.seat === g.active)]?.down)
      problems.push('a defeated player is in their Action Phase');
    return problems;
  },
});
