'use client';
// Personal API tokens: create (the secret is shown once), list, revoke.
import { useMutation, useQuery } from '@apollo/client/react';
import Link from 'next/link';
import { useId, useState, type FormEvent } from 'react';
import { API_TOKENS, CREATE_API_TOKEN, REVOKE_API_TOKEN } from '@/lib/operations';
import { formatDate, serverMessage } from '@/lib/format';
import { Empty, ErrorNotice, InlineError, Loading } from './QueryState';
import { useViewer } from './useViewer';

interface Token {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt?: string | null;
  scopes: readonly string[];
}

export function ApiTokens() {
  const { viewer, loading: viewerLoading } = useViewer();
  const { data, loading, error, refetch } = useQuery(API_TOKENS, { ssr: false, skip: !viewer });
  const [create, { loading: creating }] = useMutation(CREATE_API_TOKEN);
  const [revoke] = useMutation(REVOKE_API_TOKEN);
  const [secret, setSecret] = useState<{ name: string; token: string } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();

  if (viewerLoading) return <Loading label="Checking who you are…" />;
  if (!viewer) {
    return (
      <Empty title="Log in to manage your settings.">
        <Link href="/login?next=/settings">Log in</Link>
      </Empty>
    );
  }

  async function onCreate(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const fields = new FormData(form);
    const name = String(fields.get('name') ?? '').trim();
    const scopes: ('READ' | 'PLAY')[] = fields.get('play') ? ['READ', 'PLAY'] : ['READ'];
    if (!name) {
      setProblem('Give the token a name, such as the bot or script that will use it.');
      return;
    }
    setProblem(null);
    try {
      const result = await create({ variables: { name, scopes } });
      const payload = result.data?.createApiToken as { token: string; name: string } | undefined;
      if (payload) setSecret({ name: payload.name, token: payload.token });
      form.reset();
      await refetch();
    } catch (e) {
      setProblem(serverMessage(e));
    }
  }

  const tokens: Token[] = data?.apiTokens ?? [];

  return (
    <div className="stack">
      <h2 className="section-title">API tokens</h2>
      <form className="form panel panel-brass" onSubmit={onCreate} noValidate>
        <div className="field">
          <label htmlFor={`${id}-name`}>New token name</label>
          <input
            id={`${id}-name`}
            name="name"
            type="text"
            maxLength={60}
            autoComplete="off"
            aria-describedby={`${id}-hint`}
          />
          <p className="hint" id={`${id}-hint`}>
            A token acts as you on the API: keep it secret. Send it as <code>Authorization: Bearer &lt;token&gt;</code>.
          </p>
        </div>
        <label className="check">
          <input type="checkbox" name="play" defaultChecked /> May play: moves, lobbies and chat (without it, the token
          only reads)
        </label>
        <InlineError message={problem} />
        <div>
          <button type="submit" className="btn btn-primary" disabled={creating}>
            {creating ? 'Creating…' : 'Create a token'}
          </button>
        </div>
      </form>

      {secret ? (
        <div className="notice notice-ok" role="status" data-testid="new-token">
          <div style={{ flex: '1 1 100%' }}>
            <p style={{ margin: '0 0 0.4rem' }}>
              Your new token “{secret.name}”. Copy it now: it will not be shown again.
            </p>
            <code className="secret" data-testid="token-secret">
              {secret.token}
            </code>
          </div>
          <button
            type="button"
            className="btn btn-small"
            onClick={() =>
              void (navigator.clipboard as Clipboard | undefined)?.writeText(secret.token).catch(() => undefined)
            }
          >
            Copy
          </button>
          <button type="button" className="btn btn-small" onClick={() => setSecret(null)}>
            I saved it
          </button>
        </div>
      ) : null}

      <h2 className="section-title">Your tokens</h2>
      {loading && !data ? (
        <Loading label="Loading your tokens…" />
      ) : error ? (
        <ErrorNotice
          error={error}
          what="Your tokens could not be loaded"
          onRetry={() => void refetch().catch(() => undefined)}
        />
      ) : tokens.length === 0 ? (
        <Empty title="No tokens yet." />
      ) : (
        <div className="table-wrap">
          <table className="table" data-testid="tokens">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Created</th>
                <th scope="col">May</th>
                <th scope="col">Last used</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {tokens.map((t) => (
                <tr key={t.id}>
                  <td>{t.name}</td>
                  <td>{formatDate(t.createdAt)}</td>
                  <td>{t.scopes.includes('PLAY') ? 'read and play' : 'read only'}</td>
                  <td>{t.lastUsedAt ? formatDate(t.lastUsedAt) : 'Never'}</td>
                  <td>
                    <button
                      type="button"
                      className="btn btn-small btn-danger"
                      aria-label={`Revoke token ${t.name}`}
                      onClick={async () => {
                        if (!window.confirm(`Revoke “${t.name}”? Anything using it stops working at once.`)) return;
                        try {
                          await revoke({ variables: { id: t.id } });
                          await refetch();
                        } catch (e) {
                          setProblem(serverMessage(e));
                        }
                      }}
                    >
                      Revoke
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
