// A bot that plays to win from its own view: builds POWER, recruits and deals for the best cards, fights when it can win.
import { canonicalJson, type Bot, type BotInput, type Card, type Seat } from '@cortex/engine';
import { def } from './content/index';
import { claimable, dealTotal, displayInfluence, recruitTotal } from './rules/deal';
import { fightTotals } from './rules/fight';
import type { MisbehavinMove } from './moves';
import { decodeTarget, type Target } from './target';
import type { EffectKind, InnateWindow } from './content/types';
import {
  type Ctx,
  type Frame,
  type GameData,
  attributeUsable,
  gainable,
  influenceOf,
  powerNeeded,
  tableau,
  tableauPower,
  top,
  zDisplay,
  zHand,
  zRecycle,
} from './state';

type In = BotInput<GameData, MisbehavinMove>;

function viewCtx(input: In): Ctx {
  const zones = input.view.zones;
  return {
    g: input.view.game,
    players: input.view.players,
    z: (name) => (zones[name]?.cards.filter((c): c is Card => c !== null) ?? []) as readonly Card[],
  };
}

const hasInnate = (kind: string | undefined, window: InnateWindow): boolean =>
  kind !== undefined && def(kind).abilities.some((a) => a.timing === 'innate' && !a.passive && a.window === window);

/** What a card is worth to own: POWER wins the game, abilities keep the engine running. */
export function cardValue(kind: string): number {
  const d = def(kind);
  if (d.category === 'black') return -5;
  const inf = d.influence === 'X' ? 2 : d.influence;
  return d.power * 3 + inf * 1.5 + d.abilities.length * 1.2 + (d.specials ? 1.5 : 0) + (d.fight ? 0.5 : 0);
}

const kindOf = (c: Ctx, id: string): string | undefined => {
  for (const zone of ['assets', 'command', 'hand', 'display', 'core:row', 'border:row', 'rim:row']) {
    for (let s = 0; s < c.players; s++) {
      const name = zone.includes(':') ? zone : `${zone}:${s}`;
      const found = c.z(name).find((x) => x.id === id);
      if (found) return found.kind;
    }
  }
  for (const set of c.g.supplySets) {
    const found = c.z(`supply:${set}`).find((x) => x.id === id);
    if (found) return found.kind;
  }
  return undefined;
};

function find<K extends MisbehavinMove['type']>(
  moves: readonly MisbehavinMove[],
  type: K,
): Extract<MisbehavinMove, { type: K }>[] {
  return moves.filter((m): m is Extract<MisbehavinMove, { type: K }> => m.type === type);
}

function best<T>(items: readonly T[], score: (x: T) => number): T | undefined {
  let out: T | undefined;
  let top = -Infinity;
  for (const x of items) {
    const v = score(x);
    if (v > top) {
      top = v;
      out = x;
    }
  }
  return out;
}

function leader(c: Ctx, me: Seat): Seat {
  let who = (me + 1) % c.players;
  for (let s = 0; s < c.players; s++) if (s !== me && tableauPower(c, s) > tableauPower(c, who)) who = s;
  return who;
}

const ownerOf = (c: Ctx, id: string): Seat => {
  for (let s = 0; s < c.players; s++) if (tableau(c, s).some((x) => x.id === id)) return s;
  return -1;
};

/** Gains: claim the best card now unless adding more could reach a clearly better one. */
function gainStep(
  c: Ctx,
  me: Seat,
  moves: readonly MisbehavinMove[],
  total: number,
  addType: 'dealAdd' | 'recruitAdd',
  credits: number,
  dealInfluence = total,
): MisbehavinMove | undefined {
  const claims = find(moves, 'claim').filter((m) => kindOf(c, m.card) !== undefined);
  const adds = find(moves, addType);
  const hand = c.z(zHand(me));
  const addable = adds.reduce((n, m) => {
    const card = hand.find((x) => x.id === m.card);
    return n + (card ? influenceOf(c, me, card) : 0);
  }, 0);
  const potential = total + addable + credits;
  const target = best(
    gainable(c).filter((x) => def(x.kind).cost <= potential && def(x.kind).category !== 'black'),
    (x) => cardValue(x.kind),
  );
  const claimNow = best(claims, (m) => cardValue(kindOf(c, m.card)!));
  if (claimNow && (!target || cardValue(kindOf(c, claimNow.card)!) >= cardValue(target.kind) - 0.01)) return claimNow;
  const handAdd = best(
    adds.filter((m) => hand.some((x) => x.id === m.card)),
    (m) => influenceOf(c, me, hand.find((x) => x.id === m.card)!),
  );
  if (handAdd) return handAdd;
  const credit = find(moves, 'dealCredit');
  if (credit.length > 0 && target) {
    // Commit just enough credits to claim a card as good as the target (what committing them one at a time reached).
    const wanted = cardValue(target.kind) - 0.01;
    const warrants = claims.filter((m) => c.g.warrants.includes(m.card)).map((m) => cardValue(kindOf(c, m.card)!));
    const most = credit[credit.length - 1]!.amount;
    for (let n = 1; n <= most; n++) {
      const reach = [...warrants, ...claimable(c, me, dealInfluence + n).map((id) => cardValue(kindOf(c, id)!))];
      if (reach.some((v) => v >= wanted)) return credit[n - 1];
    }
    return credit[credit.length - 1];
  }
  return claimNow;
}

