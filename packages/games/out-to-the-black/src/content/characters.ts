// The 9 Character cards: Skills, Specialties, Starting Hand Size, the once-per-player Game Ability and the Credit and Honor actions.
import type { Skill, Triple } from './skills';

/** What an ability or action does; the rules code interprets these and the card text is generated from them. */
export type CrewEffect =
  /** Draw cards; `limit` means only a player with that many cards or fewer draws. */
  | { readonly kind: 'draw'; readonly who: 'self' | 'each' | 'others'; readonly n: number; readonly limit?: number }
  /** Another character (if someone plays it) draws. */
  | { readonly kind: 'drawCharacter'; readonly character: string; readonly n: number; readonly limit?: number }
  | { readonly kind: 'gain'; readonly credits: number; readonly honor: number }
  /** "Trade 2 Credits for 2 Honor": the crew pays `n` of one currency for `n` of the other. */
  | { readonly kind: 'trade'; readonly give: 'credits' | 'honor'; readonly n: number }
  | { readonly kind: 'redrawAll' }
  /** Redraw the Result card of one Skill of your choice. */
  | { readonly kind: 'redrawOne' }
  /** Draw two Result cards for a Skill of your choice and use the higher. */
  | { readonly kind: 'bestOfTwo' }
  | { readonly kind: 'bonus'; readonly skill: Skill; readonly n: number }
  /** Draw up to your Starting Hand Size. */
  | { readonly kind: 'refill' }
  /** Give this many cards from your hand to other players. */
  | { readonly kind: 'give'; readonly n: number }
  | { readonly kind: 'cancelGorramit' }
  /** While Active, the first Alliance card the crew would draw is not drawn. */
  | { readonly kind: 'blockAlliance' };

export type Phase = 'A' | 'E' | 'R';

export interface CrewAction {
  readonly phase: Phase;
  readonly currency: 'credits' | 'honor';
  readonly cost: number;
  readonly effects: readonly CrewEffect[];
  /** Usable in its phase even when not participating (the card says so). */
  readonly anyone?: boolean;
}

export interface GameAbility {
  /** 'passive' abilities trigger by themselves while the character is Active. */
  readonly phase: Phase | 'passive';
  /** Usable whenever participating, not only on the Active player's turn. */
  readonly participating?: boolean;
  readonly effects: readonly CrewEffect[];
}

export interface Character {
  readonly name: string;
  readonly skills: Triple;
  readonly specialties: readonly Skill[];
  readonly handSize: number;
  readonly ability: GameAbility;
  readonly actions: readonly CrewAction[];
}

const self = (n: number, limit?: number): CrewEffect =>
  limit === undefined ? { kind: 'draw', who: 'self', n } : { kind: 'draw', who: 'self', n, limit };
const each = (n: number, limit?: number): CrewEffect =>
  limit === undefined ? { kind: 'draw', who: 'each', n } : { kind: 'draw', who: 'each', n, limit };

