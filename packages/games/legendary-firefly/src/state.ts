// The public game data, zone names and small read helpers shared by the rules files.
import type { CampaignState } from './rules/campaign';
import type { MatchState, MatchView, PhrasePart, Seat, Table } from '@cortex/engine';
import type { CardData, TimedAbility } from './content/types';
import { avatar, CARDS, SCAN_COSTS, SHIP_SLOTS, UPGRADE_SLOTS, VERSE_SPACES } from './content';
import type { Difficulty } from './rules/modes';
import { MOD_KEYS, type Cls, type Crew, type Effect, type Mods } from './content/vocabulary';

export type Step = 'start' | 'action' | 'strike' | 'reactions' | 'end' | 'intermission' | 'over';

/** One of the five Main Characters: a player's Avatar or a non-player below the Bridge. */
export interface MainCharacter {
  crew: Crew;
  seat: Seat | null;
  /** Defeated: Avatar face-down, out of the game until healed. */
  down: boolean;
}

/** An effect waiting to resolve; `you` is the seat the effect belongs to. */
export interface Job {
  fx: Effect;
  you: Seat;
  /** The card the effect is printed on (attach refers to it as "this"; the order decision names it). */
  src?: string;
  /**
   * The moment the effect became due. Effects of different cards due at the same moment (a strike card's text and the
   * striker's Strike ability; a Goal's text and the Objective's reward) are ordered by the player whose turn it is.
   */
  at?: number;
}

/** The kinds of decision the rules wait for; each is one entry of the decision table (decisions.ts `DECISIONS`). */
export const PENDING_KINDS = [
  'scan',
  'heal',
  'repair',
  'weaken',
  'defeatOwn',
  'defeatEnemy',
  'playerDraw',
  'discard',
  'avoid',
  'order',
  'show',
  'healSelf',
] as const;
export type PendingKind = (typeof PENDING_KINDS)[number];

/** A decision the rules wait for. Options are derived from zones in legalMoves, never stored here. */
export interface Pending {
  seat: Seat;
  kind: PendingKind;
  /** Amount (weaken), limit (defeatEnemy), remaining count (discard, playerDraw). */
  n: number;
  /** Seats already chosen (playerDraw). */
  chosen: Seat[];
  /** For 'avoid': a strike card just drawn that the player may Cancel (absent: avoid the next strike). */
  strike?: string;
  /**
   * For 'avoid' outside the Strike Phase: a strike an effect is about to give (an Event, a Reveal, a Flaw, an Escape, a
   * Side Job's Failure): the Main Character who would draw a Crew Strike, or null for Serenity's Ship Strike, and the card.
   */
  effectStrike?: { mc: number | null; src?: string };
  /** For a Cancel: the moment the strike was drawn, so its text joins the effects due with it if it is not cancelled. */
  at?: number;
  /** For 'healSelf' (Inter-Mission healing): the Credits spent, each player's damage budget, and the players still to choose. */
  healing?: { budget: number; left: Seat[] };
  /** For 'show': the class asked for and the effects that follow the showing. */
  show?: { cls: Cls; then: readonly Effect[] };
}

export interface StrikeEvent {
  /** The striking card (public: it is face-up). */
  src: string;
  ship: boolean;
  asked: boolean;
}

export type PartState = 'open' | 'done' | 'failed';

export interface FireflyData {
  /** Objective kinds of Episodes A, B, C. */
  trio: string[];
  episode: number;
  step: Step;
  active: Seat;
  turn: number;
  prepTurns: number;
  mcs: MainCharacter[];
  recruit: number;
  attack: number;
  /** Classes played this turn, in order (for class combos). */
  classes: Cls[];
  activated: string[];
  /** Coordinated cards played as virtual copies this turn. */
  virtual: string[];
  avoid: number;
  /** Strikes the player whose turn it is may still Cancel this turn. */
  cancel: number;
  scanDiscountUsed: boolean;
  soloCoordinated: boolean;
  /** Enemy id and the Attack it lost this turn. */
  weaken: [string, number][];
  queue: Job[];
  /** Counter for Job.at. */
  moment: number;
  pending: Pending | null;
  /** Other players who may still react this turn (and Coordinate, in the Action Phase); they leave it by passing. */
  window: Seat[];
  coordinated: Seat[];
  strikes: StrikeEvent[];
  credits: number;
  parts: PartState[];
  /** Per Episode: every Objective part completed. */
  fullyCompleted: boolean[];
  inev: { space: number | null; combat: boolean; turns: number };
  endEpisode: boolean;
  nextFirst: Seat;
  drewExtra: boolean;
  /** The end: won or lost, Victory Points, the result in neutral words and as a phrase each viewer reads in their own words. */
  result: { won: boolean; vp: number; summary: string; narration: PhrasePart[] } | null;
  /** Set in a campaign's games. */
  campaign?: CampaignState;
  /** The lobby's difficulty options (absent: the normal game). */
  rules?: Difficulty;
}

