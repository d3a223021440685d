// Who is awaited and the complete list of each seat's legal moves.
import type { MatchState, Seat } from '@cortex/engine';
import { CHARACTER_IDS, CHARACTERS, type CrewAction, type GameAbility } from './content/characters';
import { gorramitCard } from './content/gorramit';
import { SERENITY_KINDS, serenityType, type SerenityEffect } from './content/serenity';
import { SKILLS, type Skill } from './content/skills';
import type { OttbMove } from './moves';
import { clockwise, Z, type OttbData } from './state';

type S = MatchState<OttbData>;

/** What the flow needs to know about the table besides the game data; everyone can see all of it. */
export interface TableFacts {
  readonly players: number;
  handCount(seat: Seat): number;
  /** The kind of the Gorramit card turned over for this Event, if any. */
  readonly gorramitKind: string | undefined;
  /** Sacrifice cards lying face up (the discard pile, the Result cards): those no hand can hold. */
  readonly sacrificesInSight: number;
}

/** How many Sacrifice cards the Serenity deck has. */
const SACRIFICES = SERENITY_KINDS.filter((k) => serenityType(k).effect.kind === 'sacrifice').length;

/** The Sacrifice cards among these cards (hidden ones, null, are not counted). */
export function sacrificesAmong(cards: readonly ({ readonly kind: string } | null)[]): number {
  return cards.filter((c) => c !== null && serenityType(c.kind).effect.kind === 'sacrifice').length;
}

/** The face-up zones a Sacrifice can lie in when it is in nobody's hand. */
export const SACRIFICE_SIGHT = [Z.discard, Z.results] as const;

export function factsOf(state: S): TableFacts {
  return {
    players: state.players,
    handCount: (seat) => state.zones[Z.hand(seat)]?.cards.length ?? 0,
    gorramitKind: state.zones[Z.gorramitUp]?.cards[0]?.kind,
    sacrificesInSight: sacrificesAmong(SACRIFICE_SIGHT.flatMap((z) => state.zones[z]?.cards ?? [])),
  };
}

/**
 * Whether cancelling the Gorramit card still changes anything (interpretation 13): its skill or Result modifier, Hwoon
 * Dahn, the Seal's penalty or the reshuffle. What a card did when it was revealed (Credits, Honor, Unexpected Shift,
 * Heavy Injuries) stays done, so cancelling such a card would spend River's ability for nothing.
 */
export function gorramitCancellable(g: OttbData, facts: TableFacts): boolean {
  if (g.gorramitCancelled || !g.resultsDrawn || facts.gorramitKind === undefined) return false;
  const card = gorramitCard(facts.gorramitKind);
  const k = card.effect.kind;
  return card.reshuffle || k === 'skillMod' || k === 'resultMod' || k === 'wildsZero' || k === 'alliancePenalty';
}

export function canAfford(g: OttbData, a: CrewAction): boolean {
  const have = a.currency === 'credits' ? g.credits : g.honor;
  if (have < a.cost) return false;
  for (const e of a.effects) {
    if (e.kind === 'gain' && (g.credits + e.credits < 0 || g.honor + e.honor < 0)) return false;
  }
  return true;
}

/** May this seat use its character's Game Ability right now? (`cancellable`: whether cancelling the Gorramit card still matters.) */
export function abilityUsable(g: OttbData, seat: Seat, ab: GameAbility, cancellable = true): boolean {
  if (g.abilityUsed[seat] || ab.phase === 'passive') return false;
  const participating = g.participants.includes(seat);
  const allowed = ab.participating ? participating : seat === g.active;
  if (!allowed) return false;
  if (ab.phase === 'A') return g.phase === 'action' && seat === g.active && !g.actionDone;
  if (ab.phase === 'E') return g.phase === 'event' && g.order[g.orderIdx] === seat;
  if (ab.effects.some((e) => e.kind === 'cancelGorramit') && !cancellable) return false;
  return g.phase === 'resolution';
}

