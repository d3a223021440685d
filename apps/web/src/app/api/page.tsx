// API: how to authenticate, the endpoint, examples, the schema, and an explorer for signed-in users.
import type { Metadata } from 'next';
import Link from 'next/link';
import { connection } from 'next/server';
import { Explorer } from '@/components/Explorer';
import { readApiUrl, toWebSocketUrl } from '@/lib/api-url';

export const metadata: Metadata = { title: 'API' };

const QUERY_EXAMPLE = `query OpenLobbies {
  lobbies(gameId: "misbehavin", status: OPEN, first: 5) {
    edges { node { id seats players { seat user { username } bot } } }
  }
}`;

const MUTATION_EXAMPLE = `mutation Play($matchId: ID!, $version: Int!, $move: JSON!) {
  submitMove(matchId: $matchId, expectedVersion: $version, move: $move) {
    version toAct legalMoves
  }
}`;

const SUBSCRIPTION_EXAMPLE = `subscription Watch($matchId: ID!) {
  matchUpdated(matchId: $matchId) {
    version status toAct view legalMoves
  }
}`;

export default async function ApiPage() {
  await connection();
  const apiUrl = readApiUrl(process.env);
  const wsUrl = toWebSocketUrl(apiUrl) ?? apiUrl;
  const curl = `curl ${apiUrl} \\
  -H 'Authorization: Bearer <your token>' \\
  -H 'Content-Type: application/json' \\
  -d '{"query":"{ viewer { username } myActiveMatches { id game { name } toAct viewerSeat } }"}'`;

  return (
    <div className="stack">
      <header className="page-head">
        <p className="eyebrow">For builders</p>
        <h1 className="page-title">API</h1>
        <p className="lead">
          Everything on Cortex goes through one public GraphQL API — this site included. Build bots, tools and
          dashboards on it.
        </p>
      </header>

      <section className="panel panel-brass" aria-labelledby="endpoint-title">
        <h2 id="endpoint-title" className="section-title" style={{ marginTop: 0 }}>
          Endpoint
        </h2>
        <dl className="kv" style={{ gridTemplateColumns: 'minmax(0, 1fr)' }}>
          <div>
            <dt>Queries and mutations (HTTP POST)</dt>
            <dd>
              <code data-testid="api-endpoint">{apiUrl}</code>
            </dd>
          </div>
          <div>
            <dt>Subscriptions (graphql-ws, graphql-transport-ws)</dt>
            <dd>
              <code>{wsUrl}</code>
            </dd>
          </div>
          <div>
            <dt>Schema (SDL)</dt>
            <dd>
              <a href="/schema.graphql">schema.graphql</a>
            </dd>
          </div>
        </dl>
      </section>

      <section className="panel" aria-labelledby="token-title">
        <h2 id="token-title" className="section-title" style={{ marginTop: 0 }}>
          1 · Get a token
        </h2>
        <ol>
          <li>
            <Link href="/signup">Sign up</Link> or <Link href="/login">log in</Link>.
          </li>
          <li>
            Open <Link href="/settings">Settings</Link> and create a personal API token. Copy it: it is shown once.
          </li>
          <li>
            Send it with every request as <code>Authorization: Bearer &lt;token&gt;</code> (the prefix may be left out);
            on the WebSocket, pass <code>{'{ authorization: "Bearer <token>" }'}</code> as <code>connectionParams</code>
            . A token that is revoked, expired or mistyped is refused (HTTP 401, <code>UNAUTHENTICATED</code>; the
            WebSocket closes with 4403), never taken for a signed-out caller. Seats count from 0 everywhere in the API,
            words included.
          </li>
        </ol>
        <pre className="code">{curl}</pre>
      </section>

      <section className="panel" aria-labelledby="examples-title">
        <h2 id="examples-title" className="section-title" style={{ marginTop: 0 }}>
          2 · Examples
        </h2>
        <h3>A query</h3>
        <pre className="code">{QUERY_EXAMPLE}</pre>
        <h3 style={{ marginTop: '1rem' }}>A mutation</h3>
        <p className="hint">
          Pass one of <code>Match.legalMoves</code> unchanged as <code>move</code>, with the <code>Match.version</code>{' '}
          you saw. If someone moved first you get <code>STALE_VERSION</code>: fetch the match again and decide again.
        </p>
        <pre className="code">{MUTATION_EXAMPLE}</pre>
        <h3 style={{ marginTop: '1rem' }}>A subscription</h3>
        <p className="hint">
          The server sends the current state first, then every change; after a reconnect, subscribe again to catch up.
        </p>
        <pre className="code">{SUBSCRIPTION_EXAMPLE}</pre>
        <p className="hint">
          Errors carry <code>extensions.code</code> (UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, BAD_USER_INPUT,
          ILLEGAL_MOVE, STALE_VERSION, CONFLICT, RATE_LIMITED) and a message meant for people.
        </p>
      </section>

      <section className="panel" aria-labelledby="explorer-title">
        <h2 id="explorer-title" className="section-title" style={{ marginTop: 0 }}>
          3 · Explorer
        </h2>
        <Explorer />
      </section>
    </div>
  );
}
