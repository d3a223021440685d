// Error masking: contract codes pass through with their message; anything else becomes INTERNAL_SERVER_ERROR without details.
import type { GraphQLFormattedError } from 'graphql';
import type { Logger } from '../logger';

const PASS = new Set([
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'BAD_USER_INPUT',
  'ILLEGAL_MOVE',
  'STALE_VERSION',
  'CONFLICT',
  'RATE_LIMITED',
]);
const AS_BAD_INPUT = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_REQUEST',
  'OPERATION_RESOLUTION_FAILURE',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
]);
const SAFE_EXTENSIONS = ['reason', 'field', 'retryAfterSeconds', 'currentVersion'];

export function formatError(log: Logger) {
  return (formatted: GraphQLFormattedError, original: unknown): GraphQLFormattedError => {
    const code = typeof formatted.extensions?.['code'] === 'string' ? formatted.extensions['code'] : undefined;
    const base = {
      message: formatted.message,
      ...(formatted.locations ? { locations: formatted.locations } : {}),
      ...(formatted.path ? { path: formatted.path } : {}),
    };
    if (code && PASS.has(code)) {
      const extensions: Record<string, unknown> = { code };
      for (const key of SAFE_EXTENSIONS)
        if (formatted.extensions?.[key] !== undefined) extensions[key] = formatted.extensions[key];
      return { ...base, extensions };
    }
    if (code && AS_BAD_INPUT.has(code)) return { ...base, extensions: { code: 'BAD_USER_INPUT' } };
    // Variable coercion errors ("Variable "$x" got invalid value") are the client's mistake, not ours.
    if (
      !formatted.path &&
      /^Variable "\$|^Syntax Error|^Cannot query field|^Unknown argument|^Field ".*" argument/.test(formatted.message)
    ) {
      return { ...base, extensions: { code: 'BAD_USER_INPUT' } };
    }
    // Apollo's own request refusals (e.g. a persisted-query hash that does not match its query) carry only a 4xx status
    // (Apollo labels them INTERNAL_SERVER_ERROR).
    if ((!code || code === 'INTERNAL_SERVER_ERROR') && httpStatusOf(original) !== undefined)
      return { ...base, extensions: { code: 'BAD_USER_INPUT' } };
    log.error({ err: original, path: formatted.path }, 'internal error');
    return {
      message: 'Something went wrong on our side; it has been logged.',
      ...(formatted.path ? { path: formatted.path } : {}),
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    };
  };
}

function httpStatusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('extensions' in error)) return undefined;
  const http = (error as { extensions?: { http?: { status?: unknown } } }).extensions?.http;
  const status = http?.status;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : undefined;
}
