// The board's reading of real Misbehavin' positions: every legal move gets a unique key, words (never JSON or "undefined")
// and, when it names a card, a button on that card; the prompt describes every decision. Positions come from bot games.
import { describe, expect, it } from 'vitest';
import { applyMove, awaitedSeats, createMatch, legalMovesFor, optionalSeats, Random, redactView, seedToRngState, type MatchState } from '@cortex/engine';
import { misbehavin, misbehavinBot, tableauPower, type GameData, type MisbehavinMove, type ReadCtx } from '@cortex/game-misbehavin';
import { readView, type CardView } from '../types';
import { anchorsOnBoard, offerMoves } from './moves';
import { prompt } from './prompt';

const SETUPS: { players: number; options: Record<string, unknown> }[] = [
  { players: 2, options: { maxRounds: 6 } },
  { players: 3, options: { supply: 'draft', reavers: true, maxRounds: 5 } },
  { players: 4, options: { supply: 'wheelAndDeal', episode: 'ep-safe-harbor', maxRounds: 4 } },
];

/** Moves that name a card must be offered on that card (acquire-by-discard sits on the card discarded). */
function anchorCard(m: MisbehavinMove): string | null {
  if (m.type === 'acquire') return m.discard ?? m.card;
  if ('card' in m && typeof m.card === 'string') return m.card;
  return null;
}

describe('offerMoves and prompt on bot-played positions', () => {
  for (const [i, setup] of SETUPS.entries()) {
    it(`${setup.players} players, ${JSON.stringify(setup.options)}`, () => {
      let state = createMatch(misbehavin, { players: setup.players, seed: `board-${i}`, options: setup.options }).state;
      const random = new Random(seedToRngState(`board-bot-${i}`));
      const seen = new Set<string>();
      for (let n = 0; n < 400; n++) {
        const status = misbehavin.status(state);
        if (status.kind === 'finished') break;
        const seat = awaitedSeats(status)[0]!;
        const legal = legalMovesFor(misbehavin, state, seat) as MisbehavinMove[];
        const { game, zones } = readView(JSON.parse(JSON.stringify(redactView(state, seat))));
        const g = game as GameData;
        const zone = (name: string) => zones[name] ?? { count: 0, cards: [] };
        const kinds = new Map<string, string>();
        for (const z of Object.values(zones)) for (const c of z.cards) if (c) kinds.set(c.id, c.kind);
        const seatName = (s: number): string => (s === seat ? 'You' : `Seat ${s + 1}`);
        const offered = offerMoves(legal, { g, kindOf: (id) => kinds.get(id), seatName }, anchorsOnBoard(g, zone, seat));

        expect(new Set(offered.map((m) => m.key)).size).toBe(offered.length);
        for (const m of offered) {
          expect(m.label).toMatch(/^[^{}[\]]+$/);
          expect(m.label).not.toMatch(/undefined|NaN|a card/);
          expect(m.move).not.toBeNull();
          const card = anchorCard(m.move!);
          if (card) expect(m.at, `${m.label} is offered on its card`).toBe(card);
          seen.add(m.move!.type);
        }

        // Optional moves of the seats the game does not await (innate abilities, cancelling) sit on their cards too.
        for (const other of optionalSeats(status)) {
          const mine = legalMovesFor(misbehavin, state, other) as MisbehavinMove[];
          const otherView = readView(JSON.parse(JSON.stringify(redactView(state, other))));
          const otherZone = (name: string) => otherView.zones[name] ?? { count: 0, cards: [] };
          const otherKinds = new Map<string, string>();
          for (const z of Object.values(otherView.zones)) for (const c of z.cards) if (c) otherKinds.set(c.id, c.kind);
          for (const m of offerMoves(mine, { g: otherView.game as GameData, kindOf: (id) => otherKinds.get(id), seatName }, anchorsOnBoard(otherView.game as GameData, otherZone, other))) {
            expect(['innate', 'cancel']).toContain(m.move?.type);
            expect(m.at).toBe(anchorCard(m.move!));
            expect(m.label).not.toMatch(/undefined|NaN|a card/);
          }
        }

        const read: ReadCtx = { g, players: setup.players, z: (name) => zone(name).cards.filter((c): c is CardView => c !== null) };
        const p = prompt(
          { g, viewerSeat: seat, deciding: seat, seatName, kindOf: (id) => kinds.get(id), fight: null, influence: null, leaders: [0] },
          'ACTIVE',
          false,
          null,
        );
        expect(p.headline).toBe('Your decision');
        expect(p.detail.length).toBeGreaterThan(10);
        expect(p.detail).not.toMatch(/undefined|NaN|\.\.$/);
        expect(tableauPower(read, seat)).toBeGreaterThanOrEqual(0);

        const move = misbehavinBot.chooseMove({ seat, view: redactView(state, seat), legalMoves: legal, random });
        const r = applyMove(misbehavin, state, seat, move);
        if (!r.ok) throw new Error(r.error.reason);
        state = r.state;
      }
      // The positions covered the main kinds of decision, not just the opening.
      expect(seen.has('play')).toBe(true);
      expect(seen.has('endTurn')).toBe(true);
      expect(seen.size).toBeGreaterThan(8);
    });
  }

  it("a player waiting on another's turn is offered an innate ability and a cancel on the cards themselves", () => {
    const base = createMatch(misbehavin, { players: 2, seed: 'board-optional' }).state;
    const withCards = (zone: string, kinds: string[]) => ({ ...base.zones[zone]!, cards: kinds.map((kind, i) => ({ id: `${zone}-${i}`, kind })) });
    let state: MatchState<GameData> = { ...base, zones: { ...base.zones, 'command:1': withCards('command:1', ['core-informant', 'core-lawyer']), 'hand:0': withCards('hand:0', ['alliance-talker']) } };
    const r = applyMove(misbehavin, state, 0, { type: 'deal', card: 'hand:0-0' });
    if (!r.ok) throw new Error(r.error.reason);
    state = r.state;
    expect(optionalSeats(misbehavin.status(state))).toEqual([1]);
    const { game, zones } = readView(JSON.parse(JSON.stringify(redactView(state, 1))));
    const zone = (name: string) => zones[name] ?? { count: 0, cards: [] };
    const kinds = new Map<string, string>();
    for (const z of Object.values(zones)) for (const c of z.cards) if (c) kinds.set(c.id, c.kind);
    const offered = offerMoves(legalMovesFor(misbehavin, state, 1), { g: game as GameData, kindOf: (id) => kinds.get(id), seatName: (s) => `Seat ${s + 1}` }, anchorsOnBoard(game as GameData, zone, 1));
    expect(offered.map((m) => [m.move?.type, m.at])).toEqual([
      ['innate', 'command:1-0'],
      ['cancel', 'command:1-1'],
    ]);
    expect(offered[0]!.label).toContain('draw 1 card');
  });
});
