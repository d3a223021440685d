'use client';
// Niska's Debt board: the GM's question first (with the turn's two-action progress and the trade table), then the 'Verse
// map, the viewer's jobs and ship sheet, the job dealers, the markets and every other captain's sheet. It offers exactly
// the legal moves it is given, on the sector, card, crew member or goods they name.
import {
  BASE,
  CONTACT_KEYS,
  CONTACTS,
  CREW_PROFESSION_NAMES,
  GOODS,
  GOODS_NAMES,
  MARKETS,
  PERSONALITIES,
  PROFESSIONS,
  SKILLS,
  SKILL_NAMES,
  cardName,
  cardText,
  map,
  marketCard,
  misbehaveCard,
  money,
  setupStageOf,
  type NiskaData,
  type PlayerState,
} from '@cortex/game-niskas-debt';
import { readView, type BoardPlayer, type BoardProps, type ZoneView } from '../types';
import { Deck, JobCard, MarketCard, MoveButton } from './Cards';
import { itemName, offerMoves, type OfferedMove } from './moves';
import { NameChoice } from './NameChoice';
import { SEAT_COLOURS } from './seats';
import { SectorMap } from './SectorMap';
import { DecisionPanel } from '../kit/DecisionPanel';
import { Dock } from '../kit/Dock';
import { ScrollList } from '../kit/ScrollList';
import styles from './Board.module.css';

const EMPTY: ZoneView = { count: 0, cards: [] };
const ACTIONS = [
  ['fly', 'Fly'],
  ['buy', 'Buy'],
  ['deal', 'Deal'],
  ['work', 'Work'],
] as const;

interface Ctx {
  g: NiskaData;
  zone: (name: string) => ZoneView;
  kindOf: (id: string) => string | undefined;
  seatName: (seat: number) => string;
  onPick: (m: OfferedMove) => void;
  /** Submits a move the board built (a listed move with a name the player typed). */
  onMove: (move: unknown) => void;
  disabled: boolean;
  viewerSeat: number | null;
  toAct: readonly number[];
}

function isGame(x: unknown): x is NiskaData {
  return (
    typeof x === 'object' &&
    x !== null &&
    typeof (x as { phase?: unknown }).phase === 'string' &&
    Array.isArray((x as { players?: unknown }).players)
  );
}

function Buttons({
  moves,
  ctx,
  primary,
  short,
}: {
  moves: readonly OfferedMove[];
  ctx: Ctx;
  primary?: boolean;
  short?: boolean;
}) {
  if (moves.length === 0) return null;
  return (
    <>
      {moves.map((m) => (
        <MoveButton key={m.key} m={m} disabled={ctx.disabled} onPick={ctx.onPick} primary={primary} short={short} />
      ))}
    </>
  );
}

// ——— Decision ———

function TurnBar({ ctx }: { ctx: Ctx }) {
  const { g } = ctx;
  if (g.phase !== 'play') return null;
  return (
    <div className={styles.turnBar} data-testid="nd-actions">
      <span className={styles.dimSmall}>
        Round {g.round} of {g.settings.roundLimit} · {g.turn === ctx.viewerSeat ? 'your' : `${ctx.seatName(g.turn)}’s`}{' '}
        turn · actions {g.used.length}/2:
      </span>
      <ol className={`list-plain ${styles.pips}`} aria-label="Actions this turn">
        {ACTIONS.map(([key, name]) => {
          const used = g.used.includes(key);
          return (
            <li
              key={key}
              className={`${styles.pip} ${used ? styles.pipUsed : ''}`}
              data-testid={`nd-action-${key}`}
              data-used={used ? 'true' : 'false'}
            >
              {used ? '✓ ' : ''}
              {name}
            </li>
          );
        })}
      </ol>
    </div>
  );
}

function Misbehave({ ctx }: { ctx: Ctx }) {
  const card = ctx.zone('misbehave:shown').cards[0];
  if (!card) return null;
  const def = misbehaveCard(card.kind);
  return (
    <div className={styles.misbehave} data-testid="nd-misbehave">
      <strong>Misbehave: {cardName(card.kind)}</strong>
      <p className={styles.small}>{cardText(card.kind)}</p>
      {def ? (
        <p className={styles.dimSmall}>
          Failing means{' '}
          {def.failure === 'warrant'
            ? 'a Warrant Issued: the job fails back to its dealer'
            : 'Attempt Botched: this action’s progress is lost'}
          .
        </p>
      ) : null}
    </div>
  );
}

