// Bot-only win rates with the "Adjusting Difficulty" settings (`npm run difficulty-rates`): the README's table, per
// setting and for 1 and 3 players, over seeds `rates:<players>:0-99`, Serenity and The Train Job, default Main
// Characters. A figures script: it prints the rates and asserts only that every game finished.
import { afterAll, describe, expect, test } from 'vitest';
import { z } from 'zod';
import { playBotMatch } from './botMatch';
import { legendaryFirefly } from './game';
import { difficultyOptions, type Difficulty } from './rules/modes';

const SEEDS = 100;
const PLAYERS = [1, 3] as const;

/** The README's rows: the normal game, every easier item, every harder item, super-hard alone. */
const SETTINGS: readonly { readonly name: string; readonly options: Partial<Difficulty> }[] = [
  { name: 'normal', options: {} },
  {
    name: 'all easier items',
    options: {
      extraSideJobs: 2,
      extraPreparationRounds: 1,
      openingVerseEpisode2: 0,
      openingVerseEpisode3: 2,
      startingTalents: 2,
      talentBeforeEpisodes: 'B+C',
      bonusCredits: 3,
      defenseAsHealth: true,
    },
  },
  {
    name: 'all harder items',
    options: {
      extraSideJobs: -4,
      openingVerseEpisode1: 2,
      openingVerseEpisode2: 3,
      openingVerseEpisode3: 5,
      startingTalents: 0,
      flawAtEpisodes: 'A+B+C',
      defeatedTakeTurns: true,
    },
  },
  { name: 'superHard alone', options: { superHard: true } },
];

interface Row {
  readonly setting: string;
  readonly players: number;
  readonly wins: number;
  readonly meanMoves: number;
  readonly meanVp: number;
  readonly endings: Record<string, number>;
}
const rows: Row[] = [];

describe('bot-only win rates with difficulty settings', () => {
  const cases = SETTINGS.flatMap((s) => PLAYERS.map((players) => ({ ...s, players })));
  test.each(cases)('$name, $players player(s), 100 seeds', ({ name, options, players }) => {
    // A misspelt option would be dropped silently by the lobby schema: parse the setting strictly first.
    const parsed = z.strictObject(difficultyOptions).parse(options);
    let wins = 0;
    let moves = 0;
    let vp = 0;
    let finished = 0;
    const endings: Record<string, number> = {};
    for (let i = 0; i < SEEDS; i++) {
      const r = playBotMatch(players, `rates:${players}:${i}`, { episodes: 'serenity-train-job', ...options });
      if (i === 0) expect(r.state.game.rules).toEqual(parsed); // the setting reached the game
      if (r.won) wins++;
      moves += r.moves;
      vp += r.vp;
      if (legendaryFirefly.status(r.state).kind === 'finished') finished++;
      const why = (r.state.game.result?.summary ?? 'unfinished').replace(/ Victory Points.*/, '');
      endings[why] = (endings[why] ?? 0) + 1;
    }
    const row: Row = { setting: name, players, wins, meanMoves: moves / SEEDS, meanVp: vp / SEEDS, endings };
    rows.push(row);
    console.log(JSON.stringify({ ...row, seeds: SEEDS, winRate: wins / SEEDS }));
    expect(finished).toBe(SEEDS);
  });
});

afterAll(() => {
  const cell = (setting: string, players: number): string => {
    const r = rows.find((x) => x.setting === setting && x.players === players);
    return r ? `${((100 * r.wins) / SEEDS).toFixed(0)} % (${r.wins}/${SEEDS}), ${r.meanMoves.toFixed(0)} moves` : '-';
  };
  const lines = [
    `| Setting | ${PLAYERS.map((p) => `${p} player${p > 1 ? 's' : ''}`).join(' | ')} |`,
    `|---|${PLAYERS.map(() => '---|').join('')}`,
    ...SETTINGS.map((s) => `| ${s.name} | ${PLAYERS.map((p) => cell(s.name, p)).join(' | ')} |`),
  ];
  console.log(lines.join('\n'));
});
