// The public game data (G), zone names, the decision stack and read helpers shared by legal moves, rules and bot.
import type { Card, Seat, Zone } from '@cortex/engine';
import { BOARD_SIDES, CARDS, EPISODES, POWER_TO_WIN, def, type MarketDeck } from './content/index';
import type { CardDef, Effect, Faction, SlotKind, SupplySet, Trait } from './content/types';

export interface PlayerData {
  readonly faction: Faction;
  readonly side: 'A' | 'B';
  readonly credits: number;
  /** 'Verse tokens in hand (spendable). The rest of the 6 are in the supply, on the episode, on the Reaver or used as warrants. */
  readonly verse: number;
  /** Tokens marking episode progress. */
  readonly marks: number;
  /** Tokens placed on the current Reaver card. */
  readonly reaver: number;
  /** Immune from attacks until the end of this player's next turn. */
  readonly immune: boolean;
}

/** One pending decision; the top of the stack is what the game waits for. */
export type Frame =
  | { readonly kind: 'afterPlay'; readonly seat: Seat; readonly card: string }
  /** Multi-ability card: use or skip ability `index` (in order). */
  | { readonly kind: 'ability'; readonly seat: Seat; readonly card: string; readonly index: number }
  /** An effect that needs a target; `rest` resumes afterwards. */
  | {
      readonly kind: 'choose';
      readonly seat: Seat;
      readonly effect: Effect;
      readonly source: string | null;
      readonly rest: readonly Effect[];
    }
  | {
      readonly kind: 'fight';
      readonly attacker: Seat;
      readonly defender: Seat | null;
      readonly target: string | null;
      readonly mode: 'nab' | 'dispatch' | null;
      /** Who may add cards now. */
      readonly floor: Seat;
      /** Consecutive stands; two end the fight. */
      readonly passes: number;
      readonly bonusA: number;
      readonly bonusD: number;
    }
  | { readonly kind: 'reward'; readonly seat: Seat }
  /** After a fight or deal: each listed seat in turn may retain display cards with 'verse. */
  | { readonly kind: 'retain'; readonly seats: readonly Seat[]; readonly clear: readonly Seat[] }
  | {
      readonly kind: 'deal';
      readonly seat: Seat;
      readonly credits: number;
      readonly bonus: number;
      /** The card claimed (market/supply id), or a warranted character to clear. */
      readonly claim: string | null;
      readonly verse: number;
      /** While claimed: the other seats still to allow or cancel, in clockwise order. */
      readonly responders: readonly Seat[];
    }
  /** A cancelled deal: reattempt with another activation, use the display for recruitment, or discard it. */
  | { readonly kind: 'cancelled'; readonly seat: Seat }
  /** `spent`: influence already used by earlier gains of this display (several recruitments may share it); `gains` so far. */
  | {
      readonly kind: 'recruit';
      readonly seat: Seat;
      readonly bonus: number;
      readonly spent: number;
      readonly gains: number;
    }
  /** A maneuver on the display: replay it with 'verse or let it go. */
  | { readonly kind: 'maneuver'; readonly seat: Seat; readonly card: string }
  /** End of turn: optionally discard tableau cards, then finish. */
  | { readonly kind: 'cleanup'; readonly seat: Seat };

export interface DraftState {
  readonly order: readonly Seat[];
  readonly pick: number;
  readonly slots: Readonly<Partial<Record<SlotKind, SupplySet>>>;
  /** Who goes first once the draft ends. */
  readonly first: Seat;
}

export interface GameData {
  readonly phase: 'draft' | 'play' | 'over';
  readonly players: readonly PlayerData[];
  readonly turn: Seat;
  readonly round: number;
  readonly maxRounds: number;
  readonly firstPlayer: Seat;
  readonly supplySets: readonly SupplySet[];
  readonly draft: DraftState | null;
  /** Tableau cards turned sideways. */
  readonly triggered: readonly string[];
  /** Characters carrying an Alliance warrant. */
  readonly warrants: readonly string[];
  /** Power tokens on cards. */
  readonly tokens: Readonly<Record<string, number>>;
  readonly activations: number;
  readonly recruitments: number;
  readonly verseAcquired: boolean;
  readonly rallied: boolean;
  readonly stack: readonly Frame[];
  readonly episode: string | null;
  readonly reavers: boolean;
  readonly winner: Seat | null;
  readonly endReason: string | null;
}

export const zDeck = (s: Seat): string => `deck:${s}`;
export const zHand = (s: Seat): string => `hand:${s}`;
export const zRecycle = (s: Seat): string => `recycle:${s}`;
export const zAssets = (s: Seat): string => `assets:${s}`;
export const zCommand = (s: Seat): string => `command:${s}`;
export const zDisplay = (s: Seat): string => `display:${s}`;
export const zMarketDeck = (d: MarketDeck): string => `${d}:deck`;
export const zRow = (d: MarketDeck): string => `${d}:row`;
export const zSupply = (s: SupplySet): string => `supply:${s}`;
export const Z_BOX = 'box';
export const Z_EPISODE = 'episode';
export const Z_REAVER = 'reaver';
export const Z_REAVER_DECK = 'reaver:deck';
export const Z_REAVER_DONE = 'reaver:done';

/** Reads zones from either a match state or a live table. */
export type Zones = (name: string) => readonly Card[];
export const zonesOf =
  (zones: Readonly<Record<string, Zone>>): Zones =>
  (name) =>
    zones[name]?.cards ?? [];

