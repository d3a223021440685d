// Runs inside a worker thread: decides bot moves for the product games (and the test game), off the API's event loop.
import { parentPort } from 'node:worker_threads';
import { pairsGame } from '@cortex/engine/testing';
import { legendaryFirefly } from '@cortex/game-legendary-firefly';
import { misbehavin } from '@cortex/game-misbehavin';
import { niskasDebt } from '@cortex/game-niskas-debt';
import { outToTheBlack } from '@cortex/game-out-to-the-black';
import type { AnyGame } from '@cortex/engine';
import { decideBotMove, type BotJob } from './botDecision';

const games = new Map<string, AnyGame>(
  [legendaryFirefly, outToTheBlack, misbehavin, niskasDebt, pairsGame].map((g) => [g.id, g as unknown as AnyGame]),
);

parentPort!.on('message', (job: BotJob & { readonly id: number }) => {
  try {
    const game = games.get(job.gameId);
    if (!game) throw new Error(`The bot worker does not host game ${job.gameId}`);
    parentPort!.postMessage({ id: job.id, move: decideBotMove(game, job) });
  } catch (error) {
    parentPort!.postMessage({ id: job.id, error: error instanceof Error ? error.message : String(error) });
  }
});
