// A decision's option, typed inside the package; the `choose` move carries it as a string ('space:3', 'slot:2', 'seat:1', a card id, 'yes', 'no', 'skip', 'done') that the web, the API, the e2e and stored matches replay, so this is the only place that spells or parses it.
import type { Seat } from '@cortex/engine';

/** An answer that names nothing on the table. */
export type Answer = 'yes' | 'no' | 'skip' | 'done';

/** What a player may pick when a decision is open: a 'Verse space, a Ship Strike slot, a player, a card, or an answer. */
export type Target =
  | { readonly space: number }
  | { readonly slot: number }
  | { readonly seat: Seat }
  | { readonly card: string }
  | Answer;

/** The targets by shape: each decision lists the shapes its options take (decisions.ts `ANSWERS`). */
export interface TargetShapes {
  space: { readonly space: number };
  slot: { readonly slot: number };
  seat: { readonly seat: Seat };
  card: { readonly card: string };
  yes: 'yes';
  no: 'no';
  skip: 'skip';
  done: 'done';
}
export type Shape = keyof TargetShapes;

const ANSWERS: readonly string[] = ['yes', 'no', 'skip', 'done'] satisfies Answer[];
const isAnswer = (wire: string): wire is Answer => ANSWERS.includes(wire);

/** The target as the `choose` move's `target` string. */
export function encodeTarget(t: Target): string {
  if (typeof t === 'string') return t;
  if ('space' in t) return `space:${t.space}`;
  if ('slot' in t) return `slot:${t.slot}`;
  if ('seat' in t) return `seat:${t.seat}`;
  return t.card;
}

/** A `target` string read back; anything that is not an answer or a numbered place is a card id (as the wire has it). */
export function decodeTarget(wire: string): Target {
  if (isAnswer(wire)) return wire;
  const numbered = /^(space|slot|seat):(\d+)$/.exec(wire);
  if (numbered) {
    const n = Number(numbered[2]);
    if (numbered[1] === 'space') return { space: n };
    if (numbered[1] === 'slot') return { slot: n };
    return { seat: n };
  }
  return { card: wire };
}

/** The shape of a target. */
export function shapeOf(t: Target): Shape {
  if (typeof t === 'string') return t;
  if ('space' in t) return 'space';
  if ('slot' in t) return 'slot';
  if ('seat' in t) return 'seat';
  return 'card';
}

/** A target of one of the shapes given (a decision's answers), or undefined. */
export function ofShapes<A extends readonly Shape[]>(shapes: A, t: Target): TargetShapes[A[number]] | undefined {
  const list: readonly Shape[] = shapes;
  const fits = (x: Target): x is TargetShapes[A[number]] => list.includes(shapeOf(x));
  return fits(t) ? t : undefined;
}
