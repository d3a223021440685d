// Rules 1-6 and 31: the win at Ezra and the full ranking, the map, the ship, public information, setup, turns, and house rules.
import { AWAITED_ONLY, createMatch } from '@cortex/engine';
import { describe, expect, test } from 'vitest';
import { PROFESSIONS } from './content/captains';
import { isAlliance, PLACES, sectorOf } from './content/map';
import { playBotMatch } from './botplay';
import { niskasDebt } from './game';
import { legalMoves } from './legal';
import { BASE, crewSize, holdSize, maxRange, readerOf, stashSize, Z } from './rules/common';
import { at, edit, manual, play, started, text } from './testing';

describe('Rule 1: premise and win', () => {
  test('first back on Ezra with the win amount in hand and two solid contacts pays Niska and wins; everyone is ranked', () => {
    const s = edit(started(3), (t) => {
      const p = t.game.players[0]!;
      p.sector = at('ezra');
      p.cash = 5800;
      p.solid = ['amnon', 'badger'];
      t.game.players[1]!.cash = 4000;
    });
    const r = play(s, 0, { type: 'smallTime' });
    const status = niskasDebt.status(r.state);
    expect(status.kind).toBe('finished');
    if (status.kind !== 'finished') return;
    expect(status.result.winners).toEqual([0]);
    expect(status.result.ranks).toEqual([1, 2, 3]);
    expect(r.state.game.players[0]!.cash).toBe(0);
    expect(text(r.log)).toContain('paid Niska $6,000 and won');
  });
  test('not enough solid contacts, or not on Ezra: no win', () => {
    const s = edit(started(), (t) => {
      const p = t.game.players[0]!;
      p.sector = at('ezra');
      p.cash = 5800;
      p.solid = ['amnon'];
    });
    expect(niskasDebt.status(play(s, 0, { type: 'smallTime' }).state).kind).toBe('active');
  });
  test('house rules change the win amount and solid contacts needed; the round cap ranks by net worth', () => {
    const s = edit(
      started(2, { winAmount: 3200, solidContacts: 0 }),
      (t) => void (t.game.players[0]!.sector = at('ezra')),
    );
    expect(niskasDebt.status(play(s, 0, { type: 'smallTime' }).state).kind).toBe('finished');
    let capped = edit(started(2, { roundLimit: 1 }), (t) => void (t.game.players[1]!.cash = 9000));
    const last = play(play(capped, 0, { type: 'end' }).state, 1, { type: 'end' });
    capped = last.state;
    const status = niskasDebt.status(capped);
    expect(status.kind === 'finished' && status.result.ranks).toEqual([2, 1]);
    // The last line names who came out ahead and everyone's net worth, best first.
    expect(text(last.log)).toContain(
      'Nobody paid Niska back within 1 round: P1 finished with the best net worth. Net worth (cash, plus $1,000 per solid contact, less $1,000 per warrant): P1 $9,000 and P0 $3,000.',
    );
  });
});

describe('Rules 2-4: the Verse, the ship, public information', () => {
  test('2: Alliance space in the centre, Border outside, every named place on the map', () => {
    for (const name of ['Londinium', 'Space Bazaar', 'Silverhold', 'Persephone', 'Regina', 'Osiris', 'Athens', 'Ezra'])
      expect(PLACES.map((p) => p.name)).toContain(name);
    expect(isAlliance(sectorOf('londinium'))).toBe(true);
    expect(isAlliance(sectorOf('ezra'))).toBe(false);
    expect(isAlliance(0)).toBe(false);
  });
  test('3: range 5, hold 4, stash 4, crew 7 with the Captain, 3 upgrades', () => {
    const r = readerOf(started());
    expect([maxRange(r, 0), holdSize(r, 0), stashSize(r, 0), crewSize(r, 0), BASE.upgrades]).toEqual([5, 4, 4, 7, 3]);
  });
  test('4: every card on the table is public except the decks; every die roll is in the log', () => {
    const s = started();
    for (const [name, zone] of Object.entries(s.zones))
      expect(
        zone.visibility === 'all' ||
          name.startsWith('deck:') ||
          name.startsWith('jobdeck:') ||
          name === 'misbehave:deck',
      ).toBe(true);
    const r = play(s, 0, { type: 'fly', to: at('ariel'), search: false });
    expect(text(r.log)).toMatch(/d20 = \d+/);
  });
});

