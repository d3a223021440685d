// API placeholder: points builders at the GraphQL endpoint this deployment actually uses.
import type { Metadata } from 'next';
import { connection } from 'next/server';
import { PlaceholderPage } from '@/components/PlaceholderPage';
import { readApiUrl } from '@/lib/api-url';

export const metadata: Metadata = { title: 'API' };

export default async function ApiPage() {
  await connection();
  const apiUrl = readApiUrl(process.env);
  return (
    <PlaceholderPage
      title="API"
      intro={
        <>
          Cortex is built on a public GraphQL API at <code>{apiUrl}</code> (queries and mutations over HTTP,
          subscriptions over graphql-ws on the same URL).
        </>
      }
      plans={[
        'Reference documentation for every query, mutation and subscription.',
        'How to authenticate and how rate limits work.',
        'Examples for building bots and tools against Cortex.',
      ]}
    />
  );
}
