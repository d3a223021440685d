// The bench's record: lines written are read back, a run resumes where the record stops, and a record of other bots is refused.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { type BenchGame, jobsFor, parseFlags } from './jobs';
import { headerLine, readRecord, recordLine, resume, spotChecks } from './record';

const games = new Map<string, BenchGame>([['duel', { id: 'duel', mode: 'competitive', minPlayers: 2, maxPlayers: 4 }]]);
const plan = jobsFor(parseFlags(['--games', 'duel', '--matches', '3', '--levels', 'easy,normal'], ['duel']), games);

describe('readRecord and resume', () => {
  test('recorded matches are skipped and keep their winners; the others are still to play', () => {
    const text = [headerLine(undefined), recordLine(plan[0]!, [1]), recordLine(plan[2]!, null)].join('\n');
    const { toPlay, done } = resume(plan, readRecord(text, undefined));
    expect(toPlay.map((j) => j.index)).toEqual([1]);
    expect(done.map((d) => [d.job.index, d.outcome.winners, d.outcome.levels])).toEqual([
      [0, [1], plan[0]!.levels],
      [2, null, plan[2]!.levels],
    ]);
  });

  test('a last line cut short by a kill is dropped', () => {
    const text = `${headerLine(undefined)}\n${recordLine(plan[0]!, [0])}\n{"k":"duel|2p|eas`;
    expect([...readRecord(text, undefined).keys()]).toEqual(['duel|2p|easy v normal#0']);
  });

  test.each([
    ['a bad line before the last', (h: string) => `${h}\n{"k":\n${recordLine(plan[0]!, [0])}`, /line 2 is not JSON/],
    ['a line that is not a match', (h: string) => `${h}\n{"k":"x","i":0,"w":["a"]}\n`, /line 2 is not a match/],
    ['another file', () => '{"hello":1}\n', /not a bot bench record/],
    ['other hard settings', () => `${headerLine(8)}\n`, /made with --hard-iterations 8/],
  ])('%s is refused', (_, text, message) => {
    expect(() => readRecord(text(headerLine(undefined)), undefined)).toThrow(message);
  });
});

test.each([
  [10, 2, [0, 5]],
  [3, 5, [0, 1, 2]],
  [4, 0, []],
])('spotChecks over %i recorded matches, %i checks', (n, count, expected) => {
  expect(
    spotChecks(
      Array.from({ length: n }, (_, i) => i),
      count,
    ),
  ).toEqual(expected);
});

test('--record with --hard-ms is refused', () => {
  expect(() => parseFlags(['--record', 'r.jsonl', '--hard-ms', '500'], ['duel'])).toThrow(/cannot be combined/);
});

// The real bench, twice on one record: the second run plays only the match the first did not, and a forged result is caught.
test('a run resumes its record and refuses one made by other bots', () => {
  const dir = mkdtempSync(join(tmpdir(), 'bench-record-'));
  const file = join(dir, 'bots.jsonl');
  const bench = (matches: number): string =>
    execFileSync(
      process.execPath,
      [
        'src/bots/entry.mjs',
        '--games',
        'misbehavin',
        '--levels',
        'random,easy',
        '--matches',
        String(matches),
        '--workers',
        '1',
        '--record',
        file,
      ],
      {
        cwd: join(import.meta.dirname, '..', '..'),
        env: { ...process.env, INIT_CWD: dir },
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
  bench(2);
  expect(readFileSync(file, 'utf8').trim().split('\n')).toHaveLength(3);
  const second = bench(3);
  expect(second).toContain('2 of these matches recorded (2 played again: same results), 1 to play');
  expect(second).toMatch(/\| misbehavin \| 2p \| random v easy \| .* \| 3 \|/);
  const lines = readFileSync(file, 'utf8').trim().split('\n');
  expect(lines).toHaveLength(4);
  const forged = lines.map((l, n) => (n === 1 ? l.replace(/"w":[^}]*/, '"w":[9]') : l));
  expect(forged[1]).not.toBe(lines[1]);
  writeFileSync(file, `${forged.join('\n')}\n`);
  expect(() => bench(3)).toThrow(/the bots changed since/);
}, 120_000);
