// Named hot statements on PGlite: prepared once in its one session, then run by EXECUTE with their parameters in the text.
import type { PGlite } from '@electric-sql/pglite';
import { inlineParams } from './inlineParams';

/** Postgres's code for "prepared statement does not exist" (someone ran DEALLOCATE or DISCARD). */
const NO_SUCH_STATEMENT = '26000';

interface Prepared {
  /** The session's name for the statement (letters, digits and underscores only, so it needs no quoting). */
  readonly as: string;
  /** `EXECUTE as($1, …)`, written once: each call only writes its parameters into it. */
  readonly call: string;
  ready: Promise<void>;
}

interface Session {
  readonly byText: Map<string, Prepared>;
  count: number;
}

/** One table per PGlite session (two handles may wrap one client), from a statement's text to its prepared name. */
const sessions = new WeakMap<PGlite, Session>();

/**
 * Runs a named statement on PGlite in one call into the database, without parsing and planning it again: the first
 * call prepares it (SQL PREPARE; its parameters' types come from the casts in its text, `$1::jsonb`), and every call is
 * `EXECUTE name(…)` with the parameters written in as literals (inlineParams). PGlite answers the simple protocol in one
 * call and a bound query in six, and the simple protocol alone parsed and planned the whole statement each time: a batch
 * of four moves, 950 → 470 µs of WebAssembly. A statement is known by its text, so two texts given one name are two
 * prepared statements.
 */
export async function queryPrepared<T>(
  client: PGlite,
  text: string,
  params: readonly unknown[],
  name: string,
): Promise<T[]> {
  let session = sessions.get(client);
  if (!session) {
    session = { byText: new Map(), count: 0 };
    sessions.set(client, session);
  }
  const entry = session.byText.get(text) ?? statement(client, session, text, name, params.length);
  const forget = (): void => {
    if (session.byText.get(text) === entry) session.byText.delete(text);
  };
  const ready = entry.ready;
  try {
    await ready;
  } catch (error) {
    // A failed PREPARE is tried again by the next call.
    if (entry.ready === ready) forget();
    throw error;
  }
  const call = inlineParams(entry.call, params);
  try {
    return await execute<T>(client, call);
  } catch (error) {
    if ((error as { code?: unknown }).code !== NO_SUCH_STATEMENT) throw error;
    // Dropped behind our back (DEALLOCATE, DISCARD): prepared again, once for every call that found it gone.
    if (entry.ready === ready) entry.ready = prepare(client, entry.as, text);
    try {
      await entry.ready;
    } catch (again) {
      forget();
      throw again;
    }
    return execute<T>(client, call);
  }
}

/** A new entry for `text`, its PREPARE under way. */
function statement(client: PGlite, session: Session, text: string, name: string, arity: number): Prepared {
  session.count += 1;
  const as = `${name.replace(/[^A-Za-z0-9_]/g, '_')}_${session.count}`;
  const args = Array.from({ length: arity }, (_, i) => `$${i + 1}`).join(', ');
  const entry: Prepared = {
    as,
    call: arity === 0 ? `execute ${as}` : `execute ${as}(${args})`,
    ready: prepare(client, as, text),
  };
  session.byText.set(text, entry);
  return entry;
}

async function prepare(client: PGlite, as: string, text: string): Promise<void> {
  await client.exec(`prepare ${as} as ${text}`);
}

async function execute<T>(client: PGlite, text: string): Promise<T[]> {
  return ((await client.exec(text)).at(-1)?.rows as T[] | undefined) ?? [];
}
