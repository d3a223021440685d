// Character Cards: one entry per effect of a Game Ability or a Credit or Honor action (the `kind` of
// content/characters.ts), holding what it does, its words on the card, what it needs to be used; and when an ability or
// action may be used, paid for and said. A new effect is one entry here and the characters that have it.
import { capitalise, countOf, seatRef, type Seat } from '@cortex/engine';
import {
  CHARACTERS,
  isCharacterId,
  type CharacterId,
  type CrewAction,
  type CrewEffect,
  type GameAbility,
} from '../content/characters';
import { SKILL_INDEX, SKILL_NAMES, SKILLS } from '../content/skills';
import type { OttbMove } from '../moves';
import { clockwise, Z, type OttbData, type T } from '../state';
import { drawCards, redrawResult } from './deck';
import type { TableFacts } from './facts';
import { gorramitCancellable } from './gorramit';
import { amountOf, cardsPhrase, limitPhrase, signed } from './phrase';
import { adjust, crewGainText, crewPurse } from './tokens';

export type CrewKind = CrewEffect['kind'];
type EffectOf<K extends CrewKind> = { [E in CrewEffect as E['kind']]: E }[K];

/** What the moment offers an effect that depends on it: whether cancelling the Gorramit card still changes anything. */
export interface UseContext {
  readonly cancellable: boolean;
}

export interface CrewHandler<K extends CrewKind> {
  /** What it does when the ability or action is used, after the log has said which. */
  run(t: T, seat: Seat, e: EffectOf<K>): void;
  /** Its words on the Character card, capitalised: "Draw one card, limit 5 in hand". */
  text(e: EffectOf<K>): string;
  /** Its words begin with a name, kept capitalised inside a sentence ("…, then Mal may draw one card"). */
  readonly named?: boolean;
  /** Why the crew cannot afford what it takes (a trade never takes the crew below 0), or null. */
  short?(g: OttbData, e: EffectOf<K>): string | null;
  /** Whether using it now would do anything. */
  usable?(ctx: UseContext): boolean;
  /** Passive: while the character is Active, the first Alliance card the crew would draw is not drawn. */
  readonly stopsAllianceDraw?: boolean;
  /** What it does to the crew's Credits and Honor (for the bots, which weigh a gain against what the crew holds). */
  purse?(e: EffectOf<K>): Purse;
}

/** A change of the crew's Credits and Honor. */
export interface Purse {
  readonly credits: number;
  readonly honor: number;
}

type Handlers = { [K in CrewKind]: CrewHandler<K> };

export function seatOfCharacter(g: OttbData, character: string): Seat | undefined {
  const s = g.characters.findIndex((c) => c === character);
  return s < 0 ? undefined : s;
}

/** A trade's change of the crew's Credits and Honor: `n` of one given, `n` of the other gained. */
function tradeChange(e: EffectOf<'trade'>): Purse {
  return e.give === 'credits' ? { credits: -e.n, honor: e.n } : { credits: e.n, honor: -e.n };
}

