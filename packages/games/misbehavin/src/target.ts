// A choice's target, typed inside the package; the moves carry it as a string ('s2', a card id, 'yes', 'no') that the web, the API and the perft pins read, so this is the only place that spells or parses that string.
import type { Seat } from '@cortex/engine';

/** What a player may pick when an effect asks: another player, a card, or an answer to a yes/no question. */
export type Target =
  | { readonly kind: 'seat'; readonly seat: Seat }
  | { readonly kind: 'card'; readonly id: string }
  | { readonly kind: 'yes' }
  | { readonly kind: 'no' };

/** The target as a move's `target` string. */
export function encodeTarget(target: Target): string {
  switch (target.kind) {
    case 'seat':
      return `s${target.seat}`;
    case 'card':
      return target.id;
    case 'yes':
    case 'no':
      return target.kind;
  }
}

/** A move's `target` string read back; anything that is not an answer or a seat is a card id (as the wire has it). */
export function decodeTarget(wire: string): Target {
  if (wire === 'yes' || wire === 'no') return { kind: wire };
  if (/^s\d$/.test(wire)) return { kind: 'seat', seat: Number(wire.slice(1)) };
  return { kind: 'card', id: wire };
}
