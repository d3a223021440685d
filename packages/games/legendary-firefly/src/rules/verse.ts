// The 'Verse and the Combat Zone: adding Episode cards, pushing, revealing each card kind, scanning, fighting, Goals, Side Jobs, Objectives.
import { phrase, possessive, seatRef } from '@cortex/engine';
import { needKind } from '../content/types';
import { objective, VERSE_SPACES } from '../content';
import { due, finish, placeShipStrike } from './ops';
import { data, enemyAttack, type FTable, liveSpaces, mods, scanCost, skippedSpace, Z } from '../state';
import type { Effect } from '../content/vocabulary';

/** The card in a 'Verse space and whether it is face-up. */
export function occupant(t: FTable, i: number): { id: string; up: boolean } | undefined {
  const up = t.cards(Z.up(i))[0];
  if (up) return { id: up.id, up: true };
  const down = t.cards(Z.down(i))[0];
  return down ? { id: down.id, up: false } : undefined;
}

/** "Add an Episode card to the 'Verse": the top card enters the rightmost space; once the Inevitable is out, it moves instead. */
export function addEpisodeCard(t: FTable): void {
  const g = t.game;
  if (g.inev.combat) return;
  if (g.inev.space !== null) {
    const from = g.inev.space;
    const id = t.cards(Z.down(from))[0]?.id;
    if (id === undefined) return;
    t.logAbout(null)`The Inevitable card moved one space closer.`;
    enterSpace(t, id, false, from - 1, true);
    return;
  }
  const top = t.topIds(Z.episode(g.episode))[0];
  if (top !== undefined) {
    t.logAbout(null)`An Episode card entered the 'Verse face-down.`;
    enterSpace(t, top, false, VERSE_SPACES - 1, false);
    return;
  }
  const inev = t.topIds(Z.inevitable(g.episode))[0];
  if (inev !== undefined) {
    t.logAbout(null)`The Episode deck is spent: the Inevitable card entered the 'Verse.`;
    enterSpace(t, inev, false, VERSE_SPACES - 1, true);
  }
}

/**
 * An effect that moves the Inevitable card by name: one space away from the Combat Zone, skipping spaces that don't exist.
 * From the Combat Zone it goes face-down into the leftmost space, and the timer resets as though it had never entered
 * the Combat Zone. Before it is in the 'Verse, or with no free space to go to, nothing happens.
 */
export function moveInevitableBack(t: FTable): void {
  const g = t.game;
  const from = g.inev.combat ? -1 : g.inev.space;
  if (from === null) return;
  const id =
    from < 0 ? t.cards(Z.combat).find((c) => data(c.kind)?.type === 'inevitable')?.id : t.cards(Z.down(from))[0]?.id;
  if (id === undefined) return;
  let to = from + 1;
  while (to < VERSE_SPACES && skippedSpace(t, to)) to++;
  if (to >= VERSE_SPACES || occupant(t, to)) return;
  t.move(id, Z.down(to));
  g.inev = { space: to, combat: false, turns: 0 };
  t.logAbout(
    null,
  )`The Inevitable card was moved back to space ${to + 1}${from < 0 ? ', face-down: its timer starts over' : ''}.`;
}

/** A card enters space i, pushing the occupant left (Stationary face-up cards are skipped over, except by the Inevitable; skipped spaces by all). */
export function enterSpace(t: FTable, id: string, up: boolean, i: number, inevitable: boolean): void {
  const g = t.game;
  if (inevitable && g.inev.space !== null) g.inev.space = null;
  if (i < 0) {
    enterCombat(t, id, up, inevitable);
    return;
  }
  // A space an attached card says doesn't exist is skipped by every card, Inevitable ones too.
  if (skippedSpace(t, i)) {
    enterSpace(t, id, up, i - 1, inevitable);
    return;
  }
  const here = occupant(t, i);
  if (here && here.id !== id) {
    const d = here.up ? data(t.card(here.id).kind) : undefined;
    const stationary = (d?.type === 'enemy' || d?.type === 'goal') && d.stationary === true;
    if (stationary && !inevitable) {
      enterSpace(t, id, up, i - 1, inevitable);
      return;
    }
    enterSpace(t, here.id, here.up, i - 1, false);
  }
  t.move(id, up ? Z.up(i) : Z.down(i));
  if (inevitable) g.inev.space = i;
}

