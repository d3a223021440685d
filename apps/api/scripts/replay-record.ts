// Replays a match record file offline and says in words whether it reproduces its match: `npm run replay-record -- file.json`.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { replayRecord } from '@cortex/engine';
import { createGameRegistry } from '../src/games';

/** The end reasons of records, in words ("it ended by …"). */
const ENDINGS: Readonly<Record<string, string>> = {
  RESIGNED: 'a resignation',
  TIMEOUT: 'timeouts',
  DRAW_AGREED: 'a draw the players agreed',
  ABORTED: 'being aborted',
};

/** The verdict on a record's text: whether it reproduces its match, and what to print. */
export function checkRecord(text: string): { ok: boolean; message: string } {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    return { ok: false, message: `The file is not JSON: ${(error as Error).message}` };
  }
  const gameId = raw !== null && typeof raw === 'object' ? (raw as { gameId?: unknown }).gameId : undefined;
  // Every game this code has, the test game too: records of the API's own tests replay as well.
  const games = createGameRegistry({ includeTestGames: true });
  const game = typeof gameId === 'string' ? games.get(gameId) : undefined;
  if (!game)
    return {
      ok: false,
      message: `This code has no game ${JSON.stringify(gameId ?? null)}; it has ${games
        .list()
        .map((g) => g.id)
        .join(', ')}.`,
    };
  const replayed = replayRecord(game, raw);
  if (!replayed.ok)
    return { ok: false, message: `The record does not reproduce its match: ${replayed.failure.reason}` };
  const { record } = replayed;
  // The seed was published as its hash when the match started: a seed changed since would deal other cards.
  if (createHash('sha256').update(record.seed).digest('hex') !== record.seedHash) {
    return {
      ok: false,
      message:
        'The record does not reproduce its match: its seed is not the one whose hash was published at the start (seedHash).',
    };
  }
  const name = (seat: number) => record.players[seat]?.name ?? `Seat ${seat + 1}`;
  const replayedLine = `Replayed ${replayed.moves} moves of ${game.name} (match ${record.matchId}, ${record.players.map((p) => p.name).join(' vs ')}): every move was legal when it came.`;
  const summary = record.result ? ` ${record.result.summary}` : '';
  if (replayed.winners === null) {
    const how = ENDINGS[record.endReason] ?? `another way (${record.endReason})`;
    return {
      ok: true,
      message: `${replayedLine}\nThe rules had not ended the match: it ended by ${how}, as recorded.${summary}`,
    };
  }
  const winners = replayed.winners.length === 0 ? 'nobody won' : `won by ${replayed.winners.map(name).join(' and ')}`;
  return { ok: true, message: `${replayedLine}\nThe rules end it as recorded: ${winners}.${summary}` };
}

function main(args: readonly string[]): number {
  const file = args[0];
  if (!file || args.length > 1) {
    console.error(
      'Usage: npm run replay-record -- path/to/record.json (a file from GET /matches/<id>/record.json or Match.record).',
    );
    return 2;
  }
  // npm runs workspace scripts in the workspace: a relative path is the caller's, whose directory npm keeps in INIT_CWD.
  const path = resolve(process.env['INIT_CWD'] ?? process.cwd(), file);
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    console.error(`Cannot read ${path}: ${(error as Error).message}`);
    return 2;
  }
  const verdict = checkRecord(text);
  (verdict.ok ? console.log : console.error)(verdict.message);
  return verdict.ok ? 0 : 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) process.exitCode = main(process.argv.slice(2));
