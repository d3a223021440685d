// The market decks as data (crew, gear, ship upgrades) for the five sellers of rule 12; card text is generated from these entries.
import type { Profession as CaptainProfession, Skills } from './captains';

export type MarketKey = 'bazaar' | 'silverhold' | 'persephone' | 'regina' | 'osiris';
export const MARKETS: readonly MarketKey[] = ['bazaar', 'silverhold', 'persephone', 'regina', 'osiris'];

export type CrewProfession = 'pilot' | 'mechanic' | 'medic' | 'hiredGun' | 'hillFolk';
export const CREW_PROFESSION_NAMES: Readonly<Record<CrewProfession, string>> = {
  pilot: 'Pilot',
  mechanic: 'Mechanic',
  medic: 'Medic',
  hiredGun: 'Hired Gun',
  hillFolk: 'Hill Folk',
};
/** A captain's profession that also counts as a crew type (a Pilot captain is a pilot aboard). */
export const CAPTAIN_AS_CREW: Partial<Record<CaptainProfession, CrewProfession>> = {
  pilot: 'pilot',
  mechanic: 'mechanic',
  medic: 'medic',
};

export type GearKind = 'firearm' | 'explosive';
export type UpgradeEffect = 'range' | 'hold' | 'stash' | 'crew';
export const UPGRADE_EFFECT_NAMES: Readonly<Record<UpgradeEffect, string>> = {
  range: 'range',
  hold: 'cargo hold',
  stash: 'cargo stash',
  crew: 'crew hold',
};

export interface CrewDef {
  readonly type: 'crew';
  readonly name: string;
  readonly profession: CrewProfession;
  readonly skills: Skills;
  /**
   * Hiring price, and the pay owed on every job completed (rule 22): $150-450, so a crew that opens the jobs a lone
   * Captain cannot do (content/jobs.ts) earns its wages.
   */
  readonly cost: number;
  readonly wanted?: boolean;
  /** Shown as "Pilot (Skids)": the buyer may rename them (rule 14.b). */
  readonly renamable?: boolean;
}
export interface GearDef {
  readonly type: 'gear';
  readonly name: string;
  readonly gear: GearKind;
  readonly skills: Skills;
  readonly cost: number;
}
export interface UpgradeDef {
  readonly type: 'upgrade';
  readonly name: string;
  readonly side: 'border' | 'alliance';
  readonly effect: UpgradeEffect;
  readonly amount: number;
  readonly cost: number;
}
export type MarketCardDef = (CrewDef | GearDef | UpgradeDef) & { readonly market: MarketKey };

const s = (fight: number, tech: number, talk: number): Skills => ({ fight, tech, talk });
const crew = (
  name: string,
  profession: CrewProfession,
  skills: Skills,
  cost: number,
  extra: { wanted?: boolean; renamable?: boolean } = {},
): CrewDef => ({
  type: 'crew',
  name,
  profession,
  skills,
  cost,
  ...extra,
});
const gear = (name: string, kind: GearKind, skills: Skills, cost: number): GearDef => ({
  type: 'gear',
  name,
  gear: kind,
  skills,
  cost,
});
const upgrade = (
  name: string,
  side: 'border' | 'alliance',
  effect: UpgradeEffect,
  amount: number,
  cost: number,
): UpgradeDef => ({
  type: 'upgrade',
  name,
  side,
  effect,
  amount,
  cost,
});

