// The bots' hiring plan: a crew of a few that raises the team's weakest skills toward what the better-paid jobs and the
// misbehave tests ask (rules 19.a, 23.a), with a pilot and a mechanic against the Reavers (26.c), while cash allows.
import { SKILLS, type Skill } from './content/captains';
import { crewCard, type CrewDef } from './content/cards';
import { hasProfession, type Reader, roster, skillTotal } from './rules/common';

/** Crew hired beside the Captain before the bot stops looking. */
export const CREW_TARGET = 3;
/** Team skill totals worth reaching: most jobs that need a crew ask for 3-5 of one skill. */
const SKILL_GOAL = 5;
/** Cash kept in hand after hiring for a held job's needs: wages fall due on the next job done (rule 22). */
export const HIRE_RESERVE = 1200;
/** Cash kept in hand after hiring ahead of need: a crew is paid on every job, so it is built once the money is there. */
export const PLAN_RESERVE = 2500;
/** Jobs worth hiring ahead for: those that pay at least this (the ones that need a crew, content/jobs.ts). */
export const WELL_PAID = 1200;

/**
 * How much a crew card would add to this seat's team, in dollars of future work, less its wage: points toward the skill
 * goal, a pilot or mechanic when the other is aboard or missing, a medic's saves; wanted crew risk custody (8.a).
 */
export function hireWorth(r: Reader, seat: number, kind: string, have?: Readonly<Record<Skill, number>>): number {
  const def: CrewDef | undefined = crewCard(kind);
  if (!def) return -Infinity;
  const members = roster(r.game.players[seat]!);
  const totals = have ?? {
    fight: skillTotal(r, seat, 'fight', members, true),
    tech: skillTotal(r, seat, 'tech', members, true),
    talk: skillTotal(r, seat, 'talk', members, true),
  };
  let points = 0;
  for (const s of SKILLS) points += Math.min(def.skills[s], Math.max(0, SKILL_GOAL - totals[s]));
  let worth = 300 * points;
  if ((def.profession === 'pilot' || def.profession === 'mechanic') && !hasProfession(r, seat, def.profession))
    worth += 250;
  if (def.profession === 'medic' && !hasProfession(r, seat, 'medic')) worth += 150;
  if (def.wanted) worth -= 300;
  return worth - 2 * def.cost;
}
