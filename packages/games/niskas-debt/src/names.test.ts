// Free-text names (rules 5 and 14.b): the Captain, the ship and renamable crew are named "whatever they wish" within a
// bounded schema; the GM's suggestions (the first its random pick) are the listed moves; bots take the GM's pick.
import {
  applyMove,
  botInputFor,
  createMatch,
  moveJsonSchemas,
  Random,
  redactView,
  renderLogEntry,
  seedToRngState,
  type AnyGame,
} from '@cortex/engine';
import { describe, expect, test } from 'vitest';
import { niskaBot } from './bot';
import { NAME_MAX, nameProblem } from './content/names';
import { niskasDebt } from './game';
import { legalMoves } from './legal';
import { describeMove } from './words';
import { at, edit, place, play, started, text } from './testing';
import { Z } from './rules/common';

const fresh = () => createMatch(niskasDebt, { players: 3, seed: 'names' }).state;
const names = { seatName: (s: number) => `P${s}` };

describe('free-text names', () => {
  test("the GM's suggestions are listed, distinct across seats, the first labelled as the GM's pick", () => {
    const s = fresh();
    const all = [0, 1, 2].flatMap((seat) => legalMoves(s, seat).map((m) => (m.type === 'captain' ? m.name : '')));
    expect(all).toHaveLength(9);
    expect(new Set(all).size).toBe(9);
    const [first, second] = legalMoves(s, 0);
    expect(describeMove(redactView(s, 0), 0, first!, names).label).toMatch(/^Name your Captain .+ \(the GM's pick\)$/);
    expect(describeMove(redactView(s, 0), 0, second!, names).label).not.toContain("GM's pick");
  });

  test.each([
    ['an accented name', 'Zoë Ó Súilleabháin'],
    ['apostrophes, hyphens and full stops', "Dr. Jean-Luc O'Neil"],
    ['digits', 'Unit 7'],
    ['a single letter', 'Q'],
    ['24 characters', 'A'.repeat(NAME_MAX)],
  ])("%s is the player's own: shown in the log, the view and the labels", (_, name) => {
    const r = play(fresh(), 1, { type: 'captain', name });
    expect(r.state.game.players[1]!.captain).toBe(name);
    expect(redactView(r.state, 'spectator').game.players[1]!.captain).toBe(name);
    expect(text(r.log, 1)).toBe(`You named your Captain ${name}.`);
    expect(text(r.log, 0)).toBe(`P1 named their Captain ${name}.`);
    const ship = play(r.state, 1, { type: 'ship', name });
    expect(ship.state.game.players[1]!.ship).toBe(name);
  });

  test.each([
    ['empty', ''],
    ['too long', 'A'.repeat(NAME_MAX + 1)],
    ['markup', '<b>Mal</b>'],
    ['an ampersand', 'Tom & Jerry'],
    ['a leading space', ' Mal'],
    ['a trailing space', 'Mal '],
    ['two spaces in a row', 'Mal  Reynolds'],
    ['a control character', 'Mal\u0007'],
    ['a line break', 'Mal\nReynolds'],
    ['quotes', '"Mal"'],
  ])('a name with %s is refused with MALFORMED_MOVE in words, and nothing changes', (_, name) => {
    const s = fresh();
    const before = JSON.stringify(s);
    for (const type of ['captain', 'ship', 'name'] as const) {
      const r = applyMove(niskasDebt, s, 0, { type, name });
      expect(r.ok).toBe(false);
      if (!r.ok) {
        expect(r.error.code).toBe('MALFORMED_MOVE');
        expect(r.error.reason).toMatch(/name/);
      }
    }
    expect(JSON.stringify(s)).toBe(before);
    expect(nameProblem(name)).not.toBeNull();
  });

  test('a name move is legal only at its own moment; a stray field is refused', () => {
    const s = fresh();
    const ship = applyMove(niskasDebt, s, 0, { type: 'ship', name: 'Serenity' });
    expect(!ship.ok && ship.error.code).toBe('ILLEGAL_MOVE');
    const extra = applyMove(niskasDebt, s, 0, { type: 'captain', name: 'Mal', note: 'x' });
    expect(!extra.ok && extra.error.code).toBe('MALFORMED_MOVE');
  });

  test("bots take the first suggestion, the GM's pick, for Captain, ship and crew", () => {
    let s = fresh();
    const random = new Random(seedToRngState('names-bot'));
    for (const type of ['captain', 'ship'] as const) {
      const input = botInputFor(niskasDebt, s, 0, random);
      const move = niskaBot.chooseMove(input);
      expect(move).toEqual(input.legalMoves[0]);
      expect(move.type).toBe(type);
      s = play(s, 0, move).state;
    }
    const hired = edit(started(2), (t) => {
      t.game.players[0]!.sector = at('bazaar');
      place(t, 'm:skids', Z.market('bazaar'));
    });
    const bought = play(hired, 0, { type: 'buy', card: hired.zones[Z.market('bazaar')]!.cards[0]!.id }).state;
    const input = botInputFor(niskasDebt, bought, 0, random);
    expect(input.legalMoves.every((m) => m.type === 'name' || m.type === 'timeUp')).toBe(true);
    expect(niskaBot.chooseMove(input)).toEqual(input.legalMoves[0]);
  });

  test('the published move schema marks the name open and describes it, with its bounds', () => {
    const schemas = moveJsonSchemas(niskasDebt as unknown as AnyGame) as Record<
      string,
      { 'x-open'?: string[]; description?: string; properties: Record<string, Record<string, unknown>> }
    >;
    for (const type of ['captain', 'ship', 'name']) {
      const schema = schemas[type]!;
      expect(schema['x-open']).toEqual(['name']);
      expect(schema.description).toBeTruthy();
      expect(schema.properties['name']).toMatchObject({
        type: 'string',
        minLength: 1,
        maxLength: NAME_MAX,
        'x-open': true,
      });
      expect(String(schema.properties['name']!['description'])).toMatch(/any name you wish/);
      expect(schema.properties['name']!['pattern']).toBeTruthy();
    }
  });

  test('a crew member given an own name reads so in the log as every viewer', () => {
    const hired = edit(started(2), (t) => {
      t.game.players[0]!.sector = at('bazaar');
      place(t, 'm:skids', Z.market('bazaar'));
    });
    const bought = play(hired, 0, { type: 'buy', card: hired.zones[Z.market('bazaar')]!.cards[0]!.id }).state;
    const r = applyMove(niskasDebt, bought, 0, { type: 'name', name: 'Ana-Lucía' });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const line = (v: 0 | 1 | 'spectator') =>
      r.log.map((e) => renderLogEntry(e, v, { seatName: (s) => `P${s}`, cardName: niskasDebt.cardName })).join(' ');
    expect(line(0)).toContain('You named your new Pilot (Skids) Ana-Lucía.');
    expect(line('spectator')).toContain('P0 named their new Pilot (Skids) Ana-Lucía.');
  });
});
