// The turn: playing and triggering cards, 'verse acquisition and 'verse actions, maneuvers, Reavers, end of turn and winning.
import { countOf, possessive, seatRef, type Seat } from '@cortex/engine';
import { EPISODES, MARKET_DECKS, REAVERS, VERSE_CARDS, def } from '../content/index';
import { useAbilities, runEffects } from './effects';
import { openWindows, usableInnate } from './innate';
import { isAwaited } from '../legal';
import { fightActed } from './fight';
import {
  areaFor,
  powerNeeded,
  prereqMet,
  tableau,
  tableauPower,
  zDisplay,
  zHand,
  zMarketDeck,
  zRecycle,
  zRow,
  Z_REAVER,
  Z_REAVER_DECK,
  Z_REAVER_DONE,
} from '../state';
import {
  type T,
  announcePower,
  ctx,
  draw,
  forget,
  gainCredits,
  giveBlack,
  patch,
  patchPlayer,
  player,
  pop,
  push,
  shedBlack,
  spendVerse,
  toSupply,
} from './ops';

export function playCard(t: T, s: Seat, card: string): void {
  patch(t, { activations: t.game.activations - 1 });
  const kind = t.card(card).kind;
  const before = tableauPower(ctx(t), s);
  t.move(card, areaFor(kind, s), 'bottom');
  t.logAbout(s)`${seatRef(s)} played ${t.cardsRef(card)} to ${possessive(s)} tableau.`;
  const d = def(kind);
  announcePower(t, s, before);
  const c = ctx(t);
  if (d.abilities.some((a) => a.timing === 'trigger') && prereqMet(c, s, d, card)) {
    push(t, { kind: 'afterPlay', seat: s, card });
  }
  shedBlack(t, s, card);
  if (d.onPlay) runEffects(t, s, d.onPlay, card);
}

export function afterPlay(t: T, s: Seat, use: boolean): void {
  const f = pop(t);
  if (!f || f.kind !== 'afterPlay') return;
  if (!use) {
    t.logAbout(s)`${seatRef(s)} left ${t.cardsRef(f.card)} untriggered.`;
    return;
  }
  patch(t, { triggered: [...t.game.triggered, f.card] });
  t.logAbout(s)`${seatRef(s)} triggered ${t.cardsRef(f.card)} at once.`;
  useAbilities(t, s, f.card, 'trigger');
}

export function triggerCard(t: T, s: Seat, card: string): void {
  patch(t, { activations: t.game.activations - 1, triggered: [...t.game.triggered, card] });
  t.logAbout(s)`${seatRef(s)} triggered ${t.cardsRef(card)}.`;
  shedBlack(t, s, card);
  useAbilities(t, s, card, 'trigger');
}

/** Trigger without effect: costs no activation (and so a location sheds The Black for free). */
export function triggerFree(t: T, s: Seat, card: string): void {
  patch(t, { triggered: [...t.game.triggered, card] });
  t.logAbout(s)`${seatRef(s)} triggered ${t.cardsRef(card)} without effect.`;
  shedBlack(t, s, card);
}

/** An innate ability: no activation; the card is triggered (a location so triggered sheds The Black). */
export function innateCard(t: T, s: Seat, card: string): void {
  const c = ctx(t);
  const ability = usableInnate(c, s, card, openWindows(c, s, isAwaited(t.game, s)));
  if (!ability) return;
  patch(t, { triggered: [...t.game.triggered, card] });
  t.logAbout(s)`${seatRef(s)} used the innate ability of ${t.cardsRef(card)}.`;
  // Only a fight ability is an answer in the fight (the other side then gets the floor back).
  if (ability.window === 'fight') fightActed(t, s);
  shedBlack(t, s, card);
  runEffects(t, s, ability.effects, card);
}

/** A supply card from hand used for one special ability; maneuvers may then be replayed with 'verse. */
export function playSpecial(t: T, s: Seat, card: string, option: number): void {
  const d = def(t.card(card).kind);
  const effects = d.specials?.[option] ?? [];
  fightActed(t, s);
  if (d.category === 'maneuver') {
    t.move(card, zDisplay(s), 'bottom');
    t.logAbout(s)`${seatRef(s)} played the maneuver ${t.cardsRef(card)}.`;
    push(t, { kind: 'maneuver', seat: s, card });
  } else {
    t.logAbout(s)`${seatRef(s)} played ${t.cardsRef(card, 'all')} for its special ability.`;
    toSupply(t, card);
  }
  runEffects(t, s, effects, card);
}