/** Every open offer (rule 30: public, like the forum thread): the viewer's draft with its building moves, offers to the viewer with their answers. */
function Trade({ ctx, offered }: { ctx: Ctx; offered: readonly OfferedMove[] }) {
  const offers = ctx.g.offers;
  if (offers.length === 0) return null;
  const side = (owner: number, items: readonly string[], cash: number): string => {
    const parts = [
      ...items.map((i) => itemName(i, { g: ctx.g, owner, kindOf: ctx.kindOf, cardName })),
      ...(cash ? [money(cash)] : []),
    ];
    return parts.length ? parts.join(', ') : 'nothing yet';
  };
  const moves = offered.filter((m) => m.place === 'trade');
  return (
    <>
      {offers.map((o) => {
        const own = o.from === ctx.viewerSeat;
        const forMe = o.to === ctx.viewerSeat;
        // A seat may have offers out to several captains (rule 30): each box holds the moves of its own offer.
        const building = (t: string): boolean => t === 'offerItem' || t === 'offerCash' || t === 'sendOffer';
        const mine = own
          ? moves.filter(
              (m) => (m.move.type === 'cancelOffer' && m.move.to === o.to) || (!o.sent && building(m.move.type)),
            )
          : forMe
            ? moves.filter((m) => (m.move.type === 'accept' || m.move.type === 'decline') && m.move.from === o.from)
            : [];
        const give = mine.filter(
          (m) => (m.move.type === 'offerItem' || m.move.type === 'offerCash') && m.move.side === 'give',
        );
        const get = mine.filter(
          (m) => (m.move.type === 'offerItem' || m.move.type === 'offerCash') && m.move.side === 'get',
        );
        const rest = mine.filter((m) => !give.includes(m) && !get.includes(m));
        return (
          <div
            key={`${o.from}-${o.to}`}
            className={styles.trade}
            data-testid="nd-trade"
            data-from={o.from}
            data-to={o.to}
            data-sent={o.sent ? 'true' : 'false'}
          >
            <strong>
              Trade: {ctx.seatName(o.from)} → {ctx.seatName(o.to)}{' '}
              {o.sent ? '(sent, awaiting an answer)' : '(being drafted)'}
            </strong>
            <p className={styles.small}>
              {ctx.seatName(o.from)} {own ? 'give' : 'gives'}: {side(o.from, o.give, o.cashGive)}
            </p>
            <p className={styles.small}>
              {ctx.seatName(o.from)} {own ? 'ask' : 'asks'} for: {side(o.to, o.get, o.cashGet)}
            </p>
            {give.length > 0 ? (
              <div className={styles.actions} aria-label="Add to what you give">
                <Buttons moves={give} ctx={ctx} />
              </div>
            ) : null}
            {get.length > 0 ? (
              <div className={styles.actions} aria-label="Add to what you ask for">
                <Buttons moves={get} ctx={ctx} />
              </div>
            ) : null}
            {rest.length > 0 ? (
              <div className={styles.actions}>
                <Buttons moves={rest} ctx={ctx} primary />
              </div>
            ) : null}
          </div>
        );
      })}
    </>
  );
}