function fightStep(
  c: Ctx,
  me: Seat,
  f: Extract<Frame, { kind: 'fight' }>,
  moves: readonly MisbehavinMove[],
): MisbehavinMove {
  const stand = { type: 'stand' } as const;
  if (f.target === null) {
    const targets = find(moves, 'target');
    const mine = fightReach(c, me, moves);
    const pick = best(targets, (m) => {
      const kind = kindOf(c, m.card)!;
      const d = def(kind);
      if (d.cost > mine) return -Infinity;
      const owner = ownerOf(c, m.card);
      const nabGood = m.mode === 'nab' && tableauPower(c, me) + d.power <= powerNeeded(c, me);
      return (
        d.power * 3 + (owner === leader(c, me) ? 2 : 0) + (nabGood ? 3 : m.mode === 'dispatch' ? 1 : -2) - d.cost * 0.2
      );
    });
    return pick ?? targets[0]!;
  }
  const { attack, defence } = fightTotals(c, f);
  const attacking = f.attacker === me;
  const ahead = attacking ? attack >= defence : defence > attack;
  if (ahead) return stand;
  const hand = c.z(zHand(me));
  const adds = find(moves, 'fightAdd');
  const fromHand = best(
    adds.filter((m) => hand.some((x) => x.id === m.card)),
    (m) => def(hand.find((x) => x.id === m.card)!.kind).power,
  );
  const gap = attacking ? defence - attack : attack - defence + 1;
  const reach = fightReach(c, me, moves) - c.z(zDisplay(me)).reduce((n, x) => n + def(x.kind).power, 0);
  if (reach < gap) {
    const evade = find(moves, 'special').find((m) =>
      def(hand.find((x) => x.id === m.card)!.kind).specials?.[m.option]?.some((e) => e.e === 'evade'),
    );
    return evade ?? stand;
  }
  const innate = find(moves, 'innate').find((m) => hasInnate(kindOf(c, m.card), 'fight')) ?? find(moves, 'innate')[0];
  if (innate) return innate;
  const boost = find(moves, 'special').find((m) =>
    def(hand.find((x) => x.id === m.card)!.kind).specials?.[m.option]?.some((e) => e.e === 'fightPower'),
  );
  if (boost) return boost;
  if (fromHand) return fromHand;
  const targetPower = f.target ? def(kindOf(c, f.target) ?? 'sup-black').power : 0;
  const fromTableau = best(adds, (m) => -def(kindOf(c, m.card)!).power);
  if (
    fromTableau &&
    targetPower > def(kindOf(c, fromTableau.card)!).power &&
    gap <= def(kindOf(c, fromTableau.card)!).power + 1
  )
    return fromTableau;
  return stand;
}

/** Total FIGHT power the seat could still bring: display, fight cards in hand and tableau, fight boosts. */
function fightReach(c: Ctx, me: Seat, moves: readonly MisbehavinMove[]): number {
  const hand = c.z(zHand(me));
  let n = c.z(zDisplay(me)).reduce((a, x) => a + def(x.kind).power, 0);
  for (const x of hand) if (def(x.kind).fight && attributeUsable(c, me, x)) n += def(x.kind).power;
  for (const x of tableau(c, me)) if (def(x.kind).fight && !c.g.triggered.includes(x.id)) n += def(x.kind).power;
  if (moves.some((m) => m.type === 'innate')) n += 1;
  return n;
}

/** A deal started from hand, when credits make it worth an activation. */
function fromHandDeal(c: Ctx, me: Seat, moves: readonly MisbehavinMove[]): MisbehavinMove | undefined {
  const hand = c.z(zHand(me));
  return find(moves, 'deal').find((m) => hand.some((x) => x.id === m.card));
}

