'use client';
// Account security: change the password, see where you are signed in, end a session or every one.
import { useMutation, useQuery } from '@apollo/client/react';
import { useId, useState, type FormEvent } from 'react';
import { CHANGE_PASSWORD, LOG_OUT_EVERYWHERE, REVOKE_SESSION, SESSIONS } from '@/lib/operations';
import { formatDate, serverMessage } from '@/lib/format';
import { ErrorNotice, InlineError, Loading } from './QueryState';
import { useViewer } from './useViewer';

/** A short name for a User-Agent: the browser and the system, as people call them. */
function deviceName(userAgent: string | null | undefined): string {
  if (!userAgent) return 'Unknown device';
  const browser = /Firefox\//.test(userAgent)
    ? 'Firefox'
    : /Edg\//.test(userAgent)
      ? 'Edge'
      : /Chrome\//.test(userAgent)
        ? 'Chrome'
        : /Safari\//.test(userAgent)
          ? 'Safari'
          : null;
  const system = /Android/.test(userAgent)
    ? 'Android'
    : /iPhone|iPad/.test(userAgent)
      ? 'iOS'
      : /Windows/.test(userAgent)
        ? 'Windows'
        : /Mac OS/.test(userAgent)
          ? 'macOS'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : null;
  return browser && system ? `${browser} on ${system}` : userAgent.slice(0, 60);
}

export function AccountSecurity() {
  const { viewer } = useViewer();
  const { data, loading, error, refetch } = useQuery(SESSIONS, { ssr: false, skip: !viewer });
  const [changePassword, { loading: changing }] = useMutation(CHANGE_PASSWORD);
  const [revokeSession] = useMutation(REVOKE_SESSION);
  const [logOutEverywhere] = useMutation(LOG_OUT_EVERYWHERE);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const id = useId();
  if (!viewer) return null;

  async function onChangePassword(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const fields = new FormData(form);
    const currentPassword = String(fields.get('current') ?? '');
    const newPassword = String(fields.get('new') ?? '');
    if (newPassword !== String(fields.get('again') ?? '')) {
      setProblem('The two new passwords differ.');
      return;
    }
    setProblem(null);
    setDone(null);
    try {
      const result = await changePassword({ variables: { currentPassword, newPassword } });
      const ended = result.data?.changePassword ?? 0;
      setDone(
        `Password changed. ${ended === 0 ? 'You had no other sessions.' : `${ended} other session${ended === 1 ? ' was' : 's were'} signed out.`}`,
      );
      form.reset();
      await refetch();
    } catch (e) {
      setProblem(serverMessage(e));
    }
  }

  async function onEverywhere(includeApiTokens: boolean) {
    const what = includeApiTokens
      ? 'every session, this one too, and revoke every API token'
      : 'every session, this one too';
    if (!window.confirm(`Sign out ${what}?`)) return;
    try {
      await logOutEverywhere({ variables: { includeApiTokens } });
      window.location.assign('/login?next=/settings');
    } catch (e) {
      setProblem(serverMessage(e));
    }
  }

  const sessions = data?.sessions ?? [];
  return (
    <section className="stack" aria-labelledby={`${id}-title`}>
      <h2 className="section-title" id={`${id}-title`}>
        Password and sessions
      </h2>
      <form className="form panel" onSubmit={onChangePassword} aria-label="Change password">
        <div className="field">
          <label htmlFor={`${id}-current`}>Current password</label>
          <input id={`${id}-current`} name="current" type="password" autoComplete="current-password" required />
        </div>
        <div className="field">
          <label htmlFor={`${id}-new`}>New password</label>
          <input
            id={`${id}-new`}
            name="new"
            type="password"
            autoComplete="new-password"
            minLength={8}
            maxLength={256}
            required
            aria-describedby={`${id}-rule`}
          />
          <p className="hint" id={`${id}-rule`}>
            8 characters or more, not a common password and not your username. Your other sessions are signed out.
          </p>
        </div>
        <div className="field">
          <label htmlFor={`${id}-again`}>New password again</label>
          <input id={`${id}-again`} name="again" type="password" autoComplete="new-password" required />
        </div>
        <InlineError message={problem} />
        {done ? (
          <p className="notice notice-ok" role="status">
            {done}
          </p>
        ) : null}
        <div>
          <button type="submit" className="btn btn-primary" disabled={changing}>
            {changing ? 'Changing…' : 'Change password'}
          </button>
        </div>
      </form>

      {loading && !data ? (
        <Loading label="Loading your sessions…" />
      ) : error ? (
        <ErrorNotice
          error={error}
          what="Your sessions could not be loaded"
          onRetry={() => void refetch().catch(() => undefined)}
        />
      ) : (
        <div className="table-wrap">
          <table className="table" data-testid="sessions">
            <caption className="visually-hidden">Where you are signed in</caption>
            <thead>
              <tr>
                <th scope="col">Device</th>
                <th scope="col">From</th>
                <th scope="col">Signed in</th>
                <th scope="col">Last active</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {sessions.map((s) => (
                <tr key={s.id}>
                  <td title={s.userAgent ?? undefined}>{deviceName(s.userAgent)}</td>
                  <td>{s.address ?? '—'}</td>
                  <td>{formatDate(s.createdAt)}</td>
                  <td>{formatDate(s.lastUsedAt)}</td>
                  <td>
                    {s.current ? (
                      <span className="badge">This device</span>
                    ) : (
                      <button
                        type="button"
                        className="btn btn-small btn-danger"
                        aria-label={`Sign out ${deviceName(s.userAgent)} from ${s.address ?? 'an unknown address'}`}
                        onClick={async () => {
                          try {
                            await revokeSession({ variables: { id: s.id } });
                            await refetch();
                          } catch (e) {
                            setProblem(serverMessage(e));
                          }
                        }}
                      >
                        Sign out
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <div className="row">
        <button type="button" className="btn btn-danger" onClick={() => void onEverywhere(false)}>
          Log out everywhere
        </button>
        <button type="button" className="btn" onClick={() => void onEverywhere(true)}>
          …and revoke every API token
        </button>
      </div>
    </section>
  );
}
