// Small phrases the card texts, log lines and labels share (signed numbers, amounts of Credits or Honor, cards, limits,
// skill modifiers), and log lines put together from parts.
import { countOf, type LogValue, type Seat } from '@cortex/engine';
import { SKILL_NAMES, SKILLS, type Triple } from '../content/skills';
import type { T } from '../state';

export type Currency = 'credits' | 'honor';

/** "+2", "-1", "0". */
export const signed = (n: number): string => (n > 0 ? `+${n}` : `${n}`);

/** "1 Credit", "3 Credits", "2 Honor" (Honor has no plural). */
export const amountOf = (currency: Currency, n: number): string =>
  currency === 'credits' ? countOf(n, 'Credit') : `${n} Honor`;

/** "one card", "3 cards". */
export const cardsPhrase = (n: number): string => (n === 1 ? 'one card' : `${n} cards`);

/** ", limit 5 in hand", or nothing without a limit. */
export const limitPhrase = (limit?: number): string => (limit === undefined ? '' : `, limit ${limit} in hand`);

/** "+1 Fightin', -2 Thinkin'": the skills a modifier changes. */
export function modsText(mods: Triple): string {
  return SKILLS.flatMap((s, i) => (mods[i] !== 0 ? [`${signed(mods[i]!)} ${SKILL_NAMES[s]}`] : [])).join(', ');
}

/** A log line about `seat` from parts built at run time (the number of card groups varies). */
export function logParts(t: T, seat: Seat | null, parts: readonly LogValue[]): void {
  const strings = Object.assign(
    Array.from({ length: parts.length + 1 }, () => ''),
    { raw: Array.from({ length: parts.length + 1 }, () => '') },
  );
  t.logAbout(seat)(strings as unknown as TemplateStringsArray, ...parts);
}
