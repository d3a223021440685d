'use client';
// gameId → board component. Each board is its own chunk (next/dynamic), so the match page only loads the one it shows.
// To add a game's board: create src/boards/<gameId>/Board.tsx (default export, props: BoardProps) and add a line below.
import dynamic from 'next/dynamic';
import type { ComponentType } from 'react';
import type { BoardProps } from './types';

function BoardLoading() {
  return (
    <div className="notice board-loading" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      Loading the board…
    </div>
  );
}

const FallbackBoard = dynamic(() => import('./FallbackBoard'), { loading: BoardLoading });

const BOARDS: Record<string, ComponentType<BoardProps>> = {
  'legendary-firefly': dynamic(() => import('./legendary-firefly/Board'), { loading: BoardLoading }),
  'out-to-the-black': dynamic(() => import('./out-to-the-black/Board'), { loading: BoardLoading }),
  misbehavin: dynamic(() => import('./misbehavin/Board'), { loading: BoardLoading }),
  'niskas-debt': dynamic(() => import('./niskas-debt/Board'), { loading: BoardLoading }),
};

/** The game's own board, or the generic one that renders any view's zones and offers the legal moves as buttons. */
export function boardFor(gameId: string): ComponentType<BoardProps> {
  return BOARDS[gameId] ?? FallbackBoard;
}
