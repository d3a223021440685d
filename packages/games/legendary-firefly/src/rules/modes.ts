// Lobby modes and difficulty: the Objective combination (chosen or random), the suggested Main Characters preset and the rulebook's "Adjusting Difficulty" items.
import { withChoiceLabels, type Random } from '@cortex/engine';
import { z } from 'zod';
import {
  EPISODE_TRIOS,
  type EpisodeTrio,
  objective,
  OBJECTIVES,
  OPENING_VERSE_CARDS,
  SUGGESTED_MAIN_CHARACTERS,
  TRIO_IDS,
} from '../content';
import type { FireflyData } from '../state';
import type { Crew } from '../content/vocabulary';

const LETTERS = ['A', 'B', 'C'] as const;
const idsOf = (letter: (typeof LETTERS)[number]): string[] =>
  OBJECTIVES.filter(([, o]) => o.letter === letter).map(([k]) => k);
const objectiveChoice = (letter: (typeof LETTERS)[number]) =>
  withChoiceLabels(
    z
      .enum(['episodes', 'random', ...idsOf(letter)] as [string, ...string[]])
      .default('episodes')
      .describe(
        `Objective ${letter}: 'episodes' takes it from the Episodes option, 'random' draws one of the five ${letter} Objectives at setup, or name one`,
      ),
    {
      episodes: 'From the Episodes option',
      random: `Random (one of the five ${letter} Objectives, drawn at setup)`,
      ...Object.fromEntries(idsOf(letter).map((id) => [id, objective(id).name])),
    },
  );

/** A trio in words: its three Objectives' names. */
export const trioName = (trio: EpisodeTrio): string => EPISODE_TRIOS[trio].map((id) => objective(id).name).join(' · ');

/** The rulebook's ways to make the game easier or harder ("Adjusting Difficulty"); the defaults are the normal game. */
export const difficultyOptions = {
  extraSideJobs: z
    .number()
    .int()
    .min(-4)
    .max(4)
    .default(0)
    .describe(
      'Side Jobs shuffled into each Episode deck beyond the Side Job Table (easier: more; harder: fewer, down to none; at most 4 per deck, 12 in all)',
    ),
  extraPreparationRounds: z
    .number()
    .int()
    .min(0)
    .max(2)
    .default(0)
    .describe(
      'Easier: each player gets this many extra preparation turns (no Episode Phase) at the very beginning of the game',
    ),
  openingVerseEpisode1: z
    .number()
    .int()
    .min(0)
    .max(5)
    .default(OPENING_VERSE_CARDS[0])
    .describe("Cards put face-down into the 'Verse when Episode 1 is set up (normal 0; harder: 1 or more)"),
  openingVerseEpisode2: z
    .number()
    .int()
    .min(0)
    .max(5)
    .default(OPENING_VERSE_CARDS[1])
    .describe("Cards put face-down into the 'Verse when Episode 2 is set up (normal 2; easier: fewer; harder: more)"),
  openingVerseEpisode3: z
    .number()
    .int()
    .min(0)
    .max(5)
    .default(OPENING_VERSE_CARDS[2])
    .describe("Cards put face-down into the 'Verse when Episode 3 is set up (normal 4; easier: fewer; harder: 5)"),
  startingTalents: z
    .number()
    .int()
    .min(0)
    .max(2)
    .default(1)
    .describe('Talents in each starting deck (normal 1; easier: 2; harder: 0, no starting Talent)'),
  talentBeforeEpisodes: withChoiceLabels(
    z
      .enum(['none', 'B', 'C', 'B+C'])
      .default('none')
      .describe('Easier: each player gains an extra Talent before these Episodes start'),
    { none: 'Never', B: 'Before Episode B', C: 'Before Episode C', 'B+C': 'Before Episodes B and C' },
  ),
  bonusCredits: z
    .number()
    .int()
    .min(0)
    .max(10)
    .default(0)
    .describe('Easier: bonus Credits the team gets in each Inter-Mission between Episodes'),
  defenseAsHealth: z.boolean().default(false).describe("Easier: each player's Defense Value counts as extra Health"),
  flawAtEpisodes: withChoiceLabels(
    z
      .enum(['none', 'A', 'B', 'C', 'A+B', 'A+C', 'B+C', 'A+B+C'])
      .default('none')
      .describe('Harder: each player gains a Flaw at the start of these Episodes'),
    {
      none: 'Never',
      A: 'Episode A',
      B: 'Episode B',
      C: 'Episode C',
      'A+B': 'Episodes A and B',
      'A+C': 'Episodes A and C',
      'B+C': 'Episodes B and C',
      'A+B+C': 'Every Episode',
    },
  ),
  defeatedTakeTurns: z
    .boolean()
    .default(false)
    .describe(
      "Harder: don't skip defeated players' turns; they do the Episode and Strike Phases (no Crew Strikes, but Ship enemies still strike Serenity)",
    ),
  superHard: z.boolean().default(false).describe('Super-hard: the game ends at once, lost, if any player is defeated'),
};
const difficultySchema = z.object(difficultyOptions);
export type Difficulty = z.infer<typeof difficultySchema>;
export const NORMAL_DIFFICULTY: Difficulty = difficultySchema.parse({});

