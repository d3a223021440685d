// The complete list of legal moves for a seat, from the top decision frame (or the open turn when none is pending).
import type { Seat } from '@cortex/engine';
import { OPTIONAL_SETS, SLOTS, SUPPLY_SETS, VERSE_CARDS, def } from './content/index';
import { claimable, dealTotal, influenceCards, recruitTotal } from './rules/deal';
import { choiceTargets } from './rules/effects';
import { fightCards, fightTargets } from './rules/fight';
import { innateCards, openWindows } from './rules/innate';
import { handlerOf } from './rules/keywords';
import { MAX_CREDIT_COMMIT, type MisbehavinMove } from './moves';
import {
  type Ctx,
  type Frame,
  type GameData,
  areaHasRoom,
  hasWarrant,
  isSupply,
  isTableauKind,
  opponents,
  powerNeeded,
  prereqMet,
  spendable,
  tableau,
  tableauPower,
  top,
  usable,
  verseInSupply,
  Z_REAVER,
  zCommand,
  zDisplay,
  zHand,
} from './state';
import type { Effect } from './content/types';

/** The seats whose decisions the game awaits: one seat, or every player still to answer a claimed deal (they answer at once). */
export function awaitedSeats(g: GameData): Seat[] {
  if (g.phase === 'over') return [];
  if (g.phase === 'draft') return [g.draft!.order[g.draft!.pick]!];
  const f = top(g);
  if (!f) return [g.turn];
  switch (f.kind) {
    case 'fight':
      return [f.target === null ? f.attacker : f.floor];
    case 'retain':
      return [f.seats[0] ?? g.turn];
    case 'deal':
      return f.claim === null || f.responders.length === 0 ? [f.seat] : [...f.responders];
    default:
      return [f.seat];
  }
}

/** The first seat the game awaits (null once it is over). */
export const awaited = (g: GameData): Seat | null => awaitedSeats(g)[0] ?? null;

export const isAwaited = (g: GameData, s: Seat): boolean => awaitedSeats(g).includes(s);

const inFight = (g: GameData): boolean => g.stack.some((f) => f.kind === 'fight' && f.target !== null);

/** Whether a special ability option does something in the current context. */
export function optionUsable(g: GameData, effects: readonly Effect[]): boolean {
  if (effects.some((e) => e.e === 'cancel')) return false;
  if (inFight(g)) return true;
  const dealing = g.stack.some((f) => f.kind === 'deal' || f.kind === 'recruit');
  // Out of a fight, a special needs one effect that works here: one for anywhere, or a deal's one while dealing.
  return effects.some((e) => {
    const where = handlerOf(e).context;
    return where === undefined || (dealing && where === 'deal');
  });
}

function specials(c: Ctx, s: Seat): MisbehavinMove[] {
  const out: MisbehavinMove[] = [];
  for (const card of c.z(zHand(s))) {
    const d = def(card.kind);
    if (!d.specials || !prereqMet(c, s, d)) continue;
    d.specials.forEach((effects, option) => {
      if (optionUsable(c.g, effects)) out.push({ type: 'special', card: card.id, option });
    });
  }
  return out;
}

/** Ways a seat may cancel another player's deal: a supply card from hand with a cancel ability, or an innate cancel in its tableau. */
export function cancelMoves(c: Ctx, s: Seat): MisbehavinMove[] {
  const moves: MisbehavinMove[] = [];
  for (const x of c.z(zHand(s))) {
    const d = def(x.kind);
    if (d.specials?.some((e) => e.some((x2) => x2.e === 'cancel')) && prereqMet(c, s, d))
      moves.push({ type: 'cancel', card: x.id });
  }
  for (const x of tableau(c, s)) {
    const d = def(x.kind);
    if (
      usable(c.g, x.id) &&
      prereqMet(c, s, d, x.id) &&
      d.abilities.some((a) => a.timing === 'innate' && a.window === 'deal' && a.effects.some((e) => e.e === 'cancel'))
    ) {
      moves.push({ type: 'cancel', card: x.id });
    }
  }
  return moves;
}

/** Moves a seat the game does not await may make at any time: innate abilities, and cancelling another player's deal. */
export function optionalMoves(c: Ctx, s: Seat): MisbehavinMove[] {
  const moves: MisbehavinMove[] = innateCards(c, s, openWindows(c, s, false)).map((card) => ({ type: 'innate', card }));
  const f = top(c.g);
  // Before the claim anyone else may cancel at once; once it is claimed, the others answer it (allow or cancel) once each.
  if (f?.kind === 'deal' && f.seat !== s && f.claim === null) moves.push(...cancelMoves(c, s));
  return moves;
}

