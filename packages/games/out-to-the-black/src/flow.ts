// Turn flow: the phases in order (Action, Event, Resolution, Wilds, outcome, End Game), advanced until a seat must decide.
import { countOf, seatRef, subject, verb, type Seat } from '@cortex/engine';
import { allianceCard } from './content/alliance';
import { CHARACTERS, type CrewEffect } from './content/characters';
import { eventCard } from './content/events';
import { gorramitCard } from './content/gorramit';
import { resultNumber, serenityType } from './content/serenity';
import { SKILL_NAMES, SKILLS } from './content/skills';
import { baseTotals, playedCards, wildSkills, wildsZero, type ZoneReader } from './scoring';
import { SACRIFICE_SIGHT, sacrificeSeats, sacrificesAmong, windowSeats, type TableFacts } from './legal';
import { askOutcome, enterOutcome } from './outcome';
import { adjust, crewPurse } from './purse';
import { clockwise, Z, type OttbData, type T } from './state';
import { cardText } from './text';

export type { T } from './state';

export const reader = (t: T): ZoneReader => (zone) => t.cards(zone);

/** The public facts of the table the flow reads (hand sizes, the Gorramit card). */
export function tableFacts(t: T): TableFacts {
  return {
    players: t.players,
    handCount: (s) => t.count(Z.hand(s)),
    gorramitKind: t.cards(Z.gorramitUp)[0]?.kind,
    sacrificesInSight: sacrificesAmong(SACRIFICE_SIGHT.flatMap((z) => t.cards(z))),
  };
}

/** Draws one Serenity card into a zone, reshuffling the discard pile when the deck runs out; undefined if none is left. */
export function drawSerenity(t: T, to: string): string | undefined {
  if (t.count(Z.serenity) === 0 && t.count(Z.discard) > 0) {
    t.moveAll(Z.discard, Z.serenity);
    t.shuffle(Z.serenity);
    t.logAbout(null)`The Serenity deck ran out: the discard pile was shuffled into a new deck.`;
  }
  return t.moveTop(Z.serenity, to)[0];
}

/** A seat draws n cards if it holds `limit` cards or fewer ("limit X in hand"). */
export function drawCards(t: T, seat: Seat, n: number, limit?: number): void {
  if (limit !== undefined && t.count(Z.hand(seat)) > limit) {
    t.logAbout(seat)`${seatRef(seat)} ${verb('holds')} more than ${countOf(limit, 'card')} and ${verb('draws', seat)} nothing.`;
    return;
  }
  const ids: string[] = [];
  for (let i = 0; i < n; i++) {
    const id = drawSerenity(t, Z.hand(seat));
    if (id) ids.push(id);
  }
  t.logAbout(seat)`${seatRef(seat)} drew ${t.cardsRef(ids)}.`;
}

export function seatOfCharacter(g: OttbData, character: string): Seat | undefined {
  const s = g.characters.findIndex((c) => c === character);
  return s < 0 ? undefined : s;
}

/** Applies the effects of an ability or action that need no further choice; returns true when a choice was set up. */
export function applyCrewEffects(t: T, seat: Seat, effects: readonly CrewEffect[]): void {
  const g = t.game;
  for (const e of effects) {
    switch (e.kind) {
      case 'draw': {
        const who = e.who === 'self' ? [seat] : clockwise(seat, t.players).filter((s) => e.who === 'each' || s !== seat);
        for (const s of who) drawCards(t, s, e.n, e.limit);
        break;
      }
      case 'drawCharacter': {
        // "Mal may draw": within the limit, that character's player decides; over it there is nothing to decide.
        const s = seatOfCharacter(g, e.character);
        if (s === undefined) break;
        if (e.limit !== undefined && t.count(Z.hand(s)) > e.limit) drawCards(t, s, e.n, e.limit);
        else g.pending = { kind: 'option', seat: s, purpose: 'mayDraw', n: e.n };
        break;
      }
      case 'gain':
        adjust(g, e.credits, e.honor);
        t.log`The crew now has ${crewPurse(g)}.`;
        break;
      case 'redrawAll':
        for (let i = 0; i < 3; i++) redrawResult(t, i);
        break;
      case 'redrawOne':
        g.pending = { kind: 'skill', seat, purpose: 'redrawOne' };
        break;
      case 'bestOfTwo':
        g.pending = { kind: 'skill', seat, purpose: 'bestOfTwo' };
        break;
      case 'bonus': {
        const i = SKILLS.indexOf(e.skill);
        g.bonus[i]! += e.n;
        t.log`${seatRef(seat)} added ${e.n} to the ${SKILL_NAMES[e.skill]} total.`;
        break;
      }
      case 'refill': {
        const ch = g.characters[seat]!;
        const missing = CHARACTERS[ch].handSize - t.count(Z.hand(seat));
        if (missing > 0) drawCards(t, seat, missing);
        break;
      }
      case 'give':
        if (t.count(Z.hand(seat)) > 0) g.pending = { kind: 'give', seat, left: e.n };
        break;
      case 'cancelGorramit':
        g.gorramitCancelled = true;
        t.log`${seatRef(seat)} cancelled the Gorramit card.`;
        break;
      case 'blockAlliance':
        break;
    }
  }
}

