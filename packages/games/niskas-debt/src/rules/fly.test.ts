// Rules 7-11: movement and range, Alliance Cruiser and Reaver contact with every outcome, the Reaver blocking and luring, range loss and derelicts.
import { describe, expect, test } from 'vitest';
import { isAlliance, neighbours, sectorAt } from '../content/map';
import { legalMoves } from '../legal';
import { at, edit, forcing, hire, play, started, text } from '../testing';
import { Z } from './common';

const flyMoves = (s: ReturnType<typeof started>, seat = 0) => legalMoves(s, seat).filter((m) => m.type === 'fly');

describe('Rule 7: Fly', () => {
  test('7 / 7.a: any sector within range, moving in 8 directions', () => {
    const s = edit(started(), (t) => {
      t.game.players[0]!.sector = sectorAt(4, 1);
      t.game.players[0]!.range = 1;
    });
    const targets = new Set(flyMoves(s).map((m) => m.to));
    expect([...targets].sort((a, b) => a - b)).toEqual(neighbours(sectorAt(4, 1)).sort((a, b) => a - b));
    const far = edit(s, (t) => void (t.game.players[0]!.range = 5));
    const farTargets = new Set(flyMoves(far).map((m) => m.to));
    expect(farTargets.has(sectorAt(4, 6))).toBe(true);
    expect(farTargets.has(sectorAt(4, 7))).toBe(false);
  });
  test('only one Fly per turn', () => {
    const s = play(started(), 0, { type: 'fly', to: at('londinium') - 1, search: false }).state;
    expect(flyMoves(s)).toHaveLength(0);
  });
});

describe('Rule 8: Alliance Cruiser', () => {
  const loaded = () =>
    edit(started(), (t) => {
      const p = t.game.players[0]!;
      p.sector = at('sihnon');
      p.hold.contraband = 2;
      p.hold.fugitive = 1;
      p.hold.cargo = 1;
      p.stash.contraband = 1;
      p.warrants = 2;
      p.cash = 5000;
      hire(t, 0, 'm:cobb');
    });
  test('8 / 8.a: a 20 in Alliance space loses unstashed contraband and fugitives, fines and clears warrants, and risks wanted crew', () => {
    const { state, log } = forcing(
      loaded(),
      0,
      { type: 'fly', to: at('osiris'), search: false },
      (_, l) => l.includes('d20 = 20') && l.includes('d6 = 1 (custody on a 1)'),
    );
    const p = state.game.players[0]!;
    expect(p.hold).toEqual({ cargo: 1, contraband: 0, passenger: 0, fugitive: 0 });
    expect(p.stash.contraband).toBe(1);
    expect(p.cash).toBe(3000);
    expect(p.warrants).toBe(0);
    expect(Object.keys(p.crew)).toHaveLength(0);
    expect(state.zones[Z.removed]!.cards.map((c) => c.kind)).toContain('m:cobb');
    expect(log).toContain('taken into custody');
  });
  test('8.a: a wanted crew member rolling 2-6 stays aboard', () => {
    const { state } = forcing(
      loaded(),
      0,
      { type: 'fly', to: at('osiris'), search: false },
      (_, l) => l.includes('d20 = 20') && !l.includes('d6 = 1 (custody on a 1)'),
    );
    expect(Object.keys(state.game.players[0]!.crew)).toHaveLength(1);
  });
  test('8.a: an Alliance Cruiser that finds nothing to take says so', () => {
    const clean = edit(started(), (t) => void (t.game.players[0]!.sector = at('sihnon')));
    const { log } = forcing(clean, 0, { type: 'fly', to: at('osiris'), search: false }, (_, l) =>
      l.includes('d20 = 20'),
    );
    const lines = log.split('\n');
    const stop = lines.findIndex((l) => l.startsWith('An Alliance Cruiser stops P0'));
    expect(stop).toBeGreaterThanOrEqual(0);
    expect(lines[stop + 1]).toBe(
      'The Alliance searched P0 and found nothing to take: no Contraband or Fugitives in the hold, no warrants, no wanted crew.',
    );
  });
  test('8: below 20 nothing happens', () => {
    const { state, log } = forcing(loaded(), 0, { type: 'fly', to: at('osiris'), search: false }, (_, l) =>
      l.includes('no contact'),
    );
    expect(state.game.players[0]!.warrants).toBe(2);
    expect(log).toMatch(/d20 = \d+ \(20\+ means contact\), no contact/);
  });
  test('8.b: ending the turn on Londinium always means contact; solid with Harken clears warrants free', () => {
    const base = edit(loaded(), (t) => void (t.game.players[0]!.sector = at('londinium')));
    const r = play(base, 0, { type: 'end' });
    expect(text(r.log)).toContain('An Alliance Cruiser stops P0 (ending the turn on Londinium)');
    expect(r.state.game.players[0]!.cash).toBe(3000);
    const harken = edit(base, (t) => void t.game.players[0]!.solid.push('harken'));
    const h = play(harken, 0, { type: 'end' });
    expect(h.state.game.players[0]!.cash).toBe(5000);
    expect(h.state.game.players[0]!.warrants).toBe(0);
  });
  test('house rule: encounter odds are an option', () => {
    const s = edit(started(2, { allianceContactOn: 21 }), (t) => void (t.game.players[0]!.sector = at('sihnon')));
    for (let i = 0; i < 5; i++) {
      const { log } = forcing(s, 0, { type: 'fly', to: at('osiris'), search: false }, () => true);
      expect(log).toContain('no contact');
    }
  });
});

