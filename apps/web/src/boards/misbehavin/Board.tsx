'use client';
// Firefly: Misbehavin' board. Renders the match view as the table is laid out (each player's faction board with POWER,
// credits, 'verse, tableau areas and display; the core, border and rim markets; the supply board; episode and Reavers;
// the viewer's hand) and offers exactly the legal moves it is given, on the card, seat or supply set they name.
import type { ReactNode } from 'react';
import { logText, type LogNames, type MatchView } from '@cortex/engine';
import {
  BOARD_SIDES,
  CARDS,
  EPISODES,
  FACTION_NAMES,
  MARKET_DECKS,
  OPTIONAL_SETS,
  REAVERS,
  SUPPLY_SETS,
  VERSE_CARDS,
  cardName,
  cardText,
  dealTotal,
  fightTotals,
  outcome,
  powerNeeded,
  recruitTotal,
  situation,
  tableauPower,
  verseInSupply,
  type GameData,
  type ReadCtx,
  type SupplySet,
} from '@cortex/game-misbehavin';
import { readView, type BoardPlayer, type BoardProps, type CardView, type ZoneView } from '../types';
import { CardTile, EmptySlot } from './Card';
import { anchorsOnBoard, firstOfEachKind, frameOf, offerMoves, topFrame, type OfferedMove } from './moves';
import { DecisionPanel } from '../kit/DecisionPanel';
import { labelInName, printedText } from '../kit/labelInName';
import { Dock } from '../kit/Dock';
import { ScrollList } from '../kit/ScrollList';
import styles from './Board.module.css';

const EMPTY: ZoneView = { count: 0, cards: [] };

interface Ctx {
  g: GameData;
  zone: (name: string) => ZoneView;
  seatName: (seat: number) => string;
  /** "Your" or "<name>'s". */
  whose: (seat: number) => string;
  movesAt: (at: string) => OfferedMove[];
  onPick: (m: OfferedMove) => void;
  disabled: boolean;
  viewerSeat: number | null;
  /** The seats the game waits for (several answer a claimed deal at once). */
  deciding: readonly number[];
  read: ReadCtx;
  players: number;
  kindOfId: (id: string) => string | undefined;
}

function isGame(x: unknown): x is GameData {
  return (
    typeof x === 'object' &&
    x !== null &&
    typeof (x as { phase?: unknown }).phase === 'string' &&
    Array.isArray((x as { players?: unknown }).players) &&
    Array.isArray((x as { stack?: unknown }).stack)
  );
}

function MoveButton({
  m,
  ctx,
  primary,
  children,
}: {
  m: OfferedMove;
  ctx: Ctx;
  primary?: boolean;
  children?: ReactNode;
}) {
  // The name is the game's sentence, led by the printed words when it lacks them (WCAG 2.5.3); richer content names the
  // button by itself, the sentence then its description.
  const printed = children ?? m.label;
  const text = printedText(printed);
  const name = text === null ? undefined : labelInName(text, m.label);
  return (
    <button
      type="button"
      className={`btn btn-small ${primary ? 'btn-primary' : ''}`}
      data-testid={`mb-move-${m.key}`}
      data-move-type={m.move?.type ?? 'other'}
      disabled={ctx.disabled}
      aria-label={name}
      title={text === null ? m.label : undefined}
      onClick={() => ctx.onPick(m)}
    >
      {printed}
    </button>
  );
}

function Tile({
  ctx,
  card,
  size,
  tableau,
  note,
}: {
  ctx: Ctx;
  card: CardView | null;
  size: 'full' | 'mini';
  tableau?: boolean;
  note?: string;
}) {
  const g = ctx.g;
  const fight = frameOf(g, 'fight');
  const state =
    card && tableau
      ? {
          inTableau: true,
          triggered: g.triggered.includes(card.id),
          warrant: g.warrants.includes(card.id),
          tokens: g.tokens[card.id] ?? 0,
          target: fight?.target === card.id,
        }
      : undefined;
  return (
    <CardTile
      card={card}
      size={size}
      moves={card ? ctx.movesAt(card.id) : []}
      onPick={ctx.onPick}
      disabled={ctx.disabled}
      state={state}
      note={note}
    />
  );
}

