// The decisions a seat may be asked to make mid-play (NiskaData.pending), one entry per kind: its legal moves, its prompt,
// what a missed deadline does to it (rule 6.b) and how a refused move names it. A new kind fails to compile until it has all.
import { listOf, type Table } from '@cortex/engine';
import { CONTACTS } from '../content/jobs';
import type { NiskaMove } from '../moves';
import type { NiskaData, Pending } from '../state';
import { card, type ViewReader } from '../view';
import { CAPTAIN, crewIds, memberName, money, type Reader, Z } from './common';
import { contactHere, contactTradeMoves, DEAL_PICKS, discardChoices, HAND_LIMIT } from './deal';
import { evadeTargets } from './fly';
import { buyable } from './market';
import { attemptable, lapseMisbehave } from './misbehave';
import { wageOf } from './work';

type T = Table<NiskaData>;

/** The kinds of pending decision: the table's keys. */
export type DecisionKind = Pending['kind'];
/** The pending decision of one kind, looked up by its kind (one generic lookup, so a handler gets its own shape). */
export type PendingOf<K extends DecisionKind> = { [P in Pending as P['kind']]: P }[K];

/**
 * A missed deadline that settles the decision with no move (rule 6.b): a misbehave nobody chose an option for fails
 * with its own log line, which no legal move gives.
 */
export interface Lapse {
  lapse(): void;
}

/** Everything the package needs to know about one kind of decision. */
export interface DecisionHandler<K extends DecisionKind> {
  /** What the decision asks, finishing "First answer the decision in front of you: …" (explain.ts). */
  readonly ask: string;
  /** The seat's legal moves while the decision is first in line (legal.ts; the GM's timeUp is added there). */
  options(r: Reader, seat: number, pending: PendingOf<K>): NiskaMove[];
  /** The prompt, in the GM's words, read from the seat's view (words.ts). */
  prompt(r: ViewReader, seat: number, pending: PendingOf<K>): string;
  /**
   * Rule 6.b, what the GM does with the decision left open (rules/timeout.ts): the rules' default where they give one, no
   * spending for the player, the GM's random pick where the rules leave the choice to someone.
   */
  timeout(t: T, seat: number, pending: PendingOf<K>): NiskaMove | Lapse;
}

export type DecisionTable = { readonly [K in DecisionKind]: DecisionHandler<K> };

/** The job being worked, by name, for the prompts of a job's decisions. */
const jobOf = (r: ViewReader): string => (r.game.work ? card(r, r.game.work.job) : 'the job');

