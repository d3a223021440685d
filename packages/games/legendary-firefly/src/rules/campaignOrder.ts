// The campaign's order of Episodes: the series (game i plays the i-th trio) or the Campaign Variant, five A-B-C games mixed and matched.
import { z } from 'zod';
import { CAMPAIGN_GAMES } from './campaignScore';
import { EPISODE_TRIOS, OBJECTIVES, TRIO_IDS } from '../content';

const LETTERS = ['A', 'B', 'C'] as const;
type Letter = (typeof LETTERS)[number];

/** The five Objectives of one letter, in series order. */
export const objectivesOf = (letter: Letter): string[] =>
  OBJECTIVES.filter(([, o]) => o.letter === letter).map(([k]) => k);

const slot = (letter: Letter) => {
  const ids = objectivesOf(letter);
  return z.enum(ids as [string, ...string[]], {
    error: (issue) =>
      issue.input === undefined
        ? `Objective ${letter} is missing: each game names one A, one B and one C Objective`
        : `${JSON.stringify(issue.input)} is not ${letter === 'A' ? 'an' : 'a'} ${letter} Objective; Episode ${letter} takes one of ${ids.join(', ')}`,
  });
};

/** One game of a mix-and-match campaign: its Episodes A, B and C, set up by the A-B-C method. */
export const campaignGameObjectives = z.object({ a: slot('A'), b: slot('B'), c: slot('C') }).strict();
export type CampaignGameObjectives = z.infer<typeof campaignGameObjectives>;

/**
 * The lobby option of the Campaign Variant. Absent: the Episodes in series order. An Objective may appear in several
 * games ("mix and match Objectives however you like"); only a campaign reads it (a one-off lobby setting it is refused: `fireflyCampaign.campaignOptions`).
 */
export const campaignGamesOption = z
  .array(campaignGameObjectives, {
    error: `campaignGames is a list of ${CAMPAIGN_GAMES} games, each { a, b, c } naming its Objectives`,
  })
  .length(CAMPAIGN_GAMES, `A mix-and-match campaign names the A, B and C Objectives of all ${CAMPAIGN_GAMES} games`)
  .optional()
  .describe(
    `Campaigns only. Leave out to play the Episodes in series order; or the Campaign Variant: the A, B and C Objectives of each of the ${CAMPAIGN_GAMES} games, mixed and matched however you like`,
  );

/** The series order as a mix-and-match list: game i plays the i-th trio. */
export const SERIES_ORDER: readonly CampaignGameObjectives[] = TRIO_IDS.map((id) => {
  const [a, b, c] = EPISODE_TRIOS[id];
  return { a, b, c };
});

/** The Objectives of each game of a campaign: the lobby's mix-and-match list, or the series order. */
export const campaignGames = (
  chosen: readonly CampaignGameObjectives[] | undefined,
): readonly CampaignGameObjectives[] => chosen ?? SERIES_ORDER;

/**
 * A random mix-and-match campaign: each letter's five Objectives dealt out to the five games, so every Episode deck is
 * played once. `random` gives numbers in [0, 1) (the lobby form draws with Math.random once; the options keep the result).
 */
export function shuffledCampaign(random: () => number): CampaignGameObjectives[] {
  const dealt = LETTERS.map((letter) => {
    const ids = objectivesOf(letter);
    for (let i = ids.length - 1; i > 0; i--) {
      const j = Math.min(i, Math.floor(random() * (i + 1)));
      [ids[i], ids[j]] = [ids[j]!, ids[i]!];
    }
    return ids;
  });
  return Array.from({ length: CAMPAIGN_GAMES }, (_, g) => ({ a: dealt[0]![g]!, b: dealt[1]![g]!, c: dealt[2]![g]! }));
}
