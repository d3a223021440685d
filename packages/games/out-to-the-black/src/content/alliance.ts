// The 14 Alliance cards: Credit and Honor Rewards, Next Event, Immediate and Long Term results.
import type { Triple } from './skills';

export type AllianceCard =
  | { readonly name: string; readonly type: 'creditReward'; readonly n: number }
  | { readonly name: string; readonly type: 'honorReward'; readonly n: number }
  /** Skill modifiers for the next Event only, even once covered. */
  | { readonly name: string; readonly type: 'nextEvent'; readonly mods: Triple }
  | { readonly name: string; readonly type: 'immediate'; readonly effect: ImmediateEffect }
  /** Skill modifiers on every Event while this is the newest Alliance card. */
  | { readonly name: string; readonly type: 'longTerm'; readonly mods: Triple };

export type ImmediateEffect =
  | { readonly kind: 'gain'; readonly credits: number; readonly honor: number }
  /** Each player discards this many cards at random. */
  | { readonly kind: 'discardRandom'; readonly n: number };

const LIST: readonly AllianceCard[] = [
  { name: 'Bounty Posted', type: 'creditReward', n: 1 },
  { name: 'Frozen Accounts', type: 'creditReward', n: 2 },
  { name: 'Wanted Posters', type: 'honorReward', n: 1 },
  { name: 'Smear Campaign', type: 'honorReward', n: 2 },
  { name: 'Cruiser on Patrol', type: 'nextEvent', mods: [0, -2, 0] },
  { name: 'Checkpoint Sweep', type: 'nextEvent', mods: [-2, 0, 0] },
  { name: 'Cortex Trace', type: 'nextEvent', mods: [0, 0, -2] },
  { name: 'Impounded Cargo', type: 'immediate', effect: { kind: 'gain', credits: -2, honor: 0 } },
  { name: 'Public Warrant', type: 'immediate', effect: { kind: 'gain', credits: 0, honor: -2 } },
  { name: 'Informant Aboard', type: 'immediate', effect: { kind: 'gain', credits: -1, honor: -1 } },
  { name: 'Boarding Raid', type: 'immediate', effect: { kind: 'discardRandom', n: 1 } },
  { name: 'Blockade', type: 'longTerm', mods: [0, -1, 0] },
  { name: 'Operatives on Our Trail', type: 'longTerm', mods: [-1, 0, -1] },
  { name: 'Tightened Net', type: 'longTerm', mods: [-1, -1, -1] },
];

export const ALLIANCE: Readonly<Record<string, AllianceCard>> = Object.fromEntries(
  LIST.map((a, i) => [`a${i + 1}`, a]),
);
export const ALLIANCE_KINDS: readonly string[] = LIST.map((_, i) => `a${i + 1}`);

export function allianceCard(kind: string): AllianceCard {
  const card = ALLIANCE[kind];
  // Never throws: hidden cards are re-dealt across every hidden zone by the engine's no-leak check (see serenityType).
  return card ?? BLANK;
}

const BLANK: AllianceCard = { name: 'Blank', type: 'immediate', effect: { kind: 'gain', credits: 0, honor: 0 } };
