// Rules 23-24: misbehave options, exploding d6 tests with crew and gear, Kosherized and Bribes, several in one go, Botched and Warrant Issued.
import { describe, expect, test } from 'vitest';
import { legalMoves } from '../legal';
import {
  at,
  clearJobs,
  edit,
  forcing as forcingAuto,
  hire,
  manual,
  place,
  play as playAuto,
  started,
  type S,
} from '../testing';
import type { NiskaMove } from '../moves';

// Each decision is looked at before it is made: moves are played without the engine's forced moves (tested below).
const play = (s: S, seat: number, move: NiskaMove) => playAuto(s, seat, move, manual);
const forcing = (s: S, seat: number, move: NiskaMove, want: (after: S, log: string) => boolean) =>
  forcingAuto(s, seat, move, want, 400, manual);
import { Z } from './common';
import { text } from '../testing';

/** Seat 0 on the job's misbehave location with the given misbehave cards on top of the deck (first drawn first). */
function misbehaving(
  job: string,
  where: Parameters<typeof at>[0],
  cards: string[],
  extra: (t: Parameters<Parameters<typeof edit>[1]>[0]) => void = () => undefined,
): S {
  const s = edit(started(), (t) => {
    clearJobs(t, 0);
    t.game.players[0]!.sector = at(where);
    t.game.players[0]!.profession = 'allRounder';
    place(t, job, Z.hand(0));
    for (const c of [...cards].reverse()) place(t, c, Z.misDeck);
    extra(t);
  });
  const id = s.zones[Z.hand(0)]!.cards[0]!.id;
  let r = play(s, 0, { type: 'work', job: id }).state;
  if (r.game.pending[0]?.kind === 'team') r = play(r, 0, { type: 'go' }).state;
  return r;
}
const jobOf = (s: S) => (s.zones[Z.active(0)]!.cards[0] ?? s.zones[Z.jobs('harken')]!.cards.at(-1))!.id;

describe('Rule 23: misbehaving', () => {
  test('23: the card offers its options; tests always, the others only when the crew on the job meets them', () => {
    const s = misbehaving('j:b6', 'persephone', ['x:vault'], (t) => void hire(t, 0, 'm:tilley'));
    expect(s.game.pending[0]).toMatchObject({ kind: 'misbehave', seat: 0 });
    expect(legalMoves(s, 0)).toEqual([{ type: 'option', index: 0 }]);
    const withOkafor = misbehaving('j:b6', 'persephone', ['x:vault'], (t) => {
      hire(t, 0, 'm:tilley');
      hire(t, 0, 'm:okafor');
    });
    expect(legalMoves(withOkafor, 0)).toEqual([
      { type: 'option', index: 0 },
      { type: 'option', index: 2 },
      { type: 'timeUp' },
    ]);
  });
  test('23.a: a 6 is rolled again and added; crew and carried gear add their skill', () => {
    const s = misbehaving('j:b6', 'persephone', ['x:vault'], (t) => {
      const tilley = hire(t, 0, 'm:tilley');
      const caps = place(t, 'm:caps', Z.gear(0));
      t.game.players[0]!.crew[tilley]!.gear = caps;
    });
    // Tech: All Rounder 1 + Ma Tilley 1 + Blasting Caps 1 = 3.
    const { log } = forcing(s, 0, { type: 'option', index: 0 }, (_, l) => /d6 6 \+ \d/.test(l));
    expect(log).toMatch(/d6 6( \+ \d)+ = \d+, plus 3 from the crew on the job/);
  });
  test('23.b: Kosherized tests ignore gear', () => {
    const s = misbehaving('j:b6', 'persephone', ['x:inspection'], (t) => {
      const tilley = hire(t, 0, 'm:tilley');
      t.game.players[0]!.crew[tilley]!.gear = place(t, 'm:caps', Z.gear(0));
    });
    const { log } = forcing(s, 0, { type: 'option', index: 1 }, () => true);
    expect(log).toContain('(Kosherized: no gear)');
    expect(log).toContain('plus 2 from the crew on the job');
  });
  test('23.c: Bribes: $100 buys each missing point', () => {
    const s = misbehaving('j:b6', 'persephone', ['x:checkpoint'], (t) => void hire(t, 0, 'm:tilley'));
    const short = forcing(s, 0, { type: 'option', index: 0 }, (after) => after.game.pending[0]?.kind === 'bribe');
    const pending = short.state.game.pending[0]!;
    expect(pending.kind === 'bribe' && pending.cost % 100 === 0).toBe(true);
    const cost = pending.kind === 'bribe' ? pending.cost : 0;
    expect(legalMoves(short.state, 0)).toEqual([{ type: 'bribe' }, { type: 'noBribe' }, { type: 'timeUp' }]);
    const paid = play(short.state, 0, { type: 'bribe' }).state;
    // Passing the only misbehave completes the crime job: $1,300.
    expect(paid.game.players[0]!.cash).toBe(3000 - cost + 1300);
    expect(paid.game.players[0]!.solid).toContain('badger');
  });
  test('23.d: several misbehaves must all pass in one go', () => {
    // Sting Operation needs Fight 4: the All Rounder's 1, Abe's 2 and Boone's 2.
    const s = misbehaving('j:h7', 'athens', ['x:dogs', 'x:grid'], (t) => {
      hire(t, 0, 'm:abe');
      hire(t, 0, 'm:boone');
    });
    let r = play(s, 0, { type: 'option', index: 1 }).state;
    expect(r.game.work!.passed).toBe(1);
    expect(r.game.pending[0]!.kind).toBe('misbehave');
    r = forcing(
      r,
      0,
      { type: 'option', index: 0 },
      (after) =>
        after.game.work === null &&
        after.game.players[0]!.warrants === 0 &&
        after.zones[Z.active(0)]!.cards.length === 1,
    ).state;
    expect(r.game.players[0]!.progress[jobOf(r)]).toBe(0);
  });
});

