'use client';
// A player's ways out of a match: resign (confirmed first), abort while not everyone has moved, offer a draw, and a
// standing draw offer to accept or decline. The API says which apply (Match.mayResign, mayAbort, mayOfferDraw,
// drawOffers), so the page knows no rules.
import { useMutation } from '@apollo/client/react';
import { useRef, useState } from 'react';
import { listOf } from '@cortex/engine';
import { serverMessage } from '@/lib/format';
import { ABORT_MATCH, DECLINE_DRAW, OFFER_DRAW, RESIGN } from '@/lib/operations';
import styles from './MatchActions.module.css';

export interface ActionsMatch {
  id: string;
  status: string;
  viewerSeats: number[];
  mayResign: boolean;
  mayAbort: boolean;
  mayOfferDraw: boolean;
  drawOffers: number[];
}

/** Runs one of the match mutations, reporting a refusal in the API's words; `busy` while one is on its way. */
function useMatchAction(onProblem: (text: string | null) => void) {
  const [busy, setBusy] = useState(false);
  const run = async (what: string, act: () => Promise<unknown>): Promise<boolean> => {
    setBusy(true);
    try {
      await act();
      onProblem(null);
      return true;
    } catch (e) {
      onProblem(`Could not ${what}: ${serverMessage(e)}`);
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}

/** The header's small menu of match actions; nothing when the caller has none. */
export function MatchActions({ match, onProblem }: { match: ActionsMatch; onProblem: (text: string | null) => void }) {
  const [resign] = useMutation(RESIGN);
  const [abort] = useMutation(ABORT_MATCH);
  const [offerDraw] = useMutation(OFFER_DRAW);
  const { busy, run } = useMatchAction(onProblem);
  const [confirming, setConfirming] = useState<'resign' | 'abort' | null>(null);
  const menu = useRef<HTMLDetailsElement>(null);
  // With an offer standing, accepting it is the draw notice's business.
  const offerable = match.mayOfferDraw && match.drawOffers.length === 0;
  if (match.status !== 'ACTIVE' || !(match.mayResign || match.mayAbort || offerable)) return null;
  const variables = { matchId: match.id };
  const done = async (what: string, act: () => Promise<unknown>) => {
    if ((await run(what, act)) && menu.current) menu.current.open = false;
    setConfirming(null);
  };

  return (
    <details ref={menu} className={styles.menu} data-testid="match-actions" onToggle={() => setConfirming(null)}>
      <summary className={styles.summary}>Match ▾</summary>
      <div className={styles.panel} role="group" aria-label="Match actions">
        {confirming === 'resign' ? (
          <>
            <p className={styles.question}>Resign? You cannot take it back.</p>
            <button
              type="button"
              className="btn btn-small btn-danger"
              disabled={busy}
              onClick={() => void done('resign', () => resign({ variables }))}
              data-testid="confirm-resign"
            >
              Yes, resign
            </button>
            <button type="button" className="btn btn-small" onClick={() => setConfirming(null)}>
              Cancel
            </button>
          </>
        ) : confirming === 'abort' ? (
          <>
            <p className={styles.question}>Abort the match for everyone? It ends with no result.</p>
            <button
              type="button"
              className="btn btn-small btn-danger"
              disabled={busy}
              onClick={() => void done('abort the match', () => abort({ variables }))}
              data-testid="confirm-abort"
            >
              Yes, abort
            </button>
            <button type="button" className="btn btn-small" onClick={() => setConfirming(null)}>
              Cancel
            </button>
          </>
        ) : (
          <>
            {offerable ? (
              <button
                type="button"
                className="btn btn-small"
                disabled={busy}
                onClick={() => void done('offer a draw', () => offerDraw({ variables }))}
                data-testid="offer-draw"
              >
                Offer draw
              </button>
            ) : null}
            {match.mayAbort ? (
              <button
                type="button"
                className="btn btn-small"
                onClick={() => setConfirming('abort')}
                data-testid="abort-match"
              >
                Abort
              </button>
            ) : null}
            {match.mayResign ? (
              <button
                type="button"
                className="btn btn-small btn-danger"
                onClick={() => setConfirming('resign')}
                data-testid="resign"
              >
                Resign
              </button>
            ) : null}
          </>
        )}
      </div>
    </details>
  );
}

/** A standing draw offer: who made it, and accept or decline for those who may (withdraw for the one who made it). */
export function DrawOffer({
  match,
  seatLabel,
  onProblem,
}: {
  match: ActionsMatch;
  seatLabel: (seat: number) => string;
  onProblem: (text: string | null) => void;
}) {
  const [offerDraw] = useMutation(OFFER_DRAW);
  const [declineDraw] = useMutation(DECLINE_DRAW);
  const { busy, run } = useMatchAction(onProblem);
  if (match.status !== 'ACTIVE' || match.drawOffers.length === 0) return null;
  const variables = { matchId: match.id };
  const mine = match.drawOffers.some((s) => match.viewerSeats.includes(s));
  const others = match.drawOffers.filter((s) => !match.viewerSeats.includes(s)).map(seatLabel);
  const words = mine
    ? 'You offered a draw: it stands until another player moves instead of accepting.'
    : `${listOf(others)} ${others.length === 1 ? 'offers' : 'offer'} a draw.`;

  return (
    <div className={`notice ${styles.offer}`} role="status" data-testid="draw-offer">
      <p>{words}</p>
      {mine ? (
        <button
          type="button"
          className="btn btn-small"
          disabled={busy}
          onClick={() => void run('withdraw the offer', () => declineDraw({ variables }))}
          data-testid="withdraw-draw"
        >
          Withdraw
        </button>
      ) : match.mayOfferDraw ? (
        <>
          <button
            type="button"
            className="btn btn-small btn-primary"
            disabled={busy}
            onClick={() => void run('accept the draw', () => offerDraw({ variables }))}
            data-testid="accept-draw"
          >
            Accept draw
          </button>
          <button
            type="button"
            className="btn btn-small"
            disabled={busy}
            onClick={() => void run('decline the draw', () => declineDraw({ variables }))}
            data-testid="decline-draw"
          >
            Decline
          </button>
        </>
      ) : null}
    </div>
  );
}
