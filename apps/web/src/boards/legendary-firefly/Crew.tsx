// The five Main Characters: players' Avatars and the non-players below the Bridge, with Health, Crew Strikes and each player's piles.
import { avatar, avatarKind, damage, health, Z } from '@cortex/game-legendary-firefly';
import type { CardView } from '../types';
import { cardName, cardText } from './cards';
import { Actions, Info, type Ctx } from './ui';
import styles from './Board.module.css';

function Chip({ card, ctx, kind }: { card: CardView | null; ctx: Ctx; kind: 'strike' | 'aside' | 'played' }) {
  if (!card) return <li className={`${styles.chip} ${styles.back}`}>hidden</li>;
  const moves = ctx.at(kind, card.id);
  return (
    <li className={`${styles.chip} ${moves.length ? styles.target : ''}`} title={cardText(card.kind)}>
      <span>{cardName(card.kind)}</span>
      <Actions moves={moves} ctx={ctx} />
    </li>
  );
}

function Member({ m, ctx }: { m: number; ctx: Ctx }) {
  const { g } = ctx;
  const mc = g.mcs[m]!;
  const a = avatar(mc.crew);
  const hp = health(ctx.r, m);
  const dmg = damage(ctx.r, m);
  const strikes = ctx.zone(Z.strikes(m)).cards;
  const seat = mc.seat;
  const player = seat !== null ? ctx.players.find((p) => p.seat === seat) : undefined;
  const mine = seat !== null && seat === ctx.viewerSeat;
  const deciding = seat !== null && ctx.toAct.includes(seat);
  const seatMoves = seat !== null ? ctx.at('seat', String(seat)) : [];
  const who =
    seat === null ? 'non-player Main Character' : mine ? `${player?.name ?? 'You'} (you)` : ctx.seatName(seat);
  return (
    <li
      className={`${styles.member} ${deciding ? styles.deciding : ''} ${mc.down ? styles.down : ''}`}
      data-testid={`lf-mc-${m}`}
      data-seat={seat ?? ''}
      aria-label={`${a.name}, ${who}${mc.down ? ', defeated' : ''}`}
    >
      <div className={styles.memberHead}>
        <div>
          <strong>{a.name}</strong> <span className={styles.dim}>{who}</span>
        </div>
        <div className={styles.badges}>
          {seat !== null && seat === g.active && !g.result && g.step !== 'intermission' ? (
            <span className="badge badge-amber">Active</span>
          ) : null}
          {deciding ? <span className="badge">Deciding</span> : null}
          {mc.down ? <span className="badge badge-danger">Defeated</span> : null}
          {player?.bot ? <span className="badge">Bot</span> : null}
          {player?.away ? <span className="badge badge-danger">Away</span> : null}
          <Info name={a.name} text={cardText(avatarKind(mc.crew))} />
        </div>
      </div>
      <p className={styles.mono}>
        Rank {a.rank} · Defense {a.defense} · Health{' '}
        <span className={dmg >= hp - 2 ? styles.bad : ''} data-testid={`lf-mc-${m}-health`}>
          {Math.max(0, hp - dmg)} / {hp}
        </span>
      </p>
      <span className={styles.bar} aria-hidden="true">
        <span
          className={`${styles.fill} ${dmg >= hp - 2 ? styles.fillLow : ''}`}
          style={{ width: `${Math.max(0, Math.min(100, ((hp - dmg) / hp) * 100))}%` }}
        />
      </span>
      <p className={styles.small}>
        Talent: {a.talent.name} · Flaw: {a.flaw.name}
      </p>
      <p className={styles.small}>
        Crew Strikes ({strikes.length}, damage {dmg}){strikes.length === 0 ? ': none' : ':'}
      </p>
      {strikes.length > 0 ? (
        <ul className={`list-plain ${styles.chips}`} aria-label={`${a.name}'s Crew Strikes`}>
          {strikes.map((c, i) => (
            <Chip key={c ? c.id : `h${i}`} card={c} ctx={ctx} kind="strike" />
          ))}
        </ul>
      ) : null}
      {seat !== null ? <Piles seat={seat} ctx={ctx} mine={mine} /> : null}
      {seatMoves.length > 0 ? (
        <div className={styles.actionsRow}>
          <Actions moves={seatMoves} ctx={ctx} />
        </div>
      ) : null}
    </li>
  );
}

function Piles({ seat, ctx, mine }: { seat: number; ctx: Ctx; mine: boolean }) {
  const hand = ctx.zone(Z.hand(seat));
  const deck = ctx.zone(Z.deck(seat)).count;
  const discard = ctx.zone(Z.discard(seat));
  const played = ctx.zone(Z.played(seat)).cards;
  const aside = ctx.zone(Z.aside(seat)).cards;
  const top = discard.cards[discard.cards.length - 1] ?? null;
  return (
    <>
      <p className={styles.small} data-testid={`lf-piles-${seat}`}>
        Hand {hand.count} · Deck {deck} · Discard {discard.count}
        {top ? <span className={styles.dim}> (top: {cardName(top.kind)})</span> : null}
      </p>
      {!mine && hand.cards.some((c) => c !== null) ? (
        <>
          <p className={styles.small}>In hand:</p>
          <ul className={`list-plain ${styles.chips}`} aria-label={`${ctx.seatName(seat)}'s hand`}>
            {hand.cards.map((c, i) => (
              <Chip key={c ? c.id : `h${i}`} card={c} ctx={ctx} kind="played" />
            ))}
          </ul>
        </>
      ) : null}
      {!mine && played.length > 0 ? (
        <>
          <p className={styles.small}>Played this turn:</p>
          <ul className={`list-plain ${styles.chips}`} aria-label={`Cards played by ${ctx.seatName(seat)}`}>
            {played.map((c, i) => (
              <Chip key={c ? c.id : `h${i}`} card={c} ctx={ctx} kind="played" />
            ))}
          </ul>
        </>
      ) : null}
      {aside.length > 0 ? (
        <>
          <p className={styles.small}>Coordinated to {ctx.seatName(ctx.g.active)}:</p>
          <ul className={`list-plain ${styles.chips}`} aria-label={`Cards Coordinated by ${ctx.seatName(seat)}`}>
            {aside.map((c, i) => (
              <Chip key={c ? c.id : `h${i}`} card={c} ctx={ctx} kind="aside" />
            ))}
          </ul>
        </>
      ) : null}
    </>
  );
}

export function Crew({ ctx }: { ctx: Ctx }) {
  return (
    <section aria-labelledby="lf-crew-title" data-testid="lf-crew">
      <h3 id="lf-crew-title" className={styles.boxTitle}>
        Main Characters
      </h3>
      <ul className={`list-plain ${styles.crew}`}>
        {ctx.g.mcs.map((_, m) => (
          <Member key={m} m={m} ctx={ctx} />
        ))}
      </ul>
    </section>
  );
}
