// Test helpers: harness options, a finished setup, position editing through a table, forced rolls by re-seeding, and log text.
import {
  applyMove,
  cloneJson,
  createMatch,
  renderLogEntry,
  seedToRngState,
  Table,
  type GameDefinition,
  type LogEntry,
  type MatchState,
  type Random,
} from '@cortex/engine';
import { crewCard } from './content/cards';
import { sectorOf, type PlaceKey } from './content/map';
import { niskasDebt } from './game';
import type { NiskaMove } from './moves';
import { Z } from './rules/common';
import type { NiskaData } from './state';

export type S = MatchState<NiskaData>;

/** Random house rules for harness playouts; the round cap keeps random play finite. */
export function harnessOptions(random: Random): unknown {
  return {
    roundLimit: random.int(1, 6),
    startingCash: random.pick([3000, 3000, 6000, 500]),
    winAmount: random.pick([6000, 3500, 1000]),
    solidContacts: random.int(0, 2),
    allianceContactOn: random.pick([20, 15, 2]),
    reaverContactOn: random.pick([20, 15, 2]),
    additionalRules: random.pick(['', 'No trading on Sundays.']),
  };
}

/**
 * The definition without `autoplay`: a seat's single legal move waits for it, so a test can look at that decision
 * (which moves are listed) before making it. The engine makes such moves at once in real matches.
 */
export const manual: GameDefinition<NiskaData, NiskaMove, unknown> = {
  ...(niskasDebt as GameDefinition<NiskaData, NiskaMove, unknown>),
  autoplay: undefined,
};

export function play(
  state: S,
  seat: number,
  move: NiskaMove,
  game: GameDefinition<NiskaData, NiskaMove, unknown> = niskasDebt as GameDefinition<NiskaData, NiskaMove, unknown>,
): { state: S; log: readonly LogEntry[] } {
  const r = applyMove(game, state, seat, move);
  if (!r.ok) throw new Error(`${JSON.stringify(move)} refused: ${r.error.code} ${r.error.reason}`);
  return { state: r.state, log: r.log };
}

export function text(log: readonly LogEntry[], viewer: number | 'spectator' = 'spectator'): string {
  const names = { seatName: (s: number) => `P${s}`, cardName: (k: string) => niskasDebt.cardName(k) };
  return log.map((e) => renderLogEntry(e, viewer, names)).join('\n');
}

const STARTS: readonly PlaceKey[] = ['persephone', 'bazaar', 'athens', 'ezra', 'regina', 'osiris'];

/** A match past setup: seat s is a Mercenary Shipping Magnate at STARTS[s], keeping its first three jobs. */
export function started(players = 2, options: Record<string, unknown> = {}, seed = 'test'): S {
  let state = createMatch(niskasDebt, { players, seed, options }).state;
  // Every seat names and picks at once (rule 5), here one after another; then the starts in seat order; then the discards.
  for (let s = 0; s < players; s++) {
    state = play(state, s, {
      type: 'captain',
      name: ['Mara Quill', 'Jonah Slate', 'Inez Calloway', 'Boaz Drummond', 'Sable Ortega', 'Cyrus Wen'][s]!,
    }).state;
    state = play(state, s, {
      type: 'ship',
      name: ['Wayward Sparrow', 'Copper Kettle', 'Lucky Penny', 'Dust Devil', 'Last Chance', 'Restless Lark'][s]!,
    }).state;
    state = play(state, s, { type: 'profession', profession: 'mercenary' }).state;
    state = play(state, s, { type: 'personality', personality: 'shippingMagnate' }).state;
  }
  for (let s = 0; s < players; s++) state = play(state, s, { type: 'start', sector: sectorOf(STARTS[s]!) }).state;
  for (let s = 0; s < players; s++) {
    const hand = state.zones[Z.hand(s)]!.cards;
    if (hand.length > 3) state = play(state, s, { type: 'discardJobs', jobs: hand.slice(3).map((c) => c.id) }).state;
  }
  return state;
}

