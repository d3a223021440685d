// Resolver guards for the caller's identity.
import type { Context } from '../context';
import type { Caller } from '../modules/accounts/service';
import { unauthenticated } from './errors';

export function requireCaller(ctx: Context): Caller {
  if (!ctx.caller) throw unauthenticated('Sign in first (session cookie or "Authorization: Bearer <token>").');
  return ctx.caller;
}