describe('Rule 24: failed misbehaves', () => {
  test('24.a Attempt Botched: progress through earlier misbehaves is lost; the job stays active to try again', () => {
    // Sting Operation needs Fight 4: the All Rounder's 1, Abe's 2 and Boone's 2.
    const s = misbehaving('j:h7', 'athens', ['x:dogs', 'x:grid'], (t) => {
      hire(t, 0, 'm:abe');
      hire(t, 0, 'm:boone');
    });
    const r = forcing(play(s, 0, { type: 'option', index: 1 }).state, 0, { type: 'option', index: 0 }, (_, l) =>
      l.includes('Attempt Botched'),
    );
    expect(r.state.game.work).toBeNull();
    expect(r.state.zones[Z.active(0)]!.cards).toHaveLength(1);
    expect(r.state.game.players[0]!.warrants).toBe(0);
    expect(r.state.game.pending).toEqual([]);
  });
  test('a single option the team can attempt, or none, is taken at once and logged (autoplay: everything is public)', () => {
    const s = edit(started(), (t) => {
      clearJobs(t, 0);
      t.game.players[0]!.sector = at('bazaar');
      place(t, 'j:n8', Z.hand(0));
      place(t, 'x:cache', Z.misDeck);
    });
    const r = playAuto(s, 0, { type: 'work', job: s.zones[Z.hand(0)]!.cards[0]!.id });
    expect(r.state.game.work).toBeNull();
    expect(r.state.game.pending).toEqual([]);
    expect(text(r.log)).toContain('P0 could not meet any option of Hidden Cache.');
  });
  test('24.a with nothing to offer: a card none of whose options can be met fails', () => {
    const s = misbehaving('j:n8', 'bazaar', ['x:cache']);
    expect(legalMoves(s, 0)).toEqual([{ type: 'giveUp' }]);
    const r = play(s, 0, { type: 'giveUp' }).state;
    expect(r.game.work).toBeNull();
    expect(r.zones[Z.active(0)]!.cards).toHaveLength(1);
  });
  test('24.b Warrant Issued: a warrant, the job back to its contact as an extra, solid lost with that contact and Harken', () => {
    // Informant Extraction needs Talk 4: the Companion's 3 and Ma Tilley's 2.
    const s = misbehaving('j:h5', 'silverhold', ['x:tipoff'], (t) => {
      hire(t, 0, 'm:tilley');
      t.game.players[0]!.solid = ['harken', 'amnon'];
      t.game.players[0]!.profession = 'companion';
    });
    const board = s.zones[Z.jobs('harken')]!.cards.length;
    const r = forcing(s, 0, { type: 'option', index: 0 }, (_, l) => l.includes('Warrant Issued')).state;
    const p = r.game.players[0]!;
    expect(p.warrants).toBe(1);
    expect(p.solid).toEqual(['amnon']);
    expect(r.zones[Z.jobs('harken')]!.cards).toHaveLength(board + 1);
    expect(r.zones[Z.active(0)]!.cards).toHaveLength(0);
    expect(p.progress).toEqual({});
  });
  test("24.b on a Niska job: Niska also takes a crew member of the player's choosing", () => {
    const s = misbehaving('j:n8', 'bazaar', ['x:tipoff'], (t) => {
      hire(t, 0, 'm:boone');
      hire(t, 0, 'm:mags');
    });
    const r = forcing(s, 0, { type: 'option', index: 1 }, (_, l) => l.includes('Warrant Issued')).state;
    expect(r.game.pending[0]).toEqual({ kind: 'loseCrew', seat: 0 });
    const choices = legalMoves(r, 0);
    expect(choices).toEqual([
      ...Object.keys(r.game.players[0]!.crew).map((crew) => ({ type: 'loseCrew', crew })),
      { type: 'timeUp' },
    ]);
    const after = play(r, 0, choices[1]!).state;
    expect(Object.keys(after.game.players[0]!.crew)).toHaveLength(1);
    expect(after.zones[Z.removed]!.cards).toHaveLength(1);
  });
  test('21: a misbehave that kills only reaches crew on the job', () => {
    // Boone stays aboard: only the Captain and Abe can be hit by the Bar Brawl's kill.
    const base = edit(started(), (t) => {
      clearJobs(t, 0);
      t.game.players[0]!.sector = at('athens');
      place(t, 'j:h7', Z.hand(0));
      place(t, 'x:dogs', Z.misDeck);
      place(t, 'x:brawl', Z.misDeck);
      hire(t, 0, 'm:boone');
      hire(t, 0, 'm:abe');
    });
    const boone = Object.entries(base.game.players[0]!.crew).find(([, c]) => c.name === 'Boone')![0];
    let r = play(base, 0, { type: 'work', job: base.zones[Z.hand(0)]!.cards[0]!.id }).state;
    r = play(r, 0, { type: 'stayBehind', crew: boone }).state;
    r = play(r, 0, { type: 'go' }).state;
    const out = forcing(
      r,
      0,
      { type: 'option', index: 0 },
      (_, l) => l.includes(': passed') && l.includes('killed'),
    ).state;
    expect(out.game.players[0]!.crew[boone]).toBeDefined();
  });
});
