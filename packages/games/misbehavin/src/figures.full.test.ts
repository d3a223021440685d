// Bot-only figures for the report (match lengths, first-player and per-faction win rates); runs with MISBEHAVIN_FIGURES=<seeds per count>.
import { describe, expect, test } from 'vitest';
import { botMatch } from './sim';
import { FACTIONS } from './content/types';

// eslint-disable-next-line no-restricted-globals
const seeds = Number(process.env.MISBEHAVIN_FIGURES ?? 500);
// eslint-disable-next-line no-restricted-globals
const counts = (process.env.MISBEHAVIN_PLAYERS ?? '2,3,4').split(',').map(Number);

const pct = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

describe('bot-only figures', () => {
  test.each(counts)(
    '%i players',
    (players) => {
      const rounds: number[] = [];
      const moves: number[] = [];
      const wins = Array.from({ length: players }, () => 0);
      const factionWins = Object.fromEntries(FACTIONS.map((f) => [f, 0]));
      const factionSeats = Object.fromEntries(FACTIONS.map((f) => [f, 0]));
      let capped = 0;
      let firstWins = 0;
      for (let i = 0; i < seeds; i++) {
        const r = botMatch(players, `fig:${players}:${i}`, {}, 20_000, [], true);
        rounds.push(r.rounds);
        moves.push(r.moves);
        for (const p of r.state.game.players) factionSeats[p.faction]!++;
        if (r.winner === null) capped++;
        else {
          wins[r.winner]!++;
          factionWins[r.state.game.players[r.winner]!.faction]!++;
          if (r.winner === r.state.game.firstPlayer) firstWins++;
        }
      }
      rounds.sort((a, b) => a - b);
      moves.sort((a, b) => a - b);
      const hist: Record<string, number> = {};
      for (const r of rounds) {
        const bucket = `${Math.floor(r / 5) * 5}-${Math.floor(r / 5) * 5 + 4}`;
        hist[bucket] = (hist[bucket] ?? 0) + 1;
      }
      const line = {
        players,
        seeds,
        firstPlayerWinRate: +(firstWins / seeds).toFixed(3),
        winsBySeat: wins,
        // Each faction's share of the matches it played that it won.
        factionWinRate: Object.fromEntries(
          FACTIONS.map((f) => [f, +(factionWins[f]! / Math.max(1, factionSeats[f]!)).toFixed(3)]),
        ),
        capped,
        rounds: {
          min: rounds[0],
          p10: pct(rounds, 0.1),
          median: pct(rounds, 0.5),
          p90: pct(rounds, 0.9),
          max: rounds[rounds.length - 1],
        },
        roundHistogram: hist,
        moves: { median: pct(moves, 0.5), max: moves[moves.length - 1] },
      };
      console.log(JSON.stringify(line));
      expect(capped).toBeLessThan(seeds);
    },
    7_200_000,
  );
});
