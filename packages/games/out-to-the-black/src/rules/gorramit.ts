// Gorramit Cards: one entry per Gorramit effect (the `kind` of content/gorramit.ts), holding what happens when the card
// is revealed (Resolution step 1), what it changes while in force this Event (totals, Wilds, Alliance cards), its text
// and its printed numbers. A new Gorramit effect is one entry here and its card in content/gorramit.ts.
import { capitalise, type CardStat } from '@cortex/engine';
import { gorramitCard, type GorramitEffect } from '../content/gorramit';
import { SKILL_NAMES, SKILLS } from '../content/skills';
import { Z, type Num3, type OttbData, type T } from '../state';
import type { TableFacts } from './facts';
import { signed } from './phrase';
import { adjust, crewGainText, crewPurse } from './tokens';

export type GorramitKind = GorramitEffect['kind'];
type EffectOf<K extends GorramitKind> = { [E in GorramitEffect as E['kind']]: E }[K];

/** What the Gorramit card changes while in force (not cancelled) for the current Event. */
export interface GorramitInForce {
  /** Added to each skill total. */
  readonly skills: Num3;
  /** Added to each Result Number (never below 0). */
  readonly results: number;
  /** The Wilds count for nothing. */
  readonly wildsZero: boolean;
  /** One more Alliance card unless the Event ends at VL3. */
  readonly extraAlliance: boolean;
}

export interface GorramitHandler<K extends GorramitKind> {
  /** Step 1: what happens at once when it is revealed (the log has already named the card and read its text). */
  reveal?(t: T, e: EffectOf<K>): void;
  /** What it changes while in force; only such cards (and those that reshuffle the deck) are worth cancelling. */
  inForce?(e: EffectOf<K>): Partial<GorramitInForce>;
  text(e: EffectOf<K>): string;
  stats?(e: EffectOf<K>): CardStat[];
}

type Handlers = { [K in GorramitKind]: GorramitHandler<K> };

/** Said on every card that reshuffles the used Gorramit cards after the Event (`reshuffle` in content/gorramit.ts). */
const RESHUFFLES = 'Afterwards shuffle the used Gorramit cards back into the deck.';

export const GORRAMIT_EFFECTS = {
  shift: {
    reveal: (t) => {
      const g = t.game;
      if (g.participants.length < t.players) g.pending = { kind: 'seat', seat: g.active, purpose: 'shift' };
      else t.logAbout(null)`Everyone is participating: no effect.`;
    },
    text: () =>
      'The Active player chooses a non-participating player to take his place as the Active player and in the Event (no effect if everyone participates). Cards played stay played; the new Active player plays no Event phase cards; play goes on clockwise from the previous Active player.',
  },
  injury: {
    reveal: (t) => {
      t.game.pending = { kind: 'option', seat: t.game.active, purpose: 'injury', n: 0 };
    },
    text: () =>
      "The Active player's character is out: that player chooses a character not in play (even one used before). Game Abilities stay once per player.",
  },
  wildsZero: {
    inForce: () => ({ wildsZero: true }),
    text: () => 'Wilds count for nothing this Event, including skill cards another card made Wild.',
  },
  skillMod: {
    inForce: (e) => ({ skills: SKILLS.map((s) => (e.skill === 'all' || e.skill === s ? e.n : 0)) as Num3 }),
    text: (e) =>
      `${signed(e.n)} to ${e.skill === 'all' ? 'every skill total' : `the ${SKILL_NAMES[e.skill]} total`} this Event.`,
    stats: (e) => [{ name: 'Modifier', value: e.n }],
  },
  alliancePenalty: {
    inForce: () => ({ extraAlliance: true }),
    text: () => 'Draw one more Alliance card unless this Event ends at VL3.',
  },
  swapEvent: {
    reveal: (t) => {
      if (t.count(Z.events) > 0) {
        const [old] = t.topIds(Z.event);
        t.move(old!, Z.events, 'bottom');
        const [nid] = t.moveTop(Z.events, Z.event);
        t.logAbout(
          null,
        )`The Event goes to the bottom of the Event deck; the crew runs ${t.cardsRef(nid!)} instead, with the same participants.`;
      } else {
        t.logAbout(null)`No Event is left to switch to: no effect.`;
      }
    },
    text: () =>
      'This Event goes to the bottom of the Event deck; run the next Event instead with the same participants.',
  },
  resultMod: {
    inForce: (e) => ({ results: e.n }),
    text: (e) => `Each Result card counts ${signed(e.n)} (never below 0) this Event.`,
    stats: (e) => [{ name: 'Modifier', value: e.n }],
  },
  gain: {
    reveal: (t, e) => {
      adjust(t.game, e.credits, e.honor);
      t.logAbout(null)`The crew now has ${crewPurse(t.game)}.`;
    },
    text: (e) => `${capitalise(crewGainText(e.credits, e.honor))}.`,
    stats: (e) => [
      { name: 'Credits', value: e.credits },
      { name: 'Honor', value: e.honor },
    ],
  },
  none: {
    text: () => 'Nothing goes wrong. This time.',
  },
} satisfies Handlers;

