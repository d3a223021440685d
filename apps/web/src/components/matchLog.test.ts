import { describe, expect, test } from 'vitest';
import { shownLog, withPush, type LogLine } from './matchLog';

const line = (seq: number): LogLine => ({ seq, text: `line ${seq}`, at: '2026-12-05T00:00:00Z' });
const lines = (from: number, to: number): LogLine[] => Array.from({ length: to - from + 1 }, (_, i) => line(from + i));
const seqs = (ls: readonly LogLine[]) => ls.map((l) => l.seq);

describe('withPush', () => {
  test('a push that follows on extends the run and keeps its cursor', () => {
    const run = withPush(
      { lines: lines(40, 45), startCursor: 'c40' },
      { from: 46, total: 48, startCursor: 'c46', lines: lines(46, 47) },
    );
    expect(seqs(run.lines)).toEqual(seqs(lines(40, 47)));
    expect(run.startCursor).toBe('c40');
  });

  test('lines already held are not doubled', () => {
    const run = withPush(
      { lines: lines(0, 5), startCursor: 'c0' },
      { from: 3, total: 7, startCursor: 'c3', lines: lines(3, 6) },
    );
    expect(seqs(run.lines)).toEqual(seqs(lines(0, 6)));
  });

  test('a push after a gap starts a new run from its own first line', () => {
    const run = withPush(
      { lines: lines(0, 5), startCursor: 'c0' },
      { from: 300, total: 400, startCursor: 'c300', lines: lines(300, 399) },
    );
    expect(run.lines[0]!.seq).toBe(300);
    expect(run.startCursor).toBe('c300');
  });
});

describe('shownLog', () => {
  test.each([
    ['the query page alone', [{ lines: lines(60, 99), startCursor: 'q' }], 60, 99, 'q', true],
    [
      'the query page and pushes after it',
      [
        { lines: lines(60, 99), startCursor: 'q' },
        { lines: lines(100, 104), startCursor: 'p' },
      ],
      60,
      104,
      'q',
      true,
    ],
    [
      'older pages before the query page',
      [
        { lines: lines(0, 59), startCursor: 'o' },
        { lines: lines(60, 99), startCursor: 'q' },
      ],
      0,
      99,
      'o',
      false,
    ],
    [
      'pushes after a gap: only the unbroken newest stretch',
      [
        { lines: lines(60, 99), startCursor: 'q' },
        { lines: lines(500, 520), startCursor: 'p' },
      ],
      500,
      520,
      'p',
      true,
    ],
  ] as const)('%s', (_name, runs, first, last, cursor, more) => {
    const shown = shownLog(runs);
    expect(shown.lines[0]!.seq).toBe(first);
    expect(shown.lines.at(-1)!.seq).toBe(last);
    expect(shown.lines.length).toBe(last - first + 1);
    expect(shown.cursor).toBe(cursor);
    expect(shown.more).toBe(more);
  });

  test('nothing yet', () => {
    expect(shownLog([null, { lines: [], startCursor: null }])).toEqual({ lines: [], cursor: null, more: false });
  });
});
