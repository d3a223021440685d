// Card operations the rules share: drawing, gaining, strikes (lining up the Strike Phase), defeat and healing of Main Characters, Cleanup, the next player, the end of the game.
import { narrated, phrase, possessive, seatRef, subject, verb, type PhrasePart, type Seat } from '@cortex/engine';
import { avatar, HAND_SIZE, SHIP_SLOTS } from '../content';
import { difficulty } from './modes';
import {
  damage,
  data,
  type FTable,
  health,
  type Job,
  liveSpaces,
  mcOf,
  mods,
  seatsFromActive,
  type StrikeEvent,
  Z,
} from '../state';
import type { Effect } from '../content/vocabulary';
import { crewName } from '../content/names';

/** Draws n cards for a seat, shuffling the discard pile into the deck only when it runs out and more are needed. */
export function drawCards(t: FTable, seat: Seat, n: number): string[] {
  const drawn: string[] = [];
  for (let i = 0; i < n; i++) {
    if (t.count(Z.deck(seat)) === 0) {
      if (t.count(Z.discard(seat)) === 0) break;
      t.moveAll(Z.discard(seat), Z.deck(seat));
      t.shuffle(Z.deck(seat));
      t.logAbout(seat)`${seatRef(seat)} shuffled ${possessive(seat)} discard pile into a new deck.`;
    }
    drawn.push(...t.moveTop(Z.deck(seat), Z.hand(seat)));
  }
  if (drawn.length > 0) t.logAbout(seat)`${seatRef(seat)} drew ${t.cardsRef(markedLast(t, drawn))}.`;
  return drawn;
}

/** Gains the top card of a face-up stack (Talents, Flaws) or the Browncoats stack; ignored when it is empty. */
export function gainFrom(t: FTable, stack: string, seat: Seat): void {
  const what = stack === Z.talents ? 'Talent' : stack === Z.flaws ? 'Flaw' : 'Browncoats';
  if (t.count(stack) === 0) {
    t.logAbout(seat)`The ${what} stack is empty: ${seatRef(seat)} gained nothing.`;
    return;
  }
  const [id] = t.moveTop(stack, Z.discard(seat));
  t.logAbout(seat)`${seatRef(seat)} gained a ${t.cardsRef(id!)}.`;
}

/** The player whose turn it is draws an effect's player list: each non-defeated player, active first then clockwise. */
export function livePlayers(t: FTable): Seat[] {
  return seatsFromActive(t.game, t.players).filter((s) => !t.game.mcs[mcOf(t.game, s)]!.down);
}

/** A Main Character draws a Crew Strike. Players follow its text (returned as the seat to apply it to); non-players only check damage. */
export function drawCrewStrike(t: FTable, m: number, at?: number): void {
  const g = t.game;
  const mc = g.mcs[m]!;
  if (mc.down) return;
  if (t.count(Z.crewStrikes) === 0) {
    t.moveAll(Z.crewDiscard, Z.crewStrikes);
    t.shuffle(Z.crewStrikes);
    t.logAbout(null)`The Crew Strike deck ran out and the discarded strikes were shuffled into a new one.`;
  }
  if (t.count(Z.crewStrikes) === 0) return;
  const [id] = t.moveTop(Z.crewStrikes, Z.strikes(m));
  const d = data(t.card(id!).kind);
  const dmg = d?.type === 'crewStrike' ? d.damage : 0;
  t.logAbout(
    mc.seat,
  )`${mc.seat !== null ? seatRef(mc.seat) : crewName(mc.crew)} drew a Crew Strike: ${t.cardsRef(id!)}.`;
  if (mc.seat === null) {
    // Non-player Main Characters ignore the text; any damage defeats them, none is just discarded.
    if (dmg >= 1) defeatMc(t, m);
    else t.move(id!, Z.crewDiscard);
    return;
  }
  if (mc.seat === g.active && offerCancel(t, id!, at)) return;
  applyCrewStrike(t, id!, m, false, at);
}

/** A Crew Strike on a player's Avatar takes effect: its instructions, then the damage check. */
function applyCrewStrike(t: FTable, id: string, m: number, first: boolean, at: number | undefined): void {
  const g = t.game;
  const seat = g.mcs[m]?.seat ?? null;
  const d = data(t.card(id).kind);
  if (seat === null) return;
  const jobs = d?.type === 'crewStrike' && d.now ? d.now.map((fx) => due(fx, seat, id, at)) : [];
  if (first) g.queue.unshift(...jobs);
  else g.queue.push(...jobs);
  if (damage(t, m) >= health(t, m)) defeatMc(t, m);
}

/** Asks the player whose turn it is whether to Cancel a strike just drawn, when they have a Cancel left. */
function offerCancel(t: FTable, strike: string, at: number | undefined): boolean {
  const g = t.game;
  if (g.cancel <= 0 || g.pending !== null || g.step === 'over' || (g.mcs[mcOf(g, g.active)]?.down ?? true))
    return false;
  g.pending = { seat: g.active, kind: 'avoid', n: 0, chosen: [], strike, ...(at === undefined ? {} : { at }) };
  return true;
}

