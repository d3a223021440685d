// Captain professions with their starting skills (rule 5.a) and personalities with their bonuses (rule 5.b).
export type Skill = 'fight' | 'tech' | 'talk';
export const SKILLS: readonly Skill[] = ['fight', 'tech', 'talk'];
export const SKILL_NAMES: Readonly<Record<Skill, string>> = { fight: 'Fight', tech: 'Tech', talk: 'Talk' };
export type Skills = Readonly<Record<Skill, number>>;

export type Profession =
  | 'allRounder'
  | 'companion'
  | 'mechanic'
  | 'soldier'
  | 'mercenary'
  | 'grifter'
  | 'medic'
  | 'pilot';
export const PROFESSIONS: Readonly<Record<Profession, { readonly name: string; readonly skills: Skills }>> = {
  allRounder: { name: 'All Rounder', skills: { fight: 1, tech: 1, talk: 1 } },
  companion: { name: 'Companion', skills: { fight: 0, tech: 0, talk: 3 } },
  mechanic: { name: 'Mechanic', skills: { fight: 0, tech: 3, talk: 0 } },
  soldier: { name: 'Soldier', skills: { fight: 3, tech: 0, talk: 0 } },
  mercenary: { name: 'Mercenary', skills: { fight: 2, tech: 0, talk: 1 } },
  grifter: { name: 'Grifter', skills: { fight: 1, tech: 0, talk: 2 } },
  medic: { name: 'Medic', skills: { fight: 0, tech: 2, talk: 1 } },
  pilot: { name: 'Pilot', skills: { fight: 1, tech: 2, talk: 0 } },
};
export const PROFESSION_KEYS = Object.keys(PROFESSIONS) as Profession[];

export type JobType = 'shipping' | 'transport' | 'smuggling' | 'crime';
export type Personality =
  | 'heartOfGold'
  | 'techGenius'
  | 'shippingMagnate'
  | 'smuggler'
  | 'brownCoat'
  | 'transportTycoon'
  | 'gunRunner'
  | 'coldAndHeartless';
export interface PersonalityDef {
  readonly name: string;
  readonly text: string;
  /** Only a captain of this profession may take it (Tech Genius needs a Mechanic). */
  readonly needs?: Profession;
  /** $500 on completing a job of this type, or any immoral job. */
  readonly bonusFor?: JobType | 'immoral';
}
export const PERSONALITIES: Readonly<Record<Personality, PersonalityDef>> = {
  heartOfGold: { name: 'Heart of Gold', text: 'Acquire all crew for free.' },
  techGenius: {
    name: 'Tech Genius',
    text: 'Get all ship upgrades for half price (Mechanic captain only).',
    needs: 'mechanic',
  },
  shippingMagnate: {
    name: 'Shipping Magnate',
    text: 'Get $500 for each shipping job completed.',
    bonusFor: 'shipping',
  },
  smuggler: {
    name: 'Smuggler Extraordinaire',
    text: 'Get $500 for each smuggling job completed.',
    bonusFor: 'smuggling',
  },
  brownCoat: { name: 'Brown Coat', text: 'Get $500 for each crime job completed.', bonusFor: 'crime' },
  transportTycoon: {
    name: 'Transport Tycoon',
    text: 'Get $500 for each transport job completed.',
    bonusFor: 'transport',
  },
  gunRunner: { name: 'Gun Runner', text: 'Get all explosives and firearms at half price.' },
  coldAndHeartless: {
    name: 'Cold and Heartless',
    text: 'Get $500 for each immoral job completed.',
    bonusFor: 'immoral',
  },
};
export const PERSONALITY_KEYS = Object.keys(PERSONALITIES) as Personality[];
export const PERSONALITY_BONUS = 500;