/** The seat's (E) actions it can pay for and its usable (E) Game Ability, on its own Event-phase turn: public facts. */
export function eventExtras(g: OttbData, seat: Seat): OttbMove[] {
  const out: OttbMove[] = [];
  const ch = g.characters[seat];
  if (!ch || !g.participants.includes(seat)) return out;
  if (abilityUsable(g, seat, CHARACTERS[ch].ability)) out.push({ type: 'useAbility' });
  CHARACTERS[ch].actions.forEach((a, i) => {
    if (a.phase === 'E' && canAfford(g, a)) out.push({ type: 'useAction', action: i });
  });
  return out;
}

/** The seat's (R) actions and Game Ability it could use in the Resolution window, from what everyone sees. */
export function resolutionExtras(g: OttbData, seat: Seat, facts: TableFacts): OttbMove[] {
  const out: OttbMove[] = [];
  const ch = g.characters[seat];
  if (!ch) return out;
  const participating = g.participants.includes(seat);
  if (abilityUsable(g, seat, CHARACTERS[ch].ability, gorramitCancellable(g, facts))) out.push({ type: 'useAbility' });
  CHARACTERS[ch].actions.forEach((a, i) => {
    if (a.phase === 'R' && (participating || a.anyone === true) && canAfford(g, a)) out.push({ type: 'useAction', action: i });
  });
  return out;
}

/**
 * Seats asked in the Resolution window: a participant (the Active player is one) holding cards (Last Minute Boost,
 * Sneaky and Help are played from the hand) or with an (R) action or ability to use, and anyone whose (R) action works
 * "even when not participating" and can pay for it. A seat that could do nothing is not asked: that is public.
 */
export function windowSeats(g: OttbData, facts: TableFacts): Seat[] {
  return clockwise(g.active, facts.players).filter((s) => {
    const extras = resolutionExtras(g, s, facts).length > 0;
    return g.participants.includes(s) ? facts.handCount(s) > 0 || extras : extras;
  });
}

/** Cards a Sacrifice needs in hand: itself and the two others it discards. */
const SACRIFICE_HAND = 3;

/**
 * Seats that could play Sacrifice in the Active player's Action phase ("during ANY action phase"), from public facts
 * only: the others holding at least the three cards it needs, unless every Sacrifice lies face up (then no hand holds
 * one). Whether a seat holds it is hidden, so all of them are asked alike.
 */
export function sacrificeSeats(g: OttbData, facts: TableFacts): Seat[] {
  if (g.phase !== 'action' || facts.sacrificesInSight >= SACRIFICES) return [];
  return clockwise(g.active, facts.players).filter((s) => s !== g.active && facts.handCount(s) >= SACRIFICE_HAND);
}

export function awaited(state: S): Seat[] {
  const g = state.game;
  if (g.phase === 'over') return [];
  if (g.pending) return [g.pending.seat];
  switch (g.phase) {
    case 'characters':
      return [g.characters.findIndex((c) => c === null)];
    case 'action':
      // After the Active player's action, the others who could play Sacrifice, until each has answered.
      return g.actionDone ? sacrificeSeats(g, factsOf(state)).filter((s) => !g.sacrificePassed[s]) : [g.active];
    case 'participants':
    case 'wilds':
      return [g.active];
    case 'event':
      return [g.order[g.orderIdx]!];
    case 'resolution':
      return windowSeats(g, factsOf(state)).filter((s) => !g.windowPassed[s]);
    case 'outcome':
      return [];
  }
}

/**
 * Seats that may move without being awaited: while the Active player decides his action, the others who could play
 * Sacrifice may play it at once (so that the Active player can spend what it brings); after his action they are awaited
 * instead (see `awaited`). The list reveals no hand: it is `sacrificeSeats`, from public facts.
 */
export function optional(state: S): Seat[] {
  const g = state.game;
  if (g.phase !== 'action' || g.pending || g.actionDone) return [];
  return sacrificeSeats(g, factsOf(state));
}

function effectOf(kind: string): SerenityEffect {
  return serenityType(kind).effect;
}

/** Every non-empty subset of the ids, smaller sets first, each in the given order. */
export function subsetsOf<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  const n = items.length;
  for (let mask = 1; mask < 1 << n; mask++) out.push(items.filter((_, i) => (mask & (1 << i)) !== 0));
  return out.sort((a, b) => a.length - b.length);
}

