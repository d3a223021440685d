// Runs one queued effect by its keyword's entry (keywords.ts): at once, or by opening the decision it asks for.
import { openDecision } from './decisions';
import { keywordOf } from './keywords';
import { type FTable, type Job, mcOf } from '../state';

/** Resolves one effect. Effects that need a choice open `pending` (or do nothing when there is nothing to choose). */
export function runJob(t: FTable, job: Job): void {
  const g = t.game;
  const { fx } = job;
  const h = keywordOf(fx.do);
  const youDown = g.mcs[mcOf(g, job.you)]?.down ?? true;
  // Defeated players ignore game effects; the Episode Phase of a defeated player's turn (defeatedTakeTurns) still happens.
  if (youDown && h.evenIfDown !== true) return;
  if (h.run.at === 'once') h.run.run(t, fx, job);
  else openDecision(t, { ...h.run.opens(t, fx, job), chosen: [] });
}
