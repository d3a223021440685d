// The recruit rows: the Bridge's five Supporting Characters with their costs, the Browncoats stack and the Crew deck.
import { BRIDGE_SPACES, BROWNCOAT_COST, Z } from '@cortex/game-legendary-firefly';
import { cardName, cardText } from './cards';
import { Actions, CardBack, CardFace, Info, type Ctx } from './ui';
import styles from './Board.module.css';

export function Supply({ ctx }: { ctx: Ctx }) {
  const browncoats = ctx.zone(Z.browncoats);
  const top = browncoats.cards[0] ?? null;
  const crewDeck = ctx.zone(Z.crew).count;
  return (
    <section className={styles.box} aria-labelledby="lf-bridge-title" data-testid="lf-bridge">
      <h3 id="lf-bridge-title" className={styles.boxTitle}>
        Bridge and Browncoats <span className={styles.dim}>· pool: Recruit {ctx.g.recruit}</span>
      </h3>
      <ol className={`list-plain ${styles.cardRow}`}>
        {Array.from({ length: BRIDGE_SPACES }, (_, j) => {
          const c = ctx.zone(Z.bridge(j)).cards[0] ?? null;
          const moves = ctx.at('bridge', String(j));
          return (
            <li
              key={j}
              className={styles.slotCard}
              data-testid={`lf-bridge-${j}`}
              aria-label={`Bridge space ${j + 1}${c ? `: ${cardName(c.kind)}` : ''}`}
            >
              {c ? (
                <div
                  className={`${styles.card} ${styles.recruitCard} ${moves.length ? styles.target : ''}`}
                  title={cardText(c.kind)}
                >
                  <CardFace kind={c.kind} id={c.id} ctx={ctx} />
                </div>
              ) : (
                <div className={`${styles.card} ${styles.empty}`}>empty</div>
              )}
              <div className={styles.under}>
                <Actions moves={moves} ctx={ctx} />
                {c ? <Info cardId={c.id} name={cardName(c.kind)} text={cardText(c.kind)} /> : null}
              </div>
            </li>
          );
        })}
        <li
          className={styles.slotCard}
          data-testid="lf-browncoats"
          aria-label={`Browncoats: ${browncoats.count} left, cost ${BROWNCOAT_COST}`}
        >
          {top ? (
            <div
              className={`${styles.card} ${styles.recruitCard} ${ctx.at('browncoats').length ? styles.target : ''}`}
              title={cardText(top.kind)}
            >
              <CardFace kind={top.kind} id={top.id} ctx={ctx} compact />
              <span className={styles.dim}>Browncoats stack: {browncoats.count} left</span>
            </div>
          ) : browncoats.count > 0 ? (
            <CardBack
              label={`Browncoats ×${browncoats.count} · cost ${BROWNCOAT_COST} · Attack 2 · Coordinate`}
              className={ctx.at('browncoats').length ? styles.target : ''}
            />
          ) : (
            <div className={`${styles.card} ${styles.empty}`}>no Browncoats left</div>
          )}
          <div className={styles.under}>
            <Actions moves={ctx.at('browncoats')} ctx={ctx} />
          </div>
        </li>
      </ol>
      <p className={styles.small}>
        Crew deck: {crewDeck} card{crewDeck === 1 ? '' : 's'} to refill the Bridge.
      </p>
    </section>
  );
}