/** Cards of the seat's hand it may lay down in the Event phase: skill cards, Wilds and Strength & co. when participating, else the assist cards. */
export function eventPlayable(state: S, seat: Seat): string[] {
  const participating = state.game.participants.includes(seat);
  return state.zones[Z.hand(seat)]!.cards
    .filter((c) => {
      const k = effectOf(c.kind).kind;
      return participating ? k === 'skill' || k === 'wild' || k === 'makeWild' : k === 'assist';
    })
    .map((c) => c.id);
}

/**
 * Every way to place the Wilds: one skill per Wild, in `wilds` order. Wilds worth the same are interchangeable, so
 * only one order of their skills is listed (non-decreasing along the list).
 */
export function wildPlacements(g: OttbData): Skill[][] {
  const groups = new Map<number, number[]>();
  g.wilds.forEach((w, i) => groups.set(w.n, [...(groups.get(w.n) ?? []), i]));
  let out: number[][] = [Array.from({ length: g.wilds.length }, () => 0)];
  for (const positions of groups.values()) {
    const next: number[][] = [];
    for (const seq of nonDecreasing(positions.length)) {
      for (const base of out) {
        const idx = [...base];
        positions.forEach((p, k) => (idx[p] = seq[k]!));
        next.push(idx);
      }
    }
    out = next;
  }
  return out.map((idx) => idx.map((i) => SKILLS[i]!));
}

/** Every non-decreasing sequence of `m` skill indices (0-2). */
function nonDecreasing(m: number, from = 0): number[][] {
  if (m === 0) return [[]];
  const out: number[][] = [];
  for (let i = from; i < 3; i++) for (const rest of nonDecreasing(m - 1, i)) out.push([i, ...rest]);
  return out;
}

/** Ways to choose `k` of the seats, in seat order, as sets. */
function combinations(seats: readonly Seat[], k: number): Seat[][] {
  if (k === 0) return [[]];
  if (seats.length < k) return [];
  const [first, ...rest] = seats;
  return [...combinations(rest, k - 1).map((c) => [first!, ...c]), ...combinations(rest, k)];
}

export function legalMoves(state: S, seat: Seat): OttbMove[] {
  const g = state.game;
  if (!awaited(state).includes(seat) && !optional(state).includes(seat)) return [];
  const hand = state.zones[Z.hand(seat)]!.cards;
  if (g.pending) return pendingMoves(state, seat);
  const moves: OttbMove[] = [];
  const ch = g.characters[seat];
  const participating = g.participants.includes(seat);
  switch (g.phase) {
    case 'characters':
      return CHARACTER_IDS.filter((c) => !g.characters.includes(c)).map((character) => ({ type: 'chooseCharacter', character }));
    case 'action': {
      // Before the Active player's action the others are not awaited: they have nothing to pass, only a Sacrifice to
      // play if they hold one. After it they are awaited, and may pass.
      if (seat === g.active || g.actionDone) moves.push({ type: 'pass' });
      for (const c of hand) {
        const e = effectOf(c.kind);
        if (e.kind === 'sacrifice' && hand.length > e.discard) moves.push({ type: 'playCard', card: c.id });
        if (e.kind === 'regroup' && seat === g.active) moves.push({ type: 'playCard', card: c.id });
      }
      if (seat === g.active && ch) {
        if (abilityUsable(g, seat, CHARACTERS[ch].ability)) moves.push({ type: 'useAbility' });
        CHARACTERS[ch].actions.forEach((a, i) => {
          if (a.phase === 'A' && canAfford(g, a)) moves.push({ type: 'useAction', action: i });
        });
      }
      return moves;
    }
    case 'participants': {
      const others = Array.from({ length: state.players }, (_, s) => s).filter((s) => !g.participants.includes(s));
      return combinations(others, g.need - g.participants.length).map((seats) => ({ type: 'chooseParticipants', seats }));
    }
    case 'event':
      moves.push({ type: 'pass' });
      for (const cards of subsetsOf(eventPlayable(state, seat))) moves.push({ type: 'playCards', cards });
      moves.push(...eventExtras(g, seat));
      return moves;
    case 'resolution': {
      moves.push({ type: 'pass' });
      if (participating) {
        const someoneOut = g.participants.length < state.players;
        for (const c of hand) {
          const k = effectOf(c.kind).kind;
          if (k === 'sneaky' || (k === 'boost' && g.redrawn.some(Boolean)) || (k === 'help' && someoneOut)) moves.push({ type: 'playCard', card: c.id });
        }
      }
      moves.push(...resolutionExtras(g, seat, factsOf(state)));
      return moves;
    }
    case 'wilds':
      return wildPlacements(g).map((skills) => ({ type: 'placeWilds', skills }));
    default:
      return [];
  }
}

