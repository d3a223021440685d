// Root layout: reads API_URL per request so one production build can talk to an API on any host or port.
import type { Metadata, Viewport } from 'next';
import { connection } from 'next/server';
import type { ReactNode } from 'react';
import { ApiProvider } from '@/components/ApiProvider';
import { SiteFooter } from '@/components/SiteFooter';
import { SiteHeader } from '@/components/SiteHeader';
import { readApiUrl } from '@/lib/api-url';
import './globals.css';

export const metadata: Metadata = {
  title: { default: 'Cortex — Firefly tabletop games online', template: '%s · Cortex' },
  description:
    'The best place on the web to play Firefly tabletop games: open a lobby, play on live boards, climb the leaderboards.',
};

export const viewport: Viewport = {
  themeColor: '#0b0e10',
  colorScheme: 'dark',
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  // Opting into request-time rendering; otherwise the build would prerender pages with the build machine's API_URL.
  await connection();
  const apiUrl = readApiUrl(process.env);

  return (
    <html lang="en">
      <body>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <ApiProvider apiUrl={apiUrl}>
          <SiteHeader />
          <main id="main" className="page" tabIndex={-1}>
            {children}
          </main>
          <SiteFooter />
        </ApiProvider>
      </body>
    </html>
  );
}