describe('Rule 9: Reavers', () => {
  const border = (extra: (t: Parameters<Parameters<typeof edit>[1]>[0]) => void = () => undefined) =>
    edit(started(), (t) => {
      t.game.players[0]!.sector = at('whitefall');
      hire(t, 0, 'm:boone');
      hire(t, 0, 'm:dutch');
      hire(t, 0, 'm:moose');
      extra(t);
    });
  const to = sectorAt(0, 1);
  test.each([
    ['1-2: two crew killed', /rolled d6 = [12] against/, 2],
    ['3-4: one crew killed', /rolled d6 = [34] against/, 1],
    ['5-6: crew intact', /rolled d6 = [56] against/, 0],
  ])('9.a d6 %s, then the ship must evade', (_, roll, casualties) => {
    const { state, log } = forcing(
      border(),
      0,
      { type: 'fly', to, search: false },
      (s, l) => l.includes('Reaver contact:') && roll.test(l) && !l.includes('Captain'),
    );
    expect(state.game.reaver).toBe(to);
    expect(Object.keys(state.game.players[0]!.crew)).toHaveLength(3 - casualties);
    expect(state.game.pending).toEqual([{ kind: 'evade', seat: 0 }]);
    // The evade targets, and the GM's move for a missed deadline (rule 6.b).
    const evades = legalMoves(state, 0).filter((m) => m.type !== 'timeUp');
    expect(evades.every((m) => m.type === 'evade')).toBe(true);
    expect(evades).toHaveLength(neighbours(to).length);
    expect(legalMoves(state, 0)).toHaveLength(neighbours(to).length + 1);
    const after = play(state, 0, evades[0]!).state;
    expect(neighbours(to)).toContain(after.game.players[0]!.sector);
    expect(after.game.pending).toEqual([]);
    void log;
  });
  test('9.a / 26.c: a pilot and a mechanic aboard evade without a roll', () => {
    const s = border((t) => {
      hire(t, 0, 'm:kestrel');
      hire(t, 0, 'm:okafor');
    });
    const { state, log } = forcing(s, 0, { type: 'fly', to, search: false }, (_, l) => l.includes('Reaver contact:'));
    expect(log).toContain('evaded the Reavers untouched');
    expect(Object.keys(state.game.players[0]!.crew)).toHaveLength(5);
  });
  test('9.d: every other ship in the sector makes contact too, out of turn', () => {
    const s = edit(border(), (t) => void (t.game.players[1]!.sector = to));
    const { state, log } = forcing(s, 0, { type: 'fly', to, search: false }, (_, l) => l.includes('Reaver contact:'));
    expect(log).toContain('also made Reaver contact');
    expect(state.game.pending.map((p) => p.seat)).toEqual([0, 1]);
    const next = play(state, 0, legalMoves(state, 0)[0]!).state;
    expect(legalMoves(next, 1).every((m) => m.type === 'evade' || m.type === 'timeUp')).toBe(true);
  });
});