export function replay(t: T, s: Seat, option: number): void {
  const f = t.game.stack[t.game.stack.length - 1];
  if (!f || f.kind !== 'maneuver') return;
  spendVerse(t, s, 1);
  t.logAbout(s)`${seatRef(s)} spent a 'verse token to replay ${t.cardsRef(f.card)}.`;
  fightActed(t, s);
  runEffects(t, s, def(t.card(f.card).kind).specials?.[option] ?? [], f.card);
}

export function replayDone(t: T, s: Seat): void {
  const f = pop(t);
  if (!f || f.kind !== 'maneuver') return;
  t.logAbout(s)`${t.cardsRef(f.card)} returns to the supply.`;
  toSupply(t, f.card);
}

export function acquireVerse(t: T, s: Seat, card: string, discard: string | undefined): void {
  const vc = VERSE_CARDS[player(t, s).faction];
  patch(t, { verseAcquired: true, triggered: [...t.game.triggered, card] });
  if (vc.pay === 'credit') gainCredits(t, s, -1);
  else if (discard) t.move(discard, zRecycle(s));
  patchPlayer(t, s, { verse: player(t, s).verse + 1 });
  if (discard)
    t.logAbout(
      s,
    )`${seatRef(s)} triggered ${t.cardsRef(card)} and discarded ${t.cardsRef(discard)} to acquire a 'verse token.`;
  else t.logAbout(s)`${seatRef(s)} triggered ${t.cardsRef(card)} and paid 1 credit to acquire a 'verse token.`;
  shedBlack(t, s, card);
}

export function warrant(t: T, s: Seat, card: string): void {
  spendVerse(t, s, 2);
  patch(t, { warrants: [...t.game.warrants, card] });
  const owner = Number((t.zoneOf(card) ?? '').split(':')[1]);
  if (Number.isInteger(owner))
    t.logAbout(s)`${seatRef(s)} spent 2 'verse tokens to issue a warrant on ${possessive(owner)} ${t.cardsRef(card)}.`;
  else t.logAbout(s)`${seatRef(s)} spent 2 'verse tokens to issue a warrant on ${t.cardsRef(card)}.`;
}

export function tax(t: T, s: Seat, from: Seat): void {
  spendVerse(t, s, 1);
  if (from < 0) {
    gainCredits(t, s, 2);
    t.logAbout(s)`${seatRef(s)} taxed the supply for 2 credits.`;
  } else {
    gainCredits(t, from, -1);
    gainCredits(t, s, 1);
    t.logAbout(s)`${seatRef(s)} taxed ${seatRef(from)} 1 credit.`;
  }
}

export function steal(t: T, s: Seat, from: Seat): void {
  spendVerse(t, s, 1);
  if (from < 0) {
    gainCredits(t, s, 2);
    t.logAbout(s)`${seatRef(s)} stole 2 credits from the bank.`;
  } else {
    const n = Math.min(2, player(t, from).credits);
    gainCredits(t, from, -n);
    gainCredits(t, s, n);
    t.logAbout(s)`${seatRef(s)} stole ${countOf(n, 'credit')} from ${seatRef(from)}.`;
  }
}

export function retrigger(t: T, s: Seat, card: string): void {
  spendVerse(t, s, 2);
  t.logAbout(s)`${seatRef(s)} spent 2 'verse tokens to re-trigger ${t.cardsRef(card)}.`;
  useAbilities(t, s, card, 'trigger');
}

export function rally(t: T, s: Seat): void {
  spendVerse(t, s, 2);
  patch(t, { rallied: true, activations: t.game.activations + 1 });
  t.logAbout(s)`${seatRef(s)} spent 2 'verse tokens to rally for 1 more activation.`;
}

export function placeOnReaver(t: T, s: Seat): void {
  spendVerse(t, s, 1);
  patchPlayer(t, s, { reaver: player(t, s).reaver + 1 });
  const rv = t.cards(Z_REAVER)[0]!;
  const total = t.game.players.reduce((n, p) => n + p.reaver, 0);
  t.logAbout(s)`${seatRef(s)} placed a 'verse token on ${t.cardsRef(rv.id)} (${total}/${REAVERS[rv.kind]!.toughness}).`;
  if (total < REAVERS[rv.kind]!.toughness) return;
  const bounty = REAVERS[rv.kind]!.bounty;
  t.logAbout(null)`The Reavers were driven off: ${t.cardsRef(rv.id)} is defeated.`;
  t.game.players.forEach((p, i) => {
    if (p.reaver > 0) {
      gainCredits(t, i, p.reaver * bounty);
      t.logAbout(i)`${seatRef(i)} earned ${countOf(p.reaver * bounty, 'credit')} in bounty.`;
    }
  });
  patch(t, { players: t.game.players.map((p) => ({ ...p, reaver: 0 })) });
  t.move(rv.id, Z_REAVER_DONE);
  const next = t.moveTop(Z_REAVER_DECK, Z_REAVER);
  if (next.length > 0) t.logAbout(null)`More Reavers appear: ${t.cardsRef(next)}.`;
}

