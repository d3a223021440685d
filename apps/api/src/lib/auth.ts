// Resolver guards for the caller's identity.
import type { Context } from '../context';
import type { Caller } from '../modules/accounts/service';
import { forbidden, unauthenticated } from './errors';

export function requireCaller(ctx: Context): Caller {
  if (!ctx.caller) throw unauthenticated('Sign in first (session cookie or "Authorization: Bearer <token>").');
  return ctx.caller;
}

/** Account changes (tokens, password, sessions) need a signed-in session: an API token, even a leaked one, cannot make them. */
export function requireSession(ctx: Context): Caller {
  const caller = requireCaller(ctx);
  if (caller.credential !== 'session') {
    throw forbidden(
      'API tokens cannot change the account (make tokens, change the password, list or end sessions): sign in with your password.',
    );
  }
  return caller;
}