const DATA = {
  mal: {
    name: 'Mal',
    skills: [2, 1, 1],
    specialties: ['fightin'],
    handSize: 5,
    ability: { phase: 'A', effects: [{ kind: 'refill' }, { kind: 'give', n: 3 }] },
    actions: [
      { phase: 'A', currency: 'credits', cost: 1, effects: [self(1, 5)] },
      { phase: 'A', currency: 'credits', cost: 2, effects: [self(1, 5), { kind: 'draw', who: 'others', n: 1 }] },
      { phase: 'E', currency: 'credits', cost: 1, effects: [each(1, 0)] },
      { phase: 'R', currency: 'honor', cost: 1, effects: [{ kind: 'redrawAll' }] },
      { phase: 'E', currency: 'honor', cost: 2, effects: [{ kind: 'bestOfTwo' }] },
      { phase: 'A', currency: 'honor', cost: 0, effects: [{ kind: 'trade', give: 'credits', n: 2 }] },
    ],
  },
  zoe: {
    name: 'Zoe',
    skills: [3, 1, 1],
    specialties: ['fightin'],
    handSize: 7,
    ability: { phase: 'E', participating: true, effects: [{ kind: 'bonus', skill: 'fightin', n: 2 }] },
    actions: [
      { phase: 'A', currency: 'credits', cost: 1, effects: [self(1, 4)] },
      { phase: 'E', currency: 'credits', cost: 1, effects: [{ kind: 'bonus', skill: 'fightin', n: 1 }] },
      { phase: 'R', currency: 'honor', cost: 2, effects: [{ kind: 'redrawOne' }] },
      { phase: 'A', currency: 'credits', cost: 0, effects: [{ kind: 'trade', give: 'honor', n: 2 }] },
    ],
  },
  wash: {
    name: 'Wash',
    skills: [0, 3, 1],
    specialties: ['flyin'],
    handSize: 5,
    ability: { phase: 'R', participating: true, effects: [{ kind: 'redrawOne' }] },
    actions: [
      { phase: 'A', currency: 'credits', cost: 1, effects: [self(1, 4)] },
      { phase: 'E', currency: 'honor', cost: 1, effects: [{ kind: 'bonus', skill: 'flyin', n: 1 }] },
      { phase: 'R', currency: 'credits', cost: 2, effects: [{ kind: 'redrawOne' }] },
    ],
  },
  inara: {
    name: 'Inara',
    skills: [1, 2, 2],
    specialties: ['flyin', 'thinkin'],
    handSize: 7,
    ability: { phase: 'A', effects: [{ kind: 'gain', credits: 2, honor: 0 }] },
    actions: [
      {
        phase: 'A',
        currency: 'credits',
        cost: 1,
        effects: [self(1, 7), { kind: 'drawCharacter', character: 'mal', n: 1, limit: 2 }],
      },
      { phase: 'A', currency: 'honor', cost: 0, effects: [{ kind: 'trade', give: 'credits', n: 2 }] },
      { phase: 'E', currency: 'honor', cost: 1, effects: [{ kind: 'bonus', skill: 'thinkin', n: 1 }] },
    ],
  },
  jayne: {
    name: 'Jayne',
    skills: [3, 1, 0],
    specialties: ['fightin'],
    handSize: 4,
    ability: { phase: 'E', participating: true, effects: [{ kind: 'bonus', skill: 'fightin', n: 3 }] },
    actions: [
      { phase: 'A', currency: 'credits', cost: 1, effects: [self(1, 3)] },
      { phase: 'E', currency: 'credits', cost: 1, effects: [{ kind: 'bonus', skill: 'fightin', n: 1 }] },
      { phase: 'R', currency: 'honor', cost: 2, effects: [{ kind: 'redrawOne' }] },
    ],
  },
  kaylee: {
    name: 'Kaylee',
    skills: [1, 2, 2],
    specialties: ['thinkin'],
    handSize: 5,
    ability: { phase: 'A', effects: [each(2, 4)] },
    actions: [
      { phase: 'A', currency: 'credits', cost: 1, effects: [each(1, 2)] },
      { phase: 'E', currency: 'credits', cost: 1, effects: [{ kind: 'bonus', skill: 'flyin', n: 1 }] },
      { phase: 'R', currency: 'honor', cost: 2, effects: [{ kind: 'redrawAll' }], anyone: true },
    ],
  },
  simon: {
    name: 'Simon',
    skills: [0, 1, 3],
    specialties: ['thinkin'],
    handSize: 5,
    ability: { phase: 'A', effects: [{ kind: 'gain', credits: 0, honor: 2 }] },
    actions: [
      { phase: 'A', currency: 'credits', cost: 1, effects: [self(1, 4)] },
      { phase: 'A', currency: 'honor', cost: 1, effects: [each(1, 1)] },
      { phase: 'E', currency: 'honor', cost: 1, effects: [{ kind: 'bonus', skill: 'thinkin', n: 1 }] },
    ],
  },
  river: {
    name: 'River',
    skills: [3, 1, 2],
    specialties: ['thinkin'],
    handSize: 3,
    ability: { phase: 'R', participating: true, effects: [{ kind: 'cancelGorramit' }] },
    actions: [
      { phase: 'E', currency: 'honor', cost: 1, effects: [{ kind: 'bestOfTwo' }] },
      { phase: 'R', currency: 'credits', cost: 1, effects: [{ kind: 'redrawOne' }] },
    ],
  },
  shepherd: {
    name: 'Shepherd Book',
    skills: [1, 0, 2],
    specialties: ['thinkin'],
    handSize: 3,
    ability: { phase: 'passive', effects: [{ kind: 'blockAlliance' }] },
    actions: [
      { phase: 'A', currency: 'credits', cost: 3, effects: [each(1)] },
      { phase: 'A', currency: 'honor', cost: 1, effects: [self(1, 3)] },
      { phase: 'R', currency: 'honor', cost: 2, effects: [{ kind: 'redrawAll' }] },
    ],
  },
} as const satisfies Record<string, Character>;

export type CharacterId = keyof typeof DATA;
export const CHARACTERS: Readonly<Record<CharacterId, Character>> = DATA;
export const CHARACTER_IDS = Object.keys(CHARACTERS) as CharacterId[];

export function character(id: CharacterId): Character {
  return CHARACTERS[id];
}

export function isCharacterId(x: string): x is CharacterId {
  return x in CHARACTERS;
}
