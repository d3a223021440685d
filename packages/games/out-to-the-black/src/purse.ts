// The crew's shared Credits and Honor: changed within the token supply, said in words.
import { countOf } from '@cortex/engine';
import type { OttbData } from './state';

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