export const CREW_EFFECTS = {
  draw: {
    run: (t, seat, e) => {
      const who = e.who === 'self' ? [seat] : clockwise(seat, t.players).filter((s) => e.who === 'each' || s !== seat);
      for (const s of who) drawCards(t, s, e.n, e.limit);
    },
    text: (e) =>
      `${e.who === 'self' ? 'Draw' : e.who === 'each' ? 'Each player draws' : 'Each other player draws'} ${cardsPhrase(e.n)}${limitPhrase(e.limit)}`,
  },
  drawCharacter: {
    run: (t, _seat, e) => {
      // "Mal may draw": within the limit, that character's player decides; over it there is nothing to decide.
      const s = seatOfCharacter(t.game, e.character);
      if (s === undefined) return;
      if (e.limit !== undefined && t.count(Z.hand(s)) > e.limit) drawCards(t, s, e.n, e.limit);
      else t.game.pending = { kind: 'option', seat: s, purpose: 'mayDraw', n: e.n };
    },
    text: (e) =>
      `${isCharacterId(e.character) ? CHARACTERS[e.character].name : e.character} may draw ${cardsPhrase(e.n)}${limitPhrase(e.limit)}`,
    named: true,
  },
  gain: {
    run: (t, _seat, e) => {
      adjust(t.game, e.credits, e.honor);
      t.log`The crew now has ${crewPurse(t.game)}.`;
    },
    text: (e) => capitalise(crewGainText(e.credits, e.honor)),
    short: (g, e) => {
      if (g.credits + e.credits < 0) return `needs ${countOf(-e.credits, 'Credit')}; the crew has ${g.credits}`;
      if (g.honor + e.honor < 0) return `needs ${-e.honor} Honor; the crew has ${g.honor}`;
      return null;
    },
    purse: (e) => ({ credits: e.credits, honor: e.honor }),
  },
  trade: {
    run: (t, _seat, e) => {
      const change = tradeChange(e);
      adjust(t.game, change.credits, change.honor);
      t.log`The crew now has ${crewPurse(t.game)}.`;
    },
    text: (e) => `Trade ${amountOf(e.give, e.n)} for ${amountOf(e.give === 'credits' ? 'honor' : 'credits', e.n)}`,
    short: (g, e) => {
      const have = e.give === 'credits' ? g.credits : g.honor;
      return have < e.n ? `needs ${amountOf(e.give, e.n)}; the crew has ${have}` : null;
    },
    purse: (e) => tradeChange(e),
  },
  redrawAll: {
    run: (t) => {
      for (let i = 0; i < 3; i++) redrawResult(t, i);
    },
    text: () => 'Redraw all Result cards',
  },
  redrawOne: {
    run: (t, seat) => {
      t.game.pending = { kind: 'skill', seat, purpose: 'redrawOne' };
    },
    text: () => 'Redraw the Result card of one skill',
  },
  bestOfTwo: {
    run: (t, seat) => {
      t.game.pending = { kind: 'skill', seat, purpose: 'bestOfTwo' };
    },
    text: () => 'Draw 2 Result cards for any Contest; use the higher result',
  },
  bonus: {
    run: (t, seat, e) => {
      t.game.bonus[SKILL_INDEX[e.skill]] += e.n;
      t.log`${seatRef(seat)} added ${e.n} to the ${SKILL_NAMES[e.skill]} total.`;
    },
    text: (e) => `${signed(e.n)} ${SKILL_NAMES[e.skill]}`,
  },
  refill: {
    run: (t, seat) => {
      const ch = t.game.characters[seat]!;
      const missing = CHARACTERS[ch].handSize - t.count(Z.hand(seat));
      if (missing > 0) drawCards(t, seat, missing);
    },
    text: () => 'Draw to Starting Hand Size',
  },
  give: {
    run: (t, seat, e) => {
      if (t.count(Z.hand(seat)) > 0) t.game.pending = { kind: 'give', seat, left: e.n };
    },
    text: (e) => `give ${cardsPhrase(e.n)} to any other players`,
  },
  cancelGorramit: {
    run: (t, seat) => {
      t.game.gorramitCancelled = true;
      t.log`${seatRef(seat)} cancelled the Gorramit card.`;
    },
    text: () => 'Cancel the Gorramit card (no reshuffle)',
    usable: (ctx) => ctx.cancellable,
  },
  blockAlliance: {
    // Passive (Shepherd): it acts when the crew would draw an Alliance card, see allianceDrawStopped.
    run: () => undefined,
    text: () => 'While Active, the first Alliance card the crew would draw is not drawn',
    stopsAllianceDraw: true,
  },
} satisfies Handlers;

const TABLE: Handlers = CREW_EFFECTS;

export function crewEntry<K extends CrewKind>(kind: K): CrewHandler<K> {
  return TABLE[kind];
}

const entry = (e: CrewEffect): CrewHandler<CrewKind> => crewEntry(e.kind);

/** Runs the effects of an ability or action in order; an effect that asks a decision leaves it pending. */
export function applyCrewEffects(t: T, seat: Seat, effects: readonly CrewEffect[]): void {
  for (const e of effects) entry(e).run(t, seat, e);
}

