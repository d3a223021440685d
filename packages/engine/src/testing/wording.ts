// The narrator's proof-reader: plays seeded matches and reads every log line, prompt, label and result as every seat and a spectator.
import { articleFor } from '../english';
import type { GameDefinition } from '../game';
import { renderLogEntry, type LogEntry, type LogNames } from '../log';
import { applyMove, createMatch, legalMovesFor, optionalSeats } from '../match';
import { resultSummary } from '../narration';
import { Random, seedToRngState } from '../rng';
import type { MatchState, Move, Seat, Viewer } from '../types';
import { choicesFor, guideAnchors, ruleAnchor, ruleCitations } from '../vocabulary';

/** Words that may follow "1" or "1 card" without being a plural noun ("Round 1 begins", "1 card is discarded"). */
const NOT_PLURAL =
  '(?:and|or|to|of|in|on|at|for|with|is|was|has|begins|ends|starts|goes|remains|wins|loses|gets|takes|becomes|leaves|stays|plus|less|minus|costs|needs|counts|gives|does|lets|makes|this|its|his|as|us)\\b';
const ONE_WITH_PLURAL = new RegExp(
  `(^|[^\\w.,$£¤-])1 (?!${NOT_PLURAL})(?:[A-Za-z'’-]+ (?!${NOT_PLURAL}))?[A-Za-z'’-]*[a-z]s\\b`,
);

/** What no line may contain, each with the reason a reader would give. */
const BAD_PATTERNS: readonly (readonly [RegExp, string])[] = [
  [
    /(?<!\b(?:to|from|with|for|of|by|on|against|at|than|like) )\b[Yy]ou (is|was|has|does|goes|isn't|wasn't|hasn't|doesn't)\b/,
    '"you" with a third-person verb',
  ],
  [
    /\b[Yy]ou (?!(?:this|thus|plus|always|its|his|yours|less|unless|across|has|was|is|does)\b)[a-z]{2,}[^s'\s]s\b(?!['’])/,
    '"you" with a verb ending in -s',
  ],
  [/\b[Yy]ou [a-z]+ their\b/, '"you" with "their" for the same person'],
  [ONE_WITH_PLURAL, '"1" with a plural noun'],
  [/\(s\)/, 'a "(s)" plural'],
  [/[!?]\.(?!\.)/, 'a stray mark after "!" or "?"'],
  [/(?<!\.)\.\.(?!\.)/, 'a doubled full stop'],
  [/\bseat ?\d/i, 'a seat number'],
  [/\bundefined\b|\bNaN\b|\[object |\bnull\b/, 'a program value'],
  [/ {2,}/, 'a double space'],
  [/ [.,;:!?](?!\w)/, 'a space before punctuation'],
  [/^\s*$/, 'an empty line'],
];

/** Names that exercise the narrator: some start with a vowel, none is a game character or holds a digit. */
export const WORDING_NAMES: readonly string[] = ['Alice', 'Bram', 'Ursula', 'Ed', 'Olek', 'Yara'];

/** The problems of one line, in words (an empty list when it reads well). */
export function wordingProblems(text: string): string[] {
  const problems: string[] = [];
  for (const [pattern, why] of BAD_PATTERNS) if (pattern.test(text)) problems.push(why);
  for (const m of text.matchAll(/(?<![\w'’.-])(a|an|A|An) ([A-Za-z][\w'’-]*)/g)) {
    const wanted = articleFor(m[2]!);
    if (m[1]!.toLowerCase() !== wanted) problems.push(`"${m[1]} ${m[2]}" should read "${wanted} ${m[2]}"`);
  }
  return problems;
}

export interface WordingOptions {
  /** Matches per player count. */
  readonly matches: number;
  /** A match stops being read after this many moves. */
  readonly maxMoves: number;
  readonly seed?: string;
  readonly options?: (random: Random, players: number) => unknown;
  /** Pick each move: random among the legal ones by default (a bot's choice reads other lines). */
  readonly choose?: (state: MatchState<unknown>, seat: Seat, legal: readonly Move[], random: Random) => Move;
}

