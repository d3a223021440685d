// Components: the crew's shared Credits and Honor, changed within the 15 tokens of each, and said in words.
import { countOf, listOf } from '@cortex/engine';
import type { OttbData } from '../state';

/** There are 15 Credit and 15 Honor tokens: the crew can never hold more than the supply. */
export const TOKEN_SUPPLY = 15;

/** Changes the crew's Credits and Honor; gains beyond the token supply are lost. */
export function adjust(g: OttbData, credits: number, honor: number): void {
  g.credits = Math.min(TOKEN_SUPPLY, g.credits + credits);
  g.honor = Math.min(TOKEN_SUPPLY, g.honor + honor);
}

/** "8 Credits and 1 Honor". */
export function crewPurse(g: OttbData): string {
  return `${countOf(g.credits, 'Credit')} and ${g.honor} Honor`;
}

/** What a gain or loss does to the crew, in words: "the crew gains 1 Credit", "the crew loses 1 Credit and 1 Honor". */
export function crewGainText(credits: number, honor: number): string {
  const amounts = (sign: 1 | -1): string[] => [
    ...(credits * sign > 0 ? [countOf(Math.abs(credits), 'Credit')] : []),
    ...(honor * sign > 0 ? [`${Math.abs(honor)} Honor`] : []),
  ];
  const gains = amounts(1);
  const losses = amounts(-1);
  const parts = [
    ...(gains.length > 0 ? [`gains ${listOf(gains)}`] : []),
    ...(losses.length > 0 ? [`loses ${listOf(losses)}`] : []),
  ];
  return parts.length > 0 ? `the crew ${parts.join(' and ')}` : 'nothing happens';
}
