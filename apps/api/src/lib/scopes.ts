// What an API token's scopes let an operation do: READ tokens query and subscribe; moves, lobbies and chat need PLAY.
import { getOperationAST, Kind, type DocumentNode } from 'graphql';
import type { Caller } from '../modules/accounts/service';
import { forbidden } from './errors';

/** Mutations any credential may call: giving up a credential is always allowed. */
const ALWAYS_ALLOWED: ReadonlySet<string> = new Set(['logOut', 'revokeApiToken']);

/** The refusal for an operation the caller's token may not run, or null when it may. */
export function scopeRefusal(caller: Caller | null, document: DocumentNode, operationName: string | null | undefined) {
  if (!caller || caller.scopes.includes('play')) return null;
  const operation = getOperationAST(document, operationName);
  if (operation?.operation !== 'mutation') return null;
  const blocked = operation.selectionSet.selections.some(
    (s) => s.kind !== Kind.FIELD || !ALWAYS_ALLOWED.has(s.name.value),
  );
  return blocked
    ? forbidden('This API token may only read (scope READ): moves, lobbies and chat need a token with PLAY.')
    : null;
}
