// Fly (rules 7-11): moving within range around the Reaver, Alliance Cruiser and Reaver contact, evading, luring, derelicts and range at turn's end.
import { countOf, listOf, possessive, seatRef, type Table } from '@cortex/engine';
import { crewCard } from '../content/cards';
import { CONTACTS } from '../content/jobs';
import { isAlliance, neighbours, placeAt, reachable, sectorName, sectorOf } from '../content/map';
import type { NiskaData } from '../state';
import { CAPTAIN, crewKind, hasProfession, loadGoods, maxRange, money, type Reader, roster } from './common';
import { killCrew, removeCrew } from './crew';

type T = Table<NiskaData>;

// Legal-move lists ask for these at every step of the hard bot's rollouts, and the map never changes: each answer is kept.
const targetsByStart = new Map<string, readonly number[]>();

/** Sectors the seat may fly to this action (rules 7, 10). */
export function flyTargets(r: Reader, seat: number): readonly number[] {
  const p = r.game.players[seat]!;
  const key = `${p.sector} ${p.range} ${r.game.reaver}`;
  let targets = targetsByStart.get(key);
  if (!targets) {
    targets = Object.freeze(
      [...reachable(p.sector, p.range, r.game.reaver).keys()].filter((s) => s !== p.sector).sort((a, b) => a - b),
    );
    targetsByStart.set(key, targets);
  }
  return targets;
}

/** Alliance Cruiser contact (rule 8.a): contraband and fugitives outside the stash, warrants, wanted crew. */
export function allianceContact(t: T, seat: number, why: string): void {
  const p = t.game.players[seat]!;
  t.logAbout(seat)`An Alliance Cruiser stops ${seatRef(seat)} (${why}).`;
  const lost = p.hold.contraband + p.hold.fugitive;
  if (lost > 0) {
    const what = [
      ...(p.hold.contraband > 0 ? [countOf(p.hold.contraband, 'Contraband', 'Contraband')] : []),
      ...(p.hold.fugitive > 0 ? [countOf(p.hold.fugitive, 'Fugitive')] : []),
    ];
    t.logAbout(seat)`${seatRef(seat)} lost ${listOf(what)} from the hold; the stash was not found.`;
    p.hold.contraband = 0;
    p.hold.fugitive = 0;
  }
  const warrants = p.warrants;
  if (warrants > 0) {
    const harken = t.game.players[seat]!.solid.includes('harken') && placeAt(p.sector)?.key === CONTACTS.harken.at;
    if (harken) {
      t.logAbout(
        seat,
      )`Harken cleared ${countOf(p.warrants, 'warrant')} for ${seatRef(seat)} at no cost (solid with Harken).`;
    } else {
      const fine = 1000 * p.warrants;
      const paid = Math.min(fine, p.cash);
      p.cash -= paid;
      t.logAbout(
        seat,
      )`${seatRef(seat)} paid ${money(paid)} for ${countOf(p.warrants, 'warrant')} (${money(1000)} each${paid < fine ? ', all the cash aboard' : ''}); ${p.warrants === 1 ? 'the warrant is' : 'the warrants are'} cleared.`;
    }
    p.warrants = 0;
  }
  const wanted = roster(p).filter((m) => m !== CAPTAIN && crewCard(crewKind(t, seat, m) ?? '')?.wanted === true);
  if (lost === 0 && warrants === 0 && wanted.length === 0) {
    t.logAbout(
      seat,
    )`The Alliance searched ${seatRef(seat)} and found nothing to take: no Contraband or Fugitives in the hold, no warrants, no wanted crew.`;
  }
  for (const m of wanted) {
    const name = p.crew[m]!.name;
    const roll = t.random.die(6);
    if (roll === 1) {
      removeCrew(t, seat, m);
      t.logAbout(
        seat,
      )`The Alliance checked ${possessive(seat)} wanted crew member ${name}: d6 = ${roll} (custody on a 1), so ${name} is taken into custody and removed from the game.`;
    } else {
      t.logAbout(
        seat,
      )`The Alliance checked ${possessive(seat)} wanted crew member ${name}: d6 = ${roll} (custody on a 1), and ${name} was not recognised.`;
    }
  }
}

