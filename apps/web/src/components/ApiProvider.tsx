'use client';
// Client-side home of the Apollo client; receives the API URL from the server layout at request time.
import { ApolloNextAppProvider } from '@apollo/client-integration-nextjs';
import { createContext, useCallback, useContext, type ReactNode } from 'react';
import { makeApolloClient } from '@/lib/apollo-client';

const ApiUrlContext = createContext<string | null>(null);

/** Components need the URL to explain failures in words ("Could not reach … at <url>"). */
export function useApiUrl(): string {
  const apiUrl = useContext(ApiUrlContext);
  if (apiUrl === null) throw new Error('useApiUrl must be used inside <ApiProvider>');
  return apiUrl;
}

export function ApiProvider({ apiUrl, children }: { apiUrl: string; children: ReactNode }) {
  const makeClient = useCallback(() => makeApolloClient(apiUrl), [apiUrl]);
  return (
    <ApiUrlContext.Provider value={apiUrl}>
      <ApolloNextAppProvider makeClient={makeClient}>{children}</ApolloNextAppProvider>
    </ApiUrlContext.Provider>
  );
}
