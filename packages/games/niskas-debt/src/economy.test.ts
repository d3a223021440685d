// The economy against the rulebook's fixed numbers (rule 1: $3,000 in hand, $6,000 to win; 5.b: $500 bonuses; 22: wages
// are the hiring price): plain runs alone never win, and a crew earns its wages on the jobs only a crew can do.
import { describe, expect, test } from 'vitest';
import { broughtIn } from './botSupply';
import { PERSONALITY_BONUS, PROFESSIONS, SKILLS } from './content/captains';
import { MARKET_CARDS } from './content/cards';
import { isIllegal, JOBS, type JobDef } from './content/jobs';
import { niskaOptions } from './options';

const defaults = niskaOptions.parse({});
const mean = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0) / xs.length;
/** The most of one skill any Captain has alone (rule 5.a). */
const captainBest = Math.max(...Object.values(PROFESSIONS).flatMap((p) => SKILLS.map((s) => p.skills[s])));
/** A plain run: legal, nothing to bring in, and needs a Captain alone can meet (no crew type, no gear). */
const plain = (j: JobDef): boolean =>
  !isIllegal(j) &&
  Object.keys(broughtIn(j)).length === 0 &&
  !j.needsCrew &&
  !j.needsGear &&
  SKILLS.every((s) => (j.needs[s] ?? 0) <= captainBest);
/** A job only a crew can take on: a skill total above any Captain's, or a crew type aboard. */
const crewOnly = (j: JobDef): boolean =>
  j.needsCrew !== undefined || SKILLS.some((s) => (j.needs[s] ?? 0) > captainBest);

describe('economy', () => {
  test('1: "earn enough money to pay Niska back by doing jobs": the two best plain runs, with a personality bonus each, fall short of the $3,000 a Captain lacks', () => {
    const best = Object.values(JOBS)
      .filter(plain)
      .map((j) => j.pay + (j.bonus?.amount ?? 0) + PERSONALITY_BONUS)
      .sort((a, b) => b - a);
    expect(best[0]! + best[1]!).toBeLessThan(defaults.winAmount - defaults.startingCash);
  });
  test('22: crew "must receive payment equal to the amount … they were originally hired at": jobs only a crew can do pay more than plain runs by over two average wages', () => {
    const wages = mean(Object.values(MARKET_CARDS).flatMap((c) => (c.type === 'crew' ? [c.cost] : [])));
    const premium =
      mean(
        Object.values(JOBS)
          .filter(crewOnly)
          .map((j) => j.pay),
      ) -
      mean(
        Object.values(JOBS)
          .filter(plain)
          .map((j) => j.pay),
      );
    expect(premium).toBeGreaterThan(2 * wages);
  });
});