function mainStep(c: Ctx, me: Seat, moves: readonly MisbehavinMove[]): MisbehavinMove {
  const g = c.g;
  const hand = c.z(zHand(me));
  const kind = (id: string): string => hand.find((x) => x.id === id)?.kind ?? kindOf(c, id) ?? 'sup-black';
  // Spend 'verse to drive off Reavers before they pile The Black on us.
  const reaver = find(moves, 'reaver')[0];
  if (reaver && g.players[me]!.reaver === 0) return reaver;
  // An innate that only works on our own turn (an extra activation) is free: take it first.
  const ownTurn = find(moves, 'innate').find((m) => hasInnate(kind(m.card), 'turn'));
  if (ownTurn) return ownTurn;
  const play = best(find(moves, 'play'), (m) => def(kind(m.card)).power * 3 + def(kind(m.card)).abilities.length);
  const rich = fromHandDeal(c, me, moves);
  const powerPlay = play && def(kind(play.card)).power > 0 ? play : undefined;
  // A deal's card goes to the hand, which is discarded at the end of the turn: with the last activation, POWER on the table comes first.
  if (rich && g.players[me]!.credits >= 6 && (g.activations > 1 || !powerPlay)) return rich;
  if (powerPlay) return powerPlay;
  // A card that can draw on another player's turn (innate, at any time) is kept untriggered for it: that draw costs nothing.
  const trigger = best(
    find(moves, 'trigger').filter((m) => !drawsCards(kind(m.card))),
    (m) => def(kind(m.card)).abilities.length + def(kind(m.card)).power * 0.1,
  );
  const specials = find(moves, 'special').filter((m) => {
    const sp = def(kind(m.card)).specials?.[m.option] ?? [];
    return sp.some((e) => e.e === 'credits' || e.e === 'draw' || e.e === 'steal' || e.e === 'activation');
  });
  if (specials[0]) return specials[0];
  const fights = find(moves, 'fight');
  if (fights.length > 0) {
    const reach = fightReach(c, me, moves);
    const targets =
      c.players > 1
        ? Array.from({ length: c.players }, (_, s) => s).filter((s) => s !== me && !g.players[s]!.immune)
        : [];
    const canWin = targets.some((s) =>
      tableau(c, s).some((x) => def(x.kind).cost + 1 < reach && def(x.kind).power >= 2),
    );
    const handFight = best(
      fights.filter((m) => hand.some((x) => x.id === m.card)),
      (m) => def(kind(m.card)).power,
    );
    if (canWin && handFight) return handFight;
  }
  const fromHand = <M extends { card: string }>(ms: M[]): M | undefined =>
    best(
      ms.filter((m) => hand.some((x) => x.id === m.card)),
      (m) => influenceOf(c, me, hand.find((x) => x.id === m.card)!),
    );
  const recruit = fromHand(find(moves, 'recruit'));
  const handInfluence = hand.reduce((n, x) => n + influenceOf(c, me, x), 0);
  const deal = fromHand(find(moves, 'deal'));
  const credits = g.players[me]!.credits;
  if (deal && credits >= 3 && handInfluence + credits >= 5) return deal;
  if (trigger) return trigger;
  if (play) return play;
  const rally = find(moves, 'rally')[0];
  if (rally && hand.some((x) => def(x.kind).power > 0 && ['asset', 'character', 'item'].includes(def(x.kind).category)))
    return rally;

  const cheapest = Math.min(...gainable(c).map((x) => def(x.kind).cost));
  if (recruit && handInfluence >= Math.max(2, cheapest)) return recruit;
  if (deal && handInfluence + credits >= Math.max(4, cheapest)) return deal;
  const warrant = best(
    find(moves, 'warrant'),
    (m) => def(kindOf(c, m.card)!).power + (ownerOf(c, m.card) === leader(c, me) ? 2 : 0),
  );
  if (warrant && g.players[me]!.verse >= 3) return warrant;
  const steal = best([...find(moves, 'steal'), ...find(moves, 'tax')], (m) =>
    m.from >= 0 ? g.players[m.from]!.credits : 1.5,
  );
  if (steal && g.players[me]!.verse >= 3) return steal;
  const retrigger = find(moves, 'retrigger')[0];
  if (retrigger && g.players[me]!.verse >= 4) return retrigger;
  // Shed The Black for free at an untriggered location.
  if (hand.some((x) => def(x.kind).category === 'black')) {
    const shed = find(moves, 'triggerFree').find(
      (m) => def(kind(m.card)).traits.includes('location') && !find(moves, 'acquire').some((a) => a.card === m.card),
    );
    if (shed) return shed;
  }
  const acquire = best(find(moves, 'acquire'), (m) => (m.discard ? -cardValue(kind(m.discard)) : 0));
  if (acquire) return acquire;
  if (recruit && handInfluence >= cheapest) return recruit;
  return endTurnStep(c, me);
}

