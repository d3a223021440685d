// Serenity: six Ship Strike slots (a full ship explodes) with their repair costs, four Upgrade slots, and the Upgrades on offer.
import { repairCost, SHIP_SLOT_CREDITS, SHIP_SLOTS, UPGRADE_SLOTS, Z } from '@cortex/game-legendary-firefly';
import { cardName, cardText } from './cards';
import { Actions, CardFace, Info, type Ctx } from './ui';
import styles from './Board.module.css';

export function Serenity({ ctx }: { ctx: Ctx }) {
  const used = Array.from({ length: SHIP_SLOTS }, (_, k) => ctx.zone(Z.slot(k)).count).reduce((a, b) => a + b, 0);
  const market = ctx.zone(Z.market).cards;
  const jobs = ctx.zone(Z.jobsDone).cards;
  return (
    <section className={styles.box} aria-labelledby="lf-serenity-title" data-testid="lf-serenity">
      <h3 id="lf-serenity-title" className={styles.boxTitle}>
        Serenity{' '}
        <span className={used >= SHIP_SLOTS - 1 ? styles.bad : styles.dim}>
          · Ship Strikes {used} / {SHIP_SLOTS}
        </span>
      </h3>
      <ol className={`list-plain ${styles.slots}`} aria-label="Ship Strike slots">
        {Array.from({ length: SHIP_SLOTS }, (_, k) => {
          const c = ctx.zone(Z.slot(k)).cards[0] ?? null;
          const moves = ctx.at('slot', String(k));
          return (
            <li
              key={k}
              className={`${styles.slot} ${c ? styles.hit : ''} ${moves.length ? styles.target : ''}`}
              data-testid={`lf-slot-${k}`}
            >
              <span className={styles.dim}>
                Slot {k + 1} · {SHIP_SLOT_CREDITS[k]} Cr
              </span>
              {c ? (
                <>
                  <strong title={cardText(c.kind)}>{cardName(c.kind)}</strong>
                  <span className={styles.dim}>Repair {repairCost(ctx.r, c.kind)} Attack</span>
                  <span className={styles.slotActions}>
                    <Actions moves={moves} ctx={ctx} />
                    <Info cardId={c.id} name={cardName(c.kind)} text={cardText(c.kind)} />
                  </span>
                </>
              ) : (
                <span className={styles.dim}>clear</span>
              )}
            </li>
          );
        })}
      </ol>
      <p className={styles.small}>
        {used >= SHIP_SLOTS
          ? 'Every slot is full: one more Ship Strike and Serenity explodes.'
          : `${SHIP_SLOTS - used} free slot${SHIP_SLOTS - used === 1 ? '' : 's'}; a Ship Strike with no free slot makes Serenity explode.`}{' '}
        Ship Strike deck: {ctx.zone(Z.shipDeck).count}.
      </p>
      <ol className={`list-plain ${styles.upgrades}`} aria-label="Upgrade slots">
        {Array.from({ length: UPGRADE_SLOTS }, (_, k) => {
          const c = ctx.zone(Z.upgrade(k)).cards[0] ?? null;
          return (
            <li key={k} className={styles.upgrade} data-testid={`lf-upgrade-${k}`}>
              <span className={styles.dim}>Upgrade {k + 1}</span>{' '}
              {c ? <span title={cardText(c.kind)}>{cardName(c.kind)}</span> : <span className={styles.dim}>empty</span>}
            </li>
          );
        })}
      </ol>
      {jobs.length > 0 ? (
        <p className={styles.small}>Side Jobs done: {jobs.map((c) => (c ? cardName(c.kind) : 'a card')).join(', ')}</p>
      ) : null}
      {market.length > 0 ? (
        <div data-testid="lf-market">
          <h4 className={styles.smallTitle}>Upgrades for sale (Inter-Mission)</h4>
          <ul className={`list-plain ${styles.cardRow}`}>
            {market.map((c, i) =>
              c ? (
                <li key={c.id} className={styles.slotCard}>
                  <div
                    className={`${styles.card} ${styles.neutral} ${ctx.at('market', c.id).length ? styles.target : ''}`}
                    title={cardText(c.kind)}
                  >
                    <CardFace kind={c.kind} id={c.id} ctx={ctx} />
                  </div>
                  <div className={styles.under}>
                    <Actions moves={ctx.at('market', c.id)} ctx={ctx} />
                  </div>
                </li>
              ) : (
                <li key={`h${i}`} />
              ),
            )}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
