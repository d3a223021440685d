// Setup: the deal by player count, the characters chosen in turn, and the starting player (step 7).
import { createMatch, redactView } from '@cortex/engine';
import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { EVENTS } from '../content/events';
import { outToTheBlack } from '../game';
import { Z } from '../state';
import { moves, play, playLog, toAct, type St } from '../testkit';

describe('Setup', () => {
  test.each([
    [3, 8, 4, 8],
    [4, 10, 5, 4],
    [5, 12, 6, 0],
  ])(
    '%i players: %i Events and %i Alliance cards dealt, %i Events marked for more players removed',
    (players, events, alliance, removed) => {
      const s = createMatch(outToTheBlack, { players, seed: 'setup' }).state;
      expect(s.zones[Z.events]!.cards).toHaveLength(events);
      expect(s.zones[Z.alliance]!.cards).toHaveLength(alliance);
      expect(s.zones[Z.eventsRemoved]!.cards).toHaveLength(removed);
      for (const c of s.zones[Z.events]!.cards) expect(EVENTS[c.kind]!.minPlayers).toBeLessThanOrEqual(players);
      expect(s.game).toMatchObject({ credits: 8, honor: 8, phase: 'characters' });
      expect(redactView(s, 0).zones[Z.events]!.cards.every((c) => c === null)).toBe(true);
    },
  );

  test('players choose distinct characters in turn, then are dealt their Starting Hand Size; the rest is the Serenity deck', () => {
    let s = createMatch(outToTheBlack, { players: 3, seed: 'chars' }).state;
    expect(toAct(s)).toEqual([0]);
    s = play(s, 0, { type: 'chooseCharacter', character: 'zoe' });
    expect(moves(s, 1)).toHaveLength(8);
    expect(moves(s, 1)).not.toContainEqual({ type: 'chooseCharacter', character: 'zoe' });
    s = play(s, 1, { type: 'chooseCharacter', character: 'shepherd' });
    s = play(s, 2, { type: 'chooseCharacter', character: 'mal' });
    expect([0, 1, 2].map((seat) => s.zones[Z.hand(seat)]!.cards.length)).toEqual([7, 3, 5]);
    expect(s.zones[Z.serenity]!.cards).toHaveLength(36 - 15);
    expect(s.game).toMatchObject({ phase: 'action', active: 0, turn: 1 });
  });
});

describe('"7. Choose the starting player, play continues clockwise from that player"', () => {
  /** Characters chosen in seat order (always), then the first turn. */
  const begun = (players: number, seed: string, options?: unknown): St => {
    let s = createMatch(outToTheBlack, { players, seed, ...(options === undefined ? {} : { options }) }).state;
    for (let seat = 0; seat < players; seat++) {
      expect(toAct(s)).toEqual([seat]);
      s = play(s, seat, moves(s, seat)[0]!);
    }
    return s;
  };

  test('by default the match picks the starting player at random: over a few seeds every seat starts some match', () => {
    const first = Array.from({ length: 16 }, (_, i) => begun(4, `start:${i}`).game.active);
    expect(new Set(first)).toEqual(new Set([0, 1, 2, 3]));
  });

  test.each([
    [3, 2, 2],
    [4, 0, 0],
    [5, 4, 4],
  ])(
    '%i players, lobby option startingPlayer %i: that seat takes the first turn, the next one clockwise the second',
    (players, option, seat) => {
      let s = begun(players, 'start', { startingPlayer: option });
      expect(s.game).toMatchObject({ phase: 'action', active: seat, turnOwner: seat, turn: 1 });
      // Everyone takes the first move offered (a pass where there is one) until the second turn begins.
      for (let guard = 0; guard < 200 && s.game.turn === 1 && toAct(s).length > 0; guard++)
        s = play(s, toAct(s)[0]!, moves(s, toAct(s)[0]!)[0]!);
      expect(s.game).toMatchObject({ turn: 2, turnOwner: (seat + 1) % players });
    },
  );

  test('a starting seat the table does not have falls back to a random one, and the log says so', () => {
    const s = begun(3, 'start', { startingPlayer: 4 });
    expect([0, 1, 2]).toContain(s.game.active);
    const st = createMatch(outToTheBlack, { players: 3, seed: 'start', options: { startingPlayer: 4 } }).state;
    let t = st;
    const lines: string[] = [];
    for (let seat = 0; seat < 3; seat++) {
      const r = playLog(t, seat, moves(t, seat)[0]!);
      t = r.state;
      lines.push(...r.lines);
    }
    expect(lines).toContain(
      `There is no Player 5 at this table: the starting player is chosen at random. Player ${s.game.active + 1} takes the first turn.`,
    );
  });

  test('the lobby option is described in words, with each choice named, and defaults to random', () => {
    expect(outToTheBlack.options.parse({})).toMatchObject({ startingPlayer: 'random' });
    const schema = JSON.stringify(z.toJSONSchema(outToTheBlack.options));
    for (const words of [
      'Starting player',
      'Player 1 (the first seat)',
      'A player chosen at random',
      'takes the first turn',
    ])
      expect(schema).toContain(words);
    expect(outToTheBlack.options.safeParse({ startingPlayer: 5 }).success).toBe(false);
  });
});
