// Shared reading helpers over a state or a table: zone names, ship capacities, crew and skills, goods in hold and stash.
import type { Card, MatchView } from '@cortex/engine';
import { PROFESSIONS, type Skill } from '../content/captains';
import {
  CAPTAIN_AS_CREW,
  crewCard,
  gearCard,
  upgradeCard,
  type CrewProfession,
  type GearKind,
  type MarketKey,
  type UpgradeEffect,
} from '../content/cards';
import { GOODS, type ContactKey, type Goods } from '../content/jobs';
import type { Hold, NiskaData, PlayerState } from '../state';

export const BASE = { range: 5, hold: 4, stash: 4, crew: 7, upgrades: 3 } as const;
export const CAPTAIN = 'captain';

export const Z = {
  marketDeck: (m: MarketKey): string => `deck:${m}`,
  market: (m: MarketKey): string => `market:${m}`,
  jobDeck: (c: ContactKey): string => `jobdeck:${c}`,
  jobs: (c: ContactKey): string => `jobs:${c}`,
  misDeck: 'misbehave:deck',
  misShown: 'misbehave:shown',
  misDiscard: 'misbehave:discard',
  crew: (s: number): string => `crew:${s}`,
  gear: (s: number): string => `gear:${s}`,
  upgrades: (s: number): string => `upgrades:${s}`,
  hand: (s: number): string => `hand:${s}`,
  active: (s: number): string => `active:${s}`,
  done: (s: number): string => `done:${s}`,
  removed: 'removed',
};

/** What rules code reads: the game data and the cards of a zone (a MatchState or a Table both fit). */
export interface Reader {
  readonly game: NiskaData;
  cards(zone: string): readonly Card[];
}
export function readerOf(state: {
  game: NiskaData;
  zones: Readonly<Record<string, { cards: readonly Card[] }>>;
}): Reader {
  return { game: state.game, cards: (zone) => state.zones[zone]?.cards ?? [] };
}

/** A reader over one seat's view: the cards it can see per zone, each zone filtered once (a decision reads zones many times). */
export function readerOfView(view: MatchView<NiskaData>): Reader {
  const seen = new Map<string, readonly Card[]>();
  return {
    game: view.game,
    cards: (zone) => {
      let cards = seen.get(zone);
      if (cards === undefined) {
        cards = (view.zones[zone]?.cards ?? []).filter((c): c is Card => c !== null);
        seen.set(zone, cards);
      }
      return cards;
    },
  };
}

export function kindIn(r: Reader, zone: string, id: string): string | undefined {
  return r.cards(zone).find((c) => c.id === id)?.kind;
}

export function upgradeBonus(r: Reader, seat: number, effect: UpgradeEffect): number {
  let total = 0;
  for (const c of r.cards(Z.upgrades(seat))) {
    const u = upgradeCard(c.kind);
    if (u?.effect === effect) total += u.amount;
  }
  return total;
}
export const maxRange = (r: Reader, seat: number): number => BASE.range + upgradeBonus(r, seat, 'range');
export const holdSize = (r: Reader, seat: number): number => BASE.hold + upgradeBonus(r, seat, 'hold');
export const stashSize = (r: Reader, seat: number): number => BASE.stash + upgradeBonus(r, seat, 'stash');
/** Crew berths including the Captain's (rule 3). */
export const crewSize = (r: Reader, seat: number): number => BASE.crew + upgradeBonus(r, seat, 'crew');

export const total = (h: Hold): number => GOODS.reduce((n, g) => n + h[g], 0);
export const emptyHold = (): Hold => ({ cargo: 0, contraband: 0, passenger: 0, fugitive: 0 });
export const onBoard = (p: PlayerState, g: Goods): number => p.hold[g] + p.stash[g];
export function freeSpace(r: Reader, seat: number): number {
  const p = r.game.players[seat]!;
  return holdSize(r, seat) - total(p.hold) + stashSize(r, seat) - total(p.stash);
}