/** Who the match waits for, in words: "Bram", "Bram and Ursula". */
function waitingFor(ctx: Ctx, seats: readonly number[]): string {
  const names = seats.map((s) => {
    const captain = ctx.g.players[s]?.captain;
    return `${ctx.seatName(s)}${captain ? ` (Captain ${captain})` : ''}`;
  });
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]!}`;
}

function Decision({
  ctx,
  offered,
  asked,
  status,
  replay,
  blocked,
}: {
  ctx: Ctx;
  offered: readonly OfferedMove[];
  asked: string | null;
  status: string;
  replay: boolean;
  blocked: BoardProps['blocked'];
}) {
  const { g } = ctx;
  const over = g.phase === 'over' || status !== 'ACTIVE';
  const mine = !replay && !over && ctx.viewerSeat !== null && ctx.toAct.includes(ctx.viewerSeat);
  const others = ctx.toAct.filter((s) => s !== ctx.viewerSeat);
  let headline: string;
  let detail: string;
  if (over) {
    headline =
      g.winner === null
        ? 'The game is over'
        : g.winner === ctx.viewerSeat
          ? 'You paid Niska back and won!'
          : `${ctx.seatName(g.winner)} won`;
    detail = g.summary || 'The match has ended.';
  } else if (replay) {
    headline = 'Replay';
    detail = ctx.toAct.length ? `${waitingFor(ctx, ctx.toAct)} to decide.` : 'Between decisions.';
  } else if (mine) {
    headline = 'The GM asks you';
    detail = asked ?? '';
  } else {
    headline = others.length ? `Waiting for ${waitingFor(ctx, others)}` : 'The GM is resolving…';
    detail =
      asked ??
      (g.phase === 'setup'
        ? 'Setup (rule 5): every captain names, picks and discards at once; the starting places go in seat order.'
        : 'Dice are rolling.');
  }
  const panel = offered.filter((m) => m.place === 'panel');
  const names = panel.filter((m) => m.move.type === 'captain' || m.move.type === 'ship' || m.move.type === 'name');
  const other = panel.filter((m) => !names.includes(m));
  const turn = offered.filter((m) => m.place === 'turn');
  const end = turn.filter((m) => m.move.type === 'end');
  const where: string[] = [];
  if (offered.some((m) => m.place === 'map')) where.push('a marked sector on the map');
  if (offered.some((m) => m.place === 'dealer')) where.push('a job at a dealer');
  if (offered.some((m) => m.place === 'market')) where.push('a card at the market');
  if (offered.some((m) => m.place === 'jobs')) where.push('one of your jobs');
  if (offered.some((m) => m.place === 'crew' || m.place === 'goods' || m.place === 'ship'))
    where.push('your ship sheet');
  return (
    <DecisionPanel
      game="nd"
      blocked={blocked}
      mine={mine}
      headline={headline}
      detail={detail}
      detailTestId={over ? 'nd-result' : 'nd-prompt'}
    >
      {mine && g.phase === 'setup' && others.length > 0 ? (
        <p className={styles.dimSmall} data-testid="nd-also">
          {waitingFor(ctx, others)} {others.length === 1 ? 'is' : 'are'} setting up at the same time.
        </p>
      ) : null}
      {g.houseRules ? <p className={styles.dimSmall}>Additional Rules: {g.houseRules}</p> : null}
      <TurnBar ctx={ctx} />
      <Misbehave ctx={ctx} />
      <Trade ctx={ctx} offered={offered} />
      {where.length > 0 ? <p className={styles.small}>Choose {where.join(', or ')}.</p> : null}
      {names.length > 0 ? (
        <NameChoice moves={names} disabled={ctx.disabled} onPick={ctx.onPick} onMove={ctx.onMove} />
      ) : null}
      {other.length > 0 ? (
        <div
          className={`${styles.actions} ${styles.panelChoices}`}
          role="group"
          aria-label={other[0]!.group || undefined}
        >
          {other.map((m) => (
            <MoveButton key={m.key} m={m} disabled={ctx.disabled} onPick={ctx.onPick} primary />
          ))}
        </div>
      ) : null}
      {turn.length > 0 ? (
        <div className={styles.actions}>
          <Buttons moves={turn.filter((m) => m.move.type !== 'end')} ctx={ctx} />
          <Buttons moves={end} ctx={ctx} primary />
        </div>
      ) : null}
    </DecisionPanel>
  );
}

// ——— Ship sheet ———

function capacity(ctx: Ctx, seat: number) {
  const bonus = { range: 0, hold: 0, stash: 0, crew: 0 };
  const ups = ctx.zone(`upgrades:${seat}`).cards;
  for (const c of ups) {
    const def = c ? marketCard(c.kind) : undefined;
    if (def?.type === 'upgrade') bonus[def.effect] += def.amount;
  }
  return {
    range: BASE.range + bonus.range,
    hold: BASE.hold + bonus.hold,
    stash: BASE.stash + bonus.stash,
    crew: BASE.crew + bonus.crew,
    upgrades: BASE.upgrades,
    upgradesUsed: ups.length,
  };
}

function skillTotals(ctx: Ctx, seat: number, p: PlayerState): Record<(typeof SKILLS)[number], number> {
  const out = { fight: 0, tech: 0, talk: 0 };
  const add = (s: { fight: number; tech: number; talk: number } | undefined) => {
    if (s) for (const k of SKILLS) out[k] += s[k];
  };
  if (p.profession) add(PROFESSIONS[p.profession].skills);
  for (const id of Object.keys(p.crew)) {
    const def = marketCard(ctx.kindOf(id) ?? '');
    if (def?.type === 'crew') add(def.skills);
  }
  for (const c of ctx.zone(`gear:${seat}`).cards) {
    if (!c) continue;
    const carried = p.captainGear === c.id || Object.values(p.crew).some((m) => m.gear === c.id);
    const def = marketCard(c.kind);
    if (carried && def?.type === 'gear') add(def.skills);
  }
  return out;
}

function total(h: Record<string, number>): number {
  return Object.values(h).reduce((a, b) => a + b, 0);
}

function ShipSheet({
  ctx,
  seat,
  player,
  offered,
}: {
  ctx: Ctx;
  seat: number;
  player: BoardPlayer | undefined;
  offered: readonly OfferedMove[];
}) {
  const { g } = ctx;
  const p = g.players[seat];
  if (!p) return null;
  const mine = seat === ctx.viewerSeat;
  const cap = capacity(ctx, seat);
  const skills = skillTotals(ctx, seat, p);
  const deciding = ctx.toAct.includes(seat);
  const on = (place: OfferedMove['place']) => (mine ? offered.filter((m) => m.place === place) : []);
  const crewMoves = on('crew');
  const goodsMoves = on('goods');
  const shipMoves = on('ship');
  const crewIds = Object.keys(p.crew);
  const gear = ctx.zone(`gear:${seat}`).cards;
  const upgrades = ctx.zone(`upgrades:${seat}`).cards;
  const where = p.sector >= 0 ? `At ${map.sectorName(p.sector)}` : 'Not launched yet';
  const name = mine ? `${player?.name ?? 'You'} (you)` : ctx.seatName(seat);
  const forMember = (member: string) =>
    crewMoves.filter((m) => 'crew' in m.move && m.move.crew === member && m.move.type !== 'assign');
  return (
    <article
      className={`${styles.sheet} ${deciding ? styles.deciding : ''}`}
      data-testid={`nd-sheet-${seat}`}
      aria-label={`${name}'s ship sheet`}
    >
      <header className={styles.sheetHead}>
        <span
          className={styles.seatDot}
          style={{ background: SEAT_COLOURS[seat % SEAT_COLOURS.length] }}
          aria-hidden="true"
        >
          {seat + 1}
        </span>
        <div className={styles.sheetTitle}>
          <strong>{p.ship ?? 'An unnamed Firefly'}</strong>
          <span className={styles.dimSmall}>
            {name} · Captain {p.captain ?? '—'}
            {p.profession ? ` · ${PROFESSIONS[p.profession].name}` : ''}
            {p.personality ? ` · ${PERSONALITIES[p.personality].name}` : ''}
          </span>
        </div>
        <div className={styles.badges}>
          {g.phase === 'play' && g.turn === seat ? <span className="badge badge-amber">On turn</span> : null}
          {deciding ? <span className="badge">Deciding</span> : null}
          {g.winner === seat ? <span className="badge badge-ok">Won</span> : null}
          {player?.bot ? <span className="badge">Bot</span> : null}
          {player?.away ? <span className="badge badge-danger">Away</span> : null}
        </div>
      </header>
      {p.personality ? <p className={styles.dimSmall}>{PERSONALITIES[p.personality].text}</p> : null}
      <dl className={styles.stats}>
        <div>
          <dt>Cash</dt>
          <dd data-testid={`nd-cash-${seat}`}>{money(p.cash)}</dd>
        </div>
        <div>
          <dt>Owes Niska</dt>
          <dd data-testid={`nd-debt-${seat}`} className={styles.danger}>
            {money(g.winner === seat ? 0 : g.settings.debt)}
          </dd>
        </div>
        <div>
          <dt>Range</dt>
          <dd>
            {p.range}/{cap.range}
          </dd>
        </div>
        <div>
          <dt>Warrants</dt>
          <dd className={p.warrants > 0 ? styles.danger : ''} data-testid={`nd-warrants-${seat}`}>
            {p.warrants}
          </dd>
        </div>
        <div>
          <dt>Skills</dt>
          <dd className={styles.mono}>{SKILLS.map((k) => `${SKILL_NAMES[k].slice(0, 2)} ${skills[k]}`).join(' · ')}</dd>
        </div>
      </dl>
      <p className={styles.small}>{where}</p>

      <table className={styles.goods} data-testid={`nd-goods-${seat}`}>
        <caption className={styles.tableCaption}>
          Hold {total(p.hold)}/{cap.hold} · Stash {total(p.stash)}/{cap.stash}
        </caption>
        <thead>
          <tr>
            <th scope="col">Goods</th>
            <th scope="col" className={styles.num}>
              Hold
            </th>
            <th scope="col" className={styles.num}>
              Stash
            </th>
            {mine && goodsMoves.length > 0 ? <th scope="col">Free moves</th> : null}
          </tr>
        </thead>
        <tbody>
          {GOODS.map((goods) => (
            <tr key={goods}>
              <th scope="row">{GOODS_NAMES[goods]}</th>
              <td className={styles.num}>{p.hold[goods]}</td>
              <td className={styles.num}>{p.stash[goods]}</td>
              {mine && goodsMoves.length > 0 ? (
                <td>
                  <span className={styles.actions}>
                    {goodsMoves
                      .filter((m) => 'goods' in m.move && m.move.goods === goods)
                      .map((m) => (
                        <MoveButton key={m.key} m={m} disabled={ctx.disabled} onPick={ctx.onPick} short />
                      ))}
                  </span>
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>

      <h4 className={styles.smallTitle}>
        Crew {1 + crewIds.length}/{cap.crew}
      </h4>
      <ul className={`list-plain ${styles.crewList}`}>
        <li>
          <span>
            Captain {p.captain ?? '—'}
            {p.profession ? <span className={styles.dimSmall}> · {PROFESSIONS[p.profession].name}</span> : null}
            {p.captainGear ? (
              <span className={styles.dimSmall}> · carries {cardName(ctx.kindOf(p.captainGear) ?? '')}</span>
            ) : null}
            {p.captainDisgruntled > 0 ? <span className="badge badge-danger">Disgruntled</span> : null}
          </span>
        </li>
        {crewIds.map((id) => {
          const c = p.crew[id]!;
          const kind = ctx.kindOf(id);
          const def = kind ? marketCard(kind) : undefined;
          return (
            <li key={id} data-testid={`nd-crew-${id}`} title={kind ? cardText(kind) : undefined}>
              <span>
                {c.name}
                {def?.type === 'crew' ? (
                  <span className={styles.dimSmall}>
                    {' '}
                    · {CREW_PROFESSION_NAMES[def.profession]} ·{' '}
                    {SKILLS.filter((k) => def.skills[k] > 0)
                      .map((k) => `${SKILL_NAMES[k]} ${def.skills[k]}`)
                      .join(', ') || 'no skills'}{' '}
                    · paid {money(def.cost)}
                    {def.wanted ? ' · wanted' : ''}
                  </span>
                ) : null}
                {c.gear ? (
                  <span className={styles.dimSmall}> · carries {cardName(ctx.kindOf(c.gear) ?? '')}</span>
                ) : null}
                {c.disgruntled ? <span className="badge badge-danger">Disgruntled</span> : null}
              </span>
              <span className={styles.actions}>
                <Buttons moves={forMember(id)} ctx={ctx} short />
              </span>
            </li>
          );
        })}
      </ul>

      {gear.length > 0 ? (
        <>
          <h4 className={styles.smallTitle}>Gear</h4>
          <ul className={`list-plain ${styles.crewList}`}>
            {gear.map((c, i) =>
              c ? (
                <li key={c.id} title={cardText(c.kind)}>
                  <span>{cardName(c.kind)}</span>
                  <span className={styles.actions}>
                    <Buttons
                      moves={crewMoves.filter(
                        (m) => (m.move.type === 'assign' || m.move.type === 'unassign') && m.move.gear === c.id,
                      )}
                      ctx={ctx}
                      short
                    />
                  </span>
                </li>
              ) : (
                <li key={`g${i}`}>a gear card</li>
              ),
            )}
          </ul>
        </>
      ) : null}

      <h4 className={styles.smallTitle}>
        Upgrades {cap.upgradesUsed}/{cap.upgrades}
      </h4>
      {upgrades.length === 0 ? <p className={styles.dimSmall}>None fitted.</p> : null}
      <ul className={`list-plain ${styles.crewList}`}>
        {upgrades.map((c, i) =>
          c ? (
            <li key={c.id} title={cardText(c.kind)}>
              <span>
                {cardName(c.kind)} <span className={styles.dimSmall}>{cardText(c.kind)}</span>
              </span>
              <span className={styles.actions}>
                <Buttons
                  moves={shipMoves.filter((m) => m.move.type === 'scrap' && m.move.upgrade === c.id)}
                  ctx={ctx}
                  short
                />
              </span>
            </li>
          ) : (
            <li key={`u${i}`}>an upgrade</li>
          ),
        )}
      </ul>

      <h4 className={styles.smallTitle}>
        Contacts (solid {p.solid.length}/{g.settings.solidContacts} needed)
      </h4>
      <ul className={`list-plain ${styles.contacts}`} data-testid={`nd-contacts-${seat}`}>
        {CONTACT_KEYS.map((c) => (
          <li key={c} className={p.solid.includes(c) ? styles.solid : styles.notSolid}>
            {p.solid.includes(c) ? '★ ' : ''}
            {CONTACTS[c].name}
            <span className="visually-hidden">{p.solid.includes(c) ? ' (solid)' : ' (not solid)'}</span>
          </li>
        ))}
      </ul>
      {shipMoves.some((m) => m.move.type === 'clearWarrants') ? (
        <div className={styles.actions}>
          <Buttons moves={shipMoves.filter((m) => m.move.type === 'clearWarrants')} ctx={ctx} />
        </div>
      ) : null}
      {!mine ? <OtherJobs ctx={ctx} seat={seat} /> : null}
    </article>
  );
}

/** Another captain's jobs, as the play-by-post site shows every sheet: held, active (with the next step) and done. */
function OtherJobs({ ctx, seat }: { ctx: Ctx; seat: number }) {
  const hand = ctx.zone(`hand:${seat}`);
  const active = ctx.zone(`active:${seat}`);
  const done = ctx.zone(`done:${seat}`);
  const names = (z: ZoneView) => z.cards.map((c) => (c ? cardName(c.kind) : 'a job')).join(', ');
  return (
    <div className={styles.small} data-testid={`nd-otherjobs-${seat}`}>
      <p className={styles.small}>
        Jobs held ({hand.count}){hand.count > 0 ? `: ${names(hand)}` : ''}
      </p>
      <p className={styles.small}>
        Active ({active.count}){active.count > 0 ? `: ${names(active)}` : ''} · done {done.count}
      </p>
    </div>
  );
}

// ——— Viewer's jobs ———

function YourJobs({ ctx, offered }: { ctx: Ctx; offered: readonly OfferedMove[] }) {
  const seat = ctx.viewerSeat;
  if (seat === null) return null;
  const p = ctx.g.players[seat];
  const moves = offered.filter((m) => m.place === 'jobs');
  const forJob = (id: string) => moves.filter((m) => m.move.type === 'work' && m.move.job === id);
  const hand = ctx.zone(`hand:${seat}`).cards;
  const active = ctx.zone(`active:${seat}`).cards;
  const done = ctx.zone(`done:${seat}`).cards;
  const row = (cards: readonly ({ id: string; kind: string } | null)[], withProgress: boolean, label: string) => (
    <ScrollList className={`list-plain ${styles.cardRow}`} aria-label={label}>
      {cards.map((c, i) =>
        c ? (
          <li key={c.id}>
            <JobCard
              id={c.id}
              kind={c.kind}
              next={withProgress ? (p?.progress[c.id] ?? 0) : undefined}
              actions={forJob(c.id).length > 0 ? <Buttons moves={forJob(c.id)} ctx={ctx} primary short /> : undefined}
            />
          </li>
        ) : (
          <li key={`x${i}`} className={`${styles.card} ${styles.back}`} />
        ),
      )}
    </ScrollList>
  );
  return (
    <Dock
      className={`${styles.box} ${styles.handBox}`}
      title="Your jobs"
      folded={`${active.length} active, ${hand.length} in hand${moves.length > 0 ? ', work to do' : ''}`}
      storageKey="niskas-debt"
      testId="nd-jobs"
    >
      <div className={styles.jobsSplit}>
        <div>
          <h4 className={styles.smallTitle}>Active ({active.length}/3)</h4>
          {active.length === 0 ? (
            <p className={styles.dimSmall}>No active job: Work a job in hand where its first step is.</p>
          ) : (
            row(active, true, 'Your active jobs')
          )}
        </div>
        <div>
          <h4 className={styles.smallTitle}>In hand ({hand.length}/3)</h4>
          {hand.length === 0 ? (
            <p className={styles.dimSmall}>No jobs in hand: Deal at a dealer to take some.</p>
          ) : (
            row(hand, false, 'Jobs in your hand')
          )}
        </div>
      </div>
      {done.length > 0 ? (
        <p className={styles.small}>Done: {done.map((c) => (c ? cardName(c.kind) : 'a job')).join(', ')}</p>
      ) : null}
    </Dock>
  );
}

// ——— Dealers and markets ———

function Dealers({ ctx, offered }: { ctx: Ctx; offered: readonly OfferedMove[] }) {
  const moves = offered.filter((m) => m.place === 'dealer');
  return (
    <section className={styles.box} aria-labelledby="nd-dealers-title" data-testid="nd-dealers">
      <h3 id="nd-dealers-title" className={styles.boxTitle}>
        Job dealers
      </h3>
      {CONTACT_KEYS.map((c) => {
        const def = CONTACTS[c];
        const jobs = ctx.zone(`jobs:${c}`).cards;
        const buys = Object.entries(def.buys).map(([k, v]) => `${k} ${money(v)}`);
        const perks = [
          buys.length ? `buys ${buys.join(', ')}` : '',
          def.sells
            ? `sells ${Object.entries(def.sells)
                .map(([k, v]) => `${k} ${money(v)}`)
                .join(', ')}`
            : '',
          def.loadsPeople ? 'loads passengers and fugitives free' : '',
          def.clearsWarrantsFor ? `clears warrants for ${money(def.clearsWarrantsFor)}` : '',
          def.clearsWarrantsOnContact ? 'clears warrants on Alliance contact at Londinium' : '',
        ].filter((x) => x !== '');
        return (
          <div key={c} className={styles.stall} data-testid={`nd-dealer-${c}`}>
            <div className={styles.stallHead}>
              <h4 className={styles.stallTitle}>
                {def.name} <span className={styles.dimSmall}>at {map.PLACES.find((p) => p.key === def.at)?.name}</span>
              </h4>
              <Deck count={ctx.zone(`jobdeck:${c}`).count} label="jobs in the deck" testId={`nd-jobdeck-${c}`} />
            </div>
            <p className={styles.dimSmall}>When solid: {perks.join('; ')}.</p>
            <ScrollList className={`list-plain ${styles.cardRow}`} aria-label={`${def.name}'s jobs`}>
              {jobs.map((card, i) =>
                card ? (
                  <li key={card.id}>
                    <JobCard
                      id={card.id}
                      kind={card.kind}
                      actions={
                        <Buttons
                          moves={moves.filter((m) => m.move.type === 'deal' && m.move.job === card.id)}
                          ctx={ctx}
                          primary
                          short
                        />
                      }
                    />
                  </li>
                ) : (
                  <li key={`h${i}`} className={`${styles.card} ${styles.back}`} />
                ),
              )}
            </ScrollList>
          </div>
        );
      })}
    </section>
  );
}

function Markets({ ctx, offered }: { ctx: Ctx; offered: readonly OfferedMove[] }) {
  const moves = offered.filter((m) => m.place === 'market');
  return (
    <section className={styles.box} aria-labelledby="nd-markets-title" data-testid="nd-markets">
      <h3 id="nd-markets-title" className={styles.boxTitle}>
        Markets
      </h3>
      {MARKETS.map((m) => {
        const cards = ctx.zone(`market:${m}`).cards;
        return (
          <div key={m} className={styles.stall} data-testid={`nd-market-${m}`}>
            <div className={styles.stallHead}>
              <h4 className={styles.stallTitle}>{map.PLACES.find((p) => p.key === m)?.name ?? m}</h4>
              <Deck count={ctx.zone(`deck:${m}`).count} label="cards in the deck" testId={`nd-deck-${m}`} />
            </div>
            <ScrollList
              className={`list-plain ${styles.cardRow}`}
              aria-label={`${map.PLACES.find((p) => p.key === m)?.name ?? m} market`}
            >
              {cards.map((card, i) =>
                card ? (
                  <li key={card.id}>
                    <MarketCard
                      id={card.id}
                      kind={card.kind}
                      actions={
                        <Buttons
                          moves={moves.filter((x) => x.move.type === 'buy' && x.move.card === card.id)}
                          ctx={ctx}
                          primary
                          short
                        />
                      }
                    />
                  </li>
                ) : (
                  <li key={`h${i}`} className={`${styles.card} ${styles.back}`} />
                ),
              )}
            </ScrollList>
          </div>
        );
      })}
      <div className={styles.stallHead}>
        <h4 className={styles.stallTitle}>
          Misbehave deck <span className={styles.dimSmall}>· {ctx.zone('misbehave:discard').count} discarded</span>
        </h4>
        <Deck count={ctx.zone('misbehave:deck').count} label="misbehave cards" testId="nd-misdeck" />
      </div>
    </section>
  );
}

// ——— Board ———

export default function NiskasDebtBoard({
  view,
  legalMoves,
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
      <p className="notice" data-testid="nd-board">
        This match view cannot be shown.
      </p>
    );
  }
  const g = game;
  const zone = (name: string): ZoneView => zones[name] ?? EMPTY;
  const kinds = new Map<string, string>();
  for (const z of Object.values(zones)) for (const card of z.cards) if (card) kinds.set(card.id, card.kind);
  const kindOf = (id: string): string | undefined => kinds.get(id);
  const seatName = (seat: number): string => {
    if (seat === viewerSeat) return 'You';
    return players.find((p) => p.seat === seat)?.name ?? `Player ${seat + 1}`;
  };
  const offered = replay ? [] : offerMoves(legalMoves, choices);
  const ctx: Ctx = {
    g,
    zone,
    kindOf,
    seatName,
    onPick: (m) => onMove(m.raw),
    onMove,
    disabled: submitting,
    viewerSeat,
    toAct,
  };
  const reader = {
    game: g,
    cards: (name: string) => zone(name).cards.filter((c): c is NonNullable<typeof c> => c !== null),
  };
  const setupStage = g.phase === 'setup' && viewerSeat !== null ? setupStageOf(reader, viewerSeat) : 'waiting';
  const mine = !replay && status === 'ACTIVE' && viewerSeat !== null && toAct.includes(viewerSeat);
  const decide = status !== 'ACTIVE' || g.phase === 'over' ? 'over' : mine ? 'you' : 'other';
  const order = g.players.map((_, s) => s).sort((a, b) => (a === viewerSeat ? -1 : b === viewerSeat ? 1 : a - b));
  const [first, ...others] = viewerSeat !== null ? order : [null, ...order];

  return (
    <div
      className={styles.board}
      data-testid="nd-board"
      data-step={step ?? ''}
      data-decide={decide}
      data-phase={g.phase}
      data-stage={
        g.phase === 'setup'
          ? setupStage
          : (g.pending[0]?.kind ?? (g.offers.some((o) => o.from === viewerSeat && !o.sent) ? 'offer' : 'turn'))
      }
      data-submitting={submitting ? 'true' : 'false'}
    >
      <Decision
        ctx={ctx}
        offered={offered}
        asked={replay ? null : prompt}
        status={status}
        replay={Boolean(replay)}
        blocked={blocked}
      />
      <div className={styles.split}>
        <SectorMap
          g={g}
          offered={offered}
          disabled={submitting}
          seatName={seatName}
          viewerSeat={viewerSeat}
          onPick={ctx.onPick}
        />
        {typeof first === 'number' ? (
          <ShipSheet ctx={ctx} seat={first} player={players.find((p) => p.seat === first)} offered={offered} />
        ) : null}
      </div>
      <YourJobs ctx={ctx} offered={offered} />
      <Dealers ctx={ctx} offered={offered} />
      <Markets ctx={ctx} offered={offered} />
      {others.length > 0 ? (
        <section aria-labelledby="nd-captains-title">
          <h3 id="nd-captains-title" className={styles.boxTitle}>
            {viewerSeat !== null ? 'Other captains' : 'Captains'}
          </h3>
          <div className={styles.sheets}>
            {others.map((s) =>
              s === null ? null : (
                <ShipSheet key={s} ctx={ctx} seat={s} player={players.find((p) => p.seat === s)} offered={offered} />
              ),
            )}
          </div>
        </section>
      ) : null}
    </div>
  );
}