describe('Rule 5: setup', () => {
  test('everyone names, picks profession and personality at once; starts go in seat order; five jobs, kept down to three at once', () => {
    let s = createMatch(niskasDebt, { players: 2, seed: 'setup' }).state;
    // Both seats are awaited from the start, each with the GM's three suggestions for its Captain.
    expect(niskasDebt.status(s)).toEqual({ kind: 'active', toAct: [0, 1] });
    expect(legalMoves(s, 0).map((m) => m.type)).toEqual(['captain', 'captain', 'captain']);
    const offered = [...legalMoves(s, 0), ...legalMoves(s, 1)].map((m) => (m.type === 'captain' ? m.name : ''));
    expect(new Set(offered).size).toBe(6);
    s = play(s, 1, { type: 'captain', name: 'Jonah Slate' }).state;
    s = play(s, 0, { type: 'captain', name: 'Mara Quill' }).state;
    s = play(s, 0, { type: 'ship', name: 'Lucky Penny' }).state;
    expect(legalMoves(s, 0)).toHaveLength(8);
    const soldier = play(s, 0, { type: 'profession', profession: 'soldier' }).state;
    expect(legalMoves(soldier, 0)).toHaveLength(7);
    s = play(s, 0, { type: 'profession', profession: 'mechanic' }).state;
    expect(legalMoves(s, 0)).toHaveLength(8);
    s = play(s, 0, { type: 'personality', personality: 'techGenius' }).state;
    // Seat 0 may pick its start while seat 1 is still naming its ship.
    expect(niskasDebt.status(s)).toEqual({ kind: 'active', toAct: [0, 1] });
    expect(legalMoves(s, 0).every((m) => m.type === 'start')).toBe(true);
    s = play(s, 1, { type: 'ship', name: 'Dust Devil' }).state;
    s = play(s, 1, { type: 'profession', profession: 'pilot' }).state;
    s = play(s, 1, { type: 'personality', personality: 'smuggler' }).state;
    // Seat 1 waits for seat 0's start (starting places go in seat order and must be free).
    expect(legalMoves(s, 1)).toEqual([]);
    expect(niskasDebt.status(s)).toEqual({ kind: 'active', toAct: [0] });
    s = play(s, 0, { type: 'start', sector: at('regina') }).state;
    expect(legalMoves(s, 1)).not.toContainEqual({ type: 'start', sector: at('regina') });
    expect(s.zones[Z.hand(0)]!.cards).toHaveLength(0);
    const last = play(s, 1, { type: 'start', sector: at('ezra') });
    s = last.state;
    // Every Firefly placed: a job from each dealer to each seat, then both discard at once, two jobs in one decision.
    for (const seat of [0, 1])
      expect(s.zones[Z.hand(seat)]!.cards.map((c) => c.kind.slice(2, 3)).sort()).toEqual(['a', 'b', 'h', 'n', 'p']);
    expect(text(last.log, 0)).toContain(
      'You received a starting job from each dealer (Harken, Amnon Duul, Badger, Patience and Niska)',
    );
    expect(niskasDebt.status(s)).toEqual({ kind: 'active', toAct: [0, 1] });
    expect(legalMoves(s, 0)).toHaveLength(10);
    const hand1 = s.zones[Z.hand(1)]!.cards.map((c) => c.id);
    s = play(s, 1, { type: 'discardJobs', jobs: hand1.slice(0, 2) }).state;
    expect(s.game.phase).toBe('setup');
    const hand0 = s.zones[Z.hand(0)]!.cards.map((c) => c.id);
    s = play(s, 0, { type: 'discardJobs', jobs: hand0.slice(3) }).state;
    expect(s.zones[Z.hand(0)]!.cards.map((c) => c.id)).toEqual(hand0.slice(0, 3));
    expect(s.game.phase).toBe('play');
    expect(s.game.setup).toBeNull();
    expect(niskasDebt.status(s)).toMatchObject({ kind: 'active', toAct: [0] });
  });
  test('5.a: professions give their skills', () => {
    expect(PROFESSIONS.allRounder.skills).toEqual({ fight: 1, tech: 1, talk: 1 });
    expect(PROFESSIONS.grifter.skills).toEqual({ fight: 1, tech: 0, talk: 2 });
  });
});

