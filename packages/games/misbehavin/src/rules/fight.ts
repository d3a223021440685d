// Fights to NAB or DISPATCH: start, target, back-and-forth additions, resolution, reward, retains and immunity.
import { possessive, seatRef, type Seat } from '@cortex/engine';
import { def } from '../content/index';
import { passiveBonus } from './innate';
import {
  type Ctx,
  type Frame,
  attributeUsable,
  isSupply,
  opponents,
  powerOf,
  tableau,
  usable,
  zDisplay,
  zHand,
  zRecycle,
} from '../state';
import {
  type T,
  clearDisplay,
  ctx,
  draw,
  forget,
  gainCredits,
  gainVerse,
  markEpisode,
  patch,
  patchPlayer,
  pop,
  push,
  replaceFrame,
  replaceTop,
  spendVerse,
} from './ops';

type FightFrame = Extract<Frame, { kind: 'fight' }>;

/** Cards a fighter may add: untriggered FIGHT cards from hand or tableau (never the target). */
export function fightCards(c: Ctx, s: Seat, target: string | null): string[] {
  const out: string[] = [];
  for (const x of c.z(zHand(s))) if (def(x.kind).fight && attributeUsable(c, s, x)) out.push(x.id);
  for (const x of tableau(c, s)) if (x.id !== target && def(x.kind).fight && usable(c.g, x.id)) out.push(x.id);
  return out;
}

/** Targets: any card in the tableau of an opponent who is not immune. */
export function fightTargets(c: Ctx, s: Seat): string[] {
  return opponents(c, s)
    .filter((o) => !c.g.players[o]!.immune)
    .flatMap((o) => tableau(c, o).map((x) => x.id));
}

export function ownerOfTableauCard(c: Ctx, id: string): Seat {
  for (let s = 0; s < c.players; s++) if (tableau(c, s).some((x) => x.id === id)) return s;
  return -1;
}

export function fightTotals(c: Ctx, f: FightFrame): { attack: number; defence: number } {
  const attack =
    c.z(zDisplay(f.attacker)).reduce((n, x) => n + powerOf(c.g, x), 0) +
    f.bonusA +
    passiveBonus(c, f.attacker, 'fight');
  let defence = f.bonusD + (f.defender === null ? 0 : passiveBonus(c, f.defender, 'fight', f.target));
  if (f.target) {
    const targetCard = [...tableau(c, f.defender ?? 0)].find((x) => x.id === f.target);
    if (targetCard) defence += def(targetCard.kind).cost;
  }
  if (f.defender !== null) defence += c.z(zDisplay(f.defender)).reduce((n, x) => n + powerOf(c.g, x), 0);
  return { attack, defence };
}

/** Moves a card from hand or tableau to the display. */
export function toDisplay(t: T, s: Seat, id: string): void {
  t.move(id, zDisplay(s), 'bottom');
}

export function startFight(t: T, s: Seat, card: string): void {
  patch(t, { activations: t.game.activations - 1 });
  toDisplay(t, s, card);
  t.logAbout(s)`${seatRef(s)} picked a fight with ${t.cardsRef(card)}.`;
  push(t, {
    kind: 'fight',
    attacker: s,
    defender: null,
    target: null,
    mode: null,
    floor: s,
    passes: 0,
    bonusA: 0,
    bonusD: 0,
  });
}

export function chooseTarget(t: T, target: string, mode: 'nab' | 'dispatch'): void {
  const f = t.game.stack[t.game.stack.length - 1] as FightFrame;
  const defender = ownerOfTableauCard(ctx(t), target);
  replaceTop(t, { ...f, defender, target, mode });
  t.logAbout(
    f.attacker,
  )`${seatRef(f.attacker)} aimed the fight: to ${mode === 'nab' ? 'NAB' : 'DISPATCH'} ${possessive(defender)} ${t.cardsRef(target)}.`;
}

export function addToFight(t: T, s: Seat, card: string): void {
  const f = t.game.stack[t.game.stack.length - 1] as FightFrame;
  toDisplay(t, s, card);
  replaceTop(t, { ...f, passes: 0 });
  const { attack, defence } = fightTotals(ctx(t), t.game.stack[t.game.stack.length - 1] as FightFrame);
  t.logAbout(s)`${seatRef(s)} added ${t.cardsRef(card)} to the fight (attack ${attack}, defence ${defence}).`;
}