/**
 * How the bot rates a target, per keyword that asks for one (the highest wins, the first of equals); a keyword without
 * an entry takes the first option, so a new keyword plays before the bot has a view on it.
 */
const CHOICE_SCORES: Partial<Record<EffectKind, (c: Ctx, to: Target) => number>> = {
  boost: (_c, to) => (to.kind === 'yes' ? 1 : 0),
  steal: (c, to) => (to.kind === 'seat' ? c.g.players[to.seat]!.credits : 0),
  black: (c, to) => (to.kind === 'seat' ? tableauPower(c, to.seat) : 0),
  cycle: (c, to) => (to.kind === 'card' ? cardValue(kindOf(c, to.id) ?? 'sup-black') : 0),
};

function frameStep(c: Ctx, me: Seat, f: Frame, moves: readonly MisbehavinMove[]): MisbehavinMove {
  const g = c.g;
  switch (f.kind) {
    case 'afterPlay':
      return { type: 'playTrigger', use: true };
    case 'ability':
      return { type: 'ability', use: true };
    case 'choose': {
      const picks = find(moves, 'choose');
      const score = CHOICE_SCORES[f.effect.e];
      return (score ? best(picks, (m) => score(c, decodeTarget(m.target))) : undefined) ?? picks[0]!;
    }
    case 'fight':
      return fightStep(c, me, f, moves);
    case 'reward': {
      const verse = moves.find((m) => m.type === 'reward' && m.kind === 'verse');
      if (verse && g.players[me]!.verse < 3) return verse;
      return { type: 'reward', kind: g.turn === me ? 'draw' : 'credit' };
    }
    case 'retain': {
      const r = best(find(moves, 'retain'), (m) => cardValue(kindOf(c, m.card) ?? 'sup-black'));
      // A retained card is worth a token only if it can still be used: on our own turn with an action left for it (the hand
      // is discarded when the turn ends), or kept in hand for our next turn when retaining on another player's turn.
      const usableNow =
        g.turn !== me ||
        g.activations > 0 ||
        (g.recruitments > 0 &&
          r !== undefined &&
          influenceOf(c, me, { id: r.card, kind: kindOf(c, r.card) ?? 'sup-black' }) > 0);
      if (r && usableNow && g.players[me]!.verse >= 2 && cardValue(kindOf(c, r.card) ?? 'sup-black') >= 6) return r;
      return { type: 'retainDone' };
    }
    case 'deal': {
      if (f.claim !== null) return worthCancelling(c, f.claim, moves) ?? { type: 'allow' };
      const total = displayInfluence(c, me) + f.credits + f.bonus;
      return (
        gainStep(c, me, moves, total, 'dealAdd', g.players[me]!.credits, dealTotal(c, f)) ?? { type: 'dropDisplay' }
      );
    }
    case 'cancelled':
      return moves.find((m) => m.type === 'recruitDisplay') ?? moves.find((m) => m.type === 'reattempt') ?? moves[0]!;
    case 'recruit': {
      return gainStep(c, me, moves, recruitTotal(c, f), 'recruitAdd', 0) ?? { type: 'dropDisplay' };
    }
    case 'maneuver': {
      const replay = find(moves, 'replay')[0];
      if (replay && g.players[me]!.verse >= 3) return replay;
      return { type: 'replayDone' };
    }
    case 'cleanup':
      return cleanupStep(c, me, moves);
  }
}

