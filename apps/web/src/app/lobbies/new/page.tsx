// Open a new lobby.
import type { Metadata } from 'next';
import { Suspense } from 'react';
import { CreateLobbyForm } from '@/components/CreateLobbyForm';

export const metadata: Metadata = { title: 'Open a lobby' };

export default function NewLobbyPage() {
  return (
    <>
      <header className="page-head">
        <p className="eyebrow">Docking bay</p>
        <h1 className="page-title">Open a lobby</h1>
        <p className="lead">Pick a game and its options, then invite your crew or fill seats with bots.</p>
      </header>
      <Suspense>
        <CreateLobbyForm />
      </Suspense>
    </>
  );
}
