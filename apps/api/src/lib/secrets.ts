// Secrets for sessions and API tokens: random, prefixed by kind, stored only as sha256.
import { createHash, randomBytes } from 'node:crypto';

export type TokenKind = 'session' | 'personal';
const PREFIX: Record<TokenKind, string> = { session: 'cxs_', personal: 'cxp_' };

export function newToken(kind: TokenKind): string {
  return PREFIX[kind] + randomBytes(32).toString('base64url');
}

export function tokenKind(token: string): TokenKind | undefined {
  if (token.startsWith(PREFIX.session)) return 'session';
  if (token.startsWith(PREFIX.personal)) return 'personal';
  return undefined;
}

export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
