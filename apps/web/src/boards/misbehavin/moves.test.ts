// The board's placing of real Misbehavin' positions: every legal move, with the server's words (the game's describeMove
// as the API's choices), gets a unique key and, when it names a card, a button on that card. Positions come from bot games.
import { describe, expect, it } from 'vitest';
import {
  applyMove,
  choicesFor,
  createMatch,
  optionalSeats,
  Random,
  redactView,
  seedToRngState,
  type MatchState,
} from '@cortex/engine';
import { misbehavin, misbehavinBot, type GameData, type MisbehavinMove } from '@cortex/game-misbehavin';
import { readView, type BoardChoice } from '../types';
import { anchorsOnBoard, offerMoves } from './moves';

const SETUPS: { players: number; options: Record<string, unknown> }[] = [
  { players: 2, options: { maxRounds: 6 } },
  { players: 3, options: { supply: 'draft', reavers: true, maxRounds: 5 } },
  { players: 4, options: { supply: 'wheelAndDeal', episode: 'ep-safe-harbor', maxRounds: 4 } },
];

const names = { seatName: (s: number) => `Player ${s + 1}` };

/** Moves that name a card must be offered on that card (acquire-by-discard sits on the card discarded). */
function anchorCard(m: MisbehavinMove): string | null {
  if (m.type === 'acquire') return m.discard ?? m.card;
  if ('card' in m && typeof m.card === 'string') return m.card;
  return null;
}

/** What the board receives for a seat: its view as JSON, and its choices as the API sends them. */
function boardInput(state: MatchState<GameData>, seat: number) {
  const { game, zones } = readView(JSON.parse(JSON.stringify(redactView(state, seat))));
  const zone = (name: string) => zones[name] ?? { count: 0, cards: [] };
  const { choices } = choicesFor(misbehavin, state, seat, names);
  const sent: BoardChoice[] = choices.map((c) => ({
    label: c.label,
    group: c.group,
    short: c.short ?? null,
    cards: [...(c.cards ?? [])],
    move: JSON.parse(JSON.stringify(c.move)),
  }));
  return offerMoves(sent, anchorsOnBoard(game as GameData, zone, seat));
}

describe('offerMoves on bot-played positions', () => {
  for (const [i, setup] of SETUPS.entries()) {
    it(`${setup.players} players, ${JSON.stringify(setup.options)}`, () => {
      let state = createMatch(misbehavin, { players: setup.players, seed: `board-${i}`, options: setup.options }).state;
      const random = new Random(seedToRngState(`board-bot-${i}`));
      const seen = new Set<string>();
      for (let n = 0; n < 400; n++) {
        const status = misbehavin.status(state);
        if (status.kind === 'finished') break;
        for (const seat of status.toAct) {
          const offered = boardInput(state, seat);
          expect(new Set(offered.map((m) => m.key)).size).toBe(offered.length);
          for (const m of offered) {
            expect(m.label).toMatch(/^[^{}[\]]+$/);
            expect(m.move).not.toBeNull();
            const card = anchorCard(m.move!);
            if (card) expect(m.at, `${m.label} is offered on its card`).toBe(card);
            seen.add(m.move!.type);
          }
        }
        // Optional moves of the seats the game does not await (innate abilities, cancelling) sit on their cards too.
        for (const other of optionalSeats(status)) {
          for (const m of boardInput(state, other)) {
            expect(['innate', 'cancel']).toContain(m.move?.type);
            expect(m.at).toBe(anchorCard(m.move!));
          }
        }
        const seat = status.toAct[0]!;
        const move = misbehavinBot.chooseMove({
          seat,
          view: redactView(state, seat),
          legalMoves: misbehavin.legalMoves(state, seat),
          random,
        });
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
    const withCards = (zone: string, kinds: string[]) => ({
      ...base.zones[zone]!,
      cards: kinds.map((kind, i) => ({ id: `${zone}-${i}`, kind })),
    });
    let state: MatchState<GameData> = {
      ...base,
      zones: {
        ...base.zones,
        'command:1': withCards('command:1', ['core-informant', 'core-lawyer']),
        'hand:0': withCards('hand:0', ['alliance-talker']),
      },
    };
    const r = applyMove(misbehavin, state, 0, { type: 'deal', card: 'hand:0-0' });
    if (!r.ok) throw new Error(r.error.reason);
    state = r.state;
    expect(optionalSeats(misbehavin.status(state))).toEqual([1]);
    const offered = boardInput(state, 1);
    expect(offered.map((m) => [m.move?.type, m.at])).toEqual([
      ['innate', 'command:1-0'],
      ['cancel', 'command:1-1'],
    ]);
    expect(offered[0]!.label).toContain('draw 1 card');
    expect(offered[1]!.short).toBe('Cancel deal');
  });

  it('credits for a deal are one button per amount, and ending the turn keeps its test id', () => {
    let state = createMatch(misbehavin, { players: 2, seed: 'board-credits' }).state;
    const hand = state.zones['hand:0']!;
    state = {
      ...state,
      game: { ...state.game, players: state.game.players.map((p, s) => (s === 0 ? { ...p, credits: 3 } : p)) },
      zones: { ...state.zones, 'hand:0': { ...hand, cards: [{ id: 'h1', kind: 'alliance-talker' }] } },
    };
    expect(boardInput(state, 0).find((m) => m.move?.type === 'endTurn')?.key).toBe('endTurn');
    const r = applyMove(misbehavin, state, 0, { type: 'deal', card: 'h1' });
    if (!r.ok) throw new Error(r.error.reason);
    const credits = boardInput(r.state, 0).filter((m) => m.move?.type === 'dealCredit');
    expect(credits.map((m) => [m.key, m.at, m.short])).toEqual([
      ['dealCredit-1', 'panel', '+1 ¤'],
      ['dealCredit-2', 'panel', '+2 ¤'],
      ['dealCredit-3', 'panel', '+3 ¤'],
    ]);
  });
});
