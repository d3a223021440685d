// What one viewer of one version of a match sees (its view, zones, legal moves, choices in words, blocked cards), worked
// out once and shared by every request and push for that viewer: a version's state never changes, so neither do these.
import type { LoadedMatch } from './store';

/** Values per key for one match version; dropped with the version (a new version is a new LoadedMatch). */
type Memo = Map<string, unknown>;

const memos = new WeakMap<LoadedMatch, Memo>();

/**
 * The value for `key` of this version of the match, computed by `make` the first time it is asked for. The key must name
 * everything the value depends on besides the match version: the viewer (seat, seats or spectator) and the field.
 */
export function memoized<T>(match: LoadedMatch, key: string, make: () => T): T {
  let memo = memos.get(match);
  if (!memo) {
    memo = new Map();
    memos.set(match, memo);
  }
  if (memo.has(key)) return memo.get(key) as T;
  const value = make();
  memo.set(key, value);
  return value;
}
