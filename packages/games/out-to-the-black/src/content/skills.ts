// The three Skills every Event tests, in the order their Result cards are drawn.
export const SKILLS = ['fightin', 'flyin', 'thinkin'] as const;
export type Skill = (typeof SKILLS)[number];
export const SKILL_INDEX: Readonly<Record<Skill, 0 | 1 | 2>> = { fightin: 0, flyin: 1, thinkin: 2 };
export const SKILL_NAMES: Readonly<Record<Skill, string>> = {
  fightin: "Fightin'",
  flyin: "Flyin'",
  thinkin: "Thinkin'",
};
/** Three numbers, one per skill, in SKILLS order. */
export type Triple = readonly [number, number, number];
