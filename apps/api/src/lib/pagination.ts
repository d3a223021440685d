// Cursor pagination shared by every connection: opaque base64url cursors and a hard cap of 100 per page.
import type { GraphQLError } from 'graphql';
import { badInput, isUuid } from './errors';

export const MAX_PAGE = 100;

export function pageSize(first: number | null | undefined, fallback = 20): number {
  const n = first ?? fallback;
  if (!Number.isInteger(n) || n < 0 || n > MAX_PAGE) throw badInput(`"first" must be between 0 and ${MAX_PAGE}.`);
  return n;
}

export function encodeCursor(parts: readonly (string | number)[]): string {
  return Buffer.from(JSON.stringify(parts)).toString('base64url');
}

/** The parts of a cursor this server gave out, or the typed error for one it did not (forged, cut or from elsewhere). */
function decodeCursor(cursor: string): unknown[] {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(parsed)) return parsed;
  } catch {
    // fall through to the typed error
  }
  throw forged();
}

const forged = (): GraphQLError => badInput('That cursor is not one this server gave out.');

/** A cursor of a list ordered by creation (lobbies, campaigns, history): the row's creation time and id. */
export function decodeTimeIdCursor(cursor: string | null | undefined): { at: string; id: string } | undefined {
  if (cursor == null) return undefined;
  const [at, id, ...rest] = decodeCursor(cursor);
  // Checked here, not by the database: a bad date or id would otherwise reach SQL as an internal error.
  if (rest.length > 0 || typeof at !== 'string' || typeof id !== 'string' || !isUuid(id)) throw forged();
  const time = new Date(at);
  if (Number.isNaN(time.getTime()) || time.toISOString() !== at) throw forged();
  // JavaScript also writes year 0 and six-digit years (+275760-…) this way; Postgres refuses both.
  if (!/^\d{4}-/.test(at) || time.getUTCFullYear() < 1) throw forged();
  return { at, id };
}

/** A cursor of a list ordered by a number (log lines, chat messages, leaderboard ranks). */
export function decodeIndexCursor(cursor: string | null | undefined): number | undefined {
  if (cursor == null) return undefined;
  const [n, ...rest] = decodeCursor(cursor);
  if (rest.length > 0 || typeof n !== 'number' || !Number.isSafeInteger(n) || n < 0) throw forged();
  return n;
}

export interface Connection<T> {
  edges: { cursor: string; node: T }[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
}

/** Builds a connection from up to first+1 rows (the extra row only says there is a next page). */
export function connection<T>(rows: readonly T[], first: number, cursorOf: (row: T) => string): Connection<T> {
  const page = rows.slice(0, first);
  const edges = page.map((node) => ({ cursor: cursorOf(node), node }));
  return { edges, pageInfo: { hasNextPage: rows.length > first, endCursor: edges[edges.length - 1]?.cursor ?? null } };
}
