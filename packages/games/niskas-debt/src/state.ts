// The public game data G: every ship sheet, the turn, the Reaver, decisions awaited and the trade on the table. Only public cards' ids appear here.
import type { Personality, Profession } from './content/captains';
import type { ContactKey, Goods } from './content/jobs';
import type { NiskaOptions } from './options';

export type Hold = Record<Goods, number>;
export type Action = 'fly' | 'buy' | 'deal' | 'work';

export interface CrewState {
  name: string;
  disgruntled: boolean;
  /** Id of the gear card this crew member carries (rule 27). */
  gear: string | null;
}

export interface PlayerState {
  captain: string | null;
  ship: string | null;
  profession: Profession | null;
  personality: Personality | null;
  /** -1 until the starting location is chosen. */
  sector: number;
  cash: number;
  range: number;
  warrants: number;
  solid: ContactKey[];
  hold: Hold;
  stash: Hold;
  /** Times the Captain has been disgruntled since the last firing (rule 29). */
  captainDisgruntled: number;
  captainGear: string | null;
  /** Hired crew by card id (the cards lie in the public crew zone). */
  crew: Record<string, CrewState>;
  /** Active jobs by card id: the index of the next step. */
  progress: Record<string, number>;
}

/** A decision the match awaits from one seat before anything else happens. */
export type Pending =
  | { kind: 'evade'; seat: number }
  | { kind: 'team'; seat: number }
  | { kind: 'misbehave'; seat: number; card: string }
  | { kind: 'bribe'; seat: number; card: string; option: number; cost: number }
  | { kind: 'payroll'; seat: number; unpaid: string[] }
  | { kind: 'loseCrew'; seat: number }
  | { kind: 'discardJobs'; seat: number }
  | { kind: 'buyMore'; seat: number }
  /** The Deal action under way (rules 15, 17): jobs taken so far (at most two); trade with the contact goes on until it stops. */
  | { kind: 'dealMore'; seat: number; jobs: number }
  /** Rule 14.b: name a crew member hired under a bracketed purchase name; the first suggestion is the GM's random pick. */
  | { kind: 'name'; seat: number; crew: string; suggestions: string[] };

/** A job being worked this action: who goes (rule 19.b) and how many misbehaves of the current step are passed (rule 23.d). */
export interface WorkState {
  seat: number;
  job: string;
  team: string[];
  passed: number;
}

/**
 * A trade offer (rule 30): items are card ids or goods names. Built item by item as a draft, then sent; a sent offer
 * stands until the other side accepts or declines it, the offerer withdraws it, or it can no longer be carried out.
 */
export type Side = 'give' | 'get';
export interface Offer {
  from: number;
  to: number;
  give: string[];
  get: string[];
  cashGive: number;
  cashGet: number;
  sent: boolean;
}

/** A seat's next setup decision (rule 5), or 'waiting' while it waits for others (earlier seats' starts, the deal). */
export type SetupStage = 'captain' | 'ship' | 'profession' | 'personality' | 'start' | 'discard' | 'waiting';

/** Setup's public bookkeeping (rule 5): the GM's name suggestions per seat and whether the starting jobs are dealt. */
export interface SetupState {
  captains: string[][];
  ships: string[][];
  dealt: boolean;
}

export interface NiskaData {
  /** Rule 31: the host's Additional Rules, shown at the top of the match. */
  houseRules: string;
  settings: Omit<NiskaOptions, 'additionalRules'>;
  phase: 'setup' | 'play' | 'over';
  /** Present during setup only. */
  setup: SetupState | null;
  round: number;
  turn: number;
  used: Action[];
  players: PlayerState[];
  reaver: number;
  pending: Pending[];
  work: WorkState | null;
  /** Open offers (drafts and sent ones): at most one per pair of seats, and one draft per seat at a time. */
  offers: Offer[];
  winner: number | null;
  summary: string;
}
