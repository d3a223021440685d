// Canonical JSON (sorted keys) so moves can be compared by value, whatever order a client wrote the fields in.
import type { Json } from './types';

export function canonicalJson(value: unknown): string {
  return JSON.stringify(sortKeys(value as Json));
}

function sortKeys(value: Json): Json {
  if (Array.isArray(value)) return value.map((v: Json) => sortKeys(v));
  if (value !== null && typeof value === 'object') {
    const out: Record<string, Json> = {};
    for (const key of Object.keys(value).sort()) {
      const v = (value as Record<string, Json>)[key];
      if (v !== undefined) setOwn(out, key, sortKeys(v));
    }
    return out;
  }
  return value;
}

/** Assigns an own property, also for the key "__proto__" (plain assignment would replace the prototype instead). */
export function setOwn(target: Record<string, unknown>, key: string, value: unknown): void {
  if (key === '__proto__')
    Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  else target[key] = value;
}