// ——— Decision ———

interface DecisionWords {
  /** The viewer's decision in words (the game's prompt), or null when nothing is asked of them. */
  prompt: string | null;
  /** What the table waits for, worded for the viewer. */
  waiting: string;
  /** How the game ended, worded for the viewer; null while it goes on. */
  result: string | null;
}

/** Groups of the panel's moves in their order: the server's decision names. */
function byGroup(moves: readonly OfferedMove[]): [string, OfferedMove[]][] {
  const groups = new Map<string, OfferedMove[]>();
  for (const m of moves) groups.set(m.group, [...(groups.get(m.group) ?? []), m]);
  return [...groups];
}

function Decision({
  ctx,
  words,
  replay,
  blocked,
}: {
  ctx: Ctx;
  words: DecisionWords;
  replay: boolean;
  blocked: BoardProps['blocked'];
}) {
  const panel = ctx.movesAt('panel');
  const over = words.result !== null;
  const mine = !replay && !over && ctx.viewerSeat !== null && ctx.deciding.includes(ctx.viewerSeat);
  const others = ctx.deciding.filter((s) => s !== ctx.viewerSeat);
  const headline = over
    ? 'Game over'
    : replay
      ? 'Replay'
      : mine
        ? 'Your decision'
        : others.length > 0
          ? `Waiting for ${others.map(ctx.seatName).join(' and ')}`
          : 'Resolving…';
  const detail = over ? words.result : mine ? (words.prompt ?? words.waiting) : words.waiting;
  const elsewhere =
    mine && panel.length === 0 ? 'Choose one of the marked buttons on the cards, players or supply below.' : null;
  const groups = byGroup(panel);
  return (
    <DecisionPanel
      game="mb"
      blocked={blocked}
      mine={mine}
      headline={headline}
      detail={detail}
      detailTestId={over ? 'mb-result' : 'mb-prompt'}
    >
      {elsewhere ? <p className={styles.small}>{elsewhere}</p> : null}
      {!replay && !over && !mine && words.prompt && ctx.movesAt('*cards').length > 0 ? (
        <p className={styles.small} data-testid="mb-optional">
          {words.prompt} Use a marked button on a card.
        </p>
      ) : null}
      {mine && panel.length > 0
        ? groups.map(([group, moves]) => (
            <div key={group}>
              {groups.length > 1 ? <p className={styles.small}>{group}</p> : null}
              <ul className={`list-plain ${styles.actions}`} aria-label={group}>
                {moves.map((m) => (
                  <li key={m.key}>
                    <MoveButton
                      m={m}
                      ctx={ctx}
                      primary={m.move?.type !== 'endTurn' && m.move?.type !== 'dropDisplay'}
                    />
                  </li>
                ))}
              </ul>
            </div>
          ))
        : null}
      {mine && panel.length > 0 && ctx.movesAt('*cards').length > 0 ? (
        <p className={styles.small}>…or use a marked button on a card below.</p>
      ) : null}
    </DecisionPanel>
  );
}

// ——— Fights, deals and recruitments in progress ———

function DisplayRow({ ctx, seat, label }: { ctx: Ctx; seat: number; label: string }) {
  const cards = ctx.zone(`display:${seat}`).cards;
  return (
    <div className={styles.sideBox}>
      <p className={styles.small}>{label}</p>
      <ul className={`list-plain ${styles.row}`} aria-label={label}>
        {cards.length === 0 ? <li className={styles.dimSmall}>No cards yet.</li> : null}
        {cards.map((c, i) => (
          <li key={c ? c.id : `d${i}`}>
            <Tile ctx={ctx} card={c} size="mini" />
          </li>
        ))}
      </ul>
    </div>
  );
}