/** A queued effect of a card, tagged with the moment it became due when other cards' effects are due with it. */
export function due(fx: Effect, you: Seat, src: string, at: number | undefined): Job {
  return at === undefined ? { fx, you, src } : { fx, you, src, at };
}

/**
 * The answer to "Cancel this strike?" (the decision already closed; `at` is the moment the strike was drawn): discarded
 * unapplied, or it takes effect now (before anything queued after it).
 */
export function answerCancel(t: FTable, strike: string, yes: boolean, at: number | undefined): void {
  const g = t.game;
  const d = data(t.card(strike).kind);
  if (!yes) {
    if (d?.type === 'shipStrike') g.queue.unshift(...(d.now ?? []).map((fx) => due(fx, g.active, strike, at)));
    else applyCrewStrike(t, strike, mcHolding(t, strike), true, at);
    return;
  }
  g.cancel -= 1;
  t.logAbout(g.active)`${seatRef(g.active)} cancelled ${t.cardsRef(strike)}.`;
  if (d?.type === 'shipStrike') t.move(strike, d.label ? Z.defeated : Z.shipUsed, 'bottom');
  else t.move(strike, Z.crewDiscard);
}

/** Draws a Ship Strike for Serenity, reshuffling the repaired strikes once the deck is used up. */
export function drawShipStrike(t: FTable, at?: number): void {
  if (t.count(Z.shipDeck) === 0) {
    t.moveAll(Z.shipUsed, Z.shipDeck);
    t.shuffle(Z.shipDeck);
    t.logAbout(null)`The repaired Ship Strikes were shuffled into a new deck.`;
  }
  const [id] = t.topIds(Z.shipDeck);
  if (id === undefined) return;
  placeShipStrike(t, id, at);
}

/** Puts a Ship Strike on Serenity's lowest free slot and follows its text; with no slot left, Serenity explodes. */
export function placeShipStrike(t: FTable, id: string, at?: number): void {
  const g = t.game;
  let slot = -1;
  for (let k = 0; k < SHIP_SLOTS; k++)
    if (t.count(Z.slot(k)) === 0) {
      slot = k;
      break;
    }
  if (slot < 0) {
    t.move(id, Z.defeated);
    t.logAbout(null)`Serenity took a Ship Strike with every strike slot full and exploded: ${t.cardsRef(id)}.`;
    finish(t, false, phrase`Serenity exploded.`);
    return;
  }
  t.move(id, Z.slot(slot));
  t.logAbout(null)`Serenity took a Ship Strike: ${t.cardsRef(id)}.`;
  if (offerCancel(t, id, at)) return;
  const d = data(t.card(id).kind);
  if (d?.type === 'shipStrike' && d.now) for (const fx of d.now) g.queue.push(due(fx, g.active, id, at));
}

/** Defeats a Main Character: Avatar face-down with its strikes; a player's cards are reset into a shuffled deck. */
export function defeatMc(t: FTable, m: number): void {
  const g = t.game;
  const mc = g.mcs[m]!;
  if (mc.down) return;
  mc.down = true;
  const who = mc.seat;
  if (who === null) {
    t.logAbout(null)`${crewName(mc.crew)} (not a player) was defeated.`;
    return;
  }
  t.logAbout(who)`${subject(who, 'was')} defeated.`;
  if (difficulty(g).superHard) {
    finish(t, false, phrase`${seatRef(who)} ${verbWas(who)} defeated (super-hard mode).`);
    return;
  }
  for (const z of [Z.hand(who), Z.played(who), Z.discard(who)]) t.moveAll(z, Z.deck(who));
  t.shuffle(Z.deck(who));
  g.window = g.window.filter((s) => s !== who);
  g.queue = g.queue.filter((j) => j.you !== who);
  if (g.pending?.seat === who) g.pending = null;
  if (g.mcs.every((x) => x.seat === null || x.down)) {
    finish(t, false, phrase`every player was defeated at the same time.`);
    return;
  }
  // Played cards went back into the hidden deck: no public list may still name them.
  if (who === g.active) g.activated = [];
  if (who === g.active && g.step === 'action') {
    // The Action Phase is over for a defeated player.
    g.queue = [];
    g.pending = null;
    beginStrikePhase(t);
  }
}

/** Heals a Strike from a Main Character; a defeated one whose damage drops below Health re-enters the game. */
export function healStrike(t: FTable, strikeId: string, m: number): void {
  const g = t.game;
  const mc = g.mcs[m]!;
  t.move(strikeId, Z.crewDiscard);
  t.logAbout(mc.seat)`${mc.seat !== null ? seatRef(mc.seat) : crewName(mc.crew)} healed ${t.cardsRef(strikeId)}.`;
  if (mc.down && damage(t, m) < health(t, m)) {
    mc.down = false;
    if (mc.seat !== null) {
      t.logAbout(mc.seat)`${seatRef(mc.seat)} re-entered the game.`;
      drawCards(t, mc.seat, HAND_SIZE);
    } else {
      t.logAbout(null)`${crewName(mc.crew)} is back on their feet.`;
    }
  }
}

