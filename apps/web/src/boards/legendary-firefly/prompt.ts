// The decision panel's heading and text: the server's prompt when the viewer is asked something (the game's own words),
// otherwise whose decision the match waits for, and at the end the result as the game words it for this viewer.
import { logText, type PhrasePart } from '@cortex/engine';
import type { FireflyData } from '@cortex/game-legendary-firefly';
import { cardName } from './cards';

export interface PromptInput {
  g: FireflyData;
  viewerSeat: number | null;
  toAct: readonly number[];
  seatName: (seat: number) => string;
  /** The server's prompt for the viewer's acting seat (null when it has no move). */
  prompt: string | null;
}

export interface Prompt {
  headline: string;
  detail: string;
  mine: boolean;
}

/** The result for this viewer ("The crew lost: you were defeated …"), from the phrase the game stored. */
export function resultText(g: FireflyData, viewerSeat: number | null, seatName: (seat: number) => string): string {
  if (!g.result) return '';
  const parts: readonly PhrasePart[] = g.result.narration;
  if (parts.length === 0) return g.result.summary;
  return logText({ parts }, viewerSeat ?? 'spectator', { seatName, cardName: (kind) => cardName(kind) });
}

export function prompt(input: PromptInput, status: string, replay: boolean): Prompt {
  const { g, viewerSeat, toAct, seatName } = input;
  if (g.result || g.step === 'over' || status !== 'ACTIVE') {
    if (g.result)
      return {
        headline: g.result.won ? 'Victory!' : 'Defeat',
        detail: resultText(g, viewerSeat, seatName),
        mine: false,
      };
    return { headline: 'The match is over', detail: 'No more decisions.', mine: false };
  }
  const waiting = toAct.length ? `Waiting for ${toAct.map(seatName).join(', ')}` : 'Resolving…';
  if (replay) return { headline: 'Replay', detail: `${waiting}.`, mine: false };
  const mine = viewerSeat !== null && toAct.includes(viewerSeat);
  if (input.prompt) {
    const others = toAct.filter((s) => s !== viewerSeat);
    const also =
      mine && others.length
        ? ` ${others.map(seatName).join(', ')} ${others.length === 1 ? 'is' : 'are'} deciding too.`
        : '';
    return { headline: input.prompt, detail: mine ? `Your decision.${also}` : `You may help. ${waiting}.`, mine };
  }
  return { headline: waiting, detail: 'The other players are deciding.', mine: false };
}
