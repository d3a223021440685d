// The effect keywords, one entry each: how it runs (at once, or by opening a decision), its card text and what the bots need to know of it (a new keyword is its `Effect` line, one entry here and a test).
import { countOf, seatRef } from '@cortex/engine';
import { avatar, VERSE_SPACES } from '../content';
import { mcsFor, offerAvoid, showCard, showOptions } from './effects';
import { className, crewName } from '../content/names';
import { drawCards, drawCrewStrike, drawShipStrike, gainFrom, livePlayers } from './ops';
import { type FTable, isClear, type Job, mcOf, type PendingKind, Z } from '../state';
import { addEpisodeCard, attachCard, moveInevitableBack } from './verse';
import type { Effect, Who } from '../content/vocabulary';

export type EffectKind = Effect['do'];
/** The effect of one keyword, with its own fields (Extract<Effect, { do: K }>). */
export type EffectOf<K extends EffectKind> = Extract<Effect, { do: K }>;

/** A keyword that happens at once. */
export interface Now<K extends EffectKind> {
  readonly at: 'once';
  run(t: FTable, fx: EffectOf<K>, job: Job): void;
}

/** A keyword that asks a player first: the decision it opens (nothing opens when there is nothing to choose). */
export interface Opens<K extends EffectKind> {
  readonly at: 'decision';
  /** The deciding seat, the kind of decision and its amount (decisions.ts holds its options, resolution and words). */
  opens(t: FTable, fx: EffectOf<K>, job: Job): { seat: number; kind: PendingKind; n: number };
}

/** What a bot reads of the table when it weighs a keyword. */
export interface BotSight {
  /** Ship Strikes on Serenity. */
  readonly slotsUsed: number;
  /** Enemies in the Combat Zone. */
  readonly threats: number;
  /** Face-up cards in the 'Verse. */
  readonly liveUp: number;
  /** Avoids the player whose turn it is has left. */
  readonly avoid: number;
}

/** The bots' knowledge of a keyword (bot.ts); absent parts: nothing special. */
export interface KeywordBot {
  /** Worth resolving first when the effects of several cards are due together (the 'order' decision). */
  readonly helps?: true;
  /** Draws cards: playing a card with it comes earlier. */
  readonly draws?: true;
  /** Whether activating a card with it is worth it now (absent: always). */
  useful?(s: BotSight): boolean;
  /** Brings a defeated Main Character back: the one help worth a Reaction after the strikes. */
  readonly revives?: true;
  /** Whether a Reaction with it is worth giving now (absent: always). */
  react?(s: BotSight): boolean;
}

/** Everything the package knows about one keyword. */
export interface Handler<K extends EffectKind> {
  readonly run: Now<K> | Opens<K>;
  /** Its card text ("Draw 2 cards."): card texts, move labels and the guide are built from it. */
  text(fx: EffectOf<K>): string;
  /** The pool it adds to: a character whose class combo has it prints a "+" after that number (text.ts). */
  readonly pool?: 'recruit' | 'attack';
  /** It resolves even for a defeated player (every other effect of a defeated player is ignored). */
  readonly evenIfDown?: true;
  readonly bot?: KeywordBot;
}

const cards = (n: number): string => (n === 1 ? 'a card' : `${n} cards`);

function whoText(who: Who): string {
  if (who === 'you') return 'You';
  if (who === 'highest') return 'The highest-ranked Main Character';
  if (who === 'each') return 'Each player';
  return crewName(who);
}
const s = (who: Who, verb: string): string => (who === 'you' ? verb : `${verb}s`);

function spaceName(i: number): string {
  if (i === 0) return 'the leftmost space';
  if (i === VERSE_SPACES - 1) return 'the rightmost space';
  return `space ${i + 1}`;
}

const follow = (job: Job, then: readonly Effect[]): Job[] => then.map((f) => ({ fx: f, you: job.you }));

