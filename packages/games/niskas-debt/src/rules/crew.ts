// Crew coming and going: deaths with the medic's save, custody, the Captain disgruntled instead of killed and the double-disgruntle firing, leaving and dismissal.
import { countOf, possessive, seatRef, type Table } from '@cortex/engine';
import { crewCard } from '../content/cards';
import type { NiskaData } from '../state';
import { CAPTAIN, crewIds, hasProfession, memberName, omit, Z } from './common';

type T = Table<NiskaData>;

/** Takes a crew card off the ship: its gear stays in the stash, its sheet entry goes. */
function unboard(t: T, seat: number, member: string): void {
  const p = t.game.players[seat]!;
  p.crew = omit(p.crew, member);
  if (t.game.work?.seat === seat) t.game.work.team = t.game.work.team.filter((m) => m !== member);
}

/** Back into its seller's deck, to be drawn again (rules 22.b, 28, 29.b). */
export function discardCrew(t: T, seat: number, member: string): void {
  const kind = t.cards(Z.crew(seat)).find((c) => c.id === member)?.kind;
  const market = kind ? crewCard(kind)?.market : undefined;
  unboard(t, seat, member);
  if (market) {
    t.move(member, Z.marketDeck(market));
    t.shuffle(Z.marketDeck(market));
  } else {
    t.move(member, Z.removed);
  }
}

/** Out of the game for good: killed, taken into custody, or taken by Niska (rules 8.a, 24.b, 29). */
export function removeCrew(t: T, seat: number, member: string): void {
  unboard(t, seat, member);
  t.move(member, Z.removed);
}

/** Disgruntles the Captain; the second time the whole crew is fired (rule 29.b). */
export function disgruntleCaptain(t: T, seat: number): void {
  const p = t.game.players[seat]!;
  p.captainDisgruntled++;
  t.logAbout(
    seat,
  )`${possessive(seat)} Captain, ${p.captain ?? 'unnamed'}, cannot be killed and is disgruntled instead (rule 29.a).`;
  if (p.captainDisgruntled >= 2) {
    const fired = crewIds(p);
    for (const m of fired) discardCrew(t, seat, m);
    p.captainDisgruntled = 0;
    const whom =
      fired.length === 0
        ? 'has no crew left to fire'
        : fired.length === 1
          ? 'fires the only crew member aboard'
          : `fires all ${fired.length} of them`;
    t.logAbout(
      seat,
    )`Disgruntled twice, ${possessive(seat)} Captain blames the crew for everything and ${whom} (rule 29.b).`;
  }
}

/**
 * Kills `n` members picked at random from `pool` (the Cortex stands in for the GM); a medic aboard may save each
 * (rule 26.b). `cause` reads as the subject of a past-tense verb ("the Reavers", "the misbehave").
 */
export function killCrew(t: T, seat: number, n: number, pool: readonly string[], cause: string): void {
  const p = t.game.players[seat]!;
  let candidates = [...pool];
  let killed = 0;
  let saved = 0;
  for (let i = 0; i < n; i++) {
    // A Captain disgruntled a second time fires the crew (rule 29.b): the fired are no longer aboard to be killed.
    candidates = candidates.filter((m) => m === CAPTAIN || p.crew[m] !== undefined);
    if (candidates.length === 0) break;
    const victim = t.random.pick(candidates);
    candidates = candidates.filter((m) => m !== victim);
    if (victim === CAPTAIN) {
      t.logAbout(seat)`${cause} struck at ${possessive(seat)} Captain.`;
      disgruntleCaptain(t, seat);
      continue;
    }
    const name = memberName(t, seat, victim);
    if (hasProfession(t, seat, 'medic')) {
      const roll = t.random.die(6);
      if (roll >= 5) {
        saved++;
        t.logAbout(
          seat,
        )`${cause} would have killed ${possessive(seat)} crew member ${name}; the medic rolled d6 = ${roll} (5+ saves) and ${name} lives.`;
        continue;
      }
      t.logAbout(
        seat,
      )`${cause} would have killed ${possessive(seat)} crew member ${name}; the medic rolled d6 = ${roll} (5+ saves), too late.`;
    }
    removeCrew(t, seat, victim);
    killed++;
    t.logAbout(seat)`${cause} killed ${possessive(seat)} crew member ${name}, who is removed from the game.`;
  }
  // The toll comes last: a medic's rolls (26.b) and the Captain (29.a) may leave fewer dead than were struck at.
  const toll = killed === 0 ? 'no crew' : countOf(killed, 'crew member');
  const medic = saved === 0 ? '' : ` (the medic saved ${saved === 1 ? 'one' : 'two'})`;
  t.logAbout(seat)`${seatRef(seat)} lost ${toll} to ${cause}${medic}.`;
}