export const modeOptions = {
  objectiveA: objectiveChoice('A'),
  objectiveB: objectiveChoice('B'),
  objectiveC: objectiveChoice('C'),
  mainCharactersPreset: withChoiceLabels(
    z
      .enum(['custom', 'suggested'])
      .default('custom')
      .describe(
        "'custom' uses the Main Characters option; 'suggested' the rulebook's five for the Episodes (for a mixed combination, those of Objective A's game)",
      ),
    { custom: 'As the Main Characters option says', suggested: "The rulebook's suggestion for these Episodes" },
  ),
  ...difficultyOptions,
};

export interface ModeChoices {
  episodes: EpisodeTrio;
  objectiveA: string;
  objectiveB: string;
  objectiveC: string;
  mainCharactersPreset: 'custom' | 'suggested';
}

/** Objective kinds of Episodes A, B, C; 'random' letters draw from the match's seeded PRNG, in letter order. */
export function chooseObjectives(random: Random, o: ModeChoices): string[] {
  const base = EPISODE_TRIOS[o.episodes];
  return LETTERS.map((letter, e) => {
    const choice = [o.objectiveA, o.objectiveB, o.objectiveC][e]!;
    if (choice === 'episodes') return base[e]!;
    if (choice === 'random') return random.pick(idsOf(letter));
    return choice;
  });
}

/** The trio an Objective A belongs to (its game in the campaign). */
export function trioOf(objectiveA: string): EpisodeTrio {
  return TRIO_IDS.find((id) => EPISODE_TRIOS[id][0] === objectiveA) ?? 'serenity-train-job';
}

/** The five Main Characters: the option's, or the rulebook's suggestion for the game of Objective A. */
export function chooseMainCharacters(o: ModeChoices, custom: readonly Crew[], trio: readonly string[]): Crew[] {
  return o.mainCharactersPreset === 'suggested' ? [...SUGGESTED_MAIN_CHARACTERS[trioOf(trio[0]!)]] : [...custom];
}

/** The difficulty a game was set up with (states from before the options have none: the normal game). */
export const difficulty = (g: Pick<FireflyData, 'rules'>): Difficulty => g.rules ?? NORMAL_DIFFICULTY;

/** Whether an Episode (0, 1, 2) is named in a letter set such as 'A+C'. */
export const inLetters = (set: string, episode: number): boolean => set.split('+').includes(LETTERS[episode] ?? '');

/** The difficulty fields of a parsed options object. */
export function pickDifficulty(o: Difficulty): Difficulty {
  return Object.fromEntries(
    Object.keys(difficultyOptions).map((k) => [k, o[k as keyof Difficulty]]),
  ) as unknown as Difficulty;
}
