// The five contacts (rule 15) and their job decks as data: steps, requirements, pay and bonuses; card text is generated from these entries.
import type { JobType, Skills } from './captains';
import type { CrewProfession, GearKind } from './cards';
import type { PlaceKey } from './map';

export type ContactKey = 'harken' | 'amnon' | 'badger' | 'patience' | 'niska';
export const CONTACT_KEYS: readonly ContactKey[] = ['harken', 'amnon', 'badger', 'patience', 'niska'];
export type Goods = 'cargo' | 'contraband' | 'passenger' | 'fugitive';
export const GOODS: readonly Goods[] = ['cargo', 'contraband', 'passenger', 'fugitive'];
export const GOODS_NAMES: Readonly<Record<Goods, string>> = {
  cargo: 'Cargo',
  contraband: 'Contraband',
  passenger: 'Passenger',
  fugitive: 'Fugitive',
};
/** Plurals as the sheet says them: Cargo and Contraband are counted as they are, people take an "s". */
export const GOODS_PLURALS: Readonly<Record<Goods, string>> = {
  cargo: 'Cargo',
  contraband: 'Contraband',
  passenger: 'Passengers',
  fugitive: 'Fugitives',
};
/** "1 Passenger", "2 Passengers", "3 Cargo". */
export function goodsCount(n: number, goods: Goods): string {
  return `${n} ${n === 1 ? GOODS_NAMES[goods] : GOODS_PLURALS[goods]}`;
}

export interface ContactDef {
  readonly name: string;
  readonly at: PlaceKey;
  /** What the contact pays for each good once you are solid with them (rule 15); absent means they will not buy it. */
  readonly buys: Partial<Record<'cargo' | 'contraband', number>>;
  /** What the contact sells each good for (Patience). */
  readonly sells?: Partial<Record<'cargo' | 'contraband', number>>;
  /** Loads passengers and fugitives for free (Amnon Duul). */
  readonly loadsPeople?: boolean;
  /** Clears all warrants for this price (Badger). */
  readonly clearsWarrantsFor?: number;
  /** Clears warrants free when the Alliance meets you on Londinium (Harken). */
  readonly clearsWarrantsOnContact?: boolean;
}

export const CONTACTS: Readonly<Record<ContactKey, ContactDef>> = {
  harken: { name: 'Harken', at: 'londinium', buys: { cargo: 200 }, clearsWarrantsOnContact: true },
  amnon: { name: 'Amnon Duul', at: 'bazaar', buys: { cargo: 600, contraband: 500 }, loadsPeople: true },
  badger: { name: 'Badger', at: 'persephone', buys: { cargo: 600, contraband: 700 }, clearsWarrantsFor: 1000 },
  patience: {
    name: 'Patience',
    at: 'athens',
    buys: { cargo: 600, contraband: 500 },
    sells: { cargo: 800, contraband: 800 },
  },
  niska: { name: 'Niska', at: 'ezra', buys: { cargo: 400, contraband: 800 } },
};

export type Step =
  | { readonly do: 'pickup' | 'dropoff'; readonly goods: Goods; readonly n: number; readonly at: PlaceKey }
  | { readonly do: 'misbehave'; readonly n: number; readonly at: PlaceKey };

export interface JobDef {
  readonly contact: ContactKey;
  readonly name: string;
  readonly type: JobType;
  readonly immoral: boolean;
  /** Whole-crew totals (crew, Captain and assigned gear) needed to progress the job (rule 19.a). */
  readonly needs: Partial<Skills>;
  readonly needsCrew?: CrewProfession;
  readonly needsGear?: GearKind;
  readonly steps: readonly Step[];
  readonly pay: number;
  /** Extra pay for having this crew type on the payroll at completion (rule 26.a). */
  readonly bonus?: { readonly crew: CrewProfession; readonly amount: number };
}

