// Lobbies: every listed lobby, filterable by game and status.
import type { Metadata } from 'next';
import { Suspense } from 'react';
import { MyChallenges } from '@/components/Challenges';
import { LobbiesBrowser } from '@/components/LobbiesBrowser';

export const metadata: Metadata = { title: 'Lobbies' };

export default function LobbiesPage() {
  return (
    <>
      <header className="page-head">
        <p className="eyebrow">Docking bay</p>
        <h1 className="page-title">Lobbies</h1>
        <p className="lead">Crews form up here before a game. Take a seat in an open lobby, or open your own.</p>
      </header>
      <MyChallenges />
      <Suspense>
        <LobbiesBrowser />
      </Suspense>
    </>
  );
}