/** A card enters the Combat Zone (leftmost; older ones slide right). Face-down cards turn face-up at once. */
export function enterCombat(t: FTable, id: string, wasUp: boolean, inevitable: boolean): void {
  const g = t.game;
  t.move(id, Z.combat, 'top');
  const kind = t.card(id).kind;
  const d = data(kind);
  if (inevitable) {
    g.inev = { space: null, combat: true, turns: 0 };
    t.logAbout(null)`The Inevitable card entered the Combat Zone: ${t.cardsRef(id)}.`;
    return;
  }
  t.logAbout(null)`${t.cardsRef(id)} entered the Combat Zone.`;
  if (!wasUp) reveal(t, id);
  else if (d?.type === 'enemy' && d.escape) escape(t, id);
}

/** Turning a hidden card face-up: what happens depends on the kind of card. */
export function reveal(t: FTable, id: string): void {
  const g = t.game;
  const kind = t.card(id).kind;
  const d = data(kind);
  const inCombat = t.zoneOf(id) === Z.combat;
  t.logAbout(null)`Revealed: ${t.cardsRef(id, 'all')}.`;
  // A reveal Objective completes the moment the card turns face-up, before the card's own Reveal text.
  completeParts(t, kind, 'reveal', ++g.moment);
  const queue = (fx: readonly Effect[] | undefined): void => {
    for (const f of fx ?? []) g.queue.push({ fx: f, you: g.active, src: id });
  };
  switch (d?.type) {
    case 'enemy':
      queue(d.reveal);
      if (inCombat && d.escape) escape(t, id);
      return;
    case 'goal':
      queue(d.reveal);
      return;
    case 'sideJob':
      return;
    case 'event':
    case 'special':
      // An Ongoing Event or Special waits in Operations while it is in effect; the others are done once followed.
      t.move(id, d.ongoing ? Z.operations : Z.defeated);
      if (d.ongoing) t.logAbout(null)`${t.cardsRef(id)} went into Operations.`;
      queue(d.reveal);
      return;
    case 'shipStrike':
      placeShipStrike(t, id);
      return;
    case 'character':
      // Character cards found in the 'Verse are shuffled into the active player's deck.
      t.move(id, Z.deck(g.active));
      t.shuffle(Z.deck(g.active));
      t.logAbout(g.active)`${seatRef(g.active)} shuffled ${t.cardsRef(id, 'all')} into ${possessive(g.active)} deck.`;
      return;
    default:
      t.move(id, Z.defeated);
  }
}

/**
 * "Attach" a card to the space it is in: it stays there while other cards come and go. A card in the Combat Zone attaches
 * to the rightmost live space, pushing any card there as normal when the attached card makes the space not exist.
 */
export function attachCard(t: FTable, id: string, push: boolean): void {
  const where = t.zoneOf(id);
  let space = -1;
  for (let i = 0; i < VERSE_SPACES; i++) if (where === Z.up(i)) space = i;
  if (where === Z.combat) {
    space = liveSpaces(t.game) - 1;
    if (space < 0) return;
    // "Push any card that's there as normal" when the card says so (Fireball); others let cards sit on top of them.
    const here = occupant(t, space);
    if (here && push) enterSpace(t, here.id, here.up, space - 1, false);
  }
  if (space < 0) return;
  t.move(id, Z.attached(space));
  t.logAbout(null)`${t.cardsRef(id)} was attached to space ${space + 1}.`;
}

/** An enemy with Escape leaves the game as it enters the Combat Zone; an Objective that needed it is failed. */
function escape(t: FTable, id: string): void {
  const g = t.game;
  const kind = t.card(id).kind;
  const d = data(kind);
  t.move(id, Z.defeated);
  t.logAbout(null)`${t.cardsRef(id)} escaped.`;
  if (d?.type === 'enemy') for (const fx of d.escapeFx ?? []) g.queue.push({ fx, you: g.active });
  failParts(t, kind);
}

export function scanSpace(t: FTable, i: number, free: boolean): void {
  const g = t.game;
  const id = t.cards(Z.down(i))[0]?.id;
  if (id === undefined) return;
  if (!free) {
    const cost = scanCost(t, i);
    g.attack -= cost;
    if (mods(t).scanDiscountOnce > 0) g.scanDiscountUsed = true;
  }
  t.move(id, Z.up(i));
  t.logAbout(g.active)`${seatRef(g.active)} scanned space ${i + 1}${free ? ' for free' : ''}.`;
  reveal(t, id);
}

