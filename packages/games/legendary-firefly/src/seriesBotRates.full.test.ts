// Bot-only win rates per Episode trio over 200 seeds at 1-5 players, default and suggested Main Characters (`npx vitest run -c vitest.full.config.ts src/seriesBotRates.full.test.ts`).
import { describe, expect, test } from 'vitest';
import { playBotMatch } from './botMatch';
import { TRIO_IDS } from './content';

const SEEDS = 200;

describe('bot-only win rates per trio', () => {
  const cases = [1, 2, 3, 4, 5].flatMap((players) =>
    TRIO_IDS.flatMap((episodes) =>
      (['default', 'suggested'] as const).map((mains) => [players, episodes, mains] as const),
    ),
  );
  test.each(cases)('%i players, %s, %s Main Characters', (players, episodes, mains) => {
    let wins = 0;
    let vp = 0;
    const endings: Record<string, number> = {};
    for (let i = 0; i < SEEDS; i++) {
      const options = mains === 'default' ? { episodes } : { episodes, mainCharactersPreset: 'suggested' };
      const r = playBotMatch(players, `series-rates:${episodes}:${i}`, options);
      if (r.won) wins++;
      vp += r.vp;
      const why = `${(r.state.game.result?.summary ?? 'unfinished').replace(/ Victory Points.*/, '')} (Episode ${'ABC'[r.state.game.episode]})`;
      endings[why] = (endings[why] ?? 0) + 1;
    }
    console.log(
      JSON.stringify({ episodes, mains, players, seeds: SEEDS, winRate: wins / SEEDS, meanVp: vp / SEEDS, endings }),
    );
    expect(Object.values(endings).reduce((a, b) => a + b, 0)).toBe(SEEDS);
  });
});
