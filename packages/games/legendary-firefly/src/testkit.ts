// Test helpers: start a match, edit a position through a table, apply moves, find cards — compact builders for scenario tests.
import { applyMove, cloneJson, createMatch, legalMovesFor, type Random, Table, type Zone } from '@cortex/engine';
import { legendaryFirefly } from './game';
import type { FireflyMove } from './moves';
import { type FireflyData, type FState, type FTable, Z } from './state';
import { advance } from './rules/turn';
import { OBJECTIVES, TRIO_IDS } from './content';
import { CREW } from './content/vocabulary';

export function start(players: number, seed = 'test', options?: unknown): FState {
  return createMatch(legendaryFirefly, { players, seed, options }).state;
}

/** Edits a position directly (tests only): the callback gets a table over a copy of the state. */
export function edit(state: FState, fn: (t: FTable) => void, settle = false): FState {
  const t = new Table<FireflyData>(
    state.players,
    cloneJson(state.game),
    state.zones as Record<string, Zone>,
    state.rng,
    state.nextCardId,
  );
  fn(t);
  if (settle) advance(t);
  const done = t.finish();
  return { ...state, game: t.game, zones: done.zones, rng: done.rng, nextCardId: done.nextCardId };
}

/**
 * A legal move and the position it leaves, before any move it forces: rule tests look at what the move itself did.
 * (The engine then makes the moves that have a single answer, see `actForced`.)
 */
export function act(state: FState, seat: number, move: FireflyMove): FState {
  const r = applyMove(legendaryFirefly, state, seat, move);
  if (!r.ok) throw new Error(`${JSON.stringify(move)}: ${r.error.code} ${r.error.reason}`);
  const t = new Table<FireflyData>(
    state.players,
    cloneJson(state.game),
    state.zones as Record<string, Zone>,
    state.rng,
    state.nextCardId,
  );
  t.actor = seat;
  legendaryFirefly.applyMove(t, seat, r.move as FireflyMove);
  const done = t.finish();
  return {
    ...state,
    game: t.game,
    zones: done.zones,
    rng: done.rng,
    nextCardId: done.nextCardId,
    step: state.step + 1,
  };
}

/** A legal move as the engine applies it: the move, then the moves it forces (a decision with one answer, an Action Phase with nothing left). */
export function actForced(state: FState, seat: number, move: FireflyMove): FState {
  const r = applyMove(legendaryFirefly, state, seat, move);
  if (!r.ok) throw new Error(`${JSON.stringify(move)}: ${r.error.code} ${r.error.reason}`);
  return r.state;
}

export function moves(state: FState, seat: number): FireflyMove[] {
  return legalMovesFor(legendaryFirefly, state, seat);
}

export const cardsIn = (state: FState, zone: string): { id: string; kind: string }[] => [
  ...(state.zones[zone]?.cards ?? []),
];
export const kindsIn = (state: FState, zone: string): string[] => cardsIn(state, zone).map((c) => c.kind);

/** Empties a zone into the box (tests only). */
export function clear(t: FTable, zone: string): void {
  t.moveAll(zone, 'box');
}

/** Empties the 'Verse (face-up, face-down and attached cards) and the Combat Zone, for positions built by hand. */
export function clearBoard(t: FTable): void {
  for (let i = 0; i < 5; i++) {
    clear(t, Z.up(i));
    clear(t, Z.down(i));
    clear(t, Z.attached(i));
  }
  clear(t, Z.combat);
}

/** Replaces a seat's hand with new cards of the given kinds; returns their ids. */
export function setHand(t: FTable, seat: number, kinds: readonly string[]): string[] {
  clear(t, `hand:${seat}`);
  return t.createCards(`hand:${seat}`, kinds);
}

/** Harness options: five random, different Main Characters. */
export const randomMainCharacters = (r: Random): unknown => ({
  mainCharacters: r.shuffleInPlace([...CREW]).slice(0, 5),
});

/** Random lobby options: Objectives (chosen, random, from a trio), preset, Main Characters and every difficulty item. */
export function randomLobbyOptions(r: Random): Record<string, unknown> {
  const letter = (l: string): string =>
    r.pick(['episodes', 'random', ...OBJECTIVES.filter(([, o]) => o.letter === l).map(([k]) => k)]);
  const sets = ['none', 'A', 'B', 'C', 'A+B', 'A+C', 'B+C', 'A+B+C'];
  return {
    episodes: r.pick(TRIO_IDS),
    objectiveA: letter('A'),
    objectiveB: letter('B'),
    objectiveC: letter('C'),
    mainCharactersPreset: r.pick(['custom', 'suggested']),
    mainCharacters: r.shuffleInPlace([...CREW]).slice(0, 5),
    extraSideJobs: r.int(-4, 4),
    extraPreparationRounds: r.int(0, 2),
    openingVerseEpisode1: r.int(0, 5),
    openingVerseEpisode2: r.int(0, 5),
    openingVerseEpisode3: r.int(0, 5),
    startingTalents: r.int(0, 2),
    talentBeforeEpisodes: r.pick(['none', 'B', 'C', 'B+C']),
    bonusCredits: r.int(0, 10),
    defenseAsHealth: r.int(0, 1) === 1,
    flawAtEpisodes: r.pick(sets),
    defeatedTakeTurns: r.int(0, 1) === 1,
    superHard: r.int(0, 1) === 1,
  };
}