describe('Rule 10: the Reaver ship', () => {
  test('no flying to or through the Reaver sector', () => {
    const s = edit(started(), (t) => {
      t.game.players[0]!.sector = sectorAt(0, 4);
      t.game.players[0]!.range = 2;
      t.game.reaver = sectorAt(1, 4);
    });
    const targets = flyMoves(s).map((m) => m.to);
    expect(targets).not.toContain(sectorAt(1, 4));
    expect(targets).toContain(sectorAt(2, 4));
    const boxed = edit(s, (t) => void (t.game.players[0]!.range = 1));
    expect(flyMoves(boxed).map((m) => m.to)).not.toContain(sectorAt(1, 4));
  });
  test('a Fly action spent next to the Reaver lures it: contact, then evade (even into its old sector)', () => {
    const s = edit(started(), (t) => {
      t.game.players[0]!.sector = sectorAt(0, 4);
      t.game.reaver = sectorAt(1, 4);
    });
    expect(legalMoves(s, 0)).toContainEqual({ type: 'lure' });
    const r = play(s, 0, { type: 'lure' });
    expect(r.state.game.reaver).toBe(sectorAt(0, 4));
    expect(r.state.game.used).toContain('fly');
    expect(legalMoves(r.state, 0)).toContainEqual({ type: 'evade', to: sectorAt(1, 4) });
    const far = edit(started(), (t) => void (t.game.players[0]!.sector = sectorAt(4, 4)));
    expect(legalMoves(far, 0)).not.toContainEqual({ type: 'lure' });
  });
});

describe('Rule 11: range', () => {
  test('ending a turn in empty space costs 1 range (minimum 1); a planet or station restores it', () => {
    let s = edit(started(), (t) => {
      t.game.players[0]!.sector = sectorAt(3, 6);
      t.game.players[0]!.range = 2;
    });
    s = play(s, 0, { type: 'end' }).state;
    expect(s.game.players[0]!.range).toBe(1);
    s = edit(s, (t) => void (t.game.turn = 0));
    s = play(s, 0, { type: 'end' }).state;
    expect(s.game.players[0]!.range).toBe(1);
    s = edit(s, (t) => {
      t.game.turn = 0;
      t.game.players[0]!.sector = at('ariel');
    });
    s = play(s, 0, { type: 'end' }).state;
    expect(s.game.players[0]!.range).toBe(5);
  });
  test.each([
    ['Border', sectorAt(0, 1), 'cargo'],
    ['Alliance', sectorAt(3, 4), 'contraband'],
  ] as const)('11.a a derelict in %s space gives two goods on a 5-6', (_, to, goods) => {
    const s = edit(
      started(),
      (t) => void (t.game.players[0]!.sector = to === sectorAt(0, 1) ? at('whitefall') : at('sihnon')),
    );
    expect(isAlliance(to)).toBe(goods === 'contraband');
    expect(legalMoves(s, 0)).toContainEqual({ type: 'fly', to, search: true });
    expect(legalMoves(s, 0)).not.toContainEqual({ type: 'fly', to: at('osiris'), search: true });
    const { state } = forcing(s, 0, { type: 'fly', to, search: true }, (_s, l) =>
      /searched sector [A-I]\d: d6 = [56]/.test(l),
    );
    const p = state.game.players[0]!;
    expect(p.hold[goods] + p.stash[goods]).toBe(2);
    const miss = forcing(s, 0, { type: 'fly', to, search: true }, (_s, l) =>
      /searched sector [A-I]\d: d6 = [1-4]/.test(l),
    ).state.game.players[0]!;
    expect(miss.hold[goods] + miss.stash[goods]).toBe(0);
  });
});