/** Draws the Result card(s) for one skill; with "use the higher" two are drawn. */
export function drawResult(t: T, i: number): void {
  const g = t.game;
  const ids: string[] = [];
  for (let k = 0; k < (g.bestOfTwo[i] ? 2 : 1); k++) {
    const id = drawSerenity(t, Z.results);
    if (id) ids.push(id);
  }
  g.resultCards[i] = ids;
  g.results[i] = Math.max(0, ...ids.map((id) => resultNumber(t.card(id).kind)));
  const skill = SKILL_NAMES[SKILLS[i]!];
  if (ids.length > 1) t.logAbout(null)`${skill} Result: ${g.results[i]!}, the higher of two Result cards (${t.cardsRef(ids)}).`;
  else if (ids.length === 1) t.logAbout(null)`${skill} Result: ${g.results[i]!} (the Result Number of ${t.cardsRef(ids)}).`;
  else t.logAbout(null)`No Serenity card is left to draw as the ${skill} Result card: it counts 0.`;
}

export function redrawResult(t: T, i: number): void {
  const g = t.game;
  for (const id of g.resultCards[i]!) t.move(id, Z.discard);
  g.resultCards[i] = [];
  g.boost[i] = 0;
  drawResult(t, i);
  g.redrawn[i] = true;
  // With the lobby's "place again", the Active player sees the new Result and places the Wilds anew (step 5 again).
  if (g.wildsAfterRedraw === 'placeAgain' && g.wilds.length > 0) g.wildsPlaced = false;
}

function resetEvent(g: OttbData, players: number): void {
  g.participants = [];
  g.order = [];
  g.orderIdx = 0;
  g.need = 0;
  g.bonus = [0, 0, 0];
  g.bestOfTwo = [false, false, false];
  g.resultCards = [[], [], []];
  g.results = [0, 0, 0];
  g.redrawn = [false, false, false];
  g.boost = [0, 0, 0];
  g.resultsDrawn = false;
  g.wildsPlaced = false;
  g.sneaky = 0;
  g.windowPassed = Array.from({ length: players }, () => false);
  g.sacrificePassed = Array.from({ length: players }, () => false);
  g.wilds = [];
  g.gorramitCancelled = false;
  g.eventMods = [0, 0, 0];
  g.outcome = null;
  g.actionDone = false;
}

export function startTurn(t: T, seat: Seat): void {
  const g = t.game;
  resetEvent(g, t.players);
  g.turnOwner = seat;
  g.active = seat;
  g.turn += 1;
  g.phase = 'action';
  t.logAbout(seat)`Turn ${g.turn}: ${subject(seat, 'is')} the Active player.`;
}

function beginEvent(t: T): void {
  const g = t.game;
  const [id] = t.moveTop(Z.events, Z.event);
  const ev = eventCard(t.card(id!).kind);
  g.eventMods = g.nextMods;
  g.nextMods = [0, 0, 0];
  const kindText = ev.players === 1 ? 'a Single Player Event' : `a Multi-Player Event ${ev.players}`;
  t.logAbout(null)`The Event is ${t.cardsRef(id!)}, ${kindText}: Fightin' ${ev.targets[0]}, Flyin' ${ev.targets[1]}, Thinkin' ${ev.targets[2]}.`;
  g.need = Math.min(ev.players, t.players);
  // With as many participants as players there is nothing to choose.
  g.participants = g.need === t.players ? clockwise(g.active, t.players) : [g.active];
  g.phase = g.participants.length < g.need ? 'participants' : 'event';
  if (g.phase === 'event') beginEventTurns(t);
}