/** End of turn: a full area sheds its weakest card, and triggered cards without POWER go so we draw more. */
function cleanupStep(c: Ctx, me: Seat, moves: readonly MisbehavinMove[]): MisbehavinMove {
  const g = c.g;
  // At the POWER needed the next turn starts with a win: nothing with POWER leaves the tableau.
  const scraps = find(moves, 'scrap').filter(
    (m) => def(kindOf(c, m.card)!).power === 0 && g.triggered.includes(m.card),
  );
  if (tableauPower(c, me) >= powerNeeded(c, me))
    return scraps.find((m) => (g.tokens[m.card] ?? 0) === 0) ?? { type: 'finish' };
  const assets = c.z(`assets:${me}`);
  const command = c.z(`command:${me}`);
  const weakest = (cards: readonly Card[]): Card | undefined =>
    best(
      cards.filter((x) => !g.warrants.includes(x.id)),
      (x) => -def(x.kind).power - cardValue(x.kind) * 0.01,
    );
  const wa = assets.length >= 3 ? weakest(assets) : undefined;
  if (wa && def(wa.kind).power <= 1) return { type: 'scrap', card: wa.id };
  const wc = command.length >= 4 ? weakest(command) : undefined;
  if (wc && def(wc.kind).power <= 1) return { type: 'scrap', card: wc.id };
  // Short of the POWER needed but holding only bigger cards: make room to land exactly on it later.
  const short = powerNeeded(c, me) - tableauPower(c, me);
  const owned = c.z(`recycle:${me}`).filter((x) => ['asset', 'character', 'item'].includes(def(x.kind).category));
  const mine = [...assets, ...command].filter((x) => !g.warrants.includes(x.id));
  const fits = owned.some((x) => def(x.kind).power === short);
  if (short > 0 && short <= 3 && !fits) {
    for (const p of [...new Set(owned.map((x) => def(x.kind).power))].sort((a, b) => b - a)) {
      const swap = mine.find((x) => p > short && def(x.kind).power + (g.tokens[x.id] ?? 0) === p - short);
      if (swap) return { type: 'scrap', card: swap.id };
    }
  }
  return scraps[0] ?? { type: 'finish' };
}

/** Ending the turn: straight to drawing up, unless the end-of-turn step (seen with the hand already discarded) would discard a tableau card. */
function endTurnStep(c: Ctx, me: Seat): MisbehavinMove {
  const hand = c.z(zHand(me));
  const recycle = zRecycle(me);
  const after: Ctx = {
    ...c,
    z: (name) => (name === zHand(me) ? [] : name === recycle ? [...hand, ...c.z(recycle)] : c.z(name)),
  };
  const scraps: MisbehavinMove[] = tableau(c, me)
    .filter((x) => !c.g.warrants.includes(x.id))
    .map((x) => ({ type: 'scrap', card: x.id }));
  return { type: 'endTurn', tableau: cleanupStep(after, me, scraps).type === 'scrap' ? 'choose' : 'keep' };
}

/** A claimed card worth denying the dealer (one costing 5 or more): the first cancel on offer. */
function worthCancelling(c: Ctx, claim: string, moves: readonly MisbehavinMove[]): MisbehavinMove | undefined {
  const cancel = find(moves, 'cancel')[0];
  const claimed = kindOf(c, claim);
  return cancel && claimed && def(claimed).cost >= 5 ? cancel : undefined;
}

/** An innate ability whose effect is to draw cards. */
const drawsCards = (kind: string | undefined): boolean =>
  kind !== undefined &&
  def(kind).abilities.some(
    (a) => a.timing === 'innate' && !a.passive && a.window === 'any' && a.effects.some((e) => e.e === 'draw'),
  );

/**
 * Optional moments (a seat not awaited): on another player's turn use an innate that draws a card, which costs nothing
 * then (the card is triggered until the start of our turn, when it is reset anyway). Cancelling waits for the claim,
 * when every other player is asked (and answers in chooseMove). Anything else lets the moment pass; every answer
 * triggers or discards a card, so answers run out.
 */
export function misbehavinOptional(input: In): MisbehavinMove | null {
  const { legalMoves: moves, seat } = input;
  const c = viewCtx(input);
  if (c.g.phase !== 'play') return null;
  if (c.g.turn !== seat) {
    const draw = find(moves, 'innate').find((m) => drawsCards(kindOf(c, m.card)));
    if (draw) return draw;
  }
  return null;
}

export const misbehavinBot: Bot<GameData, MisbehavinMove> = {
  level: 'normal',
  chooseMove(input) {
    const { legalMoves: moves, seat } = input;
    const c = viewCtx(input);
    if (c.g.phase === 'draft') return moves[0]!;
    const f = top(c.g);
    const choice = f ? frameStep(c, seat, f, moves) : mainStep(c, seat, moves);
    // Never answer with a move the rules would refuse.
    const key = canonicalJson(choice);
    return moves.find((m) => canonicalJson(m) === key) ?? moves[0]!;
  },
};
