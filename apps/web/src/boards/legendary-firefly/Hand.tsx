// The viewer's hand (card texts, Play / Coordinate / React / Discard on the card) and the played area with the running totals.
import { Z } from '@cortex/game-legendary-firefly';
import type { CardView } from '../types';
import { Dock } from '../kit/Dock';
import { ScrollList } from '../kit/ScrollList';
import { cap, cardData, cardName, cardText } from './cards';
import { Actions, CardFace, Info, MoveButton, type Ctx } from './ui';
import styles from './Board.module.css';

function comboReady(kind: string, ctx: Ctx): boolean {
  const d = cardData(kind);
  return d?.type === 'character' && d.combo !== undefined && ctx.g.classes.includes(d.combo.cls);
}

function HandCard({ card, ctx, place }: { card: CardView; ctx: Ctx; place: 'hand' | 'played' }) {
  const moves = ctx.at(place, card.id);
  const [first, ...rest] = moves;
  const ready = place === 'hand' && comboReady(card.kind, ctx);
  const face = (
    <>
      <CardFace kind={card.kind} id={card.id} ctx={ctx} />
      {ready ? <span className={styles.combo}>combo ready</span> : null}
      {first ? <span className={styles.cue}>{first.short}</span> : null}
    </>
  );
  const flaw = cardData(card.kind)?.type === 'flaw';
  return (
    <li className={styles.slotCard} data-card-id={card.id}>
      {first ? (
        <MoveButton m={first} ctx={ctx} className={`${styles.card} ${styles.playable} ${flaw ? styles.flaw : ''}`}>
          {face}
        </MoveButton>
      ) : (
        <div
          className={`${styles.card} ${flaw ? styles.flaw : ''} ${ctx.g.activated.includes(card.id) ? styles.spent : ''}`}
          title={cardText(card.kind)}
        >
          {face}
        </div>
      )}
      <div className={styles.under}>
        <Actions moves={rest} ctx={ctx} />
        <Info cardId={card.id} name={cardName(card.kind)} text={cardText(card.kind)} />
      </div>
    </li>
  );
}

export function Hand({ ctx }: { ctx: Ctx }) {
  const { g, viewerSeat } = ctx;
  if (viewerSeat === null) return null;
  const hand = ctx.zone(Z.hand(viewerSeat)).cards;
  const played = ctx.zone(Z.played(viewerSeat)).cards;
  const activeIsMe = g.active === viewerSeat && g.step !== 'intermission' && !g.result;
  const kinds = played.map((c) => c?.kind);
  const shiny = kinds.filter((k) => k === 'shiny').length;
  const misbehave = kinds.filter((k) => k === 'misbehave').length;
  const deck = ctx.zone(Z.deck(viewerSeat)).count;
  const discard = ctx.zone(Z.discard(viewerSeat)).count;
  return (
    <>
      <Dock
        className={`${styles.box} ${styles.handBox}`}
        title={
          <>
            Your hand ({hand.length}){' '}
            <span className={styles.dim}>
              · deck {deck} · discard {discard}
            </span>
          </>
        }
        storageKey="legendary-firefly"
        testId="lf-hand"
      >
        {/* Moves about the whole hand (playing every basic card at once). */}
        {ctx.at('hand').length > 0 ? (
          <div className={styles.actions}>
            {ctx.at('hand').map((m) => (
              <MoveButton key={m.key} m={m} ctx={ctx} primary>
                {m.label}
              </MoveButton>
            ))}
          </div>
        ) : null}
        {hand.length === 0 ? <p className={styles.small}>No cards in hand.</p> : null}
        <ScrollList className={`list-plain ${styles.cardRow} ${styles.handRow}`} aria-label="Cards in your hand">
          {hand.map((c, i) =>
            c ? (
              <HandCard key={c.id} card={c} ctx={ctx} place="hand" />
            ) : (
              <li key={`h${i}`} className={`${styles.card} ${styles.back}`} />
            ),
          )}
        </ScrollList>
      </Dock>
      <section
        className={`${styles.box} ${styles.playedBox}`}
        aria-labelledby="lf-played-title"
        data-testid="lf-played"
      >
        <h3 id="lf-played-title" className={styles.boxTitle}>
          Played this turn
        </h3>
        <p className={styles.totals} data-testid="lf-totals">
          <span className={styles.rec}>Recruit {activeIsMe ? g.recruit : 0}</span>
          <span className={styles.atk}>Attack {activeIsMe ? g.attack : 0}</span>
          <span>Shiny ×{shiny}</span>
          <span>Misbehave ×{misbehave}</span>
          <span className={styles.dim}>
            Classes: {activeIsMe && g.classes.length ? g.classes.map(cap).join(', ') : 'none yet'}
          </span>
        </p>
        {played.length === 0 ? (
          <p className={styles.small}>{activeIsMe ? 'Click a card in your hand to play it.' : 'Nothing played.'}</p>
        ) : null}
        <ul className={`list-plain ${styles.cardRow}`}>
          {played.map((c, i) =>
            c ? (
              <HandCard key={c.id} card={c} ctx={ctx} place="played" />
            ) : (
              <li key={`h${i}`} className={`${styles.card} ${styles.back}`} />
            ),
          )}
        </ul>
      </section>
    </>
  );
}