const lowerFirst = (s: string): string => s.replace(/^[A-Z]/, (c) => c.toLowerCase());

/** Effects chained in one sentence: "Draw one card, then each other player draws one card". */
function chain(effects: readonly CrewEffect[]): string {
  return effects
    .map((e, i) => {
      const words = entry(e).text(e);
      return i === 0 || entry(e).named === true ? words : lowerFirst(words);
    })
    .join(', then ');
}

/** What an action does, without its phase and cost: "Draw one card, limit 5 in hand". */
export function actionEffectText(a: CrewAction): string {
  return chain(a.effects);
}

/** What a Game Ability does: "Draw to Starting Hand Size, then give 3 cards to any other players". */
export function abilityText(ab: GameAbility): string {
  return chain(ab.effects);
}

/** When a Game Ability is used: "A, once per game", "E, while participating, once per game", "Always, once per game". */
export function abilityTiming(ab: GameAbility): string {
  const when = ab.phase === 'passive' ? 'Always' : `${ab.phase}${ab.participating ? ', while participating' : ''}`;
  return `${when}, once per game`;
}

/** An action as printed after its phase letter: "1 Credit: Draw one card, limit 5 in hand." */
export function actionBody(a: CrewAction): string {
  return `${a.cost} ${a.currency === 'credits' ? 'Credit' : 'Honor'}${a.cost === 1 || a.currency === 'honor' ? '' : 's'}: ${chain(a.effects)}${a.anyone ? ' (even when not participating)' : ''}.`;
}

/** An action as printed: "A: 1 Credit: Draw one card, limit 5 in hand." */
export function actionText(a: CrewAction): string {
  return `${a.phase}: ${actionBody(a)}`;
}

/** The whole Character card in words. */
export function characterText(id: CharacterId): string {
  const c = CHARACTERS[id];
  const skills = SKILLS.map(
    (s, i) =>
      `${SKILL_NAMES[s]} ${c.skills[i]}${(c.specialties as readonly string[]).includes(s) ? ' (Specialty)' : ''}`,
  ).join(', ');
  return `${c.name}. ${skills}. Starting Hand Size ${c.handSize}. Game Ability (${abilityTiming(c.ability)}): ${chain(c.ability.effects)}. ${c.actions.map(actionText).join(' ')}`;
}

/** What these effects do to the crew's Credits and Honor, all told. */
export function crewPurseChange(effects: readonly CrewEffect[]): Purse {
  let credits = 0;
  let honor = 0;
  for (const e of effects) {
    const change = entry(e).purse?.(e);
    credits += change?.credits ?? 0;
    honor += change?.honor ?? 0;
  }
  return { credits, honor };
}

/** Why the crew cannot pay for the action: "costs 2 Credits; the crew has 1", or the trade that would take it below 0; null when it can. */
export function actionShortfall(g: OttbData, a: CrewAction): string | null {
  const have = a.currency === 'credits' ? g.credits : g.honor;
  if (have < a.cost) return `costs ${amountOf(a.currency, a.cost)}; the crew has ${have}`;
  for (const e of a.effects) {
    const short = entry(e).short?.(g, e) ?? null;
    if (short !== null) return short;
  }
  return null;
}

export function canAfford(g: OttbData, a: CrewAction): boolean {
  return actionShortfall(g, a) === null;
}

/** May this seat use its character's Game Ability right now? (`cancellable`: whether cancelling the Gorramit card still matters.) */
export function abilityUsable(g: OttbData, seat: Seat, ab: GameAbility, cancellable = true): boolean {
  if (g.abilityUsed[seat] || ab.phase === 'passive') return false;
  const participating = g.participants.includes(seat);
  const allowed = ab.participating ? participating : seat === g.active;
  if (!allowed) return false;
  if (ab.phase === 'A') return g.phase === 'action' && seat === g.active && !g.actionDone;
  if (ab.phase === 'E') return g.phase === 'event' && g.order[g.orderIdx] === seat;
  if (!ab.effects.every((e) => entry(e).usable?.({ cancellable }) ?? true)) return false;
  return g.phase === 'resolution';
}

