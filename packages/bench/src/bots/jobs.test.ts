// The bench's plan of matches: alternating seats give both levels of a pairing half the seats; flags filter pairings, player counts and tables.
import { describe, expect, test } from 'vitest';
import { type BenchGame, jobsFor, parseFlags } from './jobs';

const games = new Map<string, BenchGame>([
  ['duel', { id: 'duel', mode: 'competitive', minPlayers: 2, maxPlayers: 4 }],
  ['crew', { id: 'crew', mode: 'cooperative', minPlayers: 3, maxPlayers: 5 }],
  [
    'trios',
    {
      id: 'trios',
      mode: 'cooperative',
      minPlayers: 1,
      maxPlayers: 5,
      tables: (n) => ['a', 'b'].map((t) => ({ label: `${t} ${n}p`, players: n, options: { t } })),
    },
  ],
]);
const plan = (args: string): ReturnType<typeof jobsFor> =>
  jobsFor(parseFlags(args.split(' ').filter(Boolean), [...games.keys()]), games);

describe('competitive pairings', () => {
  test.each([
    ['all', 'random v easy,random v normal,random v hard,easy v normal,easy v hard,normal v hard'],
    ['adjacent', 'random v easy,easy v normal,normal v hard'],
  ])('--pairings %s', (pairings, expected) => {
    const keys = new Set(plan(`--games duel --matches 2 --pairings ${pairings}`).map((j) => j.key.split('|')[2]));
    expect([...keys].join(',')).toBe(expected);
  });

  test.each([2, 3, 4])('at %i players each level holds half the seats over two matches', (players) => {
    const jobs = plan(`--games duel --matches 2 --levels normal,hard --players ${players}`);
    expect(jobs).toHaveLength(2);
    const seats = jobs.flatMap((j) => j.levels);
    expect(seats.filter((l) => l === 'hard')).toHaveLength(players);
    expect(jobs.every((j) => j.levels.every((l, s) => s === 0 || l !== j.levels[s - 1]))).toBe(true);
  });

  test('player counts outside the game are dropped; two-player seeds keep their old names', () => {
    const jobs = plan('--games duel --matches 1 --levels easy,normal --players 2,5,3');
    expect(jobs.map((j) => `${j.players} ${j.seed}`)).toEqual([
      '2 bench:duel:easy-normal:0',
      '3 bench:duel:3p:easy-normal:0',
    ]);
  });
});

test('a flag given twice takes its last value', () => {
  expect(new Set(plan('--games crew,duel --matches 1 --games duel').map((j) => j.gameId))).toEqual(new Set(['duel']));
});

describe('cooperative tables', () => {
  test('one table per player count, every level on the same seeds', () => {
    const jobs = plan('--games crew --matches 1 --levels easy,hard');
    expect(jobs.map((j) => j.key)).toEqual([
      'crew|3p|easy',
      'crew|3p|hard',
      'crew|4p|easy',
      'crew|4p|hard',
      'crew|5p|easy',
      'crew|5p|hard',
    ]);
    expect(jobs[0]!.seed).toBe(jobs[1]!.seed);
    expect(jobs[0]!.seed).not.toBe(jobs[2]!.seed);
  });

  test.each([
    ['--tables 4p', ['crew|4p|normal']],
    ['--tables b --coop-players 3', ['trios|b 3p|normal']],
  ])('%s', (flags, expected) => {
    expect(plan(`--games crew,trios --matches 1 --levels normal ${flags}`).map((j) => j.key)).toEqual(expected);
  });
});

test('matches run in rounds: match i of every pairing before match i + 1 of any', () => {
  const jobs = plan('--games duel,crew --matches 3 --levels easy,normal');
  // One pairing and three tables of two levels: seven matches per round.
  expect(jobs).toHaveLength(21);
  expect(jobs.slice(0, 7).every((j) => j.index === 0)).toBe(true);
  expect(jobs.map((j) => j.index)).toEqual([...jobs.map((j) => j.index)].sort((a, b) => a - b));
});

test.each([
  ['--games chess', /Unknown game chess/],
  ['--levels normal,genius', /Unknown level genius/],
  ['--pairings some', /all or adjacent/],
  ['--matches -3', /whole number/],
  ['--report-every soon', /whole number/],
])('%s is refused', (flags, message) => {
  expect(() => plan(flags)).toThrow(message);
});