export function beginEventTurns(t: T): void {
  const g = t.game;
  const round = clockwise(g.active, t.players);
  g.order = [...round.filter((s) => g.participants.includes(s)), ...round.filter((s) => !g.participants.includes(s))];
  g.participants = round.filter((s) => g.participants.includes(s));
  g.orderIdx = 0;
  g.phase = 'event';
}

function beginResolution(t: T): void {
  const g = t.game;
  g.phase = 'resolution';
  // "First he flips a Gorramit card … Next, he turns over his cards": what the Gorramit card asks (Unexpected Shift,
  // Heavy Injuries) is decided before anyone sees the face-down cards; they are turned over with the Result cards.
  if (t.count(Z.gorramit) === 0) {
    t.moveAll(Z.gorramitUsed, Z.gorramit);
    t.shuffle(Z.gorramit);
  }
  const [gid] = t.moveTop(Z.gorramit, Z.gorramitUp);
  if (!gid) return;
  const kind = t.card(gid).kind;
  const gor = gorramitCard(kind);
  // "The Gorramit card is Go-Se. Each Result card…", "The Gorramit card is Shiny! The crew…".
  t.logAbout(null)`The Gorramit card is ${t.cardsRef(gid)}${/[!?]$/.test(gor.name) ? '' : '.'} ${cardText(kind)}`;
  const e = gor.effect;
  if (e.kind === 'gain') {
    adjust(g, e.credits, e.honor);
    t.logAbout(null)`The crew now has ${crewPurse(g)}.`;
  } else if (e.kind === 'shift') {
    if (g.participants.length < t.players) g.pending = { kind: 'seat', seat: g.active, purpose: 'shift' };
    else t.logAbout(null)`Everyone is participating: no effect.`;
  } else if (e.kind === 'injury') {
    g.pending = { kind: 'option', seat: g.active, purpose: 'injury', n: 0 };
  } else if (e.kind === 'swapEvent') {
    if (t.count(Z.events) > 0) {
      const [old] = t.topIds(Z.event);
      t.move(old!, Z.events, 'bottom');
      const [nid] = t.moveTop(Z.events, Z.event);
      t.logAbout(null)`The Event goes to the bottom of the Event deck; the crew runs ${t.cardsRef(nid!)} instead, with the same participants.`;
    } else {
      t.logAbout(null)`No Event is left to switch to: no effect.`;
    }
  }
}

/** Whether a participant could still cancel the Gorramit card (River's Game Ability): public, from characters and abilities used. */
function cancelStillPossible(g: OttbData): boolean {
  return g.participants.some((s) => {
    const ch = g.characters[s];
    return ch !== null && ch !== undefined && !g.abilityUsed[s] && CHARACTERS[ch].ability.effects.some((e) => e.kind === 'cancelGorramit');
  });
}

/** Step 5: the Wilds in play (Wild cards and cards made Wild) are listed for the Active player to place; none under a Hwoon Dahn nobody can cancel any more. */
function openWilds(t: T): void {
  const g = t.game;
  const read = reader(t);
  const played = playedCards(read, t.players);
  const wild = wildSkills(played);
  g.wilds = [];
  for (const c of played) {
    const e = serenityType(c!.kind).effect;
    if (e.kind === 'wild' || (e.kind === 'skill' && wild.has(e.skill))) g.wilds.push({ card: c!.id, n: e.n, skill: null });
  }
  if (g.wilds.length > 0 && wildsZero(g, read) && !cancelStillPossible(g)) {
    t.logAbout(null)`Hwoon Dahn: the Wilds count for nothing.`;
    g.wilds = [];
  }
  if (g.wilds.length > 0) g.phase = 'wilds';
  else g.wildsPlaced = true;
}