/** Each seller's deck, one entry per card; keys are the card kinds. */
const DECKS: Readonly<Record<MarketKey, Readonly<Record<string, CrewDef | GearDef | UpgradeDef>>>> = {
  // Space Bazaar: fine pilots and hired guns, and the firearms they carry.
  bazaar: {
    kestrel: crew('Kestrel Vance', 'pilot', s(0, 2, 1), 300),
    skids: crew('Skids', 'pilot', s(0, 1, 1), 150, { renamable: true }),
    junpark: crew('Jun Park-Ade', 'pilot', s(1, 2, 0), 250, { wanted: true }),
    sparrow: crew('Sparrow Lin', 'pilot', s(0, 3, 1), 450),
    boone: crew('Boone', 'hiredGun', s(2, 0, 0), 200, { renamable: true }),
    mags: crew('Mags Orellano', 'hiredGun', s(2, 0, 1), 300),
    cobb: crew('Cobb Teller', 'hiredGun', s(3, 0, 0), 300, { wanted: true }),
    longshot: gear('Longshot Rifle', 'firearm', s(2, 0, 0), 300),
    snub: gear('Snub Pistol', 'firearm', s(1, 0, 0), 100),
    derringer: gear("Gambler's Derringer", 'firearm', s(1, 0, 2), 300),
  },
  // Silverhold: hill folk and hired guns, and the blasting powder of the mines.
  silverhold: {
    abe: crew('Abe', 'hillFolk', s(2, 1, 0), 250, { renamable: true }),
    tilley: crew('Ma Tilley', 'hillFolk', s(1, 1, 2), 300),
    crane: crew('Ezekiel Crane', 'hillFolk', s(2, 0, 1), 250, { wanted: true }),
    lem: crew('Lem', 'hillFolk', s(1, 1, 1), 150, { renamable: true }),
    dutch: crew('Dutch', 'hiredGun', s(2, 0, 0), 150, { renamable: true }),
    rook: crew('Rook Mahler', 'hiredGun', s(3, 0, 1), 400),
    charges: gear('Mining Charges', 'explosive', s(1, 1, 0), 300),
    caps: gear('Blasting Caps', 'explosive', s(0, 1, 0), 200),
    grenades: gear('Grenade Belt', 'explosive', s(2, 0, 0), 400),
    scattergun: gear('Hill Scattergun', 'firearm', s(3, 0, 0), 400),
  },
  // Persephone: mechanics and hired guns from the Eavesdown docks.
  persephone: {
    okafor: crew('Dell Okafor', 'mechanic', s(0, 3, 0), 300),
    sprocket: crew('Sprocket', 'mechanic', s(0, 2, 0), 150, { renamable: true }),
    hollis: crew('Tam Hollis', 'mechanic', s(1, 2, 1), 350),
    moose: crew('Moose', 'hiredGun', s(2, 1, 0), 200, { renamable: true }),
    santangelo: crew('Vic Santangelo', 'hiredGun', s(2, 1, 0), 250, { wanted: true }),
    voss: crew('Petra Voss', 'hiredGun', s(2, 0, 2), 400),
    revolver: gear('Heavy Revolver', 'firearm', s(1, 0, 1), 200),
    carbine: gear('Dockside Carbine', 'firearm', s(2, 0, 0), 200),
  },
  // Regina: mechanics, Border ship upgrades and mining explosives.
  regina: {
    rusty: crew('Rusty', 'mechanic', s(0, 2, 1), 200, { renamable: true }),
    sandoval: crew('Greta Sandoval', 'mechanic', s(0, 3, 1), 400),
    penn: crew('Osric Penn', 'mechanic', s(1, 2, 0), 250, { wanted: true }),
    fuelcells: upgrade('Salvaged Fuel Cells', 'border', 'range', 1, 600),
    smugglerhold: upgrade("Smuggler's Compartment", 'border', 'stash', 2, 700),
    cargobay: upgrade('Expanded Cargo Bay', 'border', 'hold', 2, 500),
    bunks: upgrade('Bunk Retrofit', 'border', 'crew', 1, 400),
    demopack: gear('Demolition Pack', 'explosive', s(1, 2, 0), 500),
  },
  // Osiris: leading medical practitioners and Alliance-grade ship upgrades.
  osiris: {
    roth: crew('Dr. Anselm Roth', 'medic', s(0, 2, 1), 400),
    doc: crew('Doc', 'medic', s(0, 1, 1), 200, { renamable: true }),
    cho: crew('Nurse Ileana Cho', 'medic', s(0, 1, 2), 250),
    halvard: crew('Dr. Priya Halvard', 'medic', s(0, 2, 2), 450, { wanted: true }),
    pulsedrive: upgrade('Alliance Pulse Drive', 'alliance', 'range', 2, 1200),
    certhold: upgrade('Cortex-Certified Hold', 'alliance', 'hold', 2, 800),
    quarters: upgrade('Crew Quarters Module', 'alliance', 'crew', 2, 900),
    liner: upgrade('Shielded Cargo Liner', 'alliance', 'stash', 1, 500),
  },
};

/** Every market card kind ("m:<key>") with its data. */
export const MARKET_CARDS: Readonly<Record<string, MarketCardDef>> = Object.fromEntries(
  MARKETS.flatMap((market) =>
    Object.entries(DECKS[market]).map(([key, def]) => [`m:${key}`, { ...def, market }] as const),
  ),
);

export function marketCard(kind: string): MarketCardDef | undefined {
  return Object.hasOwn(MARKET_CARDS, kind) ? MARKET_CARDS[kind] : undefined;
}
export function crewCard(kind: string): (CrewDef & { market: MarketKey }) | undefined {
  const def = marketCard(kind);
  return def?.type === 'crew' ? def : undefined;
}
export function gearCard(kind: string): (GearDef & { market: MarketKey }) | undefined {
  const def = marketCard(kind);
  return def?.type === 'gear' ? def : undefined;
}
export function upgradeCard(kind: string): (UpgradeDef & { market: MarketKey }) | undefined {
  const def = marketCard(kind);
  return def?.type === 'upgrade' ? def : undefined;
}
export function marketKinds(market: MarketKey): string[] {
  return Object.keys(DECKS[market]).map((k) => `m:${k}`);
}