/** Reaver contact (rule 9.a) for one seat: the Reaver comes, kills unless pilot and mechanic aboard, then the ship must evade. */
function reaverStrike(t: T, seat: number): void {
  const p = t.game.players[seat]!;
  if (hasProfession(t, seat, 'pilot') && hasProfession(t, seat, 'mechanic')) {
    t.logAbout(seat)`${seatRef(seat)} had a pilot and a mechanic aboard and evaded the Reavers untouched.`;
  } else {
    const roll = t.random.die(6);
    const kills = roll <= 2 ? 2 : roll <= 4 ? 1 : 0;
    // Who dies is told after the medic's rolls (26.b): here only how many the Reavers come for.
    const outcome =
      kills === 0
        ? 'the crew got away intact'
        : `the Reavers come for ${kills === 1 ? 'one of the crew' : 'two of the crew'}`;
    t.logAbout(
      seat,
    )`${seatRef(seat)} rolled d6 = ${roll} against the Reavers (1-2: two killed, 3-4: one, 5-6: none): ${outcome}.`;
    if (kills > 0) killCrew(t, seat, kills, roster(p), 'the Reavers');
  }
  t.game.pending.push({ kind: 'evade', seat });
}

/** Moves the Reaver to the seat's sector; that seat and everyone else there make contact (rules 9.a, 9.d, 10). */
export function reaverContact(t: T, seat: number): void {
  const here = t.game.players[seat]!.sector;
  t.game.reaver = here;
  t.logAbout(seat)`Reaver contact: the Reaver ship moves to ${sectorName(here)}.`;
  reaverStrike(t, seat);
  t.game.players.forEach((q, s) => {
    if (s !== seat && q.sector === here) {
      t.logAbout(s)`${seatRef(s)}, in the same sector, also made Reaver contact (rule 9.d).`;
      reaverStrike(t, s);
    }
  });
}

export function evadeTargets(r: Reader, seat: number): number[] {
  return neighbours(r.game.players[seat]!.sector).filter((s) => s !== r.game.reaver);
}

export function fly(t: T, seat: number, to: number, search: boolean): void {
  const p = t.game.players[seat]!;
  const from = p.sector;
  p.sector = to;
  t.log`${seatRef(seat)} flew from ${sectorName(from)} to ${sectorName(to)}${search ? ' to search for derelicts' : ''}.`;
  const encountered = endOfFly(t, seat);
  if (search && !encountered && !placeAt(to)) {
    const roll = t.random.die(6);
    if (roll >= 5) {
      const goods = isAlliance(to) ? 'contraband' : 'cargo';
      const got = loadGoods(t, seat, goods, 2);
      t.log`${seatRef(seat)} searched ${sectorName(to)}: d6 = ${roll} (5+ finds a derelict) and recovered ${got} ${goods === 'cargo' ? 'Cargo' : 'Contraband'}${got < 2 ? ' (no room for the rest)' : ''}.`;
    } else {
      t.log`${seatRef(seat)} searched ${sectorName(to)}: d6 = ${roll} (5+ finds a derelict) and found nothing.`;
    }
  }
}

/** The d20 at the end of a Fly action (rules 8, 9); returns whether contact was made. */
function endOfFly(t: T, seat: number): boolean {
  const p = t.game.players[seat]!;
  const roll = t.random.die(20);
  if (isAlliance(p.sector)) {
    const on = t.game.settings.allianceContactOn;
    const hit = roll >= on;
    t.log`${seatRef(seat)} ended the Fly in Alliance space: d20 = ${roll} (${on}+ means contact), ${hit ? 'an Alliance Cruiser' : 'no contact'}.`;
    if (hit) allianceContact(t, seat, 'a patrol');
    return hit;
  }
  const on = t.game.settings.reaverContactOn;
  const hit = roll >= on;
  t.log`${seatRef(seat)} ended the Fly in Border space: d20 = ${roll} (${on}+ means contact), ${hit ? 'Reavers' : 'no contact'}.`;
  if (hit) reaverContact(t, seat);
  return hit;
}

/** Rule 10: a Fly action spent next to the Reaver draws it in. */
export function canLure(r: Reader, seat: number): boolean {
  return neighbours(r.game.players[seat]!.sector).includes(r.game.reaver);
}
export function lure(t: T, seat: number): void {
  t.log`${seatRef(seat)} lured the Reaver ship from ${sectorName(t.game.reaver)} to ${sectorName(t.game.players[seat]!.sector)}.`;
  reaverContact(t, seat);
}

export function evade(t: T, seat: number, to: number): void {
  t.game.players[seat]!.sector = to;
  t.logAbout(seat)`${seatRef(seat)} evaded to ${sectorName(to)}.`;
}

/** End of a turn: Londinium always means the Alliance (8.b); range shrinks in empty space and is restored at a planet or station (11). */
export function endOfTurnSpace(t: T, seat: number): void {
  const p = t.game.players[seat]!;
  if (p.sector === sectorOf('londinium')) allianceContact(t, seat, 'ending the turn on Londinium');
  if (placeAt(p.sector)) {
    p.range = maxRange(t, seat);
  } else if (p.range > 1) {
    p.range--;
    t.log`${seatRef(seat)} ended the turn in empty space: ${possessive(seat)} range dropped to ${p.range}.`;
  }
}
