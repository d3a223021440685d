// The 16 Gorramit cards: the seven the rulebook names and nine of ours; each affects only the current Event.
import type { Skill } from './skills';

export type GorramitEffect =
  /** The Active player hands the Active role to a non-participating player. */
  | { readonly kind: 'shift' }
  /** The Active player's character is swapped for one not in play. */
  | { readonly kind: 'injury' }
  /** Wilds (Wild cards and cards made Wild) count 0. */
  | { readonly kind: 'wildsZero' }
  | { readonly kind: 'skillMod'; readonly skill: Skill | 'all'; readonly n: number }
  /** One more Alliance card unless the Event ends at VL3. */
  | { readonly kind: 'alliancePenalty' }
  /** The Event goes to the bottom of the Event deck and the next one is run instead, same participants. */
  | { readonly kind: 'swapEvent' }
  /** Each Result card counts this much (never below 0). */
  | { readonly kind: 'resultMod'; readonly n: number }
  | { readonly kind: 'gain'; readonly credits: number; readonly honor: number }
  | { readonly kind: 'none' };

export interface GorramitCard {
  readonly name: string;
  readonly effect: GorramitEffect;
  /** After the Event, used Gorramit cards are shuffled back into the deck (unless this card was cancelled). */
  readonly reshuffle: boolean;
}

const LIST: readonly GorramitCard[] = [
  { name: 'Unexpected Shift', effect: { kind: 'shift' }, reshuffle: false },
  { name: 'Heavy Injuries', effect: { kind: 'injury' }, reshuffle: false },
  { name: 'Hwoon Dahn', effect: { kind: 'wildsZero' }, reshuffle: false },
  { name: 'Life is Just Grand!', effect: { kind: 'skillMod', skill: 'all', n: 1 }, reshuffle: false },
  { name: 'Your Official Seal is Out of Date', effect: { kind: 'alliancePenalty' }, reshuffle: true },
  { name: 'Yolanda', effect: { kind: 'swapEvent' }, reshuffle: true },
  { name: 'Go-Se', effect: { kind: 'resultMod', n: -1 }, reshuffle: true },
  { name: 'Smooth Sailing', effect: { kind: 'none' }, reshuffle: false },
  { name: 'Catalyzer Failure', effect: { kind: 'skillMod', skill: 'flyin', n: -2 }, reshuffle: false },
  { name: 'Bar Brawl Hangover', effect: { kind: 'skillMod', skill: 'fightin', n: -2 }, reshuffle: false },
  { name: 'Bad Intel', effect: { kind: 'skillMod', skill: 'thinkin', n: -2 }, reshuffle: false },
  { name: 'Reavers on the Horizon', effect: { kind: 'skillMod', skill: 'all', n: -1 }, reshuffle: false },
  { name: 'Docking Fees', effect: { kind: 'gain', credits: -1, honor: 0 }, reshuffle: false },
  { name: 'Bad Reputation', effect: { kind: 'gain', credits: 0, honor: -1 }, reshuffle: false },
  { name: 'Shiny!', effect: { kind: 'gain', credits: 1, honor: 0 }, reshuffle: false },
  // A graze, not a wound: half of Bar Brawl Hangover.
  { name: 'Just a Scratch', effect: { kind: 'skillMod', skill: 'fightin', n: -1 }, reshuffle: false },
];

export const GORRAMIT: Readonly<Record<string, GorramitCard>> = Object.fromEntries(
  LIST.map((g, i) => [`g${i + 1}`, g]),
);
export const GORRAMIT_KINDS: readonly string[] = LIST.map((_, i) => `g${i + 1}`);

export function gorramitCard(kind: string): GorramitCard {
  const card = GORRAMIT[kind];
  // Never throws: hidden cards are re-dealt across every hidden zone by the engine's no-leak check (see serenityType).
  return card ?? BLANK;
}

const BLANK: GorramitCard = { name: 'Blank', effect: { kind: 'none' }, reshuffle: false };
