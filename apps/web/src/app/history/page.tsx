// History: finished (and ongoing) matches, each with a replay once it is over.
import type { Metadata } from 'next';
import { Suspense } from 'react';
import { HistoryBrowser } from '@/components/HistoryBrowser';

export const metadata: Metadata = { title: 'History' };

export default function HistoryPage() {
  return (
    <>
      <header className="page-head">
        <p className="eyebrow">Ship’s log</p>
        <h1 className="page-title">History</h1>
        <p className="lead">
          Every match is kept on the Cortex. Open a finished one to step through its replay with every card face up.
        </p>
      </header>
      <Suspense>
        <HistoryBrowser />
      </Suspense>
    </>
  );
}
