// Ending an Episode, the Inter-Mission (Upgrades, repairs, healing, extra draws) and setting up the next Episode.
import { countOf, phrase, subject, type Seat } from '@cortex/engine';
import { CAMPAIGN_GAMES } from './campaignScore';
import { objective, SHIP_SLOT_CREDITS, UPGRADE_SLOTS, VERSE_SPACES } from '../content';
import { difficulty, inLetters } from './modes';
import { cleanup, drawCards, finish, gainFrom, livePlayers } from './ops';
import { data, type FTable, mcOf, Z } from '../state';
import { enterSpace } from './verse';

/** Ends the current Episode: failed parts, Cleanup, clearing the board, then the Inter-Mission or the end of the game. */
export function endEpisode(t: FTable): void {
  const g = t.game;
  g.endEpisode = false;
  g.queue = [];
  g.pending = null;
  g.strikes = [];
  const obj = objective(g.trio[g.episode]!);
  g.parts = g.parts.map((p) => (p === 'open' ? 'failed' : p));
  g.fullyCompleted[g.episode] = g.parts.every((p) => p === 'done');
  const done = g.parts.filter((p) => p === 'done').length;
  const count =
    g.parts.length === 1
      ? done === 1
        ? 'its Objective completed'
        : 'its Objective not completed'
      : `${done} of its ${g.parts.length} Objectives completed`;
  t.logAbout(null)`Episode ${obj.letter}, ${obj.name}, ended with ${count}.`;
  const mandatoryFailed = obj.parts.find((p, i) => p.mandatory && g.parts[i] !== 'done');
  if (mandatoryFailed) {
    finish(t, false, phrase`the Mandatory Objective "${mandatoryFailed.name}" failed.`);
    return;
  }
  if (g.episode === g.trio.length - 1) {
    // A won campaign game (but the last) first has the special Inter-Mission: no extra draws, then the game ends.
    if (!g.campaign || g.campaign.game >= CAMPAIGN_GAMES - 1) {
      finish(t, true, phrase`${obj.name} was completed.`);
      return;
    }
    g.campaign.final = true;
  }
  cleanup(t);
  let next: Seat = g.active;
  for (let i = 0; i < t.players; i++) {
    next = (next + 1) % t.players;
    if (!g.mcs[mcOf(g, next)]!.down) break;
  }
  g.nextFirst = next;
  // The special Inter-Mission of a won campaign game begins as every Inter-Mission does: "Resolve any 'End of Episode'
  // effects from the Objective card" (step 1), so Credits they give can be spent here. "You" is the next player
  // clockwise still in the game (a defeated "you" would ignore them).
  if (g.campaign?.final && obj.endOfEpisode) {
    t.logAbout(null)`End of Episode, ${obj.name}: its instructions apply now.`;
    for (const fx of obj.endOfEpisode) g.queue.push({ fx, you: next });
  }
  for (let i = 0; i < VERSE_SPACES; i++) {
    t.moveAll(Z.up(i), Z.defeated);
    t.moveAll(Z.down(i), Z.defeated);
    t.moveAll(Z.attached(i), Z.defeated);
  }
  t.moveAll(Z.combat, Z.defeated);
  t.moveAll(Z.operations, Z.defeated);
  t.moveAll(Z.episode(g.episode), Z.defeated);
  // The Inevitable card goes off to the side; Side Job reminders have been counted.
  for (const c of [...t.cards(Z.defeated)])
    if (data(c.kind)?.type === 'inevitable') t.move(c.id, Z.inevitable(g.episode));
  t.moveAll(Z.jobsDone, Z.defeated);
  g.inev = { space: null, combat: false, turns: 0 };
  g.step = 'intermission';
  g.drewExtra = false;
  t.moveTop(Z.upgrades, Z.market, 3);
  const bonus = difficulty(g).bonusCredits;
  if (bonus > 0) {
    g.credits += bonus;
    t.logAbout(null)`The team got a bonus of ${countOf(bonus, 'Credit')} (an easier game).`;
  }
  t.logAbout(
    null,
  )`${g.campaign?.final ? "The campaign's Inter-Mission before the next game" : 'Inter-Mission'}: the team has ${countOf(g.credits, 'Credit')} to spend.`;
}

