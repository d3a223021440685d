// Match records replayed offline: a whole match reproduces its result; a changed move, result, game or format is refused in words.
import { describe, expect, test } from 'vitest';
import { applyMove, awaitedSeats, createMatch, legalMovesFor } from './match';
import { MATCH_RECORD_FORMAT, replayRecord, type MatchRecordFile } from './record';
import { pairsGame } from './testing/pairs';

/** A whole 2-player Pairs match (always the last legal move, so pairs are laid and it ends), as the API would export it. */
function playedRecord(): MatchRecordFile {
  const options = { maxTurns: 12 };
  let { state } = createMatch(pairsGame, { players: 2, options, seed: 'record-test' });
  const moves: { seat: number; move: unknown }[] = [];
  for (let status = pairsGame.status(state); status.kind === 'active'; status = pairsGame.status(state)) {
    const seat = awaitedSeats(status)[0]!;
    const legal = legalMovesFor(pairsGame, state, seat);
    const applied = applyMove(pairsGame, state, seat, legal[legal.length - 1]);
    if (!applied.ok) throw new Error(applied.error.reason);
    moves.push({ seat, move: applied.move });
    state = applied.state;
  }
  const end = pairsGame.status(state);
  if (end.kind !== 'finished') throw new Error('unfinished');
  return {
    format: MATCH_RECORD_FORMAT,
    matchId: 'm1',
    gameId: pairsGame.id,
    status: 'FINISHED',
    endReason: 'RULES',
    options,
    seed: 'record-test',
    seedHash: 'not checked by the engine',
    players: [
      { seat: 0, name: 'Zoe', bot: null },
      { seat: 1, name: 'Bot 2 (easy)', bot: 'easy' },
    ],
    moves,
    result: {
      winners: [...end.result.winners],
      ranks: [...end.result.ranks],
      ...(end.result.scores ? { scores: [...end.result.scores] } : {}),
      summary: end.result.summary,
    },
    startedAt: '2026-01-01T00:00:00.000Z',
    endedAt: '2026-01-01T00:10:00.000Z',
  };
}

describe('replayRecord', () => {
  const record = playedRecord();

  test('a whole match replays to its recorded result, through JSON', () => {
    const replayed = replayRecord(pairsGame, JSON.parse(JSON.stringify(record)));
    expect(replayed.ok).toBe(true);
    if (!replayed.ok) return;
    expect(replayed.moves).toBe(record.moves.length);
    expect(replayed.moves).toBeGreaterThan(4);
    expect(replayed.status.kind).toBe('finished');
    expect(replayed.winners).toEqual(record.result!.winners);
  });

  test('a changed move is refused, naming its step, seat and move', () => {
    const step = 3;
    const moves = record.moves.map((m, i) =>
      i === step - 1 ? { seat: m.seat, move: { type: 'discard', card: 'c999' } } : m,
    );
    const replayed = replayRecord(pairsGame, { ...record, moves });
    expect(replayed.ok).toBe(false);
    if (replayed.ok) return;
    expect(replayed.failure).toMatchObject({
      kind: 'move',
      step,
      seat: record.moves[step - 1]!.seat,
      move: { type: 'discard', card: 'c999' },
      code: 'ILLEGAL_MOVE',
    });
    expect(replayed.failure.reason).toMatch(
      /^Move 3 \(seat \d: \{"card":"c999","type":"discard"\}\) is refused: ILLEGAL_MOVE/,
    );
  });

  test('a move by the wrong seat, or one after the end, is refused as that move', () => {
    const wrongSeat = record.moves.map((m, i) => (i === 0 ? { ...m, seat: 1 } : m));
    expect(replayRecord(pairsGame, { ...record, moves: wrongSeat })).toMatchObject({
      ok: false,
      failure: { kind: 'move', step: 1, code: 'NOT_YOUR_DECISION' },
    });
    const extra = [...record.moves, record.moves[0]!];
    expect(replayRecord(pairsGame, { ...record, moves: extra })).toMatchObject({
      ok: false,
      failure: { kind: 'move', step: extra.length, code: 'GAME_OVER' },
    });
  });

  test('a changed result, a missing last move, or an unexplained end is refused', () => {
    const other = JSON.stringify(record.result!.winners) === '[1]' ? [0] : [1];
    const forged = replayRecord(pairsGame, { ...record, result: { ...record.result!, winners: other } });
    expect(forged).toMatchObject({ ok: false, failure: { kind: 'ending' } });
    const cut = replayRecord(pairsGame, { ...record, moves: record.moves.slice(0, -1) });
    expect(cut).toMatchObject({
      ok: false,
      failure: { kind: 'ending', reason: expect.stringMatching(/not over/) as unknown },
    });
    // Ended otherwise (a resignation): the rules need not have ended it, and there are no rules' winners.
    const resigned = replayRecord(pairsGame, { ...record, moves: record.moves.slice(0, -1), endReason: 'RESIGNED' });
    expect(resigned).toMatchObject({ ok: true, winners: null });
    expect(replayRecord(pairsGame, { ...record, endReason: 'RESIGNED' })).toMatchObject({
      ok: false,
      failure: { kind: 'ending' },
    });
  });

  test('another game, another seed, bad options or another format is refused in words', () => {
    expect(replayRecord(pairsGame, { ...record, gameId: 'misbehavin' })).toMatchObject({
      ok: false,
      failure: { kind: 'game', reason: 'The record is of misbehavin, not test-pairs.' },
    });
    expect(replayRecord(pairsGame, { ...record, seed: 'another' })).toMatchObject({
      ok: false,
      failure: { kind: expect.stringMatching(/^(move|ending)$/) as unknown },
    });
    expect(replayRecord(pairsGame, { ...record, options: { maxTurns: 1 } })).toMatchObject({
      ok: false,
      failure: { kind: 'setup', reason: expect.stringMatching(/maxTurns/) as unknown },
    });
    expect(replayRecord(pairsGame, { ...record, format: 'cortex-match-record/0' })).toMatchObject({
      ok: false,
      failure: { kind: 'format' },
    });
    expect(replayRecord(pairsGame, { hello: 1 })).toMatchObject({
      ok: false,
      failure: {
        kind: 'format',
        reason: expect.stringMatching(/^This is not a cortex-match-record\/1 match record/) as unknown,
      },
    });
    expect(replayRecord(pairsGame, { ...record, players: [...record.players].reverse() })).toMatchObject({
      ok: false,
      failure: { kind: 'format' },
    });
  });
});
