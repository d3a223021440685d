// The Victory Level row carried out step by step, each entry said in the log: Credits and Honor (with the Reward in
// force), the Alliance cards the crew returns for a negative All, the Choice, then the Alliance cards left to draw.
import { countOf, seatRef, type Seat } from '@cortex/engine';
import { allianceCard } from './content/alliance';
import { eventCard, type Outcome as Entry } from './content/events';
import { gorramitCard } from './content/gorramit';
import { adjust, crewPurse } from './purse';
import { finalTotals, targets, victoryLevel, type ZoneReader } from './scoring';
import { Z, type T } from './state';

const signOf = (n: number): string => (n > 0 ? '+' : n < 0 ? '-' : '');

/** One entry of a Victory Level row in words: "+1 Credit", "-2 Honor", "3 Alliance cards", "return 1 Alliance card", "-1 Choice". */
export function entryText(o: Entry): string {
  switch (o.kind) {
    case 'cr':
      return `${signOf(o.n)}${countOf(Math.abs(o.n), 'Credit')}`;
    case 'ho':
      return `${signOf(o.n)}${Math.abs(o.n)} Honor`;
    case 'all':
      return o.n >= 0 ? countOf(o.n, 'Alliance card') : `return ${countOf(-o.n, 'Alliance card')}`;
    case 'choice':
      return `${signOf(o.n)}${Math.abs(o.n)} Choice`;
  }
}

/** A Credit or Honor entry with the Reward in force: a gain shrinks by it (never below 0), a loss grows by it. */
function rewarded(o: Entry, reward: number): number {
  if (o.n > 0) return Math.max(0, o.n - reward);
  return o.n < 0 ? o.n - reward : 0;
}

/**
 * The Victory Level is read and its row begins: the row in words, the Credits and Honor (as the Reward in force changes
 * them), the Seal's extra Alliance card and Sneaky. What the crew still decides (returns, the Choice) comes next.
 */
export function enterOutcome(t: T): void {
  const g = t.game;
  const read: ZoneReader = (zone) => t.cards(zone);
  const totals = finalTotals(g, read, t.players);
  const target = targets(read);
  const vl = victoryLevel(totals, target);
  g.lastVl = vl;
  g.phase = 'outcome';
  t.logAbout(null)`Totals: Fightin' ${totals[0]}/${target[0]}, Flyin' ${totals[1]}/${target[1]}, Thinkin' ${totals[2]}/${target[2]}: Victory Level ${vl}.`;
  const [eventId] = t.topIds(Z.event);
  const row = eventCard(t.card(eventId!).kind).vl[vl]!;
  t.logAbout(null)`${t.cardsRef(eventId!)}, VL${vl}: ${row.length > 0 ? row.map(entryText).join(', ') : 'nothing'}.`;
  const before = crewPurse(g);
  const top = t.cards(Z.allianceUp)[0];
  const reward = top ? allianceCard(top.kind) : null;
  let draws = 0;
  let returns = 0;
  let choice = 0;
  for (const o of row) {
    if (o.kind === 'all') {
      if (o.n > 0) draws += o.n;
      else returns -= o.n;
    } else if (o.kind === 'choice') {
      choice = o.n;
    } else {
      const type = o.kind === 'cr' ? 'creditReward' : 'honorReward';
      const r = reward?.type === type ? reward.n : 0;
      const n = rewarded(o, r);
      if (n !== o.n) t.logAbout(null)`${t.cardsRef(top!.id)} (${o.kind === 'cr' ? 'Credit' : 'Honor'} Reward ${r}) turns ${entryText(o)} into ${n === 0 ? 'nothing' : entryText({ ...o, n })}.`;
      if (o.kind === 'cr') adjust(g, n, 0);
      else adjust(g, 0, n);
    }
  }
  const [gorramitId] = t.topIds(Z.gorramitUp);
  if (gorramitId && !g.gorramitCancelled && gorramitCard(t.card(gorramitId).kind).effect.kind === 'alliancePenalty' && vl < 3) {
    draws += 1;
    t.logAbout(null)`${t.cardsRef(gorramitId)} adds one more Alliance card.`;
  }
  if (g.sneaky > 0 && draws > 0) {
    const saved = Math.min(g.sneaky, draws);
    draws -= saved;
    t.logAbout(null)`Sneaky: ${saved === 1 ? 'one Alliance card' : countOf(saved, 'Alliance card')} fewer.`;
  }
  if (crewPurse(g) !== before) t.logAbout(null)`The crew now has ${crewPurse(g)}.`;
  g.outcome = { vl, draws, returns, choice };
}

/** Asks what the row leaves to the crew (the Active player decides for it): the Alliance cards to return, then the Choice. False when nothing is left to ask. */
export function askOutcome(t: T): boolean {
  const g = t.game;
  const o = g.outcome!;
  if (o.returns > 0) {
    const left = Math.min(o.returns, t.count(Z.allianceUp));
    o.returns = 0;
    if (left > 0) {
      g.pending = { kind: 'card', seat: g.active, purpose: 'returnAlliance', left };
      return true;
    }
    t.logAbout(null)`No Alliance card is in play to return.`;
  }
  if (o.choice !== 0) {
    g.pending = { kind: 'option', seat: g.active, purpose: o.choice > 0 ? 'choiceGain' : 'choiceLoss', n: Math.abs(o.choice) };
    o.choice = 0;
    return true;
  }
  return false;
}

/** "Return any already played Alliance card to the bottom of the deck": the card the crew chose; the newest left in play is in force. */
export function returnAlliance(t: T, seat: Seat, card: string): void {
  const g = t.game;
  const p = g.pending;
  if (!p || p.kind !== 'card' || p.purpose !== 'returnAlliance') return;
  const wasNewest = t.topIds(Z.allianceUp)[0] === card;
  const after = t.cards(Z.allianceUp).filter((c) => c.id !== card)[0];
  // Named before it goes: the Alliance deck is face down.
  const returned = t.cardsRef(card);
  if (!after) t.log`${seatRef(seat)} returned ${returned} to the bottom of the Alliance deck: no Alliance card is in force now.`;
  else if (wasNewest) t.log`${seatRef(seat)} returned ${returned} to the bottom of the Alliance deck: ${t.cardsRef(after.id)} is in force again.`;
  else t.log`${seatRef(seat)} returned ${returned} to the bottom of the Alliance deck: ${t.cardsRef(after.id)} stays in force.`;
  t.move(card, Z.alliance, 'bottom');
  g.pending = p.left > 1 && t.count(Z.allianceUp) > 0 ? { ...p, left: p.left - 1 } : null;
}
