// Objectives A, B and C: each Episode's parts with their progress, the Episode decks left, Credits and Victory Points so far.
import { objective, Z } from '@cortex/game-legendary-firefly';
import { cardName, cardText } from './cards';
import { Info, type Ctx } from './ui';
import styles from './Board.module.css';

const MARK = { done: '✓', failed: '✗', open: '○' } as const;

export function Episodes({ ctx }: { ctx: Ctx }) {
  const { g } = ctx;
  return (
    <section className={styles.box} aria-labelledby="lf-episodes-title" data-testid="lf-episodes">
      <h3 id="lf-episodes-title" className={styles.boxTitle}>
        Episodes <span className={styles.dim}>· Credits {g.credits}</span>
      </h3>
      <ol className={`list-plain ${styles.objectives}`}>
        {g.trio.map((kind, e) => {
          const o = objective(kind);
          const current = e === g.episode && !g.result;
          const past = e < g.episode || (e === g.episode && Boolean(g.result));
          const state = past
            ? g.fullyCompleted[e]
              ? 'fully completed'
              : 'ended'
            : current
              ? 'now playing'
              : 'to come';
          const left = ctx.zone(Z.episode(e)).count;
          return (
            <li
              key={kind}
              className={`${styles.objective} ${current ? styles.current : ''}`}
              data-testid={`lf-objective-${o.letter}`}
            >
              <div className={styles.objHead}>
                <strong>
                  {o.letter}: {o.name}
                </strong>
                <span className={styles.dim}>{state}</span>
                <Info name={`Objective ${o.letter}`} text={cardText(kind)} />
              </div>
              <ul className={`list-plain ${styles.parts}`}>
                {o.parts.map((p, i) => {
                  const st =
                    e === g.episode ? (g.parts[i] ?? 'open') : past ? (g.fullyCompleted[e] ? 'done' : null) : 'open';
                  const need =
                    'defeat' in p.need
                      ? `Defeat ${cardName(p.need.defeat)}`
                      : 'reveal' in p.need
                        ? `Reveal ${cardName(p.need.reveal)}`
                        : `Complete ${cardName(p.need.goal)}`;
                  return (
                    <li key={p.name} className={st === 'done' ? styles.ok : st === 'failed' ? styles.bad : ''}>
                      <span aria-hidden="true">{st ? MARK[st] : '·'}</span>{' '}
                      {p.mandatory ? <strong>Mandatory: </strong> : null}
                      {p.name} <span className={styles.dim}>({need})</span>
                      {st ? <span className="visually-hidden"> — {st}</span> : null}
                    </li>
                  );
                })}
              </ul>
              <span className={styles.dim}>
                {current || !past ? `Episode deck: ${left} card${left === 1 ? '' : 's'} + Inevitable` : ''}
              </span>
            </li>
          );
        })}
      </ol>
      {g.result ? (
        <p className={styles.small}>
          Victory Points: {g.result.vp} (Episode A fully completed 1, Episode B 2, winning 3).
        </p>
      ) : null}
    </section>
  );
}