export function buyUpgrade(t: FTable, id: string, slot: number): void {
  const g = t.game;
  const d = data(t.card(id).kind);
  g.credits -= d?.type === 'upgrade' ? d.cost : 0;
  const old = t.cards(Z.upgrade(slot))[0];
  if (old) t.move(old.id, Z.upgrades, 'bottom');
  t.move(id, Z.upgrade(slot));
  t.logAbout(null)`The team bought ${t.cardsRef(id)}.`;
}

/** The slot a new Upgrade goes to: the highest empty one, else any slot to replace. */
export function upgradeSlots(r: { cards(z: string): readonly unknown[] }): number[] {
  for (let k = 0; k < UPGRADE_SLOTS; k++) if (r.cards(Z.upgrade(k)).length === 0) return [k];
  return Array.from({ length: UPGRADE_SLOTS }, (_, k) => k);
}

export function repairWithCredits(t: FTable, slot: number): void {
  const g = t.game;
  const c = t.cards(Z.slot(slot))[0];
  if (!c) return;
  g.credits -= SHIP_SLOT_CREDITS[slot] ?? 0;
  const d = data(c.kind);
  t.move(c.id, d?.type === 'shipStrike' && d.label ? Z.defeated : Z.shipUsed, 'bottom');
  t.logAbout(null)`The team paid ${countOf(SHIP_SLOT_CREDITS[slot] ?? 0, 'Credit')} to repair ${t.cardsRef(c.id)}.`;
}

export function drawExtra(t: FTable, n: number): void {
  const g = t.game;
  g.credits -= 2 * n;
  g.drewExtra = true;
  t.logAbout(null)`The team spent ${countOf(2 * n, 'Credit')}: each player draws ${countOf(n, 'extra card')}.`;
  for (const s of livePlayers(t)) drawCards(t, s, n);
}

/** Unspent Credits are lost; the next Episode is set up and its first player begins. */
export function endIntermission(t: FTable): void {
  const g = t.game;
  t.moveAll(Z.market, Z.upgrades, 'bottom');
  if (g.credits > 0)
    t.logAbout(null)`${countOf(g.credits, 'unspent Credit')} ${g.credits === 1 ? 'was' : 'were'} lost.`;
  g.credits = 0;
  if (g.campaign?.final) {
    finish(t, true, phrase`${objective(g.trio[g.episode]!).name} was completed.`);
    return;
  }
  g.episode += 1;
  startEpisode(t, g.nextFirst);
}

/** Objective on the Objective space, opening cards into the rightmost spaces, Setup text, first turn. */
export function startEpisode(t: FTable, first: Seat): void {
  const g = t.game;
  const obj = objective(g.trio[g.episode]!);
  g.parts = obj.parts.map(() => 'open');
  g.active = first;
  const rules = difficulty(g);
  const opening = Math.min(
    VERSE_SPACES,
    [rules.openingVerseEpisode1, rules.openingVerseEpisode2, rules.openingVerseEpisode3][g.episode] ?? 0,
  );
  for (let i = 0; i < opening; i++) {
    const id = t.topIds(Z.episode(g.episode))[0];
    if (id !== undefined) enterSpace(t, id, false, VERSE_SPACES - opening + i, false);
  }
  t.logAbout(
    null,
  )`Episode ${obj.letter} begins: ${obj.name}.${opening > 0 ? ` ${countOf(opening, 'Episode card')} ${opening === 1 ? 'was' : 'were'} put face-down into the 'Verse.` : ''}`;
  // Difficulty: an extra Talent before Episodes B/C (easier), a Flaw at the start of chosen Episodes (harder).
  for (let s = 0; s < t.players; s++) {
    if (g.episode > 0 && inLetters(rules.talentBeforeEpisodes, g.episode)) gainFrom(t, Z.talents, s);
    if (inLetters(rules.flawAtEpisodes, g.episode)) gainFrom(t, Z.flaws, s);
  }
  for (const fx of obj.setup ?? []) g.queue.push({ fx, you: first });
  g.step = 'start';
  t.logAbout(first)`${subject(first, 'takes')} the first turn.`;
}
