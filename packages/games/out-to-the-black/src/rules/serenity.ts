// Serenity Cards: one entry per card effect (the `kind` of content/serenity.ts), holding when and by whom it is played
// (for the legal moves and for why a card cannot be played now), what it does, how it counts in the totals, its text
// and its label. A new kind of Serenity card is one entry here and its cards in content/serenity.ts.
import { seatRef, type CardStat, type Seat } from '@cortex/engine';
import { serenityType, type SerenityEffect } from '../content/serenity';
import { SKILL_NAMES, type Skill } from '../content/skills';
import { clockwise, Z, type OttbData, type T } from '../state';
import { drawCards } from './deck';
import { cardsPhrase, limitPhrase, signed } from './phrase';

export type SerenityKind = SerenityEffect['kind'];
type EffectOf<K extends SerenityKind> = { [E in SerenityEffect as E['kind']]: E }[K];

/** Where a seat stands when it might play a card from its hand: what the timing rules read. */
export interface PlayContext {
  readonly g: OttbData;
  readonly seat: Seat;
  /** Cards in the seat's hand, the one to play included. */
  readonly handSize: number;
  readonly participating: boolean;
  /** Everyone participates in the Event: Help has nobody to add. */
  readonly everyone: boolean;
  /** The current Event's name, for the reasons in words. */
  readonly eventName: string;
}

/** A skill total's share of one card: what it adds to which skill. */
export interface Addition {
  readonly skill: Skill;
  readonly n: number;
}

export interface SerenityHandler<K extends SerenityKind> {
  /** The phase it is played in. */
  readonly phase: 'action' | 'event' | 'resolution';
  /** Who may play it in that phase: a participating player, one not participating, the Active player, anyone. */
  readonly by: 'participant' | 'outsider' | 'active' | 'anyone';
  /** When it is played, in words, after the card's name: "is played in the Event phase, by a participating player". */
  readonly timing: string;
  /** Beyond its phase and who plays it: why it cannot be played now (the reason names the card), or null. */
  blocked?(e: EffectOf<K>, ctx: PlayContext, name: string): string | null;
  /** The card text, between "Serenity card." and its Result Number. */
  text(e: EffectOf<K>): string;
  /** Its printed numbers besides the Result Number. */
  stats?(e: EffectOf<K>): CardStat[];
  /** Played on its own (Action or Resolution phase): what it does. Event-phase cards are laid down together instead. */
  play?(t: T, seat: Seat, card: string, e: EffectOf<K>): void;
  /** The label of playing it on its own: "Play Regroup: each player draws one card, limit 3 in hand". */
  label?(e: EffectOf<K>, name: string): string;
  /** Laid down in the Event phase face up (for a skill of the player's Specialties) rather than face down. */
  faceUp?(e: EffectOf<K>, specialties: readonly Skill[]): boolean;
  /** What it adds to a skill total, given the skills whose bonus cards are Wilds; null when it adds nothing there. */
  adds?(e: EffectOf<K>, madeWild: ReadonlySet<Skill>): Addition | null;
  /** What it is worth as a Wild the Active player places, given the skills made Wild; null when it is no Wild. */
  wild?(e: EffectOf<K>, madeWild: ReadonlySet<Skill>): number | null;
  /** The skill whose bonus cards it makes Wilds (Strength and co.). */
  makesWild?(e: EffectOf<K>): Skill;
  /** Played in the Resolution window, it changes nothing the others could want to act on (interpretation 10). */
  readonly keepsWindow?: boolean;
}

type Handlers = { [K in SerenityKind]: SerenityHandler<K> };

/** The card goes face up into the seat's played cards, and the log names it. */
function playFaceUp(t: T, seat: Seat, card: string): void {
  t.move(card, Z.played(seat));
  t.reveal(card, 'all');
}

