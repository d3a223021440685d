// The 'Verse row as on the playmat: the Combat Zone on the left, five spaces with their scan costs, the Episode deck on the right.
import { liveSpaces, scanCost, SCAN_COSTS, VERSE_SPACES, Z } from '@cortex/game-legendary-firefly';
import type { CardView } from '../types';
import { cardData, cardName, cardText } from './cards';
import { Actions, CardBack, CardFace, Info, type Ctx } from './ui';
import styles from './Board.module.css';

function UpCard({ card, ctx }: { card: CardView; ctx: Ctx }) {
  const moves = ctx.at('card', card.id);
  const d = cardData(card.kind);
  const threat = d?.type === 'enemy' || d?.type === 'inevitable';
  return (
    <div className={styles.slotCard} data-card-id={card.id}>
      <div
        className={`${styles.card} ${threat ? styles.enemy : styles.neutral} ${moves.length ? styles.target : ''}`}
        data-testid={`lf-card-${card.id}`}
        data-kind-type={d?.type ?? 'unknown'}
        title={cardText(card.kind)}
      >
        <CardFace kind={card.kind} id={card.id} ctx={ctx} />
      </div>
      <div className={styles.under}>
        <Actions moves={moves} ctx={ctx} />
        <Info cardId={card.id} name={cardName(card.kind)} text={cardText(card.kind)} />
      </div>
    </div>
  );
}

function Space({ i, ctx }: { i: number; ctx: Ctx }) {
  const { g } = ctx;
  const up = ctx.zone(Z.up(i)).cards[0] ?? null;
  const down = ctx.zone(Z.down(i));
  const live = i < liveSpaces(g);
  const moves = ctx.at('space', String(i));
  const cost = scanCost(ctx.r, i);
  const printed = SCAN_COSTS[i] ?? 0;
  const inevHere = g.inev.space === i;
  // Cards attached to a space stay with it (and some make it count as missing); they are face-up and can be acted on.
  const attached = ctx.zone(Z.attached(i)).cards.filter((c): c is CardView => c !== null);
  return (
    <li
      className={`${styles.space} ${live ? '' : styles.outOfPlay}`}
      data-testid={`lf-space-${i}`}
      aria-label={`'Verse space ${i + 1}`}
    >
      <span className={styles.spaceHead}>
        <span>Space {i + 1}</span>
        <span className={styles.scanCost} title="Attack to scan this space">
          scan {cost}
          {cost !== printed ? <s className={styles.dim}> {printed}</s> : null}
        </span>
      </span>
      {up ? (
        <UpCard card={up} ctx={ctx} />
      ) : down.count > 0 ? (
        <div className={styles.slotCard}>
          <CardBack
            label={inevHere ? 'Inevitable' : 'Hidden card'}
            className={`${inevHere ? styles.inevBack : ''} ${moves.length ? styles.target : ''}`}
          />
          <div className={styles.under}>
            <Actions moves={moves} ctx={ctx} />
          </div>
        </div>
      ) : (
        <div className={styles.slotCard}>
          <div className={`${styles.card} ${styles.empty}`}>{live ? 'empty' : 'out of play'}</div>
          <div className={styles.under} />
        </div>
      )}
      {attached.map((c) => (
        <div key={c.id} className={styles.attached} data-testid={`lf-attached-${i}`}>
          <span className={styles.dim}>attached</span>
          <UpCard card={c} ctx={ctx} />
        </div>
      ))}
    </li>
  );
}

export function Verse({ ctx }: { ctx: Ctx }) {
  const { g } = ctx;
  const combat = ctx.zone(Z.combat).cards;
  const deck = ctx.zone(Z.episode(g.episode)).count;
  const inevLeft = ctx.zone(Z.inevitable(g.episode)).count;
  const strikers = g.step === 'strike' ? g.strikes : [];
  const operations = ctx.zone(Z.operations).cards.filter((c): c is CardView => c !== null);
  return (
    <section className={styles.box} aria-labelledby="lf-verse-title" data-testid="lf-verse">
      <h3 id="lf-verse-title" className={styles.boxTitle}>
        The &apos;Verse
      </h3>
      <div className={styles.combatZone} data-testid="lf-combat" aria-label="Combat Zone">
        <span className={styles.spaceHead}>
          <span>
            Combat Zone · {combat.length} card{combat.length === 1 ? '' : 's'}
          </span>
          <span className={styles.dim}>strikes right to left at the end of each turn</span>
        </span>
        {combat.length === 0 ? (
          <p className={styles.small}>No enemies here. Cards pushed out of space 1 land here, face-up.</p>
        ) : (
          <ul className={`list-plain ${styles.cardRow}`}>
            {combat.map((c, k) => (
              <li key={c ? c.id : `h${k}`}>{c ? <UpCard card={c} ctx={ctx} /> : <CardBack label="Hidden card" />}</li>
            ))}
          </ul>
        )}
      </div>
      {operations.length > 0 ? (
        <div className={styles.combatZone} data-testid="lf-operations" aria-label="Operations">
          <span className={styles.spaceHead}>
            <span>Operations · {operations.length} ongoing</span>
            <span className={styles.dim}>Events and Specials in effect until paid off or the Episode ends</span>
          </span>
          <ul className={`list-plain ${styles.cardRow}`}>
            {operations.map((c) => (
              <li key={c.id}>
                <UpCard card={c} ctx={ctx} />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <ol className={`list-plain ${styles.verse}`}>
        {Array.from({ length: VERSE_SPACES }, (_, i) => (
          <Space key={i} i={i} ctx={ctx} />
        ))}
        <li className={styles.space} aria-label="Episode deck" data-testid="lf-episode-deck">
          <span className={styles.spaceHead}>
            <span>Episode deck</span>
          </span>
          <div className={styles.slotCard}>
            {deck + inevLeft > 0 ? (
              <CardBack label={`${deck} card${deck === 1 ? '' : 's'}${inevLeft ? ' + Inevitable' : ''}`} />
            ) : (
              <div className={`${styles.card} ${styles.empty}`}>spent</div>
            )}
            <div className={styles.under} />
          </div>
        </li>
      </ol>
      <p className={styles.small} data-testid="lf-inevitable">
        {g.inev.combat
          ? `The Inevitable card is in the Combat Zone: it has struck on ${g.inev.turns} of ${ctx.seats} player turn${ctx.seats === 1 ? '' : 's'}; the Episode ends when it has struck on every player's turn.`
          : g.inev.space !== null
            ? `The Inevitable card is face-down in space ${g.inev.space + 1}: each Episode Phase moves it one space closer to the Combat Zone; spaces from it rightward are out of play.`
            : `Inevitable timer: ${deck} Episode card${deck === 1 ? '' : 's'} before the Inevitable card enters the 'Verse.`}
      </p>
      {strikers.length > 0 ? (
        <p className={styles.small} data-testid="lf-strikes-queue">
          Strikes to resolve (right to left, then Range):{' '}
          {strikers.map((s) => `${cardName(ctx.kindOf(s.src))}${s.ship ? ' → Serenity' : ''}`).join(' · ')}
          {g.avoid > 0 ? ` · ${g.avoid} avoid${g.avoid === 1 ? '' : 's'} available` : ''}
        </p>
      ) : g.avoid > 0 ? (
        <p className={styles.small}>
          {g.avoid} strike{g.avoid === 1 ? '' : 's'} may be avoided this turn.
        </p>
      ) : null}
    </section>
  );
}