function Showdown({ ctx }: { ctx: Ctx }) {
  const { g } = ctx;
  const fight = frameOf(g, 'fight');
  const deal = frameOf(g, 'deal');
  const recruit = frameOf(g, 'recruit');
  const cancelled = frameOf(g, 'cancelled');
  const retain = frameOf(g, 'retain');
  if (fight) {
    const t = fightTotals(ctx.read, fight);
    const targetKind = fight.target
      ? ctx.read
          .z(`assets:${fight.defender ?? 0}`)
          .concat(ctx.read.z(`command:${fight.defender ?? 0}`))
          .find((x) => x.id === fight.target)?.kind
      : undefined;
    const floor = fight.target === null ? fight.attacker : fight.floor;
    return (
      <section
        className={`${styles.box} ${styles.showdown}`}
        aria-labelledby="mb-showdown-title"
        data-testid="mb-showdown"
        data-kind="fight"
      >
        <h3 id="mb-showdown-title" className={styles.boxTitle}>
          Fight{fight.mode ? ` to ${fight.mode.toUpperCase()}` : ''}
          {targetKind ? `: ${cardName(targetKind)}` : ''}
        </h3>
        <div className={styles.totals}>
          <p className={`${styles.total} ${floor === fight.attacker ? styles.onFloor : ''}`}>
            <span className={styles.meterLabel}>Attack · {ctx.seatName(fight.attacker)}</span>
            <strong data-testid="mb-fight-attack">{t.attack}</strong>
            {fight.bonusA ? <span className={styles.dimSmall}>incl. +{fight.bonusA} from abilities</span> : null}
          </p>
          <p className={styles.vs} aria-hidden="true">
            vs
          </p>
          <p className={`${styles.total} ${fight.defender !== null && floor === fight.defender ? styles.onFloor : ''}`}>
            <span className={styles.meterLabel}>
              Defence · {fight.defender !== null ? ctx.seatName(fight.defender) : 'no target yet'}
            </span>
            <strong data-testid="mb-fight-defence">{fight.target ? t.defence : '—'}</strong>
            {fight.target && targetKind ? (
              <span className={styles.dimSmall}>
                target cost {CARDS[targetKind]?.cost ?? 0}
                {fight.bonusD ? `, +${fight.bonusD} from abilities` : ''}
              </span>
            ) : null}
          </p>
        </div>
        <p className={styles.small} data-testid="mb-fight-state">
          {fight.target === null
            ? `${ctx.seatName(fight.attacker)} ${ctx.seatName(fight.attacker) === 'You' ? 'are' : 'is'} choosing a target.`
            : `${ctx.seatName(floor) === 'You' ? 'Your' : `${ctx.seatName(floor)}'s`} turn to add or stand${fight.passes > 0 ? ` (the other side stood: one more stand ends it)` : ''}. The attacker wins ties.`}
        </p>
        <div className={styles.sides}>
          <DisplayRow ctx={ctx} seat={fight.attacker} label={`${ctx.whose(fight.attacker)} fight cards`} />
          {fight.defender !== null ? (
            <DisplayRow ctx={ctx} seat={fight.defender} label={`${ctx.whose(fight.defender)} fight cards`} />
          ) : null}
        </div>
      </section>
    );
  }
  if (deal || recruit || cancelled) {
    const seat = (deal ?? recruit ?? cancelled)!.seat;
    const total = deal ? dealTotal(ctx.read, deal) : recruit ? recruitTotal(ctx.read, recruit) : null;
    const claimKind = deal?.claim ? ctx.kindOfId(deal.claim) : undefined;
    return (
      <section
        className={`${styles.box} ${styles.showdown}`}
        aria-labelledby="mb-showdown-title"
        data-testid="mb-showdown"
        data-kind={deal ? 'deal' : recruit ? 'recruit' : 'cancelled'}
      >
        <h3 id="mb-showdown-title" className={styles.boxTitle}>
          {deal ? 'Deal' : recruit ? 'Recruitment' : 'Cancelled deal'} · {ctx.seatName(seat)}
        </h3>
        {total !== null ? (
          <div className={styles.totals}>
            <p className={styles.total}>
              <span className={styles.meterLabel}>{recruit ? 'Influence left' : 'Influence'}</span>
              <strong data-testid="mb-deal-influence">{total}</strong>
              {deal && deal.credits > 0 ? (
                <span className={styles.dimSmall}>
                  incl. {deal.credits} credit{deal.credits === 1 ? '' : 's'} committed
                </span>
              ) : null}
            </p>
            {deal?.claim ? (
              <p className={styles.total}>
                <span className={styles.meterLabel}>Claimed</span>
                <strong>{claimKind ? cardName(claimKind) : 'a card'}</strong>
                <span className={styles.dimSmall}>
                  {g.warrants.includes(deal.claim)
                    ? 'warrant removal'
                    : `cost ${claimKind ? (CARDS[claimKind]?.cost ?? '?') : '?'}`}
                  {deal.verse ? ` · ${deal.verse} 'verse spent` : ''}
                </span>
              </p>
            ) : null}
          </div>
        ) : null}
        {deal?.claim ? (
          <p className={styles.small} data-testid="mb-deal-responders">
            {deal.responders.length > 0
              ? `Still to answer, all at once: ${deal.responders.map(ctx.seatName).join(', ')} (each may allow or cancel).`
              : 'Everyone allowed it.'}
          </p>
        ) : null}
        <DisplayRow ctx={ctx} seat={seat} label={`${ctx.whose(seat)} display`} />
      </section>
    );
  }
  if (retain) {
    const seats = retain.clear;
    return (
      <section
        className={`${styles.box} ${styles.showdown}`}
        aria-labelledby="mb-showdown-title"
        data-testid="mb-showdown"
        data-kind="retain"
      >
        <h3 id="mb-showdown-title" className={styles.boxTitle}>
          After the {seats.length > 1 ? 'fight' : 'deal'}: retaining
        </h3>
        <p className={styles.small}>
          {retain.seats.length > 0 ? `${ctx.seatName(retain.seats[0]!)} may spend 'verse to keep display cards.` : ''}
        </p>
        <div className={styles.sides}>
          {seats.map((s) => (
            <DisplayRow key={s} ctx={ctx} seat={s} label={`${ctx.whose(s)} display`} />
          ))}
        </div>
      </section>
    );
  }
  const maneuver = topFrame(g)?.kind === 'maneuver' ? topFrame(g) : undefined;
  if (maneuver && maneuver.kind === 'maneuver') {
    return (
      <section
        className={`${styles.box} ${styles.showdown}`}
        aria-labelledby="mb-showdown-title"
        data-testid="mb-showdown"
        data-kind="maneuver"
      >
        <h3 id="mb-showdown-title" className={styles.boxTitle}>
          Maneuver
        </h3>
        <DisplayRow ctx={ctx} seat={maneuver.seat} label={`${ctx.whose(maneuver.seat)} display`} />
      </section>
    );
  }
  return null;
}

// ——— Hand ———

function Hand({ ctx }: { ctx: Ctx }) {
  if (ctx.viewerSeat === null) return null;
  const hand = ctx.zone(`hand:${ctx.viewerSeat}`).cards;
  return (
    <Dock
      className={`${styles.box} ${styles.handBox}`}
      title={`Your hand (${hand.length})`}
      storageKey="misbehavin"
      testId="mb-hand"
    >
      {hand.length === 0 ? <p className={styles.small}>No cards in hand.</p> : null}
      <ScrollList className={`list-plain ${styles.scrollRow}`} aria-label="Cards in your hand">
        {hand.map((card, i) => (
          <li key={card ? card.id : `h${i}`} data-testid="mb-hand-card">
            <Tile ctx={ctx} card={card} size="full" />
          </li>
        ))}
      </ScrollList>
    </Dock>
  );
}

// ——— Markets, supply board, episode, Reavers ———

function Markets({ ctx }: { ctx: Ctx }) {
  return (
    <section className={styles.box} aria-labelledby="mb-markets-title" data-testid="mb-markets">
      <h3 id="mb-markets-title" className={styles.boxTitle}>
        Markets
      </h3>
      <div className={styles.markets}>
        {MARKET_DECKS.map((d) => {
          const row = ctx.zone(`${d}:row`).cards;
          const deck = ctx.zone(`${d}:deck`).count;
          return (
            <div key={d} className={styles.market} data-testid={`mb-market-${d}`}>
              <p className={styles.slotLabel}>
                {d} · <span data-testid={`mb-market-${d}-deck`}>{deck}</span> in deck
              </p>
              <ul className={`list-plain ${styles.row}`} aria-label={`${d} market`}>
                {[0, 1].map((i) => (
                  <li key={row[i]?.id ?? `e${i}`}>
                    {row[i] ? <Tile ctx={ctx} card={row[i]} size="full" /> : <EmptySlot label="empty" />}
                  </li>
                ))}
                {row.slice(2).map((c, i) => (
                  <li key={c?.id ?? `x${i}`}>
                    <Tile ctx={ctx} card={c} size="full" />
                  </li>
                ))}
              </ul>
            </div>
          );
        })}
      </div>
    </section>
  );
}

function SupplyBoard({ ctx }: { ctx: Ctx }) {
  const { g } = ctx;
  const draft = g.phase === 'draft' ? g.draft : null;
  const slotOf = (set: SupplySet): string | undefined =>
    draft ? Object.entries(draft.slots).find(([, v]) => v === set)?.[0] : undefined;
  const boxSets = draft ? OPTIONAL_SETS.filter((s) => !g.supplySets.includes(s)) : [];
  return (
    <section className={styles.box} aria-labelledby="mb-supply-title" data-testid="mb-supply">
      <h3 id="mb-supply-title" className={styles.boxTitle}>
        Supply board
      </h3>
      <ScrollList className={`list-plain ${styles.scrollRow}`} aria-label="Supply piles">
        {g.supplySets.map((set) => {
          const pile = ctx.zone(`supply:${set}`);
          const slot = slotOf(set);
          const kinds = firstOfEachKind(pile.cards);
          const left = (kind: string): number => pile.cards.filter((c) => c?.kind === kind).length;
          return (
            <li key={set} data-testid={`mb-supply-${set}`}>
              <p className={styles.small}>
                <strong>{SUPPLY_SETS[set].name}</strong> · {pile.count} left{slot ? ` · ${slot} slot` : ''}
              </p>
              <ul className={`list-plain ${styles.row}`} aria-label={`${SUPPLY_SETS[set].name} piles`}>
                {kinds.map((c) => (
                  <li key={c.kind}>
                    <Tile ctx={ctx} card={c} size="full" note={`${left(c.kind)} left`} />
                  </li>
                ))}
              </ul>
              {pile.count === 0 ? <EmptySlot label={`${SUPPLY_SETS[set].name}: empty`} /> : null}
            </li>
          );
        })}
      </ScrollList>
      {draft ? (
        <>
          <p className={styles.small}>In the box (draft a set into an open slot):</p>
          <ul className={`list-plain ${styles.draft}`} aria-label="Supply sets to draft">
            {boxSets.map((set) => {
              const moves = ctx.movesAt(`set:${set}`);
              return (
                <li key={set} className={styles.draftItem} data-testid={`mb-draft-${set}`}>
                  <strong>{SUPPLY_SETS[set].name}</strong>{' '}
                  <span className={styles.dimSmall}>({SUPPLY_SETS[set].slots.join(' / ')})</span>
                  {SUPPLY_SETS[set].cards.map(([kind, d, n]) => (
                    <span key={kind} className={styles.small}>
                      {n}× {d.name}: {cardText(kind).split('\n').slice(1).join(' ')}
                    </span>
                  ))}
                  <span className={styles.actions}>
                    {moves.map((m) => (
                      <MoveButton key={m.key} m={m} ctx={ctx}>
                        {m.short}
                      </MoveButton>
                    ))}
                  </span>
                </li>
              );
            })}
          </ul>
        </>
      ) : null}
    </section>
  );
}

function Extras({ ctx }: { ctx: Ctx }) {
  const { g } = ctx;
  const ep = g.episode ? EPISODES[g.episode] : undefined;
  const rv = ctx.zone('reaver').cards[0];
  const rvDef = rv ? REAVERS[rv.kind] : undefined;
  if (!ep && !g.reavers) return null;
  const reaverMoves = ctx.movesAt('reaver');
  const onReaver = g.players.reduce((n, p) => n + p.reaver, 0);
  return (
    <section className={styles.box} aria-label="Episode and Reavers" data-testid="mb-extras">
      {ep ? (
        <p className={styles.small} data-testid="mb-episode">
          <span className={styles.slotLabel}>Episode</span> <strong>{ep.name}</strong>: {ep.text}
        </p>
      ) : null}
      {g.reavers ? (
        <div className={styles.small} data-testid="mb-reaver">
          <span className={styles.slotLabel}>Reavers</span>{' '}
          {rv && rvDef ? (
            <>
              <strong title={cardText(rv.kind)}>{rvDef.name}</strong>: {onReaver}/{rvDef.toughness} 'verse tokens
              placed; bounty {rvDef.bounty} credit{rvDef.bounty === 1 ? '' : 's'} per token.{' '}
              {reaverMoves.map((m) => (
                <MoveButton key={m.key} m={m} ctx={ctx}>
                  {m.short}
                </MoveButton>
              ))}
            </>
          ) : (
            'All Reavers have been driven off.'
          )}
        </div>
      ) : null}
    </section>
  );
}

// ——— Players ———

function Area({
  ctx,
  seat,
  name,
  slots,
  label,
}: {
  ctx: Ctx;
  seat: number;
  name: string;
  slots: number;
  label: string;
}) {
  const cards = ctx.zone(`${name}:${seat}`).cards;
  const empty = Math.max(0, slots - cards.length);
  return (
    <div className={styles.area}>
      <p className={styles.slotLabel}>
        {label} ({cards.length}/{slots})
      </p>
      <ul
        className={`list-plain ${styles.row}`}
        aria-label={`${ctx.seatName(seat)}: ${label}`}
        data-testid={`mb-${name}-${seat}`}
      >
        {cards.map((c, i) => (
          <li key={c ? c.id : `a${i}`}>
            <Tile ctx={ctx} card={c} size="mini" tableau />
          </li>
        ))}
        {Array.from({ length: empty }, (_, i) => (
          <li key={`empty${i}`}>
            <EmptySlot label={label === 'Assets' ? 'asset slot' : 'command slot'} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function PlayerBoard({ ctx, seat, player }: { ctx: Ctx; seat: number; player: BoardPlayer | undefined }) {
  const { g } = ctx;
  const p = g.players[seat]!;
  const side = BOARD_SIDES[p.side];
  const vc = VERSE_CARDS[p.faction];
  const power = tableauPower(ctx.read, seat);
  const need = powerNeeded(ctx.read, seat);
  const hand = ctx.zone(`hand:${seat}`);
  const recycle = ctx.zone(`recycle:${seat}`);
  const blackInRecycle = recycle.cards.filter((c) => c?.kind === 'sup-black').length;
  const blackInHand = hand.cards.filter((c) => c?.kind === 'sup-black').length;
  const display = ctx.zone(`display:${seat}`);
  const mine = seat === ctx.viewerSeat;
  const seatMoves = ctx.movesAt(`seat:${seat}`);
  const deciding = ctx.deciding.includes(seat);
  const warrantsIssued = p.faction === 'alliance' ? g.warrants.length : 0;
  return (
    <li
      className={`${styles.player} ${deciding ? styles.deciding : ''} ${mine ? styles.me : ''}`}
      data-testid={`mb-player-${seat}`}
      data-faction={p.faction}
      aria-label={`${ctx.whose(seat)} board`}
    >
      <div className={styles.playerHead}>
        <div>
          <strong>{ctx.seatName(seat)}</strong>{' '}
          <span className={styles.dimSmall}>
            {FACTION_NAMES[p.faction]} · {vc.name} · side {p.side}
          </span>
        </div>
        <div className={styles.badges}>
          {g.phase === 'play' && g.turn === seat ? <span className="badge badge-amber">Turn</span> : null}
          {deciding ? <span className="badge">Deciding</span> : null}
          {p.immune ? <span className="badge badge-ok">Immune</span> : null}
          {g.winner === seat ? <span className="badge badge-ok">Winner</span> : null}
          {player?.bot ? <span className="badge">Bot</span> : null}
          {player?.away ? <span className="badge badge-danger">Away</span> : null}
        </div>
      </div>
      <dl className={styles.stats4}>
        <div>
          <dt>Power</dt>
          <dd data-testid={`mb-power-${seat}`}>
            {power}
            <span className={styles.dimSmall}>/{need}</span>
          </dd>
        </div>
        <div>
          <dt>Credits</dt>
          <dd data-testid={`mb-credits-${seat}`}>{p.credits}</dd>
        </div>
        <div>
          <dt>&apos;Verse</dt>
          <dd data-testid={`mb-verse-${seat}`}>
            {p.verse}
            <span className={styles.dimSmall}> +{verseInSupply(ctx.read, seat)} in supply</span>
          </dd>
        </div>
        <div>
          <dt>Hand</dt>
          <dd data-testid={`mb-hand-count-${seat}`}>{hand.count}</dd>
        </div>
      </dl>
      <p className={styles.small}>
        Deck {ctx.zone(`deck:${seat}`).count} · recycle {recycle.count}
        {blackInRecycle ? ` (The Black ×${blackInRecycle})` : ''}
        {mine && blackInHand ? ` · The Black in hand ×${blackInHand}` : ''}
        {g.episode ? ` · episode marks ${p.marks}` : ''}
        {g.reavers ? ` · on the Reavers ${p.reaver}` : ''}
        {warrantsIssued ? ` · warrants issued ${warrantsIssued}` : ''}
      </p>
      <p className={styles.dimSmall}>
        &apos;Verse card: trigger a {vc.trigger.toUpperCase()} card and{' '}
        {vc.pay === 'credit' ? 'pay 1 credit' : 'discard a card'} for a token · actions: retain, replay
        {vc.actions.length ? `, ${vc.actions.join(', ')}` : ''}
      </p>
      {seatMoves.length > 0 ? (
        <div className={styles.actions}>
          {seatMoves.map((m) => (
            <MoveButton key={m.key} m={m} ctx={ctx} primary>
              {m.short}
            </MoveButton>
          ))}
        </div>
      ) : null}
      {!mine && hand.cards.some((c) => c !== null) ? (
        // Replays show every hand face up.
        <ul
          className={`list-plain ${styles.row}`}
          aria-label={`${ctx.whose(seat)} hand`}
          data-testid={`mb-hand-faces-${seat}`}
        >
          {hand.cards.map((c, i) => (
            <li key={c ? c.id : `h${i}`} data-testid="mb-hand-face">
              <Tile ctx={ctx} card={c} size="mini" />
            </li>
          ))}
        </ul>
      ) : !mine ? (
        <ul
          className={`list-plain ${styles.backs}`}
          aria-label={`${ctx.whose(seat)} hand: ${hand.count} cards, face down`}
          data-testid={`mb-hand-backs-${seat}`}
        >
          {hand.cards.map((_, i) => (
            <li key={i} className={styles.backMini} data-testid="mb-hand-back" />
          ))}
        </ul>
      ) : null}
      <div className={styles.areas}>
        <Area ctx={ctx} seat={seat} name="assets" slots={side.assetSlots} label="Assets" />
        <Area ctx={ctx} seat={seat} name="command" slots={side.commandSlots} label="Command" />
      </div>
      {display.count > 0 ? (
        <div className={styles.area}>
          <p className={styles.slotLabel}>Display</p>
          <ul className={`list-plain ${styles.row}`} aria-label={`${ctx.seatName(seat)}: display`}>
            {display.cards.map((c, i) => (
              <li key={c ? c.id : `d${i}`}>
                <Tile ctx={ctx} card={c} size="mini" />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </li>
  );
}

// ——— Board ———

export default function MisbehavinBoard({
  view,
  choices,
  prompt,
  blocked,
  viewerSeat,
  toAct,
  players,
  status,
  submitting,
  onMove,
  replay,
}: BoardProps) {
  const { game, zones, step } = readView(view);
  if (!isGame(game)) {
    return (
      <p className="notice" data-testid="mb-board">
        This match view cannot be shown.
      </p>
    );
  }
  const g = game;
  const seatCount = g.players.length;
  const zone = (name: string): ZoneView => zones[name] ?? EMPTY;
  const kinds = new Map<string, string>();
  for (const z of Object.values(zones)) for (const card of z.cards) if (card) kinds.set(card.id, card.kind);
  const kindOf = (id: string): string | undefined => kinds.get(id);
  const playerName = (seat: number): string => players.find((p) => p.seat === seat)?.name ?? `Player ${seat + 1}`;
  const seatName = (seat: number): string => (seat === viewerSeat ? 'You' : playerName(seat));
  const whose = (seat: number): string => (seat === viewerSeat ? 'Your' : `${seatName(seat)}'s`);
  // The rules' read helpers see exactly the visible cards (hidden ones are never needed for public totals).
  const read: ReadCtx = {
    g,
    players: seatCount,
    z: (name) => (zones[name]?.cards ?? []).filter((c): c is CardView => c !== null && c.kind in CARDS),
  };
  const offered = replay ? [] : offerMoves(choices, anchorsOnBoard(g, zone, viewerSeat));
  const byAt = new Map<string, OfferedMove[]>();
  for (const m of offered) {
    byAt.set(m.at, [...(byAt.get(m.at) ?? []), m]);
    if (m.at !== 'panel') byAt.set('*cards', [...(byAt.get('*cards') ?? []), m]);
  }
  const over = g.phase === 'over' || status !== 'ACTIVE';
  const deciding = over ? [] : toAct;
  const ctx: Ctx = {
    g,
    zone,
    seatName,
    whose,
    movesAt: (at) => byAt.get(at) ?? [],
    onPick: (m) => onMove(m.raw),
    disabled: submitting,
    viewerSeat,
    deciding,
    read,
    players: seatCount,
    kindOfId: kindOf,
  };
  // The game's own words (its situation and outcome phrases), worded for this viewer by the engine's narrator.
  const names: LogNames = { seatName: playerName, cardName };
  const matchView: MatchView<GameData> = { players: seatCount, step: step ?? 0, game: g, zones };
  const reader = viewerSeat ?? 'spectator';
  const words = {
    prompt,
    waiting: logText({ parts: situation(matchView) }, reader, names),
    result: g.phase === 'over' ? logText({ parts: outcome(matchView) }, reader, names) : null,
  };
  const mine = !replay && !over && viewerSeat !== null && deciding.includes(viewerSeat);
  const decide = over ? 'over' : mine ? 'you' : 'other';
  const order =
    viewerSeat !== null
      ? [viewerSeat, ...Array.from({ length: seatCount }, (_, i) => i).filter((s) => s !== viewerSeat)]
      : Array.from({ length: seatCount }, (_, i) => i);

  return (
    <div
      className={styles.board}
      data-testid="mb-board"
      data-step={step ?? ''}
      data-decide={decide}
      data-phase={g.phase}
      data-frame={topFrame(g)?.kind ?? 'turn'}
      data-submitting={submitting ? 'true' : 'false'}
    >
      <Decision ctx={ctx} words={words} replay={Boolean(replay)} blocked={blocked} />
      <p className={styles.roundLine} data-testid="mb-round">
        Round {Math.min(g.round, g.maxRounds)} of {g.maxRounds} ·{' '}
        {g.phase === 'play'
          ? `${g.turn === viewerSeat ? 'your' : `${seatName(g.turn)}'s`} turn · ${g.activations} activation${g.activations === 1 ? '' : 's'}, ${g.recruitments} recruitment${g.recruitments === 1 ? '' : 's'} left`
          : g.phase === 'draft'
            ? 'supply draft'
            : 'game over'}
      </p>
      <Showdown ctx={ctx} />
      <Hand ctx={ctx} />
      <section aria-labelledby="mb-players-title">
        <h3 id="mb-players-title" className={styles.boxTitle}>
          Players
        </h3>
        <ul className={`list-plain ${styles.players}`}>
          {order.map((s) => (
            <PlayerBoard key={s} ctx={ctx} seat={s} player={players.find((p) => p.seat === s)} />
          ))}
        </ul>
      </section>
      <Markets ctx={ctx} />
      <SupplyBoard ctx={ctx} />
      <Extras ctx={ctx} />
    </div>
  );
}
