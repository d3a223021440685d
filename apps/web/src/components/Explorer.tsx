'use client';
// A minimal GraphQL explorer for signed-in users: runs a query against the API with the session cookie.
import Link from 'next/link';
import { useId, useState, type FormEvent } from 'react';
import { operationsUrl } from '@/lib/apollo-client';
import { useApiUrl } from './ApiProvider';
import { Loading } from './QueryState';
import { useViewer } from './useViewer';

const DEFAULT_QUERY = `query Me {
  viewer { username record { played wins losses } }
  games { id name minPlayers maxPlayers }
}`;

export function Explorer() {
  const apiUrl = useApiUrl();
  const { viewer, loading } = useViewer();
  const id = useId();
  const [result, setResult] = useState<string>('');
  const [status, setStatus] = useState<string>('');
  const [running, setRunning] = useState(false);

  if (loading) return <Loading label="Checking who you are…" />;
  if (!viewer) {
    return (
      <p className="notice">
        <span>
          <Link href="/login?next=/api">Log in</Link> to use the explorer: it runs queries as you.
        </span>
      </p>
    );
  }

  async function onRun(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const query = String(form.get('query') ?? '');
    const rawVariables = String(form.get('variables') ?? '').trim();
    let variables: unknown = undefined;
    if (rawVariables) {
      try {
        variables = JSON.parse(rawVariables);
      } catch (e) {
        setStatus(`The variables are not valid JSON: ${(e as Error).message}`);
        return;
      }
    }
    setRunning(true);
    setStatus('Running…');
    try {
      const response = await fetch(operationsUrl(apiUrl), {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query, variables }),
      });
      const text = await response.text();
      try {
        setResult(JSON.stringify(JSON.parse(text), null, 2));
      } catch {
        setResult(text);
      }
      setStatus(`HTTP ${response.status} ${response.statusText}`.trim());
    } catch (e) {
      setResult('');
      setStatus(`Could not reach the game server: ${(e as Error).message}`);
    } finally {
      setRunning(false);
    }
  }

  return (
    <form className="stack" onSubmit={onRun} data-testid="explorer">
      <div className="field">
        <label htmlFor={`${id}-query`}>Query or mutation</label>
        <textarea id={`${id}-query`} name="query" rows={8} defaultValue={DEFAULT_QUERY} spellCheck={false} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-variables`}>Variables (JSON, optional)</label>
        <textarea
          id={`${id}-variables`}
          name="variables"
          rows={2}
          spellCheck={false}
          placeholder='{"gameId": "test-pairs"}'
        />
      </div>
      <div className="row">
        <button type="submit" className="btn btn-primary" disabled={running}>
          Run as {viewer.username}
        </button>
        <span className="hint" role="status" aria-live="polite">
          {status}
        </span>
      </div>
      <div className="field">
        <span className="label" id={`${id}-result`}>
          Result
        </span>
        <pre
          className="code"
          aria-labelledby={`${id}-result`}
          tabIndex={0}
          style={{ minHeight: '6rem', maxHeight: '28rem' }}
          data-testid="explorer-result"
        >
          {result}
        </pre>
      </div>
    </form>
  );
}