export interface Ctx {
  readonly g: GameData;
  readonly z: Zones;
  readonly players: number;
}

export const top = (g: GameData): Frame | undefined => g.stack[g.stack.length - 1];

export const isSupply = (kind: string): boolean => kind.startsWith('sup-');
export const isTableauKind = (kind: string): boolean => {
  const c = CARDS[kind]?.category;
  return c === 'asset' || c === 'character' || c === 'item';
};

export const tableau = (c: Ctx, s: Seat): readonly Card[] => [...c.z(zAssets(s)), ...c.z(zCommand(s))];

export function powerNeeded(c: Ctx, s: Seat): number {
  const base = POWER_TO_WIN[c.players] ?? 11;
  return base + BOARD_SIDES[c.g.players[s]!.side].powerDelta;
}

/** POWER in a tableau for winning: every card counts, warrants included (warrants never affect a win condition). */
export function tableauPower(c: Ctx, s: Seat): number {
  let total = 0;
  for (const card of tableau(c, s)) total += def(card.kind).power + (c.g.tokens[card.id] ?? 0);
  return total;
}

export const isTriggered = (g: GameData, id: string): boolean => g.triggered.includes(id);
export const hasWarrant = (g: GameData, id: string): boolean => g.warrants.includes(id);
/** Usable for power, influence and abilities: untriggered and without a warrant. */
export const usable = (g: GameData, id: string): boolean => !isTriggered(g, id) && !hasWarrant(g, id);

export function hasTrait(c: Ctx, s: Seat, trait: Trait, except?: string): boolean {
  return tableau(c, s).some((card) => card.id !== except && def(card.kind).traits.includes(trait));
}

/** A card's prerequisite is met when another card in the tableau has the attribute (triggered or not). */
export function prereqMet(c: Ctx, s: Seat, d: CardDef, self?: string): boolean {
  return d.requires === undefined || hasTrait(c, s, d.requires, self);
}

/**
 * Whether a card may be used for its attribute (FIGHT, DEAL, its INFLUENCE or POWER on a display): a supply card's
 * attribute use is one of its effects ("You may only use a supply card for its attribute effect, or for 1 special
 * ability"), so its prerequisite must be met; a faction or market card's printed values need none.
 */
export function attributeUsable(c: Ctx, s: Seat, card: Card): boolean {
  return !isSupply(card.kind) || prereqMet(c, s, def(card.kind));
}

export function influenceOf(c: Ctx, s: Seat, card: Card): number {
  const d = def(card.kind);
  if (d.influence === 'X') return c.z(zCommand(s)).filter((x) => def(x.kind).category === 'character').length;
  return d.influence;
}
export const powerOf = (g: GameData, card: Card): number => def(card.kind).power + (g.tokens[card.id] ?? 0);

/** 'Verse tokens of a seat that are in the supply (acquirable). */
export function verseInSupply(c: Ctx, s: Seat): number {
  const p = c.g.players[s]!;
  const warrants = p.faction === 'alliance' ? c.g.warrants.length : 0;
  return 6 - p.verse - p.marks - p.reaver - warrants;
}
/** Tokens a seat may spend: those in hand, then episode marks (spending a mark loses that progress). */
export const spendable = (p: PlayerData): number => p.verse + p.marks;

export function areaFor(kind: string, s: Seat): string {
  return def(kind).category === 'asset' ? zAssets(s) : zCommand(s);
}
export function areaHasRoom(c: Ctx, s: Seat, kind: string): boolean {
  const side = BOARD_SIDES[c.g.players[s]!.side];
  return def(kind).category === 'asset'
    ? c.z(zAssets(s)).length < side.assetSlots
    : c.z(zCommand(s)).length < side.commandSlots;
}

/** The supply board's face-up piles: the first card of each different kind in each set (The Black included). */
export function supplyPiles(c: Ctx, set: SupplySet): { card: Card; count: number }[] {
  const piles = new Map<string, { card: Card; count: number }>();
  for (const card of c.z(zSupply(set))) {
    const pile = piles.get(card.kind);
    if (pile) pile.count++;
    else piles.set(card.kind, { card, count: 1 });
  }
  return [...piles.values()];
}

/** The face-up cards that can be gained by recruitment or deal: market rows and one of each supply kind (never The Black). */
export function gainable(c: Ctx): Card[] {
  const out: Card[] = [];
  for (const d of ['core', 'border', 'rim'] as const) out.push(...c.z(zRow(d)));
  for (const set of c.g.supplySets) {
    if (set === 'black') continue;
    for (const pile of supplyPiles(c, set)) out.push(pile.card);
  }
  return out;
}

/** 'Verse needed to cover `missing` influence for a card: one token per faction icon per +1. */
export function verseFor(s: PlayerData, kind: string, missing: number): number | null {
  if (missing <= 0) return 0;
  const icons = def(kind).icons.filter((f) => f === s.faction).length;
  if (icons === 0) return null;
  return icons * missing;
}

export const episodeDef = (g: GameData) => (g.episode ? EPISODES[g.episode] : undefined);

export const opponents = (c: Ctx, s: Seat): Seat[] =>
  Array.from({ length: c.players }, (_, i) => i).filter((i) => i !== s);
export const nextSeat = (players: number, s: Seat): Seat => (s + 1) % players;