export const SERENITY_EFFECTS = {
  skill: {
    phase: 'event',
    by: 'participant',
    timing: 'is played in the Event phase, by a participating player',
    text: (e) =>
      `Event phase, participating: ${signed(e.n)} ${SKILL_NAMES[e.skill]}. Played face down, or face up if ${SKILL_NAMES[e.skill]} is your Specialty.`,
    stats: (e) => [{ name: `${SKILL_NAMES[e.skill]} bonus`, value: e.n }],
    faceUp: (e, specialties) => specialties.includes(e.skill),
    adds: (e, madeWild) => (madeWild.has(e.skill) ? null : { skill: e.skill, n: e.n }),
    wild: (e, madeWild) => (madeWild.has(e.skill) ? e.n : null),
  },
  wild: {
    phase: 'event',
    by: 'participant',
    timing: 'is played in the Event phase, by a participating player',
    text: (e) =>
      `Event phase, participating, face down: ${signed(e.n)} to one skill, which the Active player picks after seeing all the Result cards (never split).`,
    stats: (e) => [{ name: 'Wild bonus', value: e.n }],
    wild: (e) => e.n,
  },
  assist: {
    phase: 'event',
    by: 'outsider',
    timing: 'is played in the Event phase, by a player not participating',
    text: (e) =>
      `Event phase, only when NOT participating, face down: +1 to the ${SKILL_NAMES[e.skill]} total (not a ${SKILL_NAMES[e.skill]} card).`,
    // Not a skill card: Strength and co. never make it a Wild.
    adds: (e) => ({ skill: e.skill, n: 1 }),
  },
  makeWild: {
    phase: 'event',
    by: 'participant',
    timing: 'is played in the Event phase, by a participating player',
    text: (e) =>
      `Event phase, participating, face down: every ${SKILL_NAMES[e.skill]} bonus card played this Event (by anyone) is a Wild instead.`,
    makesWild: (e) => e.skill,
  },
  boost: {
    phase: 'resolution',
    by: 'participant',
    timing: 'is played in the Resolution phase, by a participating player',
    blocked: (_e, ctx, name) =>
      ctx.g.redrawn.some(Boolean)
        ? null
        : `${name} goes on a Result card redrawn in this Resolution phase, and none has been redrawn`,
    text: (e) =>
      `Resolution phase, participating: ${signed(e.n)} on a Result card that was redrawn this Resolution phase.`,
    stats: (e) => [{ name: 'Boost', value: e.n }],
    play: (t, seat, card) => {
      playFaceUp(t, seat, card);
      t.log`${seatRef(seat)} played ${t.cardsRef(card)}.`;
      t.game.pending = { kind: 'skill', seat, purpose: 'boost' };
    },
    label: (e, name) => `Play ${name}: +${e.n} on a redrawn Result card`,
  },
  sneaky: {
    phase: 'resolution',
    by: 'participant',
    timing: 'is played in the Resolution phase, by a participating player',
    text: () =>
      "Resolution phase, participating: draw one fewer Alliance card from this Event's result (not from a Choice).",
    play: (t, seat, card) => {
      playFaceUp(t, seat, card);
      t.game.sneaky += 1;
      t.log`${seatRef(seat)} played ${t.cardsRef(card)}: one fewer Alliance card from this Event's result.`;
    },
    label: (_e, name) => `Play ${name}: one fewer Alliance card from this Event's result`,
    // It only trims the Alliance cards drawn: no total, Result or legal move of anyone else changes.
    keepsWindow: true,
  },
  help: {
    phase: 'resolution',
    by: 'participant',
    timing: 'is played in the Resolution phase, by a participating player',
    blocked: (_e, ctx, name) =>
      ctx.everyone ? `${name} adds the skill of a player not participating, and everyone is participating` : null,
    text: () =>
      "Resolution phase, participating: choose a player not participating and one skill; that character's skill is added to the total. Not playable when everyone participates.",
    play: (t, seat, card) => {
      playFaceUp(t, seat, card);
      t.log`${seatRef(seat)} played ${t.cardsRef(card)}.`;
      t.game.pending = { kind: 'seat', seat, purpose: 'help' };
    },
    label: (_e, name) => `Play ${name}: add the skill of a player not participating`,
  },
  regroup: {
    phase: 'action',
    by: 'active',
    timing: 'is played in your own Action phase, as your action',
    text: (e) => `Your Action phase (your action): each player draws ${cardsPhrase(e.draw)}${limitPhrase(e.limit)}.`,
    play: (t, seat, card, e) => {
      t.move(card, Z.discard);
      t.log`${seatRef(seat)} played ${t.cardsRef(card)}: each player draws ${cardsPhrase(e.draw)}, limit ${e.limit} in hand.`;
      t.game.actionDone = true;
      for (const s of clockwise(seat, t.players)) drawCards(t, s, e.draw, e.limit);
    },
    label: (e, name) => `Play ${name}: each player draws ${cardsPhrase(e.draw)}, limit ${e.limit} in hand`,
  },
  sacrifice: {
    phase: 'action',
    by: 'anyone',
    timing: 'is played in an Action phase',
    blocked: (e, ctx, name) => {
      // Playable while the hand holds more cards than it discards (itself and two others).
      const others = ctx.handSize - 1;
      return ctx.handSize > e.discard
        ? null
        : `${name} needs ${e.discard} other cards in your hand to discard; you have ${others === 0 ? 'none' : others}`;
    },
    text: (e) =>
      `Any Action phase (in your own it is your action): discard ${e.discard} other cards from your hand; the crew gains ${e.gain} Credit or ${e.gain} Honor (your choice).`,
    play: (t, seat, card, e) => {
      const g = t.game;
      t.move(card, Z.discard);
      t.log`${seatRef(seat)} played ${t.cardsRef(card)}.`;
      // Playing a Serenity card is the Active player's one action; the others may Sacrifice as an exception.
      if (seat === g.active && !g.actionDone) g.actionDone = true;
      else g.sacrificePassed[seat] = true;
      g.pending = { kind: 'card', seat, purpose: 'sacrifice', left: e.discard };
    },
    label: (e, name) =>
      `Play ${name}: discard ${e.discard} other cards, the crew gains ${e.gain} Credit or ${e.gain} Honor`,
  },
} satisfies Handlers;

