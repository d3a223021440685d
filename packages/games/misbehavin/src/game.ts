// The Firefly: Misbehavin' definition: wires options, moves, setup, legal moves, the move dispatcher, status and content lookups.
import {
  defineGame,
  narrated,
  type GameDefinition,
  type MatchResult,
  type MatchState,
  type Seat,
} from '@cortex/engine';
import {
  allow,
  cancelDeal,
  dealAdd,
  dealClaim,
  dealCredit,
  dropDisplay,
  reattempt,
  recruitAdd,
  recruitClaim,
  recruitFromDisplay,
  startDeal,
  startRecruit,
} from './rules/deal';
import { resolveAbility, resolveChoice } from './rules/effects';
import { addToFight, chooseTarget, retain, retainDone, reward, settleRetain, stand, startFight } from './rules/fight';
import { awaitedSeats, isAwaited, legalMoves, optionalSeats } from './legal';
import { autoPass, autoplay } from './autoplay';
import { explainBlocked } from './explain';
import { GUIDE } from './guide';
import { gameSchema } from './schema';
import { CARD_INFO, describeZone } from './vocabulary';
import { describeMove, prompt, resultPhrase } from './words';
import { type MisbehavinMove, moveSchemas } from './moves';
import type { T } from './rules/ops';
import { type MisbehavinOptions, draftPick, misbehavinOptions, setup } from './rules/setup';
import { type Frame, type GameData, tableau, tableauPower, top, zonesOf } from './state';
import { cardName, cardText } from './text';
import {
  acquireVerse,
  afterPlay,
  endTurn,
  finishTurn,
  innateCard,
  placeOnReaver,
  playCard,
  playSpecial,
  rally,
  replay,
  replayDone,
  retrigger,
  scrap,
  steal,
  tax,
  triggerCard,
  triggerFree,
  warrant,
} from './rules/turn';
import type { SupplySet } from './content/types';
import { misbehavinLevels } from './botLevels';

function apply(t: T, s: Seat, m: MisbehavinMove): void {
  switch (m.type) {
    case 'draftSet':
      return draftPick(t, s, m.set as SupplySet, m.slot);
    case 'play':
      return playCard(t, s, m.card);
    case 'playTrigger':
      return afterPlay(t, s, m.use);
    case 'trigger':
      return triggerCard(t, s, m.card);
    case 'triggerFree':
      return triggerFree(t, s, m.card);
    case 'innate':
      return innateCard(t, s, m.card);
    case 'ability':
      return resolveAbility(t, m.use);
    case 'choose':
      return resolveChoice(t, m.target);
    case 'fight':
      return startFight(t, s, m.card);
    case 'target':
      return chooseTarget(t, m.card, m.mode);
    case 'fightAdd':
      return addToFight(t, s, m.card);
    case 'stand':
      return stand(t, s);
    case 'reward':
      return reward(t, s, m.kind);
    case 'retain':
      return retain(t, s, m.card);
    case 'retainDone':
      return retainDone(t);
    case 'deal':
      return startDeal(t, s, m.card);
    case 'dealAdd':
      return dealAdd(t, s, m.card);
    case 'dealCredit':
      return dealCredit(t, s, m.amount);
    case 'claim':
      return top(t.game)?.kind === 'recruit' ? recruitClaim(t, s, m.card) : dealClaim(t, s, m.card);
    case 'allow':
      return allow(t, s);
    case 'cancel':
      return cancelDeal(t, s, m.card);
    case 'reattempt':
      return reattempt(t, s);
    case 'recruitDisplay':
      return recruitFromDisplay(t, s);
    case 'dropDisplay':
      return dropDisplay(t, s);
    case 'recruit':
      return startRecruit(t, s, m.card);
    case 'recruitAdd':
      return recruitAdd(t, s, m.card);
    case 'acquire':
      return acquireVerse(t, s, m.card, m.discard);
    case 'warrant':
      return warrant(t, s, m.card);
    case 'tax':
      return tax(t, s, m.from);
    case 'steal':
      return steal(t, s, m.from);
    case 'retrigger':
      return retrigger(t, s, m.card);
    case 'rally':
      return rally(t, s);
    case 'special':
      return playSpecial(t, s, m.card, m.option);
    case 'replay':
      return replay(t, s, m.option);
    case 'replayDone':
      return replayDone(t, s);
    case 'reaver':
      return placeOnReaver(t, s);
    case 'endTurn':
      return endTurn(t, s, m.tableau);
    case 'scrap':
      return scrap(t, s, m.card);
    case 'finish':
      return finishTurn(t, s);
  }
}