const TABLE: Handlers = GORRAMIT_EFFECTS;

function entryOf(kind: string): { readonly e: GorramitEffect; readonly h: GorramitHandler<GorramitKind> } {
  const e = gorramitCard(kind).effect;
  return { e, h: gorramitEntry(e.kind) };
}

export function gorramitEntry<K extends GorramitKind>(kind: K): GorramitHandler<K> {
  return TABLE[kind];
}

/** The card's text: its effect's, and the reshuffle when the card has one. */
export function gorramitText(kind: string): string {
  const { e, h } = entryOf(kind);
  return gorramitCard(kind).reshuffle ? `${h.text(e)} ${RESHUFFLES}` : h.text(e);
}

export function gorramitStats(kind: string): CardStat[] {
  const { e, h } = entryOf(kind);
  return h.stats?.(e) ?? [];
}

const NOTHING: GorramitInForce = { skills: [0, 0, 0], results: 0, wildsZero: false, extraAlliance: false };

/** What the Gorramit card turned over changes while it is in force: nothing once cancelled (River) or without one. */
export function gorramitInForce(g: OttbData, kind: string | undefined): GorramitInForce {
  if (g.gorramitCancelled || kind === undefined) return NOTHING;
  const { e, h } = entryOf(kind);
  return { ...NOTHING, ...h.inForce?.(e) };
}

/** Resolution step 1: the Gorramit card turned over (the deck reshuffled first if it is empty), said, and what it does at once. */
export function revealGorramit(t: T): void {
  if (t.count(Z.gorramit) === 0) {
    t.moveAll(Z.gorramitUsed, Z.gorramit);
    t.shuffle(Z.gorramit);
  }
  const [gid] = t.moveTop(Z.gorramit, Z.gorramitUp);
  if (!gid) return;
  const kind = t.card(gid).kind;
  const name = gorramitCard(kind).name;
  // "The Gorramit card is Go-Se. Each Result card…", "The Gorramit card is Shiny! The crew…".
  t.logAbout(null)`The Gorramit card is ${t.cardsRef(gid)}${/[!?]$/.test(name) ? '' : '.'} ${gorramitText(kind)}`;
  const { e, h } = entryOf(kind);
  h.reveal?.(t, e);
}

/**
 * Whether cancelling the Gorramit card still changes anything (interpretation 13): what it changes while in force, or the
 * reshuffle. What a card did when it was revealed (Credits, Honor, Unexpected Shift, Heavy Injuries) stays done, so
 * cancelling such a card would spend River's ability for nothing.
 */
export function gorramitCancellable(g: OttbData, facts: TableFacts): boolean {
  if (g.gorramitCancelled || !g.resultsDrawn || facts.gorramitKind === undefined) return false;
  return worthCancelling(facts.gorramitKind);
}

/** Whether this Gorramit card is one whose cancelling changes something (once the Result cards are out). */
export function worthCancelling(kind: string): boolean {
  const { h } = entryOf(kind);
  return gorramitCard(kind).reshuffle || h.inForce !== undefined;
}