/** Edits a position with the table's own operations (moving cards keeps conservation honest). */
export function edit(state: S, fn: (t: Table<NiskaData>) => void): S {
  const t = new Table<NiskaData>(
    state.players,
    cloneJson(state.game),
    state.zones as Record<string, never>,
    state.rng,
    state.nextCardId,
  );
  fn(t);
  const done = t.finish();
  return { ...state, game: t.game, zones: done.zones, rng: done.rng, nextCardId: done.nextCardId };
}

function find(t: Table<NiskaData>, kind: string): string {
  for (const zone of allZones(t)) {
    const c = t.cards(zone).find((x) => x.kind === kind);
    if (c) return c.id;
  }
  throw new Error(`no card ${kind}`);
}
function allZones(t: Table<NiskaData>): string[] {
  const zones: string[] = [];
  for (const name of [
    'deck:bazaar',
    'deck:silverhold',
    'deck:persephone',
    'deck:regina',
    'deck:osiris',
    'market:bazaar',
    'market:silverhold',
    'market:persephone',
    'market:regina',
    'market:osiris',
    'jobdeck:harken',
    'jobdeck:amnon',
    'jobdeck:badger',
    'jobdeck:patience',
    'jobdeck:niska',
    'jobs:harken',
    'jobs:amnon',
    'jobs:badger',
    'jobs:patience',
    'jobs:niska',
    'misbehave:deck',
    'misbehave:shown',
    'misbehave:discard',
    'removed',
  ])
    zones.push(name);
  for (let s = 0; s < t.players; s++)
    zones.push(Z.crew(s), Z.gear(s), Z.upgrades(s), Z.hand(s), Z.active(s), Z.done(s));
  return zones;
}

/** Hires a crew card of this kind onto a seat's ship. */
export function hire(t: Table<NiskaData>, seat: number, kind: string): string {
  const id = find(t, kind);
  t.move(id, Z.crew(seat), 'bottom');
  t.game.players[seat]!.crew[id] = { name: crewCard(kind)!.name, disgruntled: false, gear: null };
  return id;
}
/** Puts any card of this kind into a zone (top), returning its id. */
export function place(t: Table<NiskaData>, kind: string, zone: string): string {
  const id = find(t, kind);
  t.move(id, zone, 'top');
  return id;
}
/** Clears a seat's hand and active jobs back to their decks, for a clean position. */
export function clearJobs(t: Table<NiskaData>, seat: number): void {
  for (const z of [Z.hand(seat), Z.active(seat)]) {
    for (const c of [...t.cards(z)])
      t.move(
        c.id,
        `jobdeck:${c.kind.startsWith('j:h') ? 'harken' : c.kind.startsWith('j:a') ? 'amnon' : c.kind.startsWith('j:b') ? 'badger' : c.kind.startsWith('j:p') ? 'patience' : 'niska'}`,
      );
  }
  t.game.players[seat]!.progress = {};
}

/** Re-seeds the match PRNG until the move's outcome satisfies `want` (forces a die roll in a scenario). */
export function forcing(
  state: S,
  seat: number,
  move: NiskaMove,
  want: (after: S, log: string) => boolean,
  tries = 400,
  game: GameDefinition<NiskaData, NiskaMove, unknown> = niskasDebt as GameDefinition<NiskaData, NiskaMove, unknown>,
): { state: S; log: string } {
  for (let i = 0; i < tries; i++) {
    const seeded = { ...state, rng: seedToRngState(`force:${i}`) };
    const r = applyMove(game, seeded, seat, move);
    if (!r.ok) throw new Error(`${JSON.stringify(move)} refused: ${r.error.reason}`);
    const log = text(r.log);
    if (want(r.state, log)) return { state: r.state, log };
  }
  throw new Error(`no seed gives the wanted outcome for ${JSON.stringify(move)}`);
}

export const at = (key: PlaceKey): number => sectorOf(key);