/** The pending decision in words, for refusals. */
const PENDING: Readonly<Record<Frame['kind'], string>> = {
  afterPlay: 'trigger the card just played at once, or leave it untriggered',
  ability: 'use or skip the ability offered',
  choose: 'choose the target of an effect',
  fight: 'the fight (choose its target, add FIGHT cards or stand)',
  reward: 'take your reward for winning the fight',
  retain: "retain display cards with 'verse tokens, or be done",
  deal: 'the deal (build it and claim a card, or answer it)',
  cancelled: 'what happens to the display of the cancelled deal',
  recruit: 'the recruitment (add influence, recruit a card or stop)',
  maneuver: 'replay the maneuver or let it go',
  cleanup: 'discard tableau cards, then finish your turn',
};

/** Final ranks: the winner first, then everyone by POWER in their tableau (ties share a rank). */
export function resultOf(state: MatchState<GameData>): MatchResult {
  const c = { g: state.game, z: zonesOf(state.zones), players: state.players };
  const power = Array.from({ length: state.players }, (_, s) => tableauPower(c, s));
  const key = (s: Seat): number => (state.game.winner === s ? 1000 : 0) + power[s]!;
  const ranks = power.map((_, s) => 1 + power.filter((__, o) => key(o) > key(s)).length);
  const winners = ranks.flatMap((r, s) => (r === 1 ? [s] : []));
  return { winners, ranks, scores: power, ...narrated(resultPhrase(c)) };
}

export const misbehavin = defineGame<GameData, MisbehavinMove, MisbehavinOptions>({
  id: 'misbehavin',
  name: "Firefly: Misbehavin'",
  minPlayers: 2,
  maxPlayers: 4,
  mode: 'competitive',
  // The first to start a turn with enough POWER wins: its rules always name one winner, so there is no draw to agree.
  drawByAgreement: false,
  options: misbehavinOptions,
  // Choosing one's faction, or who goes first, is the rulebook's own way to start; board sides and episodes change the game.
  ratedOptions: ['faction1', 'faction2', 'faction3', 'faction4', 'firstPlayer'],
  moves: moveSchemas,
  pitch: "Crew up, pick fights and cut deals across the 'verse: first to start a turn with enough POWER wins.",
  setup: (t, { players, options }) => setup(t, players, options),
  legalMoves: (state, seat) => legalMoves({ g: state.game, z: zonesOf(state.zones), players: state.players }, seat),
  applyMove(t, seat, move) {
    apply(t, seat, move);
    // Retain frames nobody needs to answer close at once (their displays are cleared).
    while (settleRetain(t));
  },
  status(state) {
    if (state.game.phase === 'over') return { kind: 'finished', result: resultOf(state) };
    const toAct = awaitedSeats(state.game);
    const mayAct = optionalSeats(state.game, state.players);
    return mayAct.length > 0 ? { kind: 'active', toAct, mayAct } : { kind: 'active', toAct };
  },
  cardName,
  cardText,
  cards: CARD_INFO,
  describeZone,
  gameSchema,
  describeMove,
  prompt,
  autoplay,
  autoPass,
  guide: GUIDE,
  explainBlocked: (view, seat) => explainBlocked(view, seat),
  bots: misbehavinLevels((): GameDefinition<GameData, MisbehavinMove, unknown> => misbehavin),
  explainIllegal(state, seat, move) {
    if (!isAwaited(state.game, seat)) {
      return state.game.phase === 'play'
        ? "It is not your decision right now: you may only use an innate ability or cancel another player's deal."
        : 'It is not your decision right now.';
    }
    const f = top(state.game);
    if (f) return `That move does not answer the decision in front of you: ${PENDING[f.kind]}.`;
    if (move.type === 'play')
      return 'You can only play an asset, character or item with room in its area, with an activation left, and never past the POWER needed to win.';
    if (move.type === 'fight' || move.type === 'deal' || move.type === 'trigger')
      return 'That needs an activation and an untriggered card of the right kind.';
    return undefined;
  },
  invariants(state) {
    const problems: string[] = [];
    const c = { g: state.game, z: zonesOf(state.zones), players: state.players };
    state.game.players.forEach((p, s) => {
      if (p.credits < 0) problems.push(`seat ${s} has negative credits`);
      const warrants = p.faction === 'alliance' ? state.game.warrants.length : 0;
      if (p.verse < 0 || p.marks < 0 || p.verse + p.marks + p.reaver + warrants > 6)
        problems.push(`seat ${s} has an impossible 'verse count`);
    });
    const inTableau = new Set(Array.from({ length: state.players }, (_, s) => tableau(c, s).map((x) => x.id)).flat());
    for (const id of state.game.triggered)
      if (!inTableau.has(id)) problems.push(`triggered card ${id} is not in a tableau`);
    for (const id of state.game.warrants) if (!inTableau.has(id)) problems.push(`warrant on ${id} outside a tableau`);
    if (state.game.phase === 'play' && state.game.activations < 0) problems.push('negative activations');
    return problems;
  },
});