/** Loads goods: contraband and fugitives go to the stash first, the rest to the hold first; returns how many fit. */
export function loadGoods(r: Reader, seat: number, goods: Goods, n: number): number {
  const p = r.game.players[seat]!;
  const hidden = goods === 'contraband' || goods === 'fugitive';
  let left = n;
  for (const where of hidden ? (['stash', 'hold'] as const) : (['hold', 'stash'] as const)) {
    const room = (where === 'hold' ? holdSize(r, seat) : stashSize(r, seat)) - total(p[where]);
    const k = Math.max(0, Math.min(room, left));
    p[where][goods] += k;
    left -= k;
  }
  return n - left;
}
/** Unloads goods, from the hold first; the caller checks there are enough. */
export function unloadGoods(p: PlayerState, goods: Goods, n: number): void {
  const fromHold = Math.min(p.hold[goods], n);
  p.hold[goods] -= fromHold;
  p.stash[goods] -= n - fromHold;
}

/**
 * The hired crew card ids, sorted: the order of an object's keys is not kept by the database (jsonb orders them its
 * own way), so anything that picks or queues by it would differ between a state read back and the same state replayed.
 */
export function crewIds(p: PlayerState): string[] {
  return Object.keys(p.crew).sort();
}

/** Members of the crew roster: the Captain and every hired crew card id. */
export function roster(p: PlayerState): string[] {
  return [CAPTAIN, ...crewIds(p)];
}
export function crewKind(r: Reader, seat: number, member: string): string | undefined {
  return member === CAPTAIN ? undefined : kindIn(r, Z.crew(seat), member);
}
export function professionOf(r: Reader, seat: number, member: string): CrewProfession | undefined {
  const p = r.game.players[seat]!;
  if (member === CAPTAIN) return p.profession ? CAPTAIN_AS_CREW[p.profession] : undefined;
  const kind = crewKind(r, seat, member);
  return kind ? crewCard(kind)?.profession : undefined;
}
export function hasProfession(r: Reader, seat: number, prof: CrewProfession, members?: readonly string[]): boolean {
  return (members ?? roster(r.game.players[seat]!)).some((m) => professionOf(r, seat, m) === prof);
}
export function gearOf(p: PlayerState, member: string): string | null {
  return member === CAPTAIN ? p.captainGear : (p.crew[member]?.gear ?? null);
}
export function gearKindOf(r: Reader, seat: number, member: string): GearKind | undefined {
  const gid = gearOf(r.game.players[seat]!, member);
  const kind = gid ? kindIn(r, Z.gear(seat), gid) : undefined;
  return kind ? gearCard(kind)?.gear : undefined;
}

/** Skill total of the given members, with their carried gear unless kosherized (rules 23.a-b, 27). */
export function skillTotal(
  r: Reader,
  seat: number,
  skill: Skill,
  members: readonly string[],
  withGear: boolean,
): number {
  const p = r.game.players[seat]!;
  let sum = 0;
  for (const m of members) {
    if (m === CAPTAIN) sum += p.profession ? PROFESSIONS[p.profession].skills[skill] : 0;
    else {
      const kind = crewKind(r, seat, m);
      sum += (kind ? crewCard(kind)?.skills[skill] : 0) ?? 0;
    }
    if (withGear) {
      const gid = gearOf(p, m);
      const kind = gid ? kindIn(r, Z.gear(seat), gid) : undefined;
      sum += (kind ? gearCard(kind)?.skills[skill] : 0) ?? 0;
    }
  }
  return sum;
}

/** Crew name as shown: the given name of a renamed crew member, else the card's. */
export function memberName(r: Reader, seat: number, member: string): string {
  const p = r.game.players[seat]!;
  if (member === CAPTAIN) return `Captain ${p.captain ?? ''}`.trim();
  return p.crew[member]?.name ?? 'a crew member';
}

export const money = (n: number): string =>
  `${n < 0 ? '-' : ''}$${String(Math.abs(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;

/** A copy of a record without one key (sheets are keyed by card id). */
export function omit<V>(rec: Readonly<Record<string, V>>, key: string): Record<string, V> {
  const out: Record<string, V> = {};
  for (const [k, v] of Object.entries(rec)) if (k !== key) out[k] = v;
  return out;
}
