// Cursor pagination shared by every connection: opaque base64url cursors and a hard cap of 100 per page.
import { badInput } from './errors';

export const MAX_PAGE = 100;

export function pageSize(first: number | null | undefined, fallback = 20): number {
  const n = first ?? fallback;
  if (!Number.isInteger(n) || n < 0 || n > MAX_PAGE) throw badInput(`"first" must be between 0 and ${MAX_PAGE}.`);
  return n;
}

export function encodeCursor(parts: readonly (string | number)[]): string {
  return Buffer.from(JSON.stringify(parts)).toString('base64url');
}

export function decodeCursor(cursor: string | null | undefined): (string | number)[] | undefined {
  if (cursor == null) return undefined;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(parsed) && parsed.every((p) => typeof p === 'string' || typeof p === 'number')) return parsed;
  } catch {
    // fall through to the typed error
  }
  throw badInput('That "after" cursor is not one this server gave out.');
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