export const DECISIONS = {
  // Rule 9.c: Reavers met in Border space; the GM picks the sector for a player who does not.
  evade: {
    ask: 'choose where to evade the Reavers',
    options: (r, seat) => evadeTargets(r, seat).map((to) => ({ type: 'evade', to })),
    prompt: () => 'Reavers: choose an adjacent sector to evade to (rule 9.c)',
    timeout: (t, seat) => ({ type: 'evade', to: t.random.pick(evadeTargets(t, seat)) }),
  },
  // Rule 19.b: who stays aboard before a misbehave; by default all crew go.
  team: {
    ask: 'choose who goes on the job',
    options: (r) => [
      ...(r.game.work?.team ?? []).filter((m) => m !== CAPTAIN).map((crew) => ({ type: 'stayBehind', crew }) as const),
      { type: 'go' },
    ],
    prompt: (r) =>
      `A misbehave lies ahead on ${jobOf(r)}: choose who stays aboard, then go with the rest (rules 19.b and 21)`,
    timeout: () => ({ type: 'go' }),
  },
  // Rule 23: an option the team can attempt, or giving up when none can be met; a lapse fails it (rule 24).
  misbehave: {
    ask: 'choose an option of the misbehave card',
    options: (r, seat, pending) => {
      const options = attemptable(r, seat, pending.card);
      return options.length > 0 ? options.map((index) => ({ type: 'option', index })) : [{ type: 'giveUp' }];
    },
    prompt: (r, _seat, pending) =>
      `Misbehave on ${jobOf(r)}: ${card(r, pending.card)}. Choose an option your team can attempt; a skill test rolls an exploding d6 plus the team's skill (rule 23)`,
    timeout: (t, seat, pending) => ({ lapse: () => lapseMisbehave(t, seat, pending.card) }),
  },
  // Rule 23.c: a test that fell short may be bought up; the GM spends nothing for the player.
  bribe: {
    ask: 'pay the bribe or refuse it',
    options: () => [{ type: 'bribe' }, { type: 'noBribe' }],
    prompt: (_r, _seat, pending) =>
      `The test fell short: pay a ${money(pending.cost)} bribe to pass, or refuse and fail the misbehave (rule 23.c)`,
    timeout: () => ({ type: 'noBribe' }),
  },
  // Rule 22: each crew member paid or not; by default paid while the cash lasts.
  payroll: {
    ask: 'pay your crew or withhold their pay',
    options: (r, seat, pending) => {
      const p = r.game.players[seat]!;
      return pending.unpaid.flatMap((crew) => [
        ...(p.cash >= wageOf(r, seat, crew) ? [{ type: 'pay', crew } as const] : []),
        { type: 'withhold', crew } as const,
      ]);
    },
    prompt: (r, seat, pending) =>
      `Payday: pay each crew member their hiring price or withhold it; unpaid crew become disgruntled, then leave. Still to settle: ${listOf(
        pending.unpaid.map((m) => memberName(r, seat, m)),
      )} (rule 22)`,
    timeout: (t, seat, pending) => {
      const crew = pending.unpaid[0]!;
      return t.game.players[seat]!.cash >= wageOf(t, seat, crew) ? { type: 'pay', crew } : { type: 'withhold', crew };
    },
  },
  // Rule 24.b: the crew member Niska takes for a failed job; the GM picks at random for a player who does not.
  loseCrew: {
    ask: 'choose the crew member Niska takes',
    options: (r, seat) => Object.keys(r.game.players[seat]!.crew).map((crew) => ({ type: 'loseCrew', crew })),
    prompt: () => 'The job for Niska failed: choose the crew member Niska takes (rule 24.b)',
    timeout: (t, seat) => ({ type: 'loseCrew', crew: t.random.pick(crewIds(t.game.players[seat]!)) }),
  },
  // Rule 17.a: a hand over three after dealing; by default the jobs just taken go back.
  discardJobs: {
    ask: 'discard down to three jobs',
    options: (r, seat) => discardChoices(r, seat),
    prompt: (r, seat) =>
      `You hold more than three jobs: discard ${r.cards(Z.hand(seat)).length - 3 === 1 ? 'one' : 'two'} (rule 17.a)`,
    timeout: (t, seat) => ({
      type: 'discardJobs',
      jobs: t
        .cards(Z.hand(seat))
        .map((c) => c.id)
        .slice(HAND_LIMIT),
    }),
  },
  // Rule 14: a second card at the market, or stop; the GM buys nothing.
  buyMore: {
    ask: 'buy a second card or stop buying',
    options: (r, seat) => [...buyable(r, seat).map((c) => ({ type: 'buy', card: c }) as const), { type: 'stopBuying' }],
    prompt: () => 'Buy a second card at this market, or stop buying (rule 14)',
    timeout: () => ({ type: 'stopBuying' }),
  },
  // Rules 15 and 17: the Deal action under way: a second job, trade with the contact, or stop; the GM stops.
  dealMore: {
    ask: 'go on dealing (a second job, trade with the contact) or stop dealing',
    options: (r, seat, pending) => {
      const c = contactHere(r, seat);
      const jobs =
        c && pending.jobs < DEAL_PICKS ? r.cards(Z.jobs(c)).map((j) => ({ type: 'deal', job: j.id }) as const) : [];
      return [...jobs, ...contactTradeMoves(r, seat), { type: 'stopDealing' }];
    },
    prompt: (r, seat, pending) => {
      const c = contactHere(r, seat);
      const who = c ? CONTACTS[c].name : 'the contact';
      const jobs =
        pending.jobs === 0
          ? 'take up to two jobs'
          : pending.jobs === 1
            ? 'take a second job'
            : 'your two jobs are taken';
      const trade = c && r.game.players[seat]!.solid.includes(c) ? `, trade with ${who} as a solid contact` : '';
      return `Dealing with ${who}: ${jobs}${trade}, or stop dealing (rules 15 and 17)`;
    },
    timeout: () => ({ type: 'stopDealing' }),
  },
  // Rule 14.b: a bracketed purchase name; the GM's random pick (the first suggestion) by default.
  name: {
    ask: 'name your new crew member',
    options: (_r, _seat, pending) => pending.suggestions.map((name) => ({ type: 'name', name })),
    prompt: (r, _seat, pending) =>
      `You hired ${card(r, pending.crew)}: name them as you wish, or take one of the GM's suggestions (rule 14.b)`,
    timeout: (_t, _seat, pending) => ({ type: 'name', name: pending.suggestions[0]! }),
  },
} satisfies DecisionTable;

/** The entry for a kind; typed through the mapped table so a handler and its pending stay paired without casts. */
export function decisionOf<K extends DecisionKind>(kind: K): DecisionHandler<K> {
  const table: DecisionTable = DECISIONS;
  return table[kind];
}
