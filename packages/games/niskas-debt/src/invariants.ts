// Game invariants the harness checks after every move: capacities, cash, crew sheets matching crew cards, active-job limits.
import type { MatchState } from '@cortex/engine';
import { BASE, crewSize, holdSize, readerOf, stashSize, total, Z } from './rules/common';
import { ACTIVE_LIMIT } from './rules/work';
import type { NiskaData } from './state';

export function invariants(state: MatchState<NiskaData>): string[] {
  const r = readerOf(state);
  const problems: string[] = [];
  state.game.players.forEach((p, s) => {
    if (p.cash < 0) problems.push(`seat ${s} has negative cash`);
    if (total(p.hold) > holdSize(r, s)) problems.push(`seat ${s} overfills the hold`);
    if (total(p.stash) > stashSize(r, s)) problems.push(`seat ${s} overfills the stash`);
    if (Object.keys(p.crew).length + 1 > crewSize(r, s)) problems.push(`seat ${s} has too many crew`);
    if (r.cards(Z.upgrades(s)).length > BASE.upgrades) problems.push(`seat ${s} has too many upgrades`);
    if (r.cards(Z.active(s)).length > ACTIVE_LIMIT) problems.push(`seat ${s} has too many active jobs`);
    const cards = r
      .cards(Z.crew(s))
      .map((c) => c.id)
      .sort()
      .join();
    if (cards !== Object.keys(p.crew).sort().join())
      problems.push(`seat ${s}'s crew sheet does not match its crew cards`);
    const gear = new Set(r.cards(Z.gear(s)).map((c) => c.id));
    for (const c of [p.captainGear, ...Object.values(p.crew).map((x) => x.gear)])
      if (c !== null && !gear.has(c)) problems.push(`seat ${s} carries gear it does not own`);
    for (const job of Object.keys(p.progress))
      if (!r.cards(Z.active(s)).some((c) => c.id === job)) problems.push(`seat ${s} tracks a job that is not active`);
    if (p.range < 1) problems.push(`seat ${s} has range below 1`);
  });
  return problems;
}