/** Defeats an enemy (by fighting or an effect) and checks Objectives. */
export function defeatEnemy(t: FTable, id: string, pay: boolean): void {
  const g = t.game;
  const kind = t.card(id).kind;
  const d = data(kind);
  if (pay) g.attack -= enemyAttack(g, id, kind);
  t.move(id, Z.defeated);
  t.logAbout(g.active)`${seatRef(g.active)} defeated ${t.cardsRef(id)}.`;
  // Its "Defeated:" text and an Objective's reward are due at the same moment.
  const at = ++g.moment;
  if (d?.type === 'enemy') for (const fx of d.defeated ?? []) g.queue.push(due(fx, g.active, id, at));
  completeParts(t, kind, 'defeat', at);
}

/** Pays for a Goal or Side Job and completes it, or pays to defeat an Operations card. */
export function completeCard(t: FTable, id: string): void {
  const g = t.game;
  const kind = t.card(id).kind;
  const d = data(kind);
  if (d?.type !== 'goal' && d?.type !== 'sideJob' && d?.type !== 'event' && d?.type !== 'special') return;
  if (!d.pay) return;
  if (d.pay.pool === 'attack') g.attack -= d.pay.n;
  else g.recruit -= d.pay.n;
  if (d.type !== 'goal' && d.type !== 'sideJob') {
    t.move(id, Z.defeated);
    t.logAbout(g.active)`${seatRef(g.active)} paid to defeat ${t.cardsRef(id)}, ending its Ongoing effect.`;
    return;
  }
  if (d.type === 'goal') {
    t.move(id, Z.defeated);
    t.logAbout(g.active)`${seatRef(g.active)} completed the Goal ${t.cardsRef(id)}.`;
    const at = ++g.moment;
    for (const fx of d.done ?? []) g.queue.push(due(fx, g.active, id, at));
    completeParts(t, kind, 'goal', at);
    return;
  }
  const credits = d.success.some((f) => f.do === 'credits');
  // Side Jobs that grant Credits wait next to Serenity as a reminder.
  t.move(id, credits ? Z.jobsDone : Z.defeated);
  t.logAbout(g.active)`${seatRef(g.active)} completed the Side Job ${t.cardsRef(id)}.`;
  for (const fx of d.success) g.queue.push({ fx, you: g.active });
}

/** Side Jobs in the Combat Zone at the end of the turn fail. */
export function failSideJobs(t: FTable): void {
  const g = t.game;
  // Several failing at once resolve in the rulebook's Combat Zone order: right to left, oldest first.
  for (const c of [...t.cards(Z.combat)].reverse()) {
    const d = data(c.kind);
    if (d?.type !== 'sideJob') continue;
    t.move(c.id, Z.defeated);
    t.logAbout(null)`The Side Job ${t.cardsRef(c.id)} failed.`;
    for (const fx of d.failure) g.queue.push({ fx, you: g.active });
  }
}

function currentObjective(t: FTable): ReturnType<typeof objective> {
  return objective(t.game.trio[t.game.episode]!);
}

function completeParts(t: FTable, kind: string, how: 'defeat' | 'goal' | 'reveal', at: number): void {
  const g = t.game;
  const card = t.cards(Z.objective(g.episode))[0]?.id ?? g.trio[g.episode]!;
  currentObjective(t).parts.forEach((p, i) => {
    const need = how in p.need ? needKind(p.need) : undefined;
    if (need !== kind || g.parts[i] !== 'open') return;
    g.parts[i] = 'done';
    t.logAbout(null)`Objective completed: ${p.name}.`;
    for (const fx of p.reward) g.queue.push(due(fx, g.active, card, at));
  });
  checkEpisodeDone(t);
}

export function failParts(t: FTable, kind: string): void {
  const g = t.game;
  currentObjective(t).parts.forEach((p, i) => {
    const need = needKind(p.need);
    if (need !== kind || g.parts[i] !== 'open') return;
    g.parts[i] = 'failed';
    t.logAbout(null)`Objective failed: ${p.name}.`;
    if (p.mandatory) finish(t, false, phrase`the Mandatory Objective "${p.name}" failed.`);
  });
  checkEpisodeDone(t);
}

function checkEpisodeDone(t: FTable): void {
  if (t.game.parts.every((p) => p !== 'open')) t.game.endEpisode = true;
}

/** Enemies that can be fought right now, face-up in a live space or in the Combat Zone. */
export function liveEnemy(t: FTable, id: string): boolean {
  const z = t.zoneOf(id);
  if (z === Z.combat) return true;
  for (let i = 0; i < liveSpaces(t.game); i++) if (z === Z.up(i)) return true;
  return false;
}
