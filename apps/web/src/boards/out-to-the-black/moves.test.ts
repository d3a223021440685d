// The board's placing of real Out to the Black positions: every legal move comes with the server's words (the game's
// describeMove as the API's choices), gets a unique key and a place on the board; none is left under "Other choices".
import { describe, expect, it } from 'vitest';
import {
  applyMove,
  choicesFor,
  createMatch,
  legalMovesFor,
  Random,
  redactView,
  seedToRngState,
  type MatchState,
} from '@cortex/engine';
import { normalBot, outToTheBlack, zones, type OttbData } from '@cortex/game-out-to-the-black';
import { readView, type BoardChoice } from '../types';
import { offerMoves } from './moves';

const names = { seatName: (s: number) => `Player ${s + 1}` };

/** What the board receives for a seat: its view as JSON and its choices as the API sends them, placed. */
function boardInput(state: MatchState<OttbData>, seat: number) {
  const { zones: seen } = readView(JSON.parse(JSON.stringify(redactView(state, seat))));
  const handIds = new Set((seen[zones.hand(seat)]?.cards ?? []).flatMap((c) => (c ? [c.id] : [])));
  const { choices } = choicesFor(outToTheBlack, state, seat, names);
  const sent: BoardChoice[] = choices.map((c) => ({
    label: c.label,
    group: c.group,
    short: c.short ?? null,
    cards: [...(c.cards ?? [])],
    move: JSON.parse(JSON.stringify(c.move)),
  }));
  return {
    sent,
    offered: offerMoves(sent, {
      viewerSeat: seat,
      players: state.players,
      handIds,
      hasCharacter: state.game.characters[seat] !== null,
    }),
  };
}

describe('offerMoves on bot-played positions', () => {
  it.each([3, 4, 5])('%i players: every move placed, with the words the server sent', (players) => {
    let state = createMatch(outToTheBlack, { players, seed: `board-${players}` }).state;
    const random = new Random(seedToRngState(`board-bot-${players}`));
    const places = new Set<string>();
    for (let n = 0; n < 300; n++) {
      const status = outToTheBlack.status(state);
      if (status.kind === 'finished') break;
      for (const seat of status.toAct) {
        const { sent, offered } = boardInput(state, seat);
        expect(offered.map((m) => m.raw)).toEqual(sent.map((c) => c.move));
        expect(offered.map((m) => m.label)).toEqual(sent.map((c) => c.label));
        expect(new Set(offered.map((m) => m.key)).size).toBe(offered.length);
        for (const m of offered) {
          expect(m.place, m.label).not.toBe('other');
          places.add(m.place);
        }
      }
      const seat = status.toAct[0]!;
      const move = normalBot.chooseMove({
        seat,
        view: redactView(state, seat),
        legalMoves: legalMovesFor(outToTheBlack, state, seat),
        random,
      });
      const r = applyMove(outToTheBlack, state, seat, move);
      if (!r.ok) throw new Error(r.error.reason);
      state = r.state;
    }
    expect([...places].sort()).toEqual(expect.arrayContaining(['character', 'hand', 'panel']));
  });
});
