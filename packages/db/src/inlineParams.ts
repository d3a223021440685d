// A statement's $n parameters written into its text as SQL literals, for PGlite's one-call simple protocol.
import { randomBytes } from 'node:crypto';

/**
 * Replaces every `$n` of `text` by params[n-1] as a literal: null, a finite number, a boolean, text or an array, each string dollar-quoted with a tag it does not contain, so no value can
 * end its quote (an array of numbers or texts becomes an array literal's text). Values are substituted in one pass and never rescanned. The statement's own casts (`$2::integer`) give
 * each literal its type, as they do the bound parameters. Throws on anything else, and on text holding a NUL character,
 * which no SQL text may carry.
 */
export function inlineParams(text: string, params: readonly unknown[]): string {
  return text.replace(/\$(\d+)(?!\d)/g, (_whole, n: string) => {
    const index = Number(n) - 1;
    if (index < 0 || index >= params.length)
      throw new Error(`Statement names $${n} but has ${params.length} parameters.`);
    return literal(params[index]);
  });
}

function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`Cannot write ${value} into SQL text.`);
    return `(${String(value)})`;
  }
  if (Array.isArray(value)) return quoted(`{${value.map(element).join(',')}}`);
  if (typeof value === 'string') return quoted(value);
  throw new Error(`Cannot write a ${typeof value} into SQL text.`);
}

/** An element of an array literal: a finite number, or text in double quotes with `"` and `\` escaped. */
function element(value: unknown): string {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'string') return `"${value.replace(/["\\]/g, (c) => `\\${c}`)}"`;
  throw new Error(`Cannot write a ${typeof value} into an SQL array.`);
}

function quoted(text: string): string {
  if (text.includes('\u0000')) throw new Error('SQL text cannot carry a NUL character.');
  let tag = 'q';
  while (text.includes(`$${tag}$`)) tag = `q${randomBytes(6).toString('hex')}`;
  return `$${tag}$${text}$${tag}$`;
}