export type FTable = Table<FireflyData>;
export type FState = MatchState<FireflyData>;

/**
 * Zone names by number, made once: rules, bots and simulations ask for them constantly, and a name built afresh each
 * time must be hashed again on every lookup.
 */
function named(prefix: string, suffix = ''): (i: number) => string {
  const made: string[] = [];
  return (i) => (made[i] ??= `${prefix}${i}${suffix}`);
}

export const Z = {
  deck: named('deck:'),
  hand: named('hand:'),
  discard: named('discard:'),
  played: named('played:'),
  aside: named('coordinated:'),
  avatar: named('avatar:'),
  strikes: named('strikes:'),
  down: named('verse:', ':hidden'),
  up: named('verse:'),
  attached: named('verse:', ':attached'),
  bridge: named('bridge:'),
  slot: named('serenity:strike:'),
  upgrade: named('serenity:upgrade:'),
  episode: named('episode:'),
  inevitable: named('inevitable:'),
  objective: named('objective:'),
  combat: 'combat',
  crew: 'crewDeck',
  browncoats: 'browncoats',
  upgrades: 'upgrades',
  market: 'upgradesRevealed',
  shipDeck: 'shipStrikes',
  shipUsed: 'shipStrikesRepaired',
  crewStrikes: 'crewStrikes',
  crewDiscard: 'discardedStrikes',
  talents: 'talents',
  flaws: 'flaws',
  defeatedChars: 'defeatedCharacters',
  defeated: 'defeatedCards',
  jobsDone: 'sideJobsDone',
  operations: 'operations',
  box: 'box',
} as const;

/** Read access common to the live table and a stored state. */
export interface Reader {
  readonly players: number;
  readonly game: FireflyData;
  cards(zone: string): readonly { id: string; kind: string }[];
}

export function reader(state: FState): Reader {
  return { players: state.players, game: state.game, cards: (z) => state.zones[z]?.cards ?? [] };
}

/** The same read access over what one viewer sees (cards hidden from it are left out). */
export function viewReader(view: MatchView<FireflyData>): Reader {
  return {
    players: view.players,
    game: view.game,
    cards: (z) => (view.zones[z]?.cards ?? []).filter((c): c is { id: string; kind: string } => c !== null),
  };
}

export const data = (kind: string): CardData | undefined => CARDS[kind];

export function mcOf(g: FireflyData, seat: Seat): number {
  return g.mcs.findIndex((m) => m.seat === seat);
}

export function seatDown(g: FireflyData, seat: Seat): boolean {
  return g.mcs[mcOf(g, seat)]?.down ?? true;
}

/** Modifiers from Upgrades and Ongoing Ship Strikes, summed. */
export function mods(r: Reader): Required<Mods> {
  const out = {
    scanDiscountOnce: 0,
    scanPlus: 0,
    startAttack: 0,
    startRecruit: 0,
    repairDiscount: 0,
    health: 0,
    handSize: 0,
    noCoordinate: false,
  };
  const add = (m: Mods | undefined): void => {
    if (!m) return;
    for (const k of MOD_KEYS) out[k] += m[k] ?? 0;
    if (m.noCoordinate) out.noCoordinate = true;
  };
  for (let k = 0; k < UPGRADE_SLOTS; k++)
    for (const c of r.cards(Z.upgrade(k))) {
      const d = data(c.kind);
      if (d?.type === 'upgrade') add(d.mods);
    }
  for (let k = 0; k < SHIP_SLOTS; k++)
    for (const c of r.cards(Z.slot(k))) {
      const d = data(c.kind);
      if (d?.type === 'shipStrike') add(d.ongoing);
    }
  for (const c of r.cards(Z.operations)) {
    const d = data(c.kind);
    if (d?.type === 'event' || d?.type === 'special') add(d.ongoing);
  }
  for (const { ability } of timedAbilities(r)) add(ability.mods);
  return out;
}

