// How hard the torture tests push: a short form inside `npm test`, a long one from `npm run torture` (TORTURE=long).
export const LONG = process.env['TORTURE'] === 'long';

/** The short-form value in CI, the long-form value on demand. */
export function scaled<T>(short: T, long: T): T {
  return LONG ? long : short;
}
