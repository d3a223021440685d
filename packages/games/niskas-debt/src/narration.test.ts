// The narrator's proof-reading: seeded matches at every player count, every log line read as every seat and as a
// spectator, every prompt, label and group and the result, against the engine's list of wording problems. Random play
// (with random house rules, so contacts, warrants and Reavers come often) and bot play (which reaches jobs, misbehaves
// and payroll) read different lines, so both are scanned.
import { botInputFor, type MatchState, type Move, type Random } from '@cortex/engine';
import { scanWording } from '@cortex/engine/testing';
import { describe, expect, test } from 'vitest';
import { niskaBot } from './bot';
import { niskasDebt } from './game';
import type { NiskaMove } from './moves';
import type { NiskaData } from './state';
import { harnessOptions } from './testing';

const byBot = (state: MatchState<unknown>, seat: number, legal: readonly Move[], random: Random): Move =>
  legal.length === 1
    ? legal[0]!
    : niskaBot.chooseMove({
        ...botInputFor(niskasDebt, state as MatchState<NiskaData>, seat, random),
        legalMoves: legal as NiskaMove[],
      });

describe("Niska's Debt wording", () => {
  test.each([2, 3, 4, 5, 6])('%i players: no log line, prompt, label or result reads badly', (players) => {
    const random = scanWording(niskasDebt, players, { matches: 6, maxMoves: 400, options: (r) => harnessOptions(r) });
    const bots = scanWording(niskasDebt, players, { matches: 4, maxMoves: 3000, seed: 'bots', choose: byBot });
    console.log(
      `${players} players: ${random.lines + bots.lines} lines and ${random.labels + bots.labels} labels read`,
    );
    expect([...random.problems, ...bots.problems]).toEqual([]);
  });
});