const TABLE: Handlers = SERENITY_EFFECTS;

/** The entry of a card's effect, with the effect: every use goes through here, so the entry and the effect agree. */
export function serenityEntry<K extends SerenityKind>(kind: K): SerenityHandler<K> {
  return TABLE[kind];
}

/** The effect of a card kind and its entry. */
function entryOf(kind: string): { readonly e: SerenityEffect; readonly h: SerenityHandler<SerenityKind> } {
  const e = serenityType(kind).effect;
  return { e, h: serenityEntry(e.kind) };
}

/** The card's text between its marking and its Result Number. */
export function serenityText(e: SerenityEffect): string {
  return serenityEntry(e.kind).text(e);
}

/** Why the seat cannot play this card now, or null when it can: the phase, who plays it, then the entry's own condition. */
export function whyNotPlayable(kind: string, name: string, ctx: PlayContext): string | null {
  const { e, h } = entryOf(kind);
  const phase = ctx.g.phase;
  if (phase !== h.phase) {
    if (phase === 'resolution' && h.phase === 'event')
      return `${name} is played in the Event phase, and that phase is over`;
    return `${name} ${h.timing}`;
  }
  if (h.by === 'participant' && !ctx.participating)
    return `${name} is played only by a participating player, and you are not participating in ${ctx.eventName}`;
  if (h.by === 'outsider' && ctx.participating)
    return `${name} is played only by a player not participating in ${ctx.eventName}; you are participating`;
  if (h.by === 'active' && ctx.seat !== ctx.g.active) return `${name} is played only in your own Action phase`;
  return h.blocked?.(e, ctx, name) ?? null;
}

/** Plays a card from the hand on its own (Regroup, Sacrifice, Last Minute Boost, Sneaky, Help). */
export function playSerenity(t: T, seat: Seat, card: string): void {
  const { e, h } = entryOf(t.card(card).kind);
  if (!h.play) throw new Error(`${e.kind} cards are laid down with the other Event-phase cards`);
  h.play(t, seat, card, e);
}

/** "Play Regroup: each player draws one card, limit 3 in hand"; "Play Fightin' +1" for a card with nothing more to say. */
export function playLabel(kind: string, name: string): string {
  const { e, h } = entryOf(kind);
  return h.label?.(e, name) ?? `Play ${name}`;
}

/** Whether a card laid down in the Event phase goes face up: a skill card of one of the player's Specialties. */
export function playedFaceUp(kind: string, specialties: readonly Skill[]): boolean {
  const { e, h } = entryOf(kind);
  return h.faceUp?.(e, specialties) ?? false;
}

/** What a played card adds to a skill total (Wilds aside), given the skills made Wild. */
export function additionOf(kind: string, madeWild: ReadonlySet<Skill>): Addition | null {
  const { e, h } = entryOf(kind);
  return h.adds?.(e, madeWild) ?? null;
}

/** What a played card is worth as a Wild, given the skills made Wild; null when it is no Wild. */
export function wildValue(kind: string, madeWild: ReadonlySet<Skill>): number | null {
  const { e, h } = entryOf(kind);
  return h.wild?.(e, madeWild) ?? null;
}

/** The skill whose bonus cards this card makes Wilds, if it does. */
export function madeWildBy(kind: string): Skill | undefined {
  const { e, h } = entryOf(kind);
  return h.makesWild?.(e);
}

/** Whether playing this card in the Resolution window asks everyone who passed again. */
export function reopensWindow(kind: string): boolean {
  return entryOf(kind).h.keepsWindow !== true;
}

/** Its printed numbers besides the Result Number. */
export function serenityStats(kind: string): CardStat[] {
  const { e, h } = entryOf(kind);
  return h.stats?.(e) ?? [];
}

/** The phase the card is played in. */
export function serenityPhase(kind: string): SerenityHandler<SerenityKind>['phase'] {
  return entryOf(kind).h.phase;
}

/** The phase letter of the card's timing (A, E or R), for a card face. */
export function serenityPhaseLetter(kind: string): 'A' | 'E' | 'R' {
  return ({ action: 'A', event: 'E', resolution: 'R' } as const)[serenityPhase(kind)];
}

/** Whether the seat may play this card now (the same conditions as `whyNotPlayable`, without the words). */
export function playable(kind: string, ctx: PlayContext): boolean {
  return whyNotPlayable(kind, '', ctx) === null;
}