/** The seat's (E) actions it can pay for and its usable (E) Game Ability, on its own Event-phase turn: public facts. */
export function eventExtras(g: OttbData, seat: Seat): OttbMove[] {
  const out: OttbMove[] = [];
  const ch = g.characters[seat];
  if (!ch || !g.participants.includes(seat)) return out;
  if (abilityUsable(g, seat, CHARACTERS[ch].ability)) out.push({ type: 'useAbility' });
  CHARACTERS[ch].actions.forEach((a, i) => {
    if (a.phase === 'E' && canAfford(g, a)) out.push({ type: 'useAction', action: i });
  });
  return out;
}

/** The seat's (R) actions and Game Ability it could use in the Resolution window, from what everyone sees. */
export function resolutionExtras(g: OttbData, seat: Seat, facts: TableFacts): OttbMove[] {
  const out: OttbMove[] = [];
  const ch = g.characters[seat];
  if (!ch) return out;
  const participating = g.participants.includes(seat);
  if (abilityUsable(g, seat, CHARACTERS[ch].ability, gorramitCancellable(g, facts))) out.push({ type: 'useAbility' });
  CHARACTERS[ch].actions.forEach((a, i) => {
    if (a.phase === 'R' && (participating || a.anyone === true) && canAfford(g, a))
      out.push({ type: 'useAction', action: i });
  });
  return out;
}

/** The seat uses its character's Game Ability: once per player; an (A) ability is the Active player's action. */
export function useAbility(t: T, seat: Seat): void {
  const g = t.game;
  const ch = CHARACTERS[g.characters[seat]!];
  g.abilityUsed[seat] = true;
  if (ch.ability.phase === 'A') g.actionDone = true;
  t.log`${seatRef(seat)} used ${ch.name}'s Game Ability: ${abilityText(ch.ability)}.`;
  applyCrewEffects(t, seat, ch.ability.effects);
}

/** The seat spends the crew's Credits or Honor on an action of its Character card; an (A) action is the Active player's action. */
export function useAction(t: T, seat: Seat, action: number): void {
  const g = t.game;
  const ch = CHARACTERS[g.characters[seat]!];
  const a = ch.actions[action]!;
  if (a.currency === 'credits') g.credits -= a.cost;
  else g.honor -= a.cost;
  if (a.phase === 'A') g.actionDone = true;
  const paid = a.cost === 0 ? 'used' : `spent ${amountOf(a.currency, a.cost)} on`;
  t.log`${seatRef(seat)} ${paid} ${ch.name}'s action: ${actionEffectText(a)}.`;
  applyCrewEffects(t, seat, a.effects);
}

/** Shepherd while Active: the first Alliance card the crew would draw is not drawn (once per player, like every Game Ability). */
export function allianceDrawStopped(t: T): boolean {
  const g = t.game;
  const ch = g.characters[g.active];
  if (!ch || g.abilityUsed[g.active]) return false;
  const ability = CHARACTERS[ch].ability;
  if (!ability.effects.some((e) => entry(e).stopsAllianceDraw === true)) return false;
  g.abilityUsed[g.active] = true;
  t.logAbout(
    g.active,
  )`${CHARACTERS[ch].name}'s Game Ability: ${seatRef(g.active)} stopped an Alliance card from being drawn.`;
  return true;
}

/** "Mal", or "no character yet". */
export function characterName(id: string | null | undefined): string {
  return id && isCharacterId(id) ? CHARACTERS[id].name : 'no character yet';
}

/** "Fightin' 2, Flyin' 1, Thinkin' 1; hand 5": what choosing the character brings. */
export function skillsText(id: CharacterId): string {
  const c = CHARACTERS[id];
  return `${SKILLS.map((s, i) => `${SKILL_NAMES[s]} ${c.skills[i]}`).join(', ')}; hand ${c.handSize}`;
}