export interface WordingReport {
  readonly players: number;
  readonly matches: number;
  /** Lines read, counting each viewer's reading of a line once. */
  readonly lines: number;
  readonly labels: number;
  /** Each problem once per distinct text, with where it was read. */
  readonly problems: readonly string[];
  /** Rules cited in what was read ("(rule 6)") that the game's guide has no section for: each would be a dead link. */
  readonly missingRules: readonly string[];
}

/** Plays seeded matches and reads everything worded in them, as every seat and as a spectator. */
export function scanWording<G, M extends Move, O>(
  game: GameDefinition<G, M, O>,
  players: number,
  opts: WordingOptions,
): WordingReport {
  const names: LogNames = { seatName: (s) => WORDING_NAMES[s] ?? `Player ${s + 1}`, cardName: (k) => game.cardName(k) };
  const viewers: Viewer[] = [...Array.from({ length: players }, (_, s) => s), 'spectator'];
  const problems = new Map<string, string>();
  let lines = 0;
  let labels = 0;
  const anchors = game.guide ? guideAnchors(game.guide) : new Set<string>();
  const missing = new Set<string>();
  const read = (text: string, where: string): void => {
    for (const citation of ruleCitations(text))
      for (const rule of citation.rules) if (!anchors.has(ruleAnchor(rule))) missing.add(rule);
    for (const why of wordingProblems(text)) {
      const key = `${why}: "${text}"`;
      if (!problems.has(key)) problems.set(key, where);
    }
  };
  const readLog = (log: readonly LogEntry[], where: string): void => {
    for (const entry of log) {
      for (const viewer of viewers) {
        lines++;
        read(renderLogEntry(entry, viewer, names), `${where}, as ${String(viewer)}`);
      }
    }
  };
  for (let i = 0; i < opts.matches; i++) {
    const seed = `${opts.seed ?? game.id}:wording:${players}:${i}`;
    const random = new Random(seedToRngState(seed));
    const options = opts.options?.(random, players) ?? {};
    const created = createMatch(game, { players, options, seed });
    readLog(created.log, `setup of ${seed}`);
    let state = created.state;
    for (let step = 0; step < opts.maxMoves; step++) {
      const status = game.status(state);
      if (status.kind === 'finished') {
        for (const viewer of viewers)
          read(resultSummary(status.result, viewer, names), `result of ${seed}, as ${String(viewer)}`);
        break;
      }
      const candidates = [...status.toAct, ...optionalSeats(status)];
      for (const seat of candidates) {
        const { prompt, choices } = choicesFor(game, state, seat, names);
        if (prompt !== null) read(prompt, `prompt at step ${step} of ${seed}`);
        for (const c of choices) {
          labels++;
          read(c.label, `label at step ${step} of ${seed}`);
          read(c.group, `group at step ${step} of ${seed}`);
        }
      }
      const optional = optionalSeats(status).filter((s) => legalMovesFor(game, state, s).length > 0);
      const seat = optional.length > 0 && random.int(0, 3) === 0 ? random.pick(optional) : random.pick(status.toAct);
      const legal = legalMovesFor(game, state, seat);
      const move = opts.choose ? opts.choose(state as MatchState<unknown>, seat, legal, random) : random.pick(legal);
      const result = applyMove(game, state, seat, move);
      if (!result.ok) throw new Error(`${seed}: a listed move was refused: ${result.error.reason}`);
      readLog(result.log, `step ${step} of ${seed}`);
      state = result.state;
    }
  }
  return {
    players,
    matches: opts.matches,
    lines,
    labels,
    problems: [...problems].map(([what, where]) => `${what} (${where})`),
    missingRules: [...missing].sort((a, b) => parseFloat(a) - parseFloat(b) || a.localeCompare(b)),
  };
}
