// Tests for the table: card moves, reveals and shuffles, and log lines resolved at the time they are written.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { renderLogEntry } from './log';
import { seedToRngState } from './rng';
import { seatRef, SetupTable } from './table';

const names = { seatName: (s: number) => `P${s}`, cardName: (k: string) => k.toUpperCase() };

function table() {
  const t = new SetupTable(2, {}, seedToRngState('table'), 0);
  t.createZone('deck', []);
  t.createZone('hand:0', [0]);
  t.createZone('pile', 'all');
  t.createCards('deck', ['a', 'b', 'c', 'd']);
  return t;
}

describe('SetupTable', () => {
  test('createCards gives unique ids and keeps order; top is index 0', () => {
    const t = table();
    expect(t.cards('deck').map((c) => c.kind)).toEqual(['a', 'b', 'c', 'd']);
    expect(new Set(t.cards('deck').map((c) => c.id)).size).toBe(4);
    expect(t.moveTop('deck', 'hand:0', 2)).toEqual(['c0', 'c1']);
    expect(t.cards('hand:0').map((c) => c.kind)).toEqual(['a', 'b']);
  });

  test.each([
    ['top', ['x', 'a']],
    ['bottom', ['a', 'x']],
    [1, ['a', 'x']],
  ] as const)('move to position %s', (position, kinds) => {
    const t = table();
    t.moveTop('deck', 'pile', 1);
    const [id] = t.createCards('hand:0', ['x']);
    t.move(id!, 'pile', position);
    expect(t.cards('pile').map((c) => c.kind)).toEqual(kinds);
  });

  test('reveals add seats and are cleared by moving or shuffling', () => {
    const t = table();
    const [top] = t.topIds('deck');
    t.reveal(top!, [1]);
    expect(t.card(top!).revealedTo).toEqual([1]);
    t.reveal(top!, [0]);
    expect(t.card(top!).revealedTo).toEqual([0, 1]);
    t.shuffle('deck');
    expect(t.cards('deck').every((c) => c.revealedTo === undefined)).toBe(true);
    t.reveal(top!, 'all');
    t.move(top!, 'hand:0');
    expect(t.card(top!).revealedTo).toBeUndefined();
  });

  test('shuffle is a permutation and is seeded', () => {
    const a = table();
    const b = table();
    a.shuffle('deck');
    b.shuffle('deck');
    expect(a.cards('deck')).toEqual(b.cards('deck'));
    expect(
      a
        .cards('deck')
        .map((c) => c.kind)
        .sort(),
    ).toEqual(['a', 'b', 'c', 'd']);
  });

  test('log lines fix card visibility when written', () => {
    const t = table();
    const ids = t.moveTop('deck', 'hand:0', 2);
    t.logAbout(0)`${seatRef(0)} drew ${t.cardsRef(ids)}.`;
    t.move(ids, 'pile');
    const [entry] = t.finish().log;
    expect(renderLogEntry(entry!, 0, names)).toBe('You drew A and B.');
    expect(renderLogEntry(entry!, 1, names)).toBe('P0 drew 2 cards.');
  });

  test('a table that discards its log writes no lines and changes nothing else', () => {
    const play = (t: SetupTable) => {
      const ids = t.moveTop('deck', 'hand:0', 2);
      t.log`${seatRef(0)} drew ${t.cardsRef(ids)}.`;
      t.shuffle('deck');
      t.logAbout(null)`The deck was shuffled: ${t.cardsRef(t.topIds('deck', 2), 'all')} on top.`;
      t.move(ids[0]!, 'pile');
      return t.finish();
    };
    const logged = play(table());
    const quiet = table();
    quiet.discardLog();
    const { log, ...rest } = play(quiet);
    expect(logged.log).toHaveLength(2);
    expect(log).toEqual([]);
    expect(rest).toEqual({ zones: logged.zones, rng: logged.rng, nextCardId: logged.nextCardId });
  });

  test('unknown zones and cards are programming errors', () => {
    const t = table();
    expect(() => t.move('c99', 'pile')).toThrow(/Unknown card/);
    expect(() => t.cards('nope')).toThrow(/Unknown zone/);
    expect(() => t.createZone('deck', 'all')).toThrow(/already exists/);
  });
});

describe('the card index', () => {
  const zonesOf = (t: SetupTable): Map<string, string> => {
    const where = new Map<string, string>();
    for (const [name, zone] of Object.entries(t.finish().zones)) for (const c of zone.cards) where.set(c.id, name);
    return where;
  };
  const op = fc.oneof(
    fc.record({
      kind: fc.constant('create' as const),
      zone: fc.integer({ min: 0, max: 2 }),
      n: fc.integer({ min: 1, max: 3 }),
    }),
    fc.record({ kind: fc.constant('move' as const), pick: fc.nat(), to: fc.integer({ min: 0, max: 2 }) }),
    fc.record({
      kind: fc.constant('moveAll' as const),
      from: fc.integer({ min: 0, max: 2 }),
      to: fc.integer({ min: 0, max: 2 }),
    }),
    fc.record({ kind: fc.constant('shuffle' as const), zone: fc.integer({ min: 0, max: 2 }) }),
  );

  test('zoneOf and moves agree with a scan of every zone after any sequence of changes', () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 40 }), fc.integer({ min: 0, max: 12 }), (ops, lookUpsFirst) => {
        const t = new SetupTable(2, {}, seedToRngState('index'), 0);
        const zone = (i: number) => ['a', 'b', 'c'][i]!;
        for (let i = 0; i < 3; i++) t.createZone(zone(i), 'all');
        t.createCards('a', ['x', 'y']);
        // The first lookups scan the zones and later ones build an index: build it before the changes in some runs, during them in others.
        for (let i = 0; i < lookUpsFirst; i++) expect(t.zoneOf(`c${i % 2}`)).toBe('a');
        for (const o of ops) {
          if (o.kind === 'create')
            t.createCards(
              zone(o.zone),
              Array.from({ length: o.n }, () => 'k'),
            );
          else if (o.kind === 'shuffle') t.shuffle(zone(o.zone));
          else if (o.kind === 'moveAll') t.moveAll(zone(o.from), zone(o.to));
          else {
            const all = [...zonesOf(t).keys()];
            if (all.length > 0) t.move(all[o.pick % all.length]!, zone(o.to));
          }
          for (const [id, name] of zonesOf(t)) expect(t.zoneOf(id)).toBe(name);
        }
        expect(t.zoneOf('c999999')).toBeUndefined();
      }),
      { numRuns: 200 },
    );
  });
});
