'use client';
// Sign-up and log-in form: the API sets the httpOnly session cookie; nothing is kept in localStorage.
import { useMutation } from '@apollo/client/react';
import Link from 'next/link';
import { useRouter, useSearchParams } from 'next/navigation';
import { useId, useState, type FormEvent } from 'react';
import { LOG_IN, SIGN_UP } from '@/lib/operations';
import { serverMessage } from '@/lib/format';
import { safeNext, useSessionChanged } from './auth';
import { InlineError } from './QueryState';

export function AuthForm({ mode }: { mode: 'signup' | 'login' }) {
  const router = useRouter();
  const params = useSearchParams();
  const next = safeNext(params.get('next'));
  const sessionChanged = useSessionChanged();
  const [signUp] = useMutation(SIGN_UP);
  const [logIn] = useMutation(LOG_IN);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();
  const isSignup = mode === 'signup';

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const username = String(form.get('username') ?? '').trim();
    const password = String(form.get('password') ?? '');
    if (!username || !password) {
      setError('Enter a username and a password.');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const mutate = isSignup ? signUp : logIn;
      await mutate({ variables: { username, password } });
      await sessionChanged();
      router.push(next);
    } catch (e) {
      setError(serverMessage(e));
      setBusy(false);
    }
  }

  const other = isSignup ? '/login' : '/signup';
  const otherHref = next === '/' ? other : `${other}?next=${encodeURIComponent(next)}`;

  return (
    <form className="form panel panel-brass" onSubmit={onSubmit} noValidate aria-describedby={`${id}-note`}>
      <div className="field">
        <label htmlFor={`${id}-username`}>Username</label>
        <input
          id={`${id}-username`}
          name="username"
          type="text"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-password`}>Password</label>
        <input
          id={`${id}-password`}
          name="password"
          type="password"
          autoComplete={isSignup ? 'new-password' : 'current-password'}
          required
        />
        {isSignup ? (
          <p className="hint">
            At least 8 characters, not a common password and not your username: a long passphrase you do not use
            elsewhere is best.
          </p>
        ) : null}
      </div>
      <InlineError message={error} />
      <div className="spread">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {isSignup ? (busy ? 'Signing up…' : 'Sign up') : busy ? 'Logging in…' : 'Log in'}
        </button>
        <p id={`${id}-note`} className="hint">
          {isSignup ? 'Already have a callsign? ' : 'New to the Cortex? '}
          <Link href={otherHref}>{isSignup ? 'Log in' : 'Sign up'}</Link>
        </p>
      </div>
    </form>
  );
}
