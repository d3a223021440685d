// `npm run decisions`: decisions per match of one seat played as a person would, among bots, and the share with a single option.
import type { AnyGame } from '@cortex/engine';
import { decisionStats, oneOptionShare } from '@cortex/engine/testing';
import { legendaryFirefly } from '@cortex/game-legendary-firefly';
import { misbehavin } from '@cortex/game-misbehavin';
import { niskasDebt } from '@cortex/game-niskas-debt';
import { outToTheBlack } from '@cortex/game-out-to-the-black';

const GAMES: readonly AnyGame[] = [legendaryFirefly, outToTheBlack, misbehavin, niskasDebt] as unknown as AnyGame[];

function flag(name: string, fallback: number): number {
  const at = process.argv.lastIndexOf(`--${name}`);
  const value = at >= 0 ? Number(process.argv[at + 1]) : fallback;
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`--${name} takes a whole number, not ${process.argv[at + 1]}`);
  return value;
}

const matches = flag('matches', 20);
console.log(
  `Decisions of seat 0 (the game's normal bot standing in for a person) among normal bots, ${matches} seeded matches per row.\n`,
);
console.log(
  '| Game | Players | Decisions per match | One option | One option, auto-pass on | Moves made as the only option |',
);
console.log('| --- | --- | --- | --- | --- | --- |');
for (const game of GAMES) {
  for (let players = game.minPlayers; players <= game.maxPlayers; players++) {
    const started = performance.now();
    const plain = decisionStats(game, players, { matches });
    const auto = game.autoPass ? decisionStats(game, players, { matches, autoPass: true }) : plain;
    const share = (r: typeof plain): string => `${oneOptionShare(r).toFixed(1)} %`;
    console.log(
      `| ${game.name} | ${players} | ${(plain.decisions / matches).toFixed(0)} | ${share(plain)} | ${game.autoPass ? share(auto) : '—'} | ${(plain.forced / matches).toFixed(1)} per match |`,
    );
    process.stderr.write(
      `${game.id} at ${players}: ${((performance.now() - started) / 1000).toFixed(1)} s; single options by type: ${JSON.stringify(plain.oneOptionTypes.slice(0, 4))}\n`,
    );
  }
}
