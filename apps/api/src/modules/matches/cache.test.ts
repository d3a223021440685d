import { describe, expect, test } from 'vitest';
import { MatchCache } from './cache';

const m = (version: number, tag = '') => ({ row: { version }, tag });

function setup(max = 3, ttlMs = 1000, idleMs?: number) {
  let clock = 0;
  const cache = new MatchCache<ReturnType<typeof m>>({ max, ttlMs, ...(idleMs ? { idleMs } : {}), now: () => clock });
  let fetches = 0;
  const fetchVersion = (version: number) => async () => {
    fetches += 1;
    return m(version);
  };
  return { cache, tick: (ms: number) => (clock += ms), fetches: () => fetches, fetchVersion };
}

describe('MatchCache', () => {
  test('a fresh entry is served without fetching; an expired one is fetched again', async () => {
    const { cache, tick, fetches, fetchVersion } = setup();
    expect((await cache.get('a', fetchVersion(1)))?.row.version).toBe(1);
    expect((await cache.get('a', fetchVersion(2)))?.row.version).toBe(1);
    expect(fetches()).toBe(1);
    tick(1001);
    expect((await cache.get('a', fetchVersion(2)))?.row.version).toBe(2);
    expect(fetches()).toBe(2);
  });

  test('concurrent misses share one fetch', async () => {
    const { cache, fetches, fetchVersion } = setup();
    const results = await Promise.all(Array.from({ length: 10 }, () => cache.get('a', fetchVersion(4))));
    expect(results.every((r) => r?.row.version === 4)).toBe(true);
    expect(fetches()).toBe(1);
  });

  test('a notification of a newer version evicts; of the same or an older one keeps', async () => {
    const { cache, fetches, fetchVersion } = setup();
    cache.set('a', m(5));
    cache.changed('a', 5);
    cache.changed('a', 3);
    expect((await cache.get('a', fetchVersion(9)))?.row.version).toBe(5);
    cache.changed('a', 6);
    expect((await cache.get('a', fetchVersion(6)))?.row.version).toBe(6);
    expect(fetches()).toBe(1);
  });

  test('a slow read never overwrites a newer version stored meanwhile', async () => {
    const { cache } = setup();
    let release: (v: ReturnType<typeof m>) => void = () => undefined;
    const slow = cache.get('a', () => new Promise((r) => (release = r)));
    cache.set('a', m(8, 'committed'));
    release(m(7, 'stale read'));
    await slow;
    expect((await cache.get('a', async () => m(0)))?.tag).toBe('committed');
  });

  test('a read in flight when a newer version is notified is not joined by later callers, nor kept', async () => {
    const { cache } = setup();
    let release: (v: ReturnType<typeof m>) => void = () => undefined;
    // A read starts before the move commits and will answer with the old version 3.
    const early = cache.get('a', () => new Promise((r) => (release = r)));
    cache.changed('a', 4);
    // The subscriber woken by the notification must read afresh and see 4.
    const late = cache.get('a', async () => m(4, 'fresh'));
    release(m(3, 'old'));
    expect((await early)?.tag).toBe('old');
    expect((await late)?.tag).toBe('fresh');
    expect((await cache.get('a', async () => m(0, 'refetched')))?.tag).toBe('fresh');
  });

  test('the stale answer of an early read is not cached even if it lands last', async () => {
    const { cache } = setup();
    let releaseEarly: (v: ReturnType<typeof m>) => void = () => undefined;
    const early = cache.get('a', () => new Promise((r) => (releaseEarly = r)));
    cache.changed('a', 4);
    await cache.get('a', async () => m(4, 'fresh'));
    cache.delete('a');
    releaseEarly(m(3, 'old'));
    await early;
    expect((await cache.get('a', async () => m(4, 'refetched')))?.tag).toBe('refetched');
  });

  test("a write's result is not kept when a newer version was notified before its reply was handled", async () => {
    const { cache } = setup();
    const w = cache.write('a');
    // Another instance's move (version 6) is announced before this instance handles the reply for its version 5.
    cache.changed('a', 6);
    w.store(m(5, 'own'));
    expect((await cache.get('a', async () => m(6, 'read')))?.tag).toBe('read');
  });

  test("a write's result is kept when the only notification is its own", async () => {
    const { cache } = setup();
    const w = cache.write('a');
    cache.changed('a', 5);
    w.store(m(5, 'own'));
    expect((await cache.get('a', async () => m(5, 'read')))?.tag).toBe('own');
  });

  test('evicts the least recently used beyond max', async () => {
    const { cache, fetchVersion, fetches } = setup(2);
    cache.set('a', m(1));
    cache.set('b', m(1));
    await cache.get('a', fetchVersion(1)); // touch a: b is now the oldest
    cache.set('c', m(1));
    expect(cache.size).toBe(2);
    await cache.get('b', fetchVersion(2));
    expect(fetches()).toBe(1);
  });

  test('a failed fetch is not cached and the next caller retries', async () => {
    const { cache, fetchVersion } = setup();
    await expect(cache.get('a', async () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect((await cache.get('a', fetchVersion(3)))?.row.version).toBe(3);
  });

  test('a carried change advances a fresh entry at the version before it, served then without fetching', async () => {
    const { cache, fetches, fetchVersion } = setup();
    cache.set('a', m(4));
    expect(cache.advance('a', 5, (held) => m(held.row.version + 1, 'advanced'))).toBe(true);
    expect(await cache.get('a', fetchVersion(9))).toEqual(m(5, 'advanced'));
    expect(fetches()).toBe(0);
  });

  test.each([
    ['a gap (the entry is two versions behind)', (c: MatchCache<ReturnType<typeof m>>) => c.set('a', m(3))],
    ['a stale entry', (c: MatchCache<ReturnType<typeof m>>) => (c.set('a', m(4)), c.stale('a'))],
    ['a write of the match under way here', (c: MatchCache<ReturnType<typeof m>>) => (c.set('a', m(4)), c.write('a'))],
    ['no entry', () => undefined],
  ])('with %s, a carried change only marks the match changed', async (_label, arrange) => {
    const { cache, fetches } = setup();
    arrange(cache);
    let asked = 0;
    expect(cache.advance('a', 5, (held) => (asked++, m(held.row.version + 1)))).toBe(false);
    expect(asked).toBe(0);
    expect((await cache.get('a', async () => (fetches(), m(5, 'read'))))?.tag).toBe('read');
  });

  test('an entry past its TTL is read again rather than advanced, and an advance keeps the entry time', async () => {
    const { cache, tick, fetchVersion } = setup();
    cache.set('a', m(4));
    tick(600);
    expect(cache.advance('a', 5, () => m(5, 'advanced'))).toBe(true);
    tick(600);
    expect(cache.advance('a', 6, () => m(6, 'advanced'))).toBe(false);
    expect(await cache.get('a', fetchVersion(6))).toEqual(m(6));
  });

  test('entries neither stored nor served for idleMs leave memory; one served meanwhile stays', async () => {
    const { cache, tick } = setup(10, 60_000, 10_000);
    cache.set('a', m(1));
    cache.set('b', m(1));
    tick(6000);
    expect((await cache.get('b', async () => m(9)))?.row.version).toBe(1);
    tick(6000);
    cache.set('c', m(1));
    expect(cache.size).toBe(2);
    expect((await cache.get('a', async () => m(2, 'read')))?.tag).toBe('read');
    expect((await cache.get('b', async () => m(9)))?.row.version).toBe(1);
  });
});