const innateMoves = (c: Ctx, s: Seat): MisbehavinMove[] =>
  innateCards(c, s, openWindows(c, s, true)).map((card) => ({ type: 'innate', card }));

function mainMoves(c: Ctx, s: Seat): MisbehavinMove[] {
  const g = c.g;
  const p = g.players[s]!;
  const moves: MisbehavinMove[] = [];
  const hand = c.z(zHand(s));
  if (g.activations > 0) {
    const power = tableauPower(c, s);
    const need = powerNeeded(c, s);
    for (const x of hand) {
      if (isTableauKind(x.kind) && areaHasRoom(c, s, x.kind) && power + def(x.kind).power <= need)
        moves.push({ type: 'play', card: x.id });
    }
    for (const x of tableau(c, s)) {
      const d = def(x.kind);
      if (usable(g, x.id) && d.abilities.some((a) => a.timing === 'trigger') && prereqMet(c, s, d, x.id))
        moves.push({ type: 'trigger', card: x.id });
    }
    if (fightTargets(c, s).length > 0) for (const id of fightCards(c, s, null)) moves.push({ type: 'fight', card: id });
    for (const id of influenceCards(c, s, true)) moves.push({ type: 'deal', card: id });
  }
  moves.push(...innateMoves(c, s));
  for (const x of tableau(c, s)) if (usable(g, x.id)) moves.push({ type: 'triggerFree', card: x.id });
  if (g.recruitments > 0) for (const id of influenceCards(c, s, false)) moves.push({ type: 'recruit', card: id });
  const vc = VERSE_CARDS[p.faction];
  if (!g.verseAcquired && verseInSupply(c, s) > 0 && (vc.pay === 'discard' ? hand.length > 0 : p.credits > 0)) {
    for (const x of tableau(c, s)) {
      if (!usable(g, x.id) || !def(x.kind).traits.includes(vc.trigger)) continue;
      if (vc.pay === 'credit') moves.push({ type: 'acquire', card: x.id });
      else for (const h of hand) moves.push({ type: 'acquire', card: x.id, discard: h.id });
    }
  }
  const verse = spendable(p);
  if (vc.actions.includes('warrant') && verse >= 2) {
    for (const o of opponents(c, s)) {
      for (const x of c.z(zCommand(o)))
        if (def(x.kind).category === 'character' && !hasWarrant(g, x.id)) moves.push({ type: 'warrant', card: x.id });
    }
  }
  if (vc.actions.includes('tax') && verse >= 1) {
    moves.push({ type: 'tax', from: -1 });
    for (const o of opponents(c, s)) if (g.players[o]!.credits > 0) moves.push({ type: 'tax', from: o });
  }
  if (vc.actions.includes('steal') && verse >= 1) {
    moves.push({ type: 'steal', from: -1 });
    for (const o of opponents(c, s)) if (g.players[o]!.credits > 0) moves.push({ type: 'steal', from: o });
  }
  if (vc.actions.includes('retrigger') && verse >= 2) {
    for (const x of tableau(c, s)) {
      const d = def(x.kind);
      if (
        g.triggered.includes(x.id) &&
        !hasWarrant(g, x.id) &&
        d.abilities.some((a) => a.timing === 'trigger') &&
        prereqMet(c, s, d, x.id)
      ) {
        moves.push({ type: 'retrigger', card: x.id });
      }
    }
  }
  if (vc.actions.includes('rally') && verse >= 2 && !g.rallied) moves.push({ type: 'rally' });
  moves.push(...specials(c, s));
  if (g.reavers && c.z(Z_REAVER).length > 0 && verse >= 1) moves.push({ type: 'reaver' });
  moves.push({ type: 'endTurn', tableau: 'keep' });
  if (tableau(c, s).some((x) => !hasWarrant(g, x.id))) moves.push({ type: 'endTurn', tableau: 'choose' });
  return moves;
}