const up = (goods: Goods, n: number, at: PlaceKey): Step => ({ do: 'pickup', goods, n, at });
const off = (goods: Goods, n: number, at: PlaceKey): Step => ({ do: 'dropoff', goods, n, at });
const mis = (n: number, at: PlaceKey): Step => ({ do: 'misbehave', n, at });
type Extra = Pick<JobDef, 'needsCrew' | 'needsGear' | 'bonus'> & { needs?: Partial<Skills> };
const job = (
  name: string,
  type: JobType,
  immoral: boolean,
  pay: number,
  steps: Step[],
  extra: Extra = {},
): Omit<JobDef, 'contact'> => ({
  name,
  type,
  immoral,
  pay,
  steps,
  needs: extra.needs ?? {},
  ...(extra.needsCrew ? { needsCrew: extra.needsCrew } : {}),
  ...(extra.needsGear ? { needsGear: extra.needsGear } : {}),
  ...(extra.bonus ? { bonus: extra.bonus } : {}),
});
const MORAL = false;
const IMMORAL = true;

// Pay follows what a job takes (issue 25's economy): plain legal runs a lone Captain can do pay $500-900; jobs whose needs
// only a crew meets (a skill total above the Captain's 3, a crew type, carried gear) pay $1,200-2,000; illegal ones with
// misbehaves pay more again, most when they need a crew too. Goods a job drops off without picking them up come from a
// solid contact (Amnon Duul's free Passengers and Fugitives, Patience's $800 Cargo and Contraband, 15.b and 15.d), a
// derelict (11.a) or a trade (30), and are paid for above those prices.
const DECKS: Readonly<Record<ContactKey, Readonly<Record<string, Omit<JobDef, 'contact'>>>>> = {
  harken: {
    h1: job(
      'Medical Relief Shipment',
      'shipping',
      MORAL,
      500,
      [up('cargo', 2, 'osiris'), off('cargo', 2, 'whitefall')],
      { bonus: { crew: 'medic', amount: 400 } },
    ),
    h2: job('Census Transport', 'transport', MORAL, 500, [
      up('passenger', 2, 'londinium'),
      off('passenger', 2, 'regina'),
    ]),
    h3: job('Prisoner Transfer', 'transport', IMMORAL, 1200, [off('fugitive', 1, 'londinium')], {
      needs: { fight: 4 },
    }),
    h4: job('Survey Equipment', 'shipping', MORAL, 1000, [up('cargo', 2, 'lyon'), off('cargo', 2, 'beaumonde')], {
      needs: { tech: 4 },
    }),
    h5: job('Informant Extraction', 'crime', IMMORAL, 1300, [mis(1, 'silverhold')], { needs: { talk: 4 } }),
    h6: job('Confiscated Goods', 'smuggling', IMMORAL, 1200, [
      up('contraband', 2, 'bazaar'),
      mis(1, 'londinium'),
      off('contraband', 2, 'londinium'),
    ]),
    h7: job('Sting Operation', 'crime', MORAL, 1700, [mis(2, 'athens')], { needs: { fight: 4 } }),
    h8: job('Diplomatic Courier', 'transport', MORAL, 400, [
      up('passenger', 1, 'sihnon'),
      off('passenger', 1, 'ariel'),
    ]),
    h9: job('Quarantine Supplies', 'shipping', MORAL, 1100, [up('cargo', 3, 'ariel'), off('cargo', 3, 'juniper')], {
      needsCrew: 'medic',
    }),
    h10: job('Evidence Run', 'smuggling', MORAL, 1500, [
      up('contraband', 1, 'regina'),
      mis(1, 'regina'),
      off('contraband', 1, 'londinium'),
    ]),
  },
  amnon: {
    a1: job('Bazaar Wholesale', 'shipping', MORAL, 600, [up('cargo', 3, 'bazaar'), off('cargo', 3, 'beaumonde')], {
      bonus: { crew: 'pilot', amount: 300 },
    }),
    a2: job('Pilgrims to Sihnon', 'transport', MORAL, 1100, [off('passenger', 3, 'sihnon')]),
    a3: job(
      'Knockoff Electronics',
      'smuggling',
      IMMORAL,
      1400,
      [up('contraband', 2, 'bazaar'), mis(1, 'persephone'), off('contraband', 2, 'persephone')],
      { needs: { tech: 3 } },
    ),
    a4: job('Hot Parts', 'smuggling', MORAL, 1200, [
      up('contraband', 2, 'regina'),
      mis(1, 'regina'),
      off('contraband', 2, 'bazaar'),
    ]),
    a5: job('Debt Collection', 'crime', IMMORAL, 1100, [mis(1, 'greenleaf')], { needs: { fight: 4 } }),
    a6: job('Spare Parts Delivery', 'shipping', MORAL, 1400, [off('cargo', 2, 'whitefall')]),
    a7: job(
      'Runaway Bride',
      'transport',
      MORAL,
      1300,
      [up('fugitive', 1, 'osiris'), mis(1, 'osiris'), off('fugitive', 1, 'bazaar')],
      { needs: { talk: 3 } },
    ),
    a8: job('Salvage Claim', 'crime', MORAL, 1700, [mis(2, 'juniper')], { needs: { tech: 4 } }),
    a9: job('Trade Fair Freight', 'shipping', MORAL, 500, [up('cargo', 2, 'lyon'), off('cargo', 2, 'bazaar')]),
    a10: job(
      'Counterfeit Bonds',
      'smuggling',
      IMMORAL,
      1400,
      [up('contraband', 1, 'bazaar'), mis(1, 'londinium'), off('contraband', 1, 'londinium')],
      { needs: { talk: 3 } },
    ),
  },
  badger: {
    b1: job('Dockside Haul', 'shipping', MORAL, 500, [up('cargo', 2, 'persephone'), off('cargo', 2, 'regina')]),
    b2: job('Fencing Stolen Goods', 'smuggling', IMMORAL, 1200, [
      up('contraband', 2, 'persephone'),
      mis(1, 'athens'),
      off('contraband', 2, 'athens'),
    ]),
    b3: job('Payroll Heist', 'crime', IMMORAL, 2000, [mis(2, 'ariel')], { needs: { fight: 5 } }),
    b4: job('Passengers with Papers', 'transport', MORAL, 600, [
      up('passenger', 2, 'persephone'),
      off('passenger', 2, 'whitefall'),
    ]),
    b5: job(
      'Hot Merchandise',
      'smuggling',
      IMMORAL,
      1500,
      [up('contraband', 3, 'lyon'), mis(1, 'lyon'), off('contraband', 3, 'persephone')],
      { needs: { fight: 3 } },
    ),
    b6: job('Conning the Lordling', 'crime', MORAL, 1300, [mis(1, 'persephone')], { needs: { talk: 2 } }),
    b7: job('Cut-Rate Medicine', 'shipping', IMMORAL, 1100, [up('cargo', 2, 'osiris'), off('cargo', 2, 'juniper')], {
      needsCrew: 'medic',
    }),
    b8: job('A Wanted Man', 'transport', MORAL, 1400, [mis(1, 'persephone'), off('fugitive', 1, 'silverhold')], {
      needs: { fight: 3 },
    }),
    b9: job('Machine Parts', 'shipping', MORAL, 700, [up('cargo', 2, 'regina'), off('cargo', 2, 'persephone')], {
      bonus: { crew: 'mechanic', amount: 300 },
    }),
    b10: job('Crate of Whisky', 'smuggling', MORAL, 2200, [mis(1, 'persephone'), off('contraband', 2, 'persephone')]),
  },
  patience: {
    p1: job('Feed Grain', 'shipping', MORAL, 600, [up('cargo', 3, 'athens'), off('cargo', 3, 'juniper')]),
    p2: job('Cattle Drive', 'shipping', MORAL, 500, [up('cargo', 2, 'whitefall'), off('cargo', 2, 'athens')]),
    p3: job(
      'Guns for Patience',
      'smuggling',
      IMMORAL,
      1300,
      [up('contraband', 2, 'silverhold'), mis(1, 'silverhold'), off('contraband', 2, 'athens')],
      { bonus: { crew: 'hiredGun', amount: 400 } },
    ),
    p4: job('Hired Muscle', 'crime', IMMORAL, 1200, [mis(1, 'whitefall')], { needs: { fight: 4 } }),
    p5: job("Settlers' Passage", 'transport', MORAL, 1000, [off('passenger', 3, 'athens')]),
    p6: job(
      "Outlaws' Ride",
      'transport',
      IMMORAL,
      1400,
      [up('fugitive', 2, 'athens'), mis(1, 'greenleaf'), off('fugitive', 2, 'greenleaf')],
      { needs: { fight: 3 } },
    ),
    p7: job('Water Rights', 'crime', MORAL, 1900, [mis(2, 'beaumonde')], { needs: { talk: 3, fight: 3 } }),
    p8: job('Ranch Supplies', 'shipping', MORAL, 1300, [off('cargo', 2, 'athens')]),
    p9: job(
      "The Sheriff's Prisoner",
      'transport',
      IMMORAL,
      800,
      [up('fugitive', 1, 'whitefall'), off('fugitive', 1, 'persephone')],
      { needs: { fight: 3 } },
    ),
    p10: job(
      'Forged Deeds',
      'smuggling',
      IMMORAL,
      1400,
      [up('contraband', 1, 'athens'), mis(1, 'sihnon'), off('contraband', 1, 'sihnon')],
      { needs: { talk: 3 } },
    ),
  },
  niska: {
    n1: job("Niska's Shipment", 'shipping', IMMORAL, 600, [up('cargo', 2, 'ezra'), off('cargo', 2, 'silverhold')]),
    n2: job('Skyplex Delivery', 'smuggling', IMMORAL, 2400, [mis(1, 'regina'), off('contraband', 3, 'regina')]),
    n3: job('The Train Job', 'crime', IMMORAL, 2200, [mis(2, 'regina')], { needs: { fight: 4, tech: 3 } }),
    n4: job('Collecting from a Debtor', 'crime', IMMORAL, 1200, [mis(1, 'beaumonde')], { needs: { fight: 4 } }),
    n5: job("Niska's Nephew", 'transport', MORAL, 500, [up('passenger', 1, 'londinium'), off('passenger', 1, 'ezra')]),
    n6: job('Mislaid Cargo', 'shipping', MORAL, 1700, [off('cargo', 3, 'ezra')]),
    n7: job(
      'Witness Removal',
      'transport',
      IMMORAL,
      1500,
      [up('fugitive', 1, 'ariel'), mis(1, 'ariel'), off('fugitive', 1, 'ezra')],
      { needs: { fight: 4 } },
    ),
    n8: job('Protection Racket', 'crime', IMMORAL, 1400, [mis(1, 'bazaar')]),
    n9: job('Medicine for the Poor', 'smuggling', MORAL, 1700, [
      up('contraband', 3, 'juniper'),
      mis(1, 'juniper'),
      off('contraband', 3, 'ezra'),
    ]),
    n10: job('Payroll Run', 'shipping', MORAL, 800, [up('cargo', 1, 'greenleaf'), off('cargo', 1, 'ezra')], {
      needsGear: 'firearm',
    }),
  },
};

/** Every job card kind ("j:<key>") with its data. */
export const JOBS: Readonly<Record<string, JobDef>> = Object.fromEntries(
  CONTACT_KEYS.flatMap((contact) =>
    Object.entries(DECKS[contact]).map(([key, def]) => [`j:${key}`, { ...def, contact }] as const),
  ),
);

export function jobCard(kind: string): JobDef | undefined {
  return Object.hasOwn(JOBS, kind) ? JOBS[kind] : undefined;
}
export function jobKinds(contact: ContactKey): string[] {
  return Object.keys(DECKS[contact]).map((k) => `j:${k}`);
}
/** A job is illegal when any of its steps is a misbehave (rule 18.a). */
export function isIllegal(job: JobDef): boolean {
  return job.steps.some((s) => s.do === 'misbehave');
}
export function contactAt(placeKey: PlaceKey | undefined): ContactKey | undefined {
  return CONTACT_KEYS.find((c) => CONTACTS[c].at === placeKey);
}