/** A special or innate used in a fight counts as an addition: the other side gets to answer. */
export function fightActed(t: T, s: Seat): void {
  const g = t.game;
  for (let i = g.stack.length - 1; i >= 0; i--) {
    const f = g.stack[i]!;
    if (f.kind === 'fight') {
      if (f.attacker !== s && f.defender !== s) return;
      replaceFrame(t, i, { ...f, passes: 0 });
      return;
    }
  }
}

export function stand(t: T, s: Seat): void {
  const f = t.game.stack[t.game.stack.length - 1] as FightFrame;
  const passes = f.passes + 1;
  t.logAbout(s)`${seatRef(s)} stood, adding nothing more.`;
  if (passes >= 2) {
    resolveFight(t, f);
    return;
  }
  const floor = s === f.attacker ? f.defender! : f.attacker;
  replaceTop(t, { ...f, passes, floor });
}

function resolveFight(t: T, f: FightFrame): void {
  const c = ctx(t);
  const { attack, defence } = fightTotals(c, f);
  const attackerWins = attack >= defence;
  const winner = attackerWins ? f.attacker : f.defender!;
  t.logAbout(winner)`The fight ends ${attack} to ${defence}: ${seatRef(winner)} won.`;
  const target = f.target!;
  const defender = f.defender!;
  if (attackerWins) {
    const asset = def(t.card(target).kind).category === 'asset';
    forget(t, target);
    if (f.mode === 'nab') {
      t.logAbout(f.attacker)`${seatRef(f.attacker)} nabbed ${t.cardsRef(target)}.`;
      t.move(target, zHand(f.attacker));
      markEpisode(t, f.attacker, 'nab');
    } else {
      t.logAbout(
        f.attacker,
      )`${seatRef(f.attacker)} dispatched ${t.cardsRef(target)} to ${possessive(defender)} recycle pile.`;
      t.move(target, zRecycle(defender));
    }
    // The rulebook names the card type: only a lost asset makes its owner immune.
    if (asset) {
      patchPlayer(t, defender, { immune: true });
      t.logAbout(
        defender,
      )`${seatRef(defender)} lost an asset in the fight, so nobody may attack ${possessive(defender)} tableau until after ${possessive(defender)} next turn.`;
    }
  }
  replaceTop(
    t,
    { kind: 'retain', seats: retainers(ctx(t), [f.attacker, defender]), clear: [f.attacker, defender] },
    { kind: 'reward', seat: winner },
  );
}

export function endFightNoWinner(t: T, index: number, f: FightFrame): void {
  const seats = f.defender === null ? [f.attacker] : [f.attacker, f.defender];
  replaceFrame(t, index, { kind: 'retain', seats: retainers(ctx(t), seats), clear: seats });
}

/** Seats that could retain something: 'verse to spend and a non-supply card on their display. */
export function retainers(c: Ctx, seats: readonly Seat[]): Seat[] {
  return seats.filter(
    (s) => c.g.players[s]!.verse + c.g.players[s]!.marks > 0 && c.z(zDisplay(s)).some((x) => !isSupply(x.kind)),
  );
}

/** A retain frame with nobody left to decide closes: the displays of everyone involved are cleared. */
export function settleRetain(t: T): boolean {
  const f = t.game.stack[t.game.stack.length - 1];
  if (!f || f.kind !== 'retain' || f.seats.length > 0) return false;
  pop(t);
  for (const s of f.clear) clearDisplay(t, s);
  return true;
}

export function retain(t: T, s: Seat, card: string): void {
  spendVerse(t, s, 1);
  forget(t, card);
  t.move(card, zHand(s));
  t.logAbout(s)`${seatRef(s)} spent a 'verse token to retain ${t.cardsRef(card, 'all')}.`;
  const f = t.game.stack[t.game.stack.length - 1];
  if (f && f.kind === 'retain' && retainers(ctx(t), [s]).length === 0) retainDone(t);
}

export function retainDone(t: T): void {
  const f = t.game.stack[t.game.stack.length - 1];
  if (!f || f.kind !== 'retain') return;
  replaceTop(t, { ...f, seats: f.seats.slice(1) });
}

export function reward(t: T, s: Seat, kind: 'draw' | 'credit' | 'verse'): void {
  pop(t);
  if (kind === 'draw') draw(t, s, 1);
  else if (kind === 'credit') gainCredits(t, s, 1);
  else gainVerse(t, s, 1);
  t.logAbout(
    s,
  )`${seatRef(s)} took the reward: ${kind === 'draw' ? 'a card from the deck' : kind === 'credit' ? '1 credit' : "1 'verse token"}.`;
}
