// Rules 18-22: Work at a job's location, requirements and going active, choosing crew, three active jobs, small-time work and crew pay.
import { describe, expect, test } from 'vitest';
import { PERSONALITY_BONUS } from '../content/captains';
import { crewCard } from '../content/cards';
import { JOBS } from '../content/jobs';
import { legalMoves } from '../legal';
import { at, clearJobs, edit, hire, manual, place, play, started, text } from '../testing';
import { Z } from './common';

const withJob = (
  kind: string,
  where: Parameters<typeof at>[0],
  extra: (t: Parameters<Parameters<typeof edit>[1]>[0]) => void = () => undefined,
) =>
  edit(started(), (t) => {
    clearJobs(t, 0);
    t.game.players[0]!.sector = at(where);
    place(t, kind, Z.hand(0));
    extra(t);
  });
const jobId = (s: ReturnType<typeof started>) => (s.zones[Z.hand(0)]!.cards[0] ?? s.zones[Z.active(0)]!.cards[0])!.id;

describe('Rule 18: Work', () => {
  test('18: a job is worked only where its next step is', () => {
    const s = withJob('j:b1', 'persephone');
    expect(legalMoves(s, 0)).toContainEqual({ type: 'work', job: jobId(s) });
    const away = withJob('j:b1', 'regina');
    expect(legalMoves(away, 0)).not.toContainEqual({ type: 'work', job: jobId(away) });
  });
  test('18.c: each good takes one space in the hold or stash; no room, no pickup', () => {
    const full = withJob('j:b1', 'persephone', (t) => {
      t.game.players[0]!.hold.cargo = 4;
      t.game.players[0]!.stash.cargo = 3;
    });
    expect(legalMoves(full, 0)).not.toContainEqual({ type: 'work', job: jobId(full) });
  });
  test('18.d: small-time work on a planet pays $200; not on a station', () => {
    const s = edit(started(), (t) => void (t.game.players[0]!.sector = at('ariel')));
    expect(play(s, 0, { type: 'smallTime' }).state.game.players[0]!.cash).toBe(3200);
    const station = edit(started(), (t) => void (t.game.players[0]!.sector = at('lyon')));
    expect(legalMoves(station, 0)).not.toContainEqual({ type: 'smallTime' });
  });
});

describe('Rule 19: the four steps of a Work action', () => {
  test('19.a: requirements are checked on the whole crew with their gear; passing the first time makes the job active', () => {
    const weak = withJob('j:b6', 'persephone', (t) => void (t.game.players[0]!.profession = 'soldier'));
    expect(legalMoves(weak, 0).some((m) => m.type === 'work')).toBe(false);
    const s = withJob('j:b6', 'persephone', (t) => void (t.game.players[0]!.profession = 'grifter'));
    // Played without forced moves: the misbehave that follows waits for its decision.
    const r = play(s, 0, { type: 'work', job: jobId(s) }, manual);
    expect(r.state.zones[Z.active(0)]!.cards).toHaveLength(1);
    expect(text(r.log)).toContain('the job is now active');
  });
  test('19.b: crew may stay behind; the Captain always goes', () => {
    let s = withJob('j:b6', 'persephone', (t) => {
      hire(t, 0, 'm:tilley');
      hire(t, 0, 'm:boone');
    });
    s = play(s, 0, { type: 'work', job: jobId(s) }).state;
    const moves = legalMoves(s, 0);
    expect(moves.filter((m) => m.type === 'stayBehind')).toHaveLength(2);
    const boone = Object.entries(s.game.players[0]!.crew).find(([, c]) => c.name === 'Boone')![0];
    s = play(s, 0, { type: 'stayBehind', crew: boone }).state;
    expect(s.game.work!.team).not.toContain(boone);
    expect(s.game.work!.team).toContain('captain');
    s = play(s, 0, { type: 'go' }, manual).state;
    expect(s.game.pending[0]!.kind).toBe('misbehave');
  });
  test('19.c-d: steps at this location are followed in order; the rest wait for their location', () => {
    const s = withJob('j:b1', 'persephone');
    const r = play(s, 0, { type: 'work', job: jobId(s) }).state;
    expect(r.game.players[0]!.hold.cargo).toBe(2);
    expect(r.game.players[0]!.progress[jobId(s)]).toBe(1);
    expect(r.game.work).toBeNull();
  });
});

describe('Rule 20: three active jobs', () => {
  test('a fourth job cannot go active', () => {
    const s = withJob('j:b1', 'persephone', (t) => {
      for (const k of ['j:h1', 'j:h2', 'j:h4']) {
        const id = place(t, k, Z.active(0));
        t.game.players[0]!.progress[id] = 0;
      }
    });
    const hand = s.zones[Z.hand(0)]!.cards[0]!.id;
    expect(legalMoves(s, 0)).not.toContainEqual({ type: 'work', job: hand });
  });
});