function pendingMoves(state: S, seat: Seat): OttbMove[] {
  const g = state.game;
  const p = g.pending!;
  switch (p.kind) {
    case 'skill':
      return SKILLS.filter((_, i) => p.purpose !== 'boost' || g.redrawn[i]).map((skill) => ({ type: 'chooseSkill', skill }));
    case 'seat': {
      const out: OttbMove[] = [];
      for (let s = 0; s < state.players; s++) {
        if (!g.participants.includes(s) && (p.purpose === 'help' || s !== g.active)) out.push({ type: 'chooseSeat', seat: s });
      }
      return out;
    }
    case 'card':
      return state.zones[p.purpose === 'returnAlliance' ? Z.allianceUp : Z.hand(seat)]!.cards.map((c) => ({ type: 'chooseCard', card: c.id }));
    case 'give': {
      const out: OttbMove[] = [];
      for (const c of state.zones[Z.hand(seat)]!.cards) for (let s = 0; s < state.players; s++) if (s !== seat) out.push({ type: 'giveCard', card: c.id, seat: s });
      return out;
    }
    case 'option':
      if (p.purpose === 'injury') {
        return CHARACTER_IDS.filter((c) => !g.characters.includes(c)).map((option) => ({ type: 'chooseOption', option }));
      }
      if (p.purpose === 'choiceLoss') return [{ type: 'chooseOption', option: 'credits' }, { type: 'chooseOption', option: 'honor' }, { type: 'chooseOption', option: 'alliance' }];
      if (p.purpose === 'mayDraw') return [{ type: 'chooseOption', option: 'draw' }, { type: 'chooseOption', option: 'decline' }];
      return [{ type: 'chooseOption', option: 'credits' }, { type: 'chooseOption', option: 'honor' }];
  }
}

/**
 * Whether the seat's only legal move may be made for it at once: only where everyone could tell it is the only one.
 * Never while another player may still play Sacrifice in the Action phase; never where the single option comes from
 * what a hand lacks (no Regroup, no Co-Pilot, nothing to play), unless the hand is empty.
 */
export function forcedMoveRevealsNothing(state: S, seat: Seat, move: OttbMove): boolean {
  const g = state.game;
  const hand = state.zones[Z.hand(seat)]?.cards.length ?? 0;
  switch (move.type) {
    case 'chooseSeat':
    case 'chooseSkill':
    case 'chooseParticipants':
    case 'placeWilds':
      // The candidates are public (non-participants, redrawn skills, seats, Wilds).
      return true;
    case 'chooseCard':
      // The only Alliance card in play to return (a public pile), or the last card left to discard for a Sacrifice.
      return g.pending?.kind === 'card' && g.pending.purpose === 'returnAlliance' ? true : hand === 1;
    case 'pass':
      if (g.pending) return false;
      // An Event-phase turn with an empty hand and no (E) action or ability to use.
      if (g.phase === 'event') return hand === 0;
      // The Active player's Action phase with an empty hand (no Regroup or Sacrifice) and nothing else to do: the
      // others' chance to play Sacrifice does not end by it (they are asked after his action).
      return g.phase === 'action' && !g.actionDone && seat === g.active && hand === 0;
    default:
      return false;
  }
}

/** For players who pass automatically when they cannot respond: the pass, when it is all the seat may do. */
export function passWhenNothingElse(legal: readonly OttbMove[]): OttbMove | undefined {
  return legal.length > 0 && legal.every((m) => m.type === 'pass') ? { type: 'pass' } : undefined;
}