/** The Main Character holding a strike card. */
export function mcHolding(t: FTable, strikeId: string): number {
  for (let m = 0; m < t.game.mcs.length; m++) if (t.cards(Z.strikes(m)).some((c) => c.id === strikeId)) return m;
  return -1;
}

/**
 * The end of the game: won or lost, why (a phrase that may name a player), and the Victory Points. The result keeps the
 * phrase, so every viewer reads it in their own words ("You were defeated" / "Zoe was defeated").
 */
export function finish(t: FTable, won: boolean, why: readonly PhrasePart[]): void {
  const g = t.game;
  if (g.result) return;
  const vp = (g.fullyCompleted[0] ? 1 : 0) + (g.fullyCompleted[1] ? 2 : 0) + (won ? 3 : 0);
  const parts = phrase`${won ? 'The crew won' : 'The crew lost'}: ${why} Victory Points: ${vp}.`;
  const said = narrated(parts);
  g.result = { won, vp, summary: said.summary, narration: [...said.narration] };
  g.step = 'over';
  g.queue = [];
  g.pending = null;
  g.window = [];
  g.strikes = [];
  t.logAbout(null)`${parts}`;
}

export const avatarName = (t: FTable, m: number): string => avatar(t.game.mcs[m]!.crew).name;
export const handSize = (t: FTable): number => Math.max(0, HAND_SIZE + mods(t).handSize);

const verbWas = (seat: Seat) => verb('was', seat);

/** Card ids with any whose name ends in "!" or "?" moved last, so that a list of names never breaks a sentence in two. */
function markedLast(t: FTable, ids: readonly string[]): string[] {
  const marked = (id: string): boolean => /[!?]$/.test(data(t.card(id).kind)?.name ?? '');
  return [...ids.filter((id) => !marked(id)), ...ids.filter(marked)];
}

/**
 * Ends the Action Phase and lines up the strikers. Coordinating ends with the Action Phase (a copy can only be played
 * in it), but the other players' window stays open for Reactions: they help "on another player's turn", all of it.
 */
export function beginStrikePhase(t: FTable): void {
  const g = t.game;
  g.step = 'strike';
  // "Once it has gone through a Strike Phase on each player's turn": a turn counts only if the Inevitable is in the
  // Combat Zone when the Strike Phase begins, not when something pushes it in afterwards (a Side Job failing).
  if (g.inev.combat) g.inev.turns += 1;
  const events: StrikeEvent[] = [];
  const combat = t.cards(Z.combat);
  for (let i = combat.length - 1; i >= 0; i--) {
    const c = combat[i]!;
    const d = data(c.kind);
    if (d?.type === 'enemy')
      for (let h = 0; h < (d.double ? 2 : 1); h++) events.push({ src: c.id, ship: d.ship, asked: false });
    if (d?.type === 'inevitable') events.push({ src: c.id, ship: d.ship, asked: false });
  }
  for (let i = 0; i < liveSpaces(g); i++) {
    for (const c of t.cards(Z.up(i))) {
      const d = data(c.kind);
      if (d?.type === 'enemy' && d.range)
        for (let h = 0; h < (d.double ? 2 : 1); h++) events.push({ src: c.id, ship: d.ship, asked: false });
    }
  }
  g.strikes = events;
}

/** Discard the hand and everything played, return Coordinated cards to their owners, draw a new hand. */
export function cleanup(t: FTable): void {
  const g = t.game;
  const s = g.active;
  for (let o = 0; o < t.players; o++) t.moveAll(Z.aside(o), Z.discard(o));
  if (!g.mcs[mcOf(g, s)]!.down) {
    t.moveAll(Z.played(s), Z.discard(s));
    t.moveAll(Z.hand(s), Z.discard(s));
    drawCards(t, s, handSize(t));
  }
  g.recruit = 0;
  g.attack = 0;
  g.window = [];
  g.strikes = [];
}

/** Passes the turn clockwise; a skipped defeated player's turn still counts for the Inevitable card. */
export function nextPlayer(t: FTable): void {
  const g = t.game;
  let s: Seat = g.active;
  const takeTurns = difficulty(g).defeatedTakeTurns;
  for (let i = 0; i < t.players; i++) {
    s = (s + 1) % t.players;
    if (takeTurns || !g.mcs[mcOf(g, s)]!.down) break;
    t.logAbout(s)`${subject(s, 'is')} defeated: ${possessive(s)} turn is skipped.`;
    if (g.inev.combat) {
      g.inev.turns += 1;
      if (g.inev.turns >= t.players) {
        g.active = s;
        t.logAbout(null)`The Inevitable card has spent a turn on every player: the Episode ends.`;
        g.endEpisode = true;
        return;
      }
    }
  }
  g.active = s;
  g.step = 'start';
}