describe('Rule 6: turns', () => {
  test('two different actions; the same action never twice; free actions any time; the turn passes in order', () => {
    // Played without forced moves, to see the last decision of the turn: End turn is the only move left.
    let s = edit(started(), (t) => void (t.game.players[0]!.sector = at('ariel')));
    s = play(s, 0, { type: 'smallTime' }, manual).state;
    expect(legalMoves(s, 0).some((m) => m.type === 'smallTime' || m.type === 'work')).toBe(false);
    const flown = play(s, 0, { type: 'fly', to: at('londinium'), search: false }, manual);
    s = flown.state;
    expect(legalMoves(s, 0).some((m) => m.type === 'fly')).toBe(false);
    // Two actions taken: no third one of any kind (Buy and Deal were not used), but free actions and ending stay.
    const after = legalMoves(s, 0).map((m) => m.type);
    for (const action of ['fly', 'lure', 'buy', 'shoreLeave', 'deal', 'work', 'smallTime'])
      expect(after).not.toContain(action);
    expect(after).toEqual(['end']);
    s = play(s, 0, { type: 'end' }).state;
    expect(niskasDebt.status(s)).toEqual({ kind: 'active', toAct: [1] });
  });
  test('a turn with nothing left but End turn ends at once, logged (autoplay: everything is public, rule 4)', () => {
    let s = edit(started(), (t) => void (t.game.players[0]!.sector = at('ariel')));
    s = play(s, 0, { type: 'smallTime' }).state;
    const flown = play(s, 0, { type: 'fly', to: at('londinium'), search: false });
    expect(text(flown.log)).toContain('P0 ended their turn.');
    expect(niskasDebt.status(flown.state)).toEqual({ kind: 'active', toAct: [1] });
  });
});

describe('Rule 31: Additional Rules', () => {
  test('the host text is part of the public game data and opens the game thread', () => {
    const m = createMatch(niskasDebt, {
      players: 2,
      seed: 'x',
      options: { additionalRules: 'Reavers roam on 15+.', reaverContactOn: 15, startingCash: 4000 },
    });
    expect(m.state.game.houseRules).toBe('Reavers roam on 15+.');
    expect(m.state.game.players[0]!.cash).toBe(4000);
    expect(text(m.log)).toContain('Additional Rules (rule 31): Reavers roam on 15+.');
  });
});

describe('status for callers that need only the awaited seats', () => {
  test('is the full status without mayAct, at every state of whole bot matches', () => {
    let withOthers = 0;
    for (const [players, seed] of [
      [3, 'status-a'],
      [5, 'status-b'],
    ] as const) {
      playBotMatch(players, seed, {}, 20000, (state) => {
        const full = niskasDebt.status(state);
        if (full.kind === 'active' && full.mayAct) withOthers++;
        expect(niskasDebt.status(state, AWAITED_ONLY)).toEqual(
          full.kind === 'active' ? { kind: 'active', toAct: full.toAct } : full,
        );
      });
    }
    // Free actions keep other seats able to act through most of a match: the shortcut is taken, not just allowed.
    expect(withOthers).toBeGreaterThan(100);
  });
});
