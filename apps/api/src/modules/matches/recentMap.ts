// The eviction the match caches share: a Map kept in least recently used order, bounded by a count and by idle time.

/**
 * Stores `value` under `key` as the most recently used entry, then drops the least recently used entries beyond `max`,
 * and those whose `used` time lies more than `idleMs` before the newest one's.
 */
export function keepRecent<V extends { readonly used: number }>(
  map: Map<string, V>,
  key: string,
  value: V,
  max: number,
  idleMs: number,
): void {
  map.delete(key);
  map.set(key, value);
  while (map.size > max) map.delete(map.keys().next().value!);
  for (const [held, entry] of map) {
    if (entry.used >= value.used - idleMs) break;
    map.delete(held);
  }
}
