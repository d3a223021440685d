// Typed API errors: every refusal carries one of the contract's codes and a message a person can act on.
import { GraphQLError } from 'graphql';

export type ErrorCode =
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'BAD_USER_INPUT'
  | 'ILLEGAL_MOVE'
  | 'STALE_VERSION'
  | 'CONFLICT'
  | 'RATE_LIMITED'
  | 'INTERNAL_SERVER_ERROR';

export function apiError(code: ErrorCode, message: string, extra: Record<string, unknown> = {}): GraphQLError {
  return new GraphQLError(message, { extensions: { code, ...extra } });
}

export const notFound = (what: string): GraphQLError => apiError('NOT_FOUND', `${what} was not found.`);
export const badInput = (message: string, extra?: Record<string, unknown>): GraphQLError =>
  apiError('BAD_USER_INPUT', message, extra);
export const forbidden = (message: string): GraphQLError => apiError('FORBIDDEN', message);
export const unauthenticated = (message = 'Sign in first.'): GraphQLError => apiError('UNAUTHENTICATED', message);
export const conflict = (message: string): GraphQLError => apiError('CONFLICT', message);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Ids are uuids; anything else cannot name a row, so it is NOT_FOUND without touching the database. */
export function isUuid(id: string): boolean {
  return UUID.test(id);
}