/** Draws Alliance cards one at a time, resolving each; stops when the last one is drawn. */
export function drawAlliance(t: T, n: number): void {
  const g = t.game;
  for (let k = 0; k < n; k++) {
    if (t.count(Z.alliance) === 0) return;
    const ch = g.characters[g.active];
    if (ch && CHARACTERS[ch].ability.phase === 'passive' && !g.abilityUsed[g.active]) {
      g.abilityUsed[g.active] = true;
      t.logAbout(g.active)`${CHARACTERS[ch].name}'s Game Ability: ${seatRef(g.active)} stopped an Alliance card from being drawn.`;
      continue;
    }
    const [id] = t.moveTop(Z.alliance, Z.allianceUp);
    const card = allianceCard(t.card(id!).kind);
    t.logAbout(null)`The Alliance closes in: ${t.cardsRef(id!)}. ${cardText(t.card(id!).kind)}`;
    if (card.type === 'nextEvent') for (let i = 0; i < 3; i++) g.nextMods[i]! += card.mods[i]!;
    if (card.type === 'immediate') {
      const e = card.effect;
      if (e.kind === 'gain') {
        adjust(g, e.credits, e.honor);
        t.logAbout(null)`The crew now has ${crewPurse(g)}.`;
      } else {
        for (const s of clockwise(g.active, t.players)) {
          for (let d = 0; d < e.n; d++) {
            const hand = t.cards(Z.hand(s));
            if (hand.length === 0) break;
            const card = t.random.pick(hand);
            t.move(card.id, Z.discard);
            t.logAbout(s)`${seatRef(s)} discarded ${t.cardsRef(card.id)} at random.`;
          }
        }
      }
    }
    if (t.count(Z.alliance) === 0) {
      t.logAbout(null)`That was the last Alliance card!`;
      return;
    }
  }
}

function endEvent(t: T): void {
  const g = t.game;
  drawAlliance(t, g.outcome!.draws);
  for (let s = 0; s < t.players; s++) t.moveAll(Z.played(s), Z.discard);
  t.moveAll(Z.results, Z.discard);
  t.moveAll(Z.event, Z.eventsDone);
  g.eventsCompleted += 1;
  const [gid] = t.topIds(Z.gorramitUp);
  if (gid) {
    const reshuffle = gorramitCard(t.card(gid).kind).reshuffle && !g.gorramitCancelled;
    t.move(gid, Z.gorramitUsed);
    if (reshuffle) {
      t.moveAll(Z.gorramitUsed, Z.gorramit);
      t.shuffle(Z.gorramit);
      t.logAbout(null)`The Gorramit deck is reshuffled.`;
    }
  }
  // End Game Phase.
  const lost = g.credits <= 0 ? 'The crew ran out of Credits.' : g.honor <= 0 ? 'The crew ran out of Honor.' : t.count(Z.alliance) === 0 ? 'The Alliance caught the crew: the last Alliance card was drawn.' : null;
  if (lost) {
    g.end = { won: false, reason: lost };
  } else if (t.count(Z.events) === 0) {
    g.end = { won: true, reason: g.eventsCompleted === 1 ? 'The crew completed its only Event!' : `The crew completed all ${g.eventsCompleted} Events!` };
  }
  if (g.end) {
    g.phase = 'over';
    t.logAbout(null)`${g.end.reason}`;
    return;
  }
  startTurn(t, (g.turnOwner + 1) % t.players);
}

/** Runs automatic steps until a seat must decide. */
export function advance(t: T): void {
  for (let guard = 0; guard < 100; guard++) {
    const g = t.game;
    if (g.pending) return;
    switch (g.phase) {
      case 'characters':
      case 'over':
        return;
      case 'action':
        if (!g.actionDone) return;
        if (sacrificeSeats(g, tableFacts(t)).some((s) => !g.sacrificePassed[s])) return;
        beginEvent(t);
        break;
      case 'participants':
        if (g.participants.length < g.need) return;
        beginEventTurns(t);
        break;
      case 'event':
        if (g.orderIdx < g.order.length) return;
        beginResolution(t);
        break;
      case 'resolution':
        if (!g.resultsDrawn) {
          for (let s = 0; s < t.players; s++) for (const c of t.cards(Z.played(s))) t.reveal(c.id, 'all');
          t.logAbout(null)`The played cards are turned over.`;
          for (let i = 0; i < 3; i++) drawResult(t, i);
          g.resultsDrawn = true;
          break;
        }
        if (!g.wildsPlaced) {
          openWilds(t);
          break;
        }
        if (windowSeats(g, tableFacts(t)).some((s) => !g.windowPassed[s])) return;
        enterOutcome(t);
        break;
      case 'wilds':
        if (g.wilds.some((w) => w.skill === null)) return;
        // Step 6 follows: the Resolution window, with the Wilds where the Active player put them.
        g.wildsPlaced = true;
        g.phase = 'resolution';
        break;
      case 'outcome':
        if (askOutcome(t)) break;
        endEvent(t);
        break;
    }
  }
  throw new Error('advance did not settle');
}

/** Totals everyone can see right now (used in logs and by bots once cards are turned over). */
export function publicTotals(t: T): ReturnType<typeof baseTotals> {
  return baseTotals(t.game, reader(t), t.players);
}