/** End of turn: the hand is discarded; then either straight to drawing up (the tableau kept) or to choosing tableau discards. */
export function endTurn(t: T, s: Seat, tableauChoice: 'keep' | 'choose'): void {
  const hand = t.cards(zHand(s)).map((c) => c.id);
  if (hand.length > 0) {
    t.move(hand, zRecycle(s));
    t.logAbout(s)`${seatRef(s)} ended ${possessive(s)} turn and discarded ${possessive(s)} hand: ${t.cardsRef(hand)}.`;
  } else {
    t.logAbout(s)`${seatRef(s)} ended ${possessive(s)} turn with an empty hand.`;
  }
  if (tableauChoice === 'keep') drawUp(t, s);
  else push(t, { kind: 'cleanup', seat: s });
}

export function scrap(t: T, s: Seat, card: string): void {
  forget(t, card);
  t.move(card, zRecycle(s));
  t.logAbout(s)`${seatRef(s)} discarded ${t.cardsRef(card)} from ${possessive(s)} tableau.`;
}

export function finishTurn(t: T, s: Seat): void {
  pop(t);
  drawUp(t, s);
}

/** Draw 5 less the triggered cards left, replenish the market, pass the turn. */
function drawUp(t: T, s: Seat): void {
  const c = ctx(t);
  const triggeredLeft = tableau(c, s).filter((x) => t.game.triggered.includes(x.id)).length;
  draw(t, s, Math.max(0, 5 - triggeredLeft));
  for (const d of MARKET_DECKS) {
    const need = 2 - t.count(zRow(d));
    if (need > 0) {
      const fresh = t.moveTop(zMarketDeck(d), zRow(d), need, 'bottom');
      if (fresh.length > 0) t.logAbout(null)`The ${d} market was replenished with ${t.cardsRef(fresh)}.`;
    }
  }
  if (player(t, s).immune) patchPlayer(t, s, { immune: false });
  const next = (s + 1) % t.players;
  const round = next === t.game.firstPlayer ? t.game.round + 1 : t.game.round;
  patch(t, { turn: next, round, activations: 1, recruitments: 1, verseAcquired: false, rallied: false });
  startTurn(t, next);
}

/** Start of a turn: the win check, the Reavers' raid at the start of a round, then reset. */
export function startTurn(t: T, s: Seat): void {
  const c = ctx(t);
  if (checkWin(t, s)) return;
  if (t.game.round > t.game.maxRounds) {
    patch(t, { phase: 'over', winner: null, endReason: `the ${String(t.game.maxRounds)}-round limit was reached` });
    t.logAbout(null)`The round limit was reached: the game ends on POWER.`;
    return;
  }
  if (t.game.reavers && s === t.game.firstPlayer && t.count(Z_REAVER) > 0) {
    for (let i = 0; i < t.players; i++) if (t.game.players[i]!.reaver === 0) giveBlack(t, i);
  }
  const warrants = t.game.warrants;
  const mine = new Set(tableau(c, s).map((x) => x.id));
  patch(t, { triggered: t.game.triggered.filter((id) => !mine.has(id) || warrants.includes(id)) });
  t.logAbout(s)`${possessive(s)} turn begins (round ${t.game.round}).`;
}

function checkWin(t: T, s: Seat): boolean {
  const c = ctx(t);
  const power = tableauPower(c, s);
  if (power >= powerNeeded(c, s)) {
    patch(t, { phase: 'over', winner: s, endReason: `starting a turn with ${String(power)} POWER` });
    t.logAbout(s)`${seatRef(s)} started a turn with ${power} POWER and won.`;
    return true;
  }
  const ep = t.game.episode ? EPISODES[t.game.episode] : undefined;
  const p = player(t, s);
  if (
    ep &&
    ((ep.goal.goal === 'credits' && p.credits >= ep.goal.n) || (ep.goal.goal === 'marks' && p.marks >= ep.goal.n))
  ) {
    patch(t, { phase: 'over', winner: s, endReason: `completing the episode ${ep.name}` });
    t.logAbout(s)`${seatRef(s)} completed the episode ${ep.name} and won.`;
    return true;
  }
  return false;
}
