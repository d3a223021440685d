// The card registry: every authored kind with its data and the number of copies in the box.
import type { AvatarCard, CardData, CharacterCard, ObjectiveCard } from './types';
import { CREW, type Crew } from './vocabulary';
import { AVATARS } from './avatars';
import {
  BROWNCOATS,
  CREW_STRIKES,
  type Entry,
  INEVITABLES,
  LABELLED_SHIP_STRIKES,
  SHIP_STRIKES,
  SIDE_JOBS,
  STARTING,
  TALENTS_FLAWS,
  UPGRADES,
} from './basics';
import { CREW_STACKS } from './crew';
import { EPISODE_CARDS, OBJECTIVES } from './episodes';

export * from './basics';
export * from './avatars';
export * from './crew';
export * from './episodes';
export * from './playmat';
export * from './presets';

export const avatarKind = (crew: Crew): string => `avatar-${crew}`;

const AVATAR_ENTRIES: readonly Entry[] = CREW.map((c): Entry => [avatarKind(c), AVATARS[c], 1]);
const OBJECTIVE_ENTRIES: readonly Entry[] = OBJECTIVES.map(([k, o]): Entry => [k, o, 1]);

export const ALL_ENTRIES: readonly Entry[] = [
  ...STARTING,
  ...BROWNCOATS,
  ...TALENTS_FLAWS,
  ...CREW_STRIKES,
  ...SHIP_STRIKES,
  ...LABELLED_SHIP_STRIKES,
  ...UPGRADES,
  ...INEVITABLES,
  ...SIDE_JOBS,
  ...AVATAR_ENTRIES,
  ...CREW.flatMap((c) => CREW_STACKS[c]),
  ...EPISODE_CARDS,
  ...OBJECTIVE_ENTRIES,
];

export const CARDS: Readonly<Record<string, CardData>> = Object.fromEntries(ALL_ENTRIES.map(([k, d]) => [k, d]));
export const COPIES: Readonly<Record<string, number>> = Object.fromEntries(ALL_ENTRIES.map(([k, , n]) => [k, n]));

export function card(kind: string): CardData {
  const data = CARDS[kind];
  if (!data) throw new Error(`Unknown card kind ${kind}`);
  return data;
}

/** The character data of a kind, or undefined when it is not a character. */
export function character(kind: string): CharacterCard | undefined {
  const data = CARDS[kind];
  return data?.type === 'character' ? data : undefined;
}

export function objective(kind: string): ObjectiveCard {
  const data = card(kind);
  if (data.type !== 'objective') throw new Error(`${kind} is not an Objective`);
  return data;
}

export function avatar(crew: Crew): AvatarCard {
  return AVATARS[crew];
}

/** Kinds repeated by their copies, in registry order. */
export function expand(entries: readonly Entry[]): string[] {
  return entries.flatMap(([k, , n]) => Array.from({ length: n }, () => k));
}