/**
 * The 'Verse and Combat Zone abilities now active, in the order the rulebook resolves simultaneous triggers:
 * the Combat Zone from right to left (oldest first), then face-up cards in the live 'Verse from left to right.
 */
export function timedAbilities(r: Reader): { id: string; ability: TimedAbility }[] {
  const out: { id: string; ability: TimedAbility }[] = [];
  const combat = r.cards(Z.combat);
  for (let i = combat.length - 1; i >= 0; i--) {
    const c = combat[i]!;
    const d = data(c.kind);
    if (d?.type === 'enemy' && d.combat) out.push({ id: c.id, ability: d.combat });
  }
  for (let i = 0; i < liveSpaces(r.game); i++) {
    for (const c of r.cards(Z.up(i))) {
      const d = data(c.kind);
      if (d?.type === 'enemy' && d.verse) out.push({ id: c.id, ability: d.verse });
    }
  }
  return out;
}

/** A space an attached card tells everyone to treat as if it doesn't exist. */
export function skippedSpace(r: Reader, i: number): boolean {
  return r.cards(Z.attached(i)).some((c) => {
    const d = data(c.kind);
    return d?.type === 'goal' && d.skipSpace === true;
  });
}

/** "Clear": a live 'Verse space with no card in it, attached cards aside. */
export function isClear(r: Reader, i: number): boolean {
  return i >= 0 && i < liveSpaces(r.game) && r.cards(Z.up(i)).length === 0 && r.cards(Z.down(i)).length === 0;
}

export function health(r: Reader, m: number): number {
  const a = avatar(r.game.mcs[m]!.crew);
  // "Treat each player's Defense Value as extra Health" (an easier game): players only.
  const extra = r.game.rules?.defenseAsHealth && r.game.mcs[m]!.seat !== null ? a.defense : 0;
  return a.health + extra + mods(r).health;
}

export function damage(r: Reader, m: number): number {
  let sum = 0;
  for (const c of r.cards(Z.strikes(m))) {
    const d = data(c.kind);
    if (d?.type === 'crewStrike') sum += d.damage;
  }
  return sum;
}

/** 'Verse spaces still part of the game: those left of a face-down Inevitable, none once it is in the Combat Zone. */
export function liveSpaces(g: FireflyData): number {
  if (g.inev.combat) return 0;
  return g.inev.space ?? VERSE_SPACES;
}

export function scanCost(r: Reader, space: number): number {
  const m = mods(r);
  const discount = r.game.scanDiscountUsed ? 0 : m.scanDiscountOnce;
  return Math.max(0, (SCAN_COSTS[space] ?? 0) + m.scanPlus - discount);
}

export function repairCost(r: Reader, kind: string): number {
  const d = data(kind);
  return Math.max(0, (d?.type === 'shipStrike' ? d.repair : 0) - mods(r).repairDiscount);
}

export function enemyAttack(g: FireflyData, id: string, kind: string): number {
  const d = data(kind);
  const base = d?.type === 'enemy' ? d.attack : 0;
  const minus = g.weaken.filter(([w]) => w === id).reduce((a, [, n]) => a + n, 0);
  return Math.max(0, base - minus);
}

/** Face-up cards players may interact with: live 'Verse spaces (with their attached cards) then the Combat Zone. */
export function faceUpTargets(r: Reader): { id: string; kind: string }[] {
  const out: { id: string; kind: string }[] = [];
  for (let i = 0; i < liveSpaces(r.game); i++) out.push(...r.cards(Z.up(i)), ...r.cards(Z.attached(i)));
  out.push(...r.cards(Z.combat));
  return out;
}

/** The rank order: players and non-players not defeated, best (lowest number) first. */
export function rankedMcs(g: FireflyData, includeDown = false): number[] {
  return g.mcs
    .map((_, i) => i)
    .filter((i) => includeDown || !g.mcs[i]!.down)
    .sort((a, b) => avatar(g.mcs[a]!.crew).rank - avatar(g.mcs[b]!.crew).rank);
}

/** Seats from the active player clockwise. */
export function seatsFromActive(g: FireflyData, players: number): Seat[] {
  return Array.from({ length: players }, (_, i) => (g.active + i) % players);
}

/** The highest-ranked player, defeated or not: the one who decides in an Inter-Mission. */
export function decider(g: FireflyData): Seat {
  const best = rankedMcs(g, true).find((m) => g.mcs[m]!.seat !== null);
  return g.mcs[best ?? 0]!.seat ?? 0;
}