export const KEYWORDS = {
  draw: {
    run: { at: 'once', run: (t, fx, { you }) => drawCards(t, you, fx.n) },
    text: (fx) => `Draw ${cards(fx.n)}.`,
    bot: { helps: true, draws: true },
  },
  attack: {
    run: {
      at: 'once',
      run: (t, fx) => {
        const g = t.game;
        g.attack += fx.n;
        t.logAbout(g.active)`${seatRef(g.active)} got +${fx.n} Attack.`;
      },
    },
    text: (fx) => `You get +${fx.n} Attack.`,
    pool: 'attack',
  },
  recruit: {
    run: {
      at: 'once',
      run: (t, fx) => {
        const g = t.game;
        g.recruit += fx.n;
        t.logAbout(g.active)`${seatRef(g.active)} got +${fx.n} Recruit.`;
      },
    },
    text: (fx) => `You get +${fx.n} Recruit.`,
    pool: 'recruit',
  },
  avoid: {
    run: {
      at: 'once',
      run: (t) => {
        const g = t.game;
        g.avoid += 1;
        t.logAbout(g.active)`${seatRef(g.active)} may avoid any one Strike this turn.`;
      },
    },
    text: () => 'Avoid any one Strike.',
    bot: { helps: true, useful: (b) => b.threats > 0, react: (b) => b.threats > 0 && b.avoid < b.threats },
  },
  heal: {
    run: {
      at: 'decision',
      opens: (t, _fx, { you }) => {
        const g = t.game;
        const youDown = g.mcs[mcOf(g, you)]?.down ?? true;
        return { seat: g.active === you || !youDown ? you : g.active, kind: 'heal', n: 0 };
      },
    },
    text: () => 'Heal a Strike from any Main Character.',
    evenIfDown: true,
    bot: { helps: true, revives: true },
  },
  scan: {
    run: { at: 'decision', opens: (_t, _fx, { you }) => ({ seat: you, kind: 'scan', n: 0 }) },
    text: () => 'Scan a space for free.',
  },
  repair: {
    run: { at: 'decision', opens: (_t, _fx, { you }) => ({ seat: you, kind: 'repair', n: 0 }) },
    text: () => 'Repair a Ship Strike for free.',
    bot: { useful: (b) => b.slotsUsed > 0 },
  },
  weaken: {
    run: { at: 'decision', opens: (_t, fx, { you }) => ({ seat: you, kind: 'weaken', n: fx.n }) },
    text: (fx) => `An enemy gets -${fx.n} Attack this turn.`,
  },
  defeatOwn: {
    run: { at: 'decision', opens: (_t, _fx, { you }) => ({ seat: you, kind: 'defeatOwn', n: 0 }) },
    text: () => 'You may defeat one of your characters.',
  },
  defeatEnemy: {
    run: { at: 'decision', opens: (_t, fx, { you }) => ({ seat: you, kind: 'defeatEnemy', n: fx.max }) },
    text: (fx) => `Defeat an enemy with ${fx.max} or less Attack.`,
    bot: { useful: (b) => b.threats + b.liveUp > 0 },
  },
  gainTalent: {
    run: {
      at: 'once',
      run: (t, fx, { you }) => {
        for (const m of mcsFor(t, fx.who, you, true)) gainFrom(t, Z.talents, t.game.mcs[m]!.seat!);
      },
    },
    text: (fx) => `${whoText(fx.who)} ${s(fx.who, 'gain')} a Talent.`,
  },
  gainFlaw: {
    run: {
      at: 'once',
      run: (t, fx, { you }) => {
        for (const m of mcsFor(t, fx.who, you, true)) gainFrom(t, Z.flaws, t.game.mcs[m]!.seat!);
      },
    },
    text: (fx) => `${whoText(fx.who)} ${s(fx.who, 'gain')} a Flaw.`,
  },
  crewStrike: {
    run: {
      at: 'once',
      run: (t, fx, job) => {
        const g = t.game;
        const ms = mcsFor(t, fx.who, job.you, false);
        for (const [i, m] of ms.entries()) {
          if (offerAvoid(t, m, job.src)) {
            // The others draw after the answer, in the same order, each by name (the one who would draw it).
            g.queue.unshift(
              ...ms.slice(i + 1).map((o): Job => ({ ...job, fx: { do: 'crewStrike', who: g.mcs[o]!.crew } })),
            );
            return;
          }
          drawCrewStrike(t, m);
        }
      },
    },
    text: (fx) => `${whoText(fx.who)} ${fx.who === 'you' ? 'draw' : 'draws'} a Crew Strike.`,
  },
  shipStrike: {
    run: {
      at: 'once',
      run: (t, _fx, job) => {
        if (!offerAvoid(t, null, job.src)) drawShipStrike(t);
      },
    },
    text: () => 'Serenity takes a Ship Strike.',
  },
  addEpisode: {
    run: { at: 'once', run: (t) => addEpisodeCard(t) },
    text: () => "Add an Episode card to the 'Verse.",
    evenIfDown: true,
  },
  moveInevitable: {
    run: { at: 'once', run: (t) => moveInevitableBack(t) },
    text: () =>
      "Move the Inevitable card one space away from the Combat Zone (from the Combat Zone, face-down into the leftmost space of the 'Verse). This resets its timer.",
  },
  playersDraw: {
    run: { at: 'decision', opens: (_t, fx, { you }) => ({ seat: you, kind: 'playerDraw', n: fx.count }) },
    text: (fx) =>
      fx.count === 2 ? 'Two different players each draw a card.' : `${fx.count} different players each draw a card.`,
  },
  eachDraws: {
    run: {
      at: 'once',
      run: (t, fx) => {
        for (const p of livePlayers(t)) drawCards(t, p, fx.n);
      },
    },
    text: (fx) => `Each player draws ${cards(fx.n)}.`,
    bot: { helps: true },
  },
  discard: {
    run: { at: 'decision', opens: (_t, fx, { you }) => ({ seat: you, kind: 'discard', n: fx.n }) },
    text: (fx) => `Discard ${cards(fx.n)}.`,
  },
  discardRandom: {
    run: {
      at: 'once',
      run: (t, fx, { you }) => {
        for (let i = 0; i < fx.n; i++) {
          const hand = t.cards(Z.hand(you));
          if (hand.length === 0) break;
          const pick = t.random.pick(hand).id;
          t.move(pick, Z.discard(you));
          t.logAbout(you)`${seatRef(you)} discarded a card at random: ${t.cardsRef(pick)}.`;
        }
      },
    },
    text: (fx) => `Discard ${fx.n === 1 ? 'a card' : `${fx.n} cards`} at random.`,
  },
  credits: {
    run: {
      at: 'once',
      run: (t, fx) => {
        const g = t.game;
        g.credits += fx.n;
        t.logAbout(
          null,
        )`The team earned ${countOf(fx.n, 'Credit')} (${countOf(g.credits, 'Credit')} so far this Episode).`;
      },
    },
    text: (fx) => `The team earns ${fx.n} Credit${fx.n === 1 ? '' : 's'}.`,
    bot: { helps: true },
  },
  gainBrowncoat: {
    run: { at: 'once', run: (t, _fx, { you }) => gainFrom(t, Z.browncoats, you) },
    text: () => 'Gain a Browncoats.',
  },
  ifPlayer: {
    run: {
      at: 'once',
      run: (t, fx, job) => {
        const g = t.game;
        const m = g.mcs.findIndex((x) => x.crew === fx.crew);
        if (m >= 0 && g.mcs[m]!.seat !== null && !g.mcs[m]!.down) g.queue.unshift(...follow(job, fx.then));
      },
    },
    text: (fx) => `If ${crewName(fx.crew)} is a player: ${fxText(fx.then)}`,
  },
  cancel: {
    run: {
      at: 'once',
      run: (t) => {
        const g = t.game;
        g.cancel += 1;
        t.logAbout(g.active)`${seatRef(g.active)} may Cancel a Strike this turn.`;
      },
    },
    text: () => 'Cancel a Strike.',
    bot: { helps: true },
  },
  attach: {
    run: {
      at: 'once',
      run: (t, fx, job) => {
        if (job.src !== undefined) attachCard(t, job.src, fx.push === true);
      },
    },
    text: (fx) =>
      `Attach this to the space it's in. (If it was revealed in the Combat Zone, attach it to the rightmost space of the 'Verse${fx.push ? " and push any card that's there as normal" : ''}.)`,
  },
  show: {
    run: {
      at: 'once',
      run: (t, fx, { you }) => {
        const options = showOptions(t, you, fx.cls);
        if (options.length > 1)
          t.game.pending = { seat: you, kind: 'show', n: 0, chosen: [], show: { cls: fx.cls, then: fx.then } };
        else if (options[0] !== undefined) showCard(t, you, options[0], fx.then);
      },
    },
    text: (fx) =>
      `If you can show a ${className(fx.cls)} card from your hand or played this turn, show it: ${fxText(fx.then)}`,
  },
  ifClear: {
    run: {
      at: 'once',
      run: (t, fx, job) => {
        if (isClear(t, fx.space)) t.game.queue.unshift(...follow(job, fx.then));
      },
    },
    text: (fx) => `If ${spaceName(fx.space)} of the 'Verse is clear: ${fxText(fx.then)}`,
  },
  byDefense: {
    run: {
      at: 'once',
      run: (t, fx) => {
        const g = t.game;
        const jobs = livePlayers(t)
          .filter((p) => avatar(g.mcs[mcOf(g, p)]!.crew).defense <= fx.max)
          .flatMap((p) => fx.then.map((f) => ({ fx: f, you: p })));
        g.queue.unshift(...jobs);
      },
    },
    text: (fx) => `Each player with Defense ${fx.max} or less: ${fxText(fx.then)}`,
  },
} satisfies { readonly [K in EffectKind]: Handler<K> };

/** The entry for a keyword; typed through the mapped table so a handler and its effect stay paired without casts. */
export function keywordOf<K extends EffectKind>(kind: K): Handler<K> {
  const table: { readonly [J in EffectKind]: Handler<J> } = KEYWORDS;
  return table[kind];
}

/** Every keyword, in the table's order (the public schema's enum reads it). The cast holds: `satisfies` admits exactly the keywords. */
export const EFFECT_KINDS = Object.keys(KEYWORDS) as [EffectKind, ...EffectKind[]];

/** One effect's card text. */
export const effectText = (fx: Effect): string => keywordOf(fx.do).text(fx);

/** Effects' card text, one after the other. */
export const fxText = (fx: readonly Effect[]): string => fx.map(effectText).join(' ');
