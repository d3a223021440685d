// The misbehave deck as data (rule 23): two- and three-option cards, each option a skill test, a gear, a crew type or a named crew member.
import type { Skill } from './captains';
import type { CrewProfession, GearKind } from './cards';

export type MisbehaveOption =
  | {
      readonly test: Skill;
      readonly target: number;
      /** Kosherized: gear adds nothing to the roll (rule 23.b). */
      readonly kosher?: boolean;
      /** Bribes: +1 per $100 paid to the bank (rule 23.c). */
      readonly bribe?: boolean;
      /** Crew on the job killed even on a pass (rule 21). */
      readonly kill?: number;
    }
  | { readonly gear: GearKind; readonly kill?: number }
  | { readonly crew: CrewProfession; readonly kill?: number }
  /** A particular crew member, by market card kind. */
  | { readonly named: string; readonly kill?: number };

export interface MisbehaveDef {
  readonly name: string;
  readonly options: readonly MisbehaveOption[];
  /** What happens when no option is met (rule 24). */
  readonly failure: 'botched' | 'warrant';
}

const D: Readonly<Record<string, MisbehaveDef>> = {
  checkpoint: {
    name: 'Alliance Checkpoint',
    failure: 'warrant',
    options: [
      { test: 'talk', target: 6, bribe: true },
      { test: 'tech', target: 7 },
    ],
  },
  brawl: {
    name: 'Bar Brawl',
    failure: 'botched',
    options: [{ test: 'fight', target: 6, kill: 1 }, { crew: 'hiredGun' }],
  },
  vault: {
    name: 'Locked Vault',
    failure: 'botched',
    options: [{ test: 'tech', target: 7 }, { gear: 'explosive' }, { named: 'm:okafor' }],
  },
  lawman: {
    name: 'Suspicious Lawman',
    failure: 'warrant',
    options: [
      { test: 'talk', target: 7, bribe: true },
      { test: 'fight', target: 8, kill: 1 },
    ],
  },
  inspection: {
    name: 'Kosher Inspection',
    failure: 'warrant',
    options: [
      { test: 'talk', target: 6, kosher: true },
      { test: 'tech', target: 6, kosher: true },
    ],
  },
  canyon: {
    name: 'Ambush in the Canyon',
    failure: 'botched',
    options: [{ test: 'fight', target: 7, kill: 1 }, { crew: 'hillFolk' }, { crew: 'pilot' }],
  },
  doublecross: {
    name: 'The Double Cross',
    failure: 'warrant',
    options: [{ test: 'talk', target: 7 }, { test: 'fight', target: 7, kill: 1 }, { named: 'm:voss' }],
  },
  grid: { name: 'Security Grid', failure: 'botched', options: [{ test: 'tech', target: 6 }, { crew: 'mechanic' }] },
  buyer: {
    name: 'Nervous Buyer',
    failure: 'botched',
    options: [{ test: 'talk', target: 5, bribe: true }, { gear: 'firearm' }],
  },
  patrol: {
    name: 'Patrol Boat',
    failure: 'warrant',
    options: [{ test: 'tech', target: 7 }, { crew: 'pilot' }, { named: 'm:sparrow' }],
  },
  dogs: { name: 'Guard Dogs', failure: 'botched', options: [{ test: 'fight', target: 5 }, { crew: 'hillFolk' }] },
  papers: {
    name: 'Forged Papers',
    failure: 'warrant',
    options: [
      { test: 'talk', target: 6, kosher: true, bribe: true },
      { test: 'tech', target: 7, kosher: true },
    ],
  },
  shootout: {
    name: 'Shootout',
    failure: 'botched',
    options: [
      { test: 'fight', target: 7, kill: 1 },
      { gear: 'explosive', kill: 1 },
    ],
  },
  bystander: {
    name: 'Wounded Bystander',
    failure: 'botched',
    options: [{ crew: 'medic' }, { test: 'talk', target: 6 }],
  },
  rivals: {
    name: 'Rival Crew',
    failure: 'warrant',
    options: [{ test: 'fight', target: 6 }, { test: 'talk', target: 6, bribe: true }, { named: 'm:cobb' }],
  },
  magistrate: {
    name: "Magistrate's Men",
    failure: 'warrant',
    options: [
      { test: 'talk', target: 8, bribe: true },
      { test: 'fight', target: 9, kill: 2 },
    ],
  },
  airlock: { name: 'Jammed Airlock', failure: 'botched', options: [{ test: 'tech', target: 5 }, { crew: 'mechanic' }] },
  official: {
    name: 'Crooked Official',
    failure: 'warrant',
    options: [
      { test: 'talk', target: 5, kosher: true, bribe: true },
      { test: 'fight', target: 7 },
    ],
  },
  sandstorm: {
    name: 'Sandstorm',
    failure: 'botched',
    options: [{ test: 'tech', target: 6 }, { crew: 'pilot' }, { crew: 'hillFolk' }],
  },
  cache: { name: 'Hidden Cache', failure: 'botched', options: [{ crew: 'mechanic' }, { gear: 'explosive' }] },
  tipoff: {
    name: 'Tipped Off',
    failure: 'warrant',
    options: [
      { test: 'talk', target: 7 },
      { test: 'tech', target: 7 },
    ],
  },
};

/** Every misbehave card kind ("x:<key>") with its data. */
export const MISBEHAVES: Readonly<Record<string, MisbehaveDef>> = Object.fromEntries(
  Object.entries(D).map(([k, v]) => [`x:${k}`, v]),
);

export function misbehaveCard(kind: string): MisbehaveDef | undefined {
  return Object.hasOwn(MISBEHAVES, kind) ? MISBEHAVES[kind] : undefined;
}