describe('Rule 22: crew pay on completion', () => {
  const completing = () =>
    withJob('j:b9', 'persephone', (t) => {
      const p = t.game.players[0]!;
      p.hold.cargo = 2;
      hire(t, 0, 'm:okafor');
      hire(t, 0, 'm:boone');
      const id = t.cards(Z.hand(0))[0]!.id;
      t.move(id, Z.active(0));
      p.progress[id] = 1;
    });
  test('every crew member, on the job or not, is owed their hiring price', () => {
    const s = completing();
    const r = play(s, 0, { type: 'work', job: jobId(s) });
    // Machine Parts' pay, its mechanic bonus and the Shipping Magnate's $500.
    const earned = JOBS['j:b9']!.pay + JOBS['j:b9']!.bonus!.amount + PERSONALITY_BONUS;
    expect(r.state.game.players[0]!.cash).toBe(3000 + earned);
    const wages = crewCard('m:okafor')!.cost + crewCard('m:boone')!.cost;
    expect(r.state.game.players[0]!.solid).toEqual(['badger']);
    expect(r.state.game.pending[0]).toMatchObject({ kind: 'payroll', seat: 0 });
    expect(legalMoves(r.state, 0).filter((m) => m.type === 'pay')).toHaveLength(2);
    let after = r.state;
    for (const crew of Object.keys(after.game.players[0]!.crew)) after = play(after, 0, { type: 'pay', crew }).state;
    expect(after.game.players[0]!.cash).toBe(3000 + earned - wages);
    expect(after.game.pending).toEqual([]);
  });
  test('22.a-b: unpaid crew are disgruntled; unpaid again, they leave; paying clears it', () => {
    const s = completing();
    let r = play(s, 0, { type: 'work', job: jobId(s) }).state;
    const [okafor, boone] = Object.keys(r.game.players[0]!.crew) as [string, string];
    r = play(r, 0, { type: 'withhold', crew: okafor }).state;
    expect(r.game.players[0]!.crew[okafor]!.disgruntled).toBe(true);
    r = play(r, 0, { type: 'withhold', crew: boone }).state;
    const again = edit(r, (t) => void (t.game.pending = [{ kind: 'payroll', seat: 0, unpaid: [okafor, boone] }]));
    const paid = play(again, 0, { type: 'pay', crew: okafor }).state;
    expect(paid.game.players[0]!.crew[okafor]!.disgruntled).toBe(false);
    const left = play(paid, 0, { type: 'withhold', crew: boone }).state;
    expect(left.game.players[0]!.crew[boone]).toBeUndefined();
    expect(left.zones[Z.marketDeck('bazaar')]!.cards.some((c) => c.id === boone)).toBe(true);
  });
  test('22: crew you cannot afford can only go unpaid', () => {
    const earned = JOBS['j:b9']!.pay + JOBS['j:b9']!.bonus!.amount + PERSONALITY_BONUS;
    const s = edit(completing(), (t) => void (t.game.players[0]!.cash = -earned + 100));
    const r = play(s, 0, { type: 'work', job: jobId(s) }).state;
    expect(legalMoves(r, 0).filter((m) => m.type === 'pay')).toHaveLength(0);
  });
});

describe('Rule 22.a: back pay', () => {
  test('a disgruntled crew member can be paid in full at any time, on turn or off it, and is content again', () => {
    const s = edit(started(), (t) => {
      const id = hire(t, 1, 'm:okafor');
      t.game.players[1]!.crew[id]!.disgruntled = true;
      hire(t, 1, 'm:boone');
    });
    const [okafor, boone] = Object.keys(s.game.players[1]!.crew) as [string, string];
    // Seat 1 is off turn; only the disgruntled member is owed back pay.
    expect(legalMoves(s, 1).filter((m) => m.type === 'payBack')).toEqual([{ type: 'payBack', crew: okafor }]);
    const wage = crewCard('m:okafor')!.cost;
    const paid = play(s, 1, { type: 'payBack', crew: okafor }).state;
    expect(paid.game.players[1]!.crew[okafor]!.disgruntled).toBe(false);
    expect(paid.game.players[1]!.cash).toBe(3000 - wage);
    expect(paid.game.players[1]!.crew[boone]!.disgruntled).toBe(false);
    const broke = edit(s, (t) => void (t.game.players[1]!.cash = wage - 100));
    expect(legalMoves(broke, 1).some((m) => m.type === 'payBack')).toBe(false);
  });
});
