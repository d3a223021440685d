// Rules 25-29: crew skills and wanted crew, the medic's save, gear carried, dismissal, deaths and the Captain's double disgruntlement.
import { seedToRngState } from '@cortex/engine';
import { describe, expect, test } from 'vitest';
import { sectorAt } from '../content/map';
import { niskasDebt } from '../game';
import { legalMoves } from '../legal';
import { at, edit, forcing, hire, place, play, started } from '../testing';
import { CAPTAIN, readerOf, skillTotal, Z } from './common';

const reaverBait = (extra: (t: Parameters<Parameters<typeof edit>[1]>[0]) => void) =>
  edit(started(), (t) => {
    t.game.players[0]!.sector = at('whitefall');
    extra(t);
  });
const intoReavers = { type: 'fly', to: sectorAt(0, 1), search: false } as const;

describe('Rules 25-26: crew', () => {
  test('25: wanted crew are marked on their card (custody on Alliance contact is tested under rule 8.a)', () => {
    expect(niskasDebt.cardText!('m:cobb')).toContain('Wanted.');
    expect(niskasDebt.cardText!('m:boone')).not.toContain('Wanted.');
  });
  test('25: crew skills add up with the Captain’s', () => {
    const s = edit(started(), (t) => void hire(t, 0, 'm:rook'));
    const r = readerOf(s);
    expect(skillTotal(r, 0, 'fight', [CAPTAIN, ...Object.keys(s.game.players[0]!.crew)], true)).toBe(2 + 3);
  });
  test('26.b: a medic rolls for each crew member about to die; 5+ saves them', () => {
    const s = reaverBait((t) => {
      hire(t, 0, 'm:roth');
      hire(t, 0, 'm:boone');
    });
    const { state, log } = forcing(
      s,
      0,
      intoReavers,
      (_, l) =>
        l.includes('Reaver contact:') &&
        l.includes('(5+ saves)') &&
        l.includes('lives') &&
        !l.includes('who is removed from the game'),
    );
    expect(log).toMatch(/the medic rolled d6 = [56]/);
    expect(Object.keys(state.game.players[0]!.crew)).toHaveLength(2);
  });
  test.each([
    [
      'the medic saves one of two',
      (l: string) =>
        /rolled d6 = [12] against/.test(l) && (l.match(/lives\./g) ?? []).length === 1 && !l.includes('Captain'),
      1,
    ],
    [
      'the medic saves both',
      (l: string) => /rolled d6 = [12] against/.test(l) && (l.match(/lives\./g) ?? []).length === 2,
      0,
    ],
    [
      'the medic saves nobody',
      (l: string) => /rolled d6 = [12] against/.test(l) && !l.includes('lives.') && !l.includes('Captain'),
      2,
    ],
  ] as const)('9.a / 26.b: "2 crew members are killed" is told after the medic has rolled: %s', (_, want, lost) => {
    const s = reaverBait((t) => {
      hire(t, 0, 'm:roth');
      hire(t, 0, 'm:boone');
      hire(t, 0, 'm:dutch');
    });
    const { state, log } = forcing(s, 0, intoReavers, (_s, l) => l.includes('Reaver contact:') && want(l), 2000);
    expect(Object.keys(state.game.players[0]!.crew)).toHaveLength(3 - lost);
    // The roll says who is at risk, not a death toll the medic may still change; the toll comes after the medic's rolls.
    expect(log).not.toMatch(/kill(s|ed)? two crew members/);
    expect(log).toContain(
      lost === 0
        ? 'P0 lost no crew to the Reavers'
        : `P0 lost ${lost === 1 ? '1 crew member' : '2 crew members'} to the Reavers`,
    );
    expect(log.indexOf('lost')).toBeGreaterThan(log.lastIndexOf('the medic rolled'));
  });
});

describe('determinism', () => {
  // A state read back from the database has its objects' keys in jsonb's order, not the order they were written in.
  const reordered = (state: ReturnType<typeof started>) => {
    const copy = structuredClone(state);
    const p = copy.game.players[0]!;
    p.crew = Object.fromEntries(Object.entries(p.crew).reverse());
    return copy;
  };
  test('who the Reavers kill does not depend on the order of the crew sheet’s keys', () => {
    const s = reaverBait((t) => {
      hire(t, 0, 'm:boone');
      hire(t, 0, 'm:rook');
      hire(t, 0, 'm:crane');
    });
    expect(Object.keys(reordered(s).game.players[0]!.crew)).not.toEqual(Object.keys(s.game.players[0]!.crew));
    const survivors = (state: ReturnType<typeof started>) =>
      Object.keys(play(state, 0, intoReavers).state.game.players[0]!.crew).sort();
    let someKilled = 0;
    for (let i = 0; i < 60; i++) {
      const seeded = { ...s, rng: seedToRngState(`order:${i}`) };
      const left = survivors(seeded);
      if (left.length > 0 && left.length < 3) someKilled++;
      expect(survivors(reordered(seeded))).toEqual(left);
    }
    // Some of those contacts killed some but not all of the crew: the pick among them was really made.
    expect(someKilled).toBeGreaterThan(0);
  });
});

describe('Rule 27: gear', () => {
  test('each crew member carries one item; unassigned gear does nothing; reassigning is free', () => {
    let s = edit(started(), (t) => {
      hire(t, 0, 'm:boone');
      place(t, 'm:longshot', Z.gear(0));
    });
    const gear = s.zones[Z.gear(0)]!.cards[0]!.id;
    const boone = Object.keys(s.game.players[0]!.crew)[0]!;
    const fight = () => skillTotal(readerOf(s), 0, 'fight', [CAPTAIN, boone], true);
    expect(fight()).toBe(4);
    expect(legalMoves(s, 0)).toContainEqual({ type: 'assign', gear, crew: boone });
    s = play(s, 0, { type: 'assign', gear, crew: boone }).state;
    expect(fight()).toBe(6);
    expect(legalMoves(s, 0)).not.toContainEqual({ type: 'assign', gear, crew: CAPTAIN });
    s = play(s, 0, { type: 'unassign', gear }).state;
    expect(fight()).toBe(4);
    expect(s.game.used).toEqual([]);
  });
});

describe('Rule 28: dismissing crew', () => {
  test('only at a planet or station, free, and the card goes back into its deck', () => {
    const s = edit(started(), (t) => void hire(t, 0, 'm:boone'));
    const boone = Object.keys(s.game.players[0]!.crew)[0]!;
    const r = play(s, 0, { type: 'dismiss', crew: boone }).state;
    expect(r.zones[Z.marketDeck('bazaar')]!.cards.some((c) => c.id === boone)).toBe(true);
    const space = edit(s, (t) => void (t.game.players[0]!.sector = sectorAt(3, 6)));
    expect(legalMoves(space, 0)).not.toContainEqual({ type: 'dismiss', crew: boone });
  });
});

describe('Rule 29: deaths and the Captain', () => {
  test('29 / 29.b: a killed crew member leaves the game; the Captain is disgruntled instead, and twice fires everyone', () => {
    const alone = reaverBait(() => undefined);
    const once = forcing(
      alone,
      0,
      intoReavers,
      (_, l) => l.includes('Reaver contact:') && /rolled d6 = [1-4] against/.test(l),
    ).state;
    expect(once.game.players[0]!.captainDisgruntled).toBe(1);
  });
});
