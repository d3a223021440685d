// Wording shared by the UI and its tests, so messages stay consistent and testable without a browser.
import { CombinedGraphQLErrors } from '@apollo/client/errors';

export function playersLabel(minPlayers: number, maxPlayers: number): string {
  if (minPlayers === maxPlayers) return `${minPlayers} ${minPlayers === 1 ? 'player' : 'players'}`;
  return `${minPlayers}–${maxPlayers} players`;
}

/** Users need the URL and the underlying reason to tell "API down" from "API misconfigured". */
export function describeApiError(error: Error, apiUrl: string): string {
  const reason = error.message.trim() || error.name || 'unknown error';
  if (CombinedGraphQLErrors.is(error)) {
    return `The Cortex API at ${apiUrl} answered with an error: ${reason}`;
  }
  return `Could not reach the Cortex API at ${apiUrl}: ${reason}`;
}