function frameMoves(c: Ctx, s: Seat, f: Frame): MisbehavinMove[] {
  const g = c.g;
  const p = g.players[s]!;
  switch (f.kind) {
    case 'afterPlay':
      return [
        { type: 'playTrigger', use: true },
        { type: 'playTrigger', use: false },
      ];
    case 'ability':
      return [
        { type: 'ability', use: true },
        { type: 'ability', use: false },
      ];
    case 'choose':
      return choiceTargets(c, s, f.effect, f.source).map((target) => ({ type: 'choose', target }));
    case 'fight': {
      if (f.target === null)
        return fightTargets(c, s).flatMap((id) =>
          (['nab', 'dispatch'] as const).map((mode) => ({ type: 'target' as const, card: id, mode })),
        );
      const moves: MisbehavinMove[] = fightCards(c, s, f.target).map((id) => ({ type: 'fightAdd', card: id }));
      moves.push(...specials(c, s));
      moves.push({ type: 'stand' });
      return moves;
    }
    case 'reward': {
      const moves: MisbehavinMove[] = [
        { type: 'reward', kind: 'draw' },
        { type: 'reward', kind: 'credit' },
      ];
      if (verseInSupply(c, s) > 0) moves.push({ type: 'reward', kind: 'verse' });
      return moves;
    }
    case 'retain': {
      const moves: MisbehavinMove[] = [];
      if (spendable(p) > 0)
        for (const x of c.z(zDisplay(s))) if (!isSupply(x.kind)) moves.push({ type: 'retain', card: x.id });
      moves.push({ type: 'retainDone' });
      return moves;
    }
    case 'deal': {
      if (f.claim !== null) return [{ type: 'allow' }, ...cancelMoves(c, s)];
      const moves: MisbehavinMove[] = influenceCards(c, s, false).map((id) => ({ type: 'dealAdd', card: id }));
      // Credits are committed several at once: one move per amount the dealer holds.
      for (let n = 1; n <= Math.min(p.credits, MAX_CREDIT_COMMIT); n++) moves.push({ type: 'dealCredit', amount: n });
      moves.push(...specials(c, s));
      for (const id of claimable(c, s, dealTotal(c, f))) moves.push({ type: 'claim', card: id });
      for (const x of tableau(c, s)) if (hasWarrant(g, x.id)) moves.push({ type: 'claim', card: x.id });
      moves.push({ type: 'dropDisplay' });
      return moves;
    }
    case 'cancelled': {
      const moves: MisbehavinMove[] = [];
      if (g.activations > 0) moves.push({ type: 'reattempt' });
      if (g.recruitments > 0) moves.push({ type: 'recruitDisplay' });
      else moves.push({ type: 'dropDisplay' });
      return moves;
    }
    case 'recruit': {
      const moves: MisbehavinMove[] = influenceCards(c, s, false).map((id) => ({ type: 'recruitAdd', card: id }));
      moves.push(...specials(c, s));
      for (const id of claimable(c, s, recruitTotal(c, f))) moves.push({ type: 'claim', card: id });
      moves.push({ type: 'dropDisplay' });
      return moves;
    }
    case 'maneuver': {
      const moves: MisbehavinMove[] = [];
      const d = def(c.z(zDisplay(s)).find((x) => x.id === f.card)!.kind);
      if (spendable(p) > 0) {
        d.specials?.forEach((effects, option) => {
          if (optionUsable(g, effects)) moves.push({ type: 'replay', option });
        });
      }
      moves.push({ type: 'replayDone' });
      return moves;
    }
    case 'cleanup': {
      const moves: MisbehavinMove[] = tableau(c, s)
        .filter((x) => !hasWarrant(g, x.id))
        .map((x) => ({ type: 'scrap', card: x.id }));
      moves.push({ type: 'finish' });
      return moves;
    }
  }
}

function draftMoves(g: GameData): MisbehavinMove[] {
  const d = g.draft!;
  const moves: MisbehavinMove[] = [];
  for (const set of OPTIONAL_SETS) {
    if (g.supplySets.includes(set)) continue;
    for (const slot of SLOTS)
      if (d.slots[slot] === undefined && SUPPLY_SETS[set].slots.includes(slot))
        moves.push({ type: 'draftSet', set, slot });
  }
  return moves;
}

/** Seats that may make optional moves now: in play, everyone the game does not await (the same for every viewer, so it reveals no hand). */
export function optionalSeats(g: GameData, players: number): Seat[] {
  if (g.phase !== 'play') return [];
  const who = awaitedSeats(g);
  return Array.from({ length: players }, (_, s) => s).filter((s) => !who.includes(s));
}

export function legalMoves(c: Ctx, s: Seat): MisbehavinMove[] {
  if (!isAwaited(c.g, s)) return c.g.phase === 'play' ? optionalMoves(c, s) : [];
  if (c.g.phase === 'draft') return draftMoves(c.g);
  const f = top(c.g);
  // Innate abilities may be used at any decision of one's own too (their windows say which).
  return f ? [...frameMoves(c, s, f), ...innateMoves(c, s)] : mainMoves(c, s);
}
