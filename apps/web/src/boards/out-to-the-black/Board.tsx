'use client';
// Firefly: Out to the Black board. Renders the match view (Event, totals against targets, Gorramit and Result cards,
// Credits and Honor, the Alliance track, the crew's Character cards, the viewer's hand) and offers exactly the legal
// moves it is given: on the card, seat or skill they name, and anything else under "Other choices".
import { useId, useState, type ReactNode } from 'react';
import {
  ALLIANCE,
  CHARACTER_IDS,
  CHARACTERS,
  EVENTS,
  GORRAMIT,
  SERENITY,
  SKILLS,
  SKILL_NAMES,
  abilityText,
  abilityTiming,
  actionBody,
  cardName,
  cardText,
  characterName,
  characterText,
  finalTotals,
  modsText,
  rowText,
  serenityPhaseLetter,
  targets as eventTargets,
  victoryLevel,
  waitingText,
  type CharacterId,
  type EventCard,
  type OttbData,
} from '@cortex/game-out-to-the-black';
import type { MatchView } from '@cortex/engine';
import { readView, type BoardPlayer, type BoardProps, type CardView, type ZoneView } from '../types';
import { offerMoves, sameSet, type OfferedMove } from './moves';
import { CardInfo as Info } from '../kit/CardInfo';
import { DecisionPanel } from '../kit/DecisionPanel';
import { labelInName, printedText } from '../kit/labelInName';
import { Dock } from '../kit/Dock';
import { ScrollList } from '../kit/ScrollList';
import styles from './Board.module.css';

const TOKENS = 15;
const EMPTY: ZoneView = { count: 0, cards: [] };

interface Ctx {
  g: OttbData;
  zone: (name: string) => ZoneView;
  kindOf: (id: string) => string | undefined;
  seatName: (seat: number) => string;
  onPick: (m: OfferedMove) => void;
  disabled: boolean;
  viewerSeat: number | null;
  toAct: readonly number[];
  players: number;
}

function isGame(x: unknown): x is OttbData {
  return (
    typeof x === 'object' &&
    x !== null &&
    typeof (x as { phase?: unknown }).phase === 'string' &&
    Array.isArray((x as { characters?: unknown }).characters)
  );
}

function MoveButton({
  m,
  ctx,
  className,
  children,
  primary,
}: {
  m: OfferedMove;
  ctx: Ctx;
  className?: string;
  children?: ReactNode;
  primary?: boolean;
}) {
  // The name is the game's sentence, led by the printed words when it lacks them (WCAG 2.5.3); richer content names the
  // button by itself, the sentence then its description.
  const printed = children ?? m.label;
  const text = printedText(printed);
  const name = text === null ? undefined : labelInName(text, m.label);
  return (
    <button
      type="button"
      className={className ?? `btn btn-small ${primary ? 'btn-primary' : ''}`}
      data-testid={`ottb-move-${m.key}`}
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

// ——— Decision panel ———

/** The panel's words: the game's prompt for the viewer's decision, else whom the table waits for and why. */
function decisionWords(
  ctx: Ctx,
  ask: string | null,
  status: string,
  replay: boolean,
  view: MatchView<OttbData>,
): { headline: string; detail: string; mine: boolean } {
  const { g, toAct, seatName } = ctx;
  if (g.phase === 'over' || g.end || status !== 'ACTIVE') {
    if (g.end)
      return {
        headline: g.end.won ? 'Victory!' : 'Defeat',
        detail: `${g.end.reason} Events completed: ${g.eventsCompleted}.`,
        mine: false,
      };
    return { headline: 'The match is over', detail: `Events completed: ${g.eventsCompleted}.`, mine: false };
  }
  if (replay)
    return {
      headline: 'Replay',
      detail: toAct.length ? `${toAct.map(seatName).join(', ')} to decide.` : 'Between decisions.',
      mine: false,
    };
  const awaited = ctx.viewerSeat !== null && toAct.includes(ctx.viewerSeat);
  if (awaited && ask) {
    const others = toAct.filter((s) => s !== ctx.viewerSeat);
    const also = others.length
      ? ` ${others.map(seatName).join(', ')} ${others.length === 1 ? 'is' : 'are'} deciding too.`
      : '';
    return { headline: 'Your decision', detail: `${ask}.${also}`, mine: true };
  }
  if (toAct.length === 0) return { headline: 'Resolving…', detail: 'The cards are being resolved.', mine: false };
  const who = toAct.map((s) => `${seatName(s)} (${characterName(g.characters[s])})`).join(', ');
  const first = toAct[0]!;
  const meanwhile = ask ? ` Meanwhile: ${ask}.` : '';
  return {
    headline: `Waiting for ${who}`,
    detail: `${seatName(first)} ${toAct.length > 1 ? 'and the others are' : 'is'} ${waitingText(view, first)}.${meanwhile}`,
    mine: false,
  };
}

function Decision({
  ctx,
  ask,
  offered,
  status,
  replay,
  view,
  blocked,
}: {
  ctx: Ctx;
  ask: string | null;
  offered: OfferedMove[];
  status: string;
  replay: boolean;
  view: MatchView<OttbData>;
  blocked: BoardProps['blocked'];
}) {
  const { g } = ctx;
  const p = decisionWords(ctx, ask, status, replay, view);
  const panel = offered.filter((m) => m.place === 'panel');
  const pass = panel.find((m) => m.move?.type === 'pass');
  const picks = panel.filter(
    (m) => m.move?.type === 'chooseCharacter' || (m.move?.type === 'chooseOption' && m.move.option in CHARACTERS),
  );
  const options = panel.filter((m) => m !== pass && !picks.includes(m));
  const other = offered.filter((m) => m.place === 'other');
  const over = Boolean(g.end) || status !== 'ACTIVE';
  const where: string[] = [];
  if (offered.some((m) => m.place === 'hand'))
    where.push('cards in your hand (select several, then lay them down together)');
  if (offered.some((m) => m.place === 'skill')) where.push('a ▸ skill in the Event table');
  if (offered.some((m) => m.place === 'seat')) where.push('a player’s button in the Crew list');
  if (offered.some((m) => m.place === 'character')) where.push('a ▸ action on your Character card');
  return (
    <DecisionPanel
      game="ottb"
      blocked={blocked}
      mine={p.mine}
      headline={p.headline}
      detail={p.detail}
      detailTestId={over ? 'ottb-result' : 'ottb-prompt'}
    >
      {where.length > 0 ? <p className={styles.small}>Choose {where.join(', or ')}.</p> : null}
      {picks.length > 0 ? <CharacterPicker ctx={ctx} picks={picks} /> : null}
      {options.length > 0 ? (
        <ul className={`list-plain ${styles.choiceList}`} aria-label={options[0]!.group}>
          {options.map((m) => (
            <li key={m.key}>
              <MoveButton m={m} ctx={ctx} primary />
            </li>
          ))}
        </ul>
      ) : null}
      {pass ? (
        <div className={styles.actions}>
          <MoveButton m={pass} ctx={ctx} />
        </div>
      ) : null}
      {other.length > 0 ? (
        <div className={styles.other} data-testid="ottb-other-moves">
          <h4 className={styles.smallTitle}>Other choices</h4>
          <ul className={`list-plain ${styles.actions}`}>
            {other.map((m) => (
              <li key={m.key}>
                <MoveButton m={m} ctx={ctx} />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </DecisionPanel>
  );
}

function CharacterPicker({ ctx, picks }: { ctx: Ctx; picks: OfferedMove[] }) {
  const base = useId();
  const byId = new Map(
    picks.map((m) => [
      m.move?.type === 'chooseCharacter' ? m.move.character : m.move?.type === 'chooseOption' ? m.move.option : '',
      m,
    ]),
  );
  return (
    <ul className={`list-plain ${styles.picker}`} aria-label="Characters">
      {CHARACTER_IDS.map((id) => {
        const m = byId.get(id);
        const c = CHARACTERS[id];
        const holder = ctx.g.characters.indexOf(id);
        const textId = `${base}-${id}`;
        const face = (
          <>
            <span className={styles.cardName}>{c.name}</span>
            <span className={styles.mono}>
              <abbr title="Fightin'">F</abbr>
              {c.skills[0]} · <abbr title="Flyin'">Fl</abbr>
              {c.skills[1]} · <abbr title="Thinkin'">T</abbr>
              {c.skills[2]}
            </span>
            <span className={styles.dimSmall}>Hand {c.handSize}</span>
          </>
        );
        return (
          <li key={id} className={styles.pickItem}>
            {m ? (
              <button
                type="button"
                className={styles.pickCard}
                data-testid={`ottb-move-${m.key}`}
                data-move-type={m.move?.type}
                disabled={ctx.disabled}
                aria-describedby={textId}
                title={characterText(id)}
                onClick={() => ctx.onPick(m)}
              >
                {/* Named by its printed face (WCAG 2.5.3: the name holds the words shown), led by what the click does. */}
                <span className="visually-hidden">Play as </span>
                {face}
              </button>
            ) : (
              <div className={`${styles.pickCard} ${styles.taken}`} title={characterText(id)}>
                {face}
                <span className={styles.dimSmall}>
                  {holder >= 0 ? `Taken: ${ctx.seatName(holder)}` : 'Not available'}
                </span>
              </div>
            )}
            <Info id={textId} name={c.name} text={characterText(id)} />
          </li>
        );
      })}
    </ul>
  );
}

// ——— Resources, Alliance ———

function Meter({ label, value, testId }: { label: string; value: number; testId: string }) {
  const low = value <= 2;
  return (
    <div className={styles.meter}>
      <span className={styles.meterLabel}>{label}</span>
      <span className={`${styles.meterValue} ${low ? styles.danger : ''}`} data-testid={testId}>
        {value}
        <span className={styles.dimSmall}> / {TOKENS}</span>
        {low ? <span className={styles.dimSmall}> · low</span> : null}
      </span>
      <span className={styles.bar} aria-hidden="true">
        <span
          style={{ width: `${Math.max(0, Math.min(100, (value / TOKENS) * 100))}%` }}
          className={`${styles.fill} ${low ? styles.fillLow : ''}`}
        />
      </span>
    </div>
  );
}

function Alliance({ ctx }: { ctx: Ctx }) {
  const up = ctx.zone('allianceUp').cards;
  const deck = ctx.zone('alliance').count;
  const top = up[0];
  const older = up.slice(1);
  const now = modsText(ctx.g.eventMods);
  const next = modsText(ctx.g.nextMods);
  return (
    <section className={styles.box} aria-labelledby="ottb-alliance-title" data-testid="ottb-alliance">
      <h3 id="ottb-alliance-title" className={styles.boxTitle}>
        Alliance track
      </h3>
      <p className={styles.line}>
        <strong data-testid="ottb-alliance-deck">{deck}</strong> Alliance card{deck === 1 ? '' : 's'} left: drawing the
        last one ends the game.
      </p>
      {top ? (
        <div className={`${styles.slab} ${styles.reveal}`} key={top.id}>
          <span className={styles.badgeText}>In force</span>{' '}
          <strong>{ALLIANCE[top.kind]?.name ?? cardName(top.kind)}</strong>
          <p className={styles.small}>{cardText(top.kind)}</p>
        </div>
      ) : (
        <p className={styles.small}>No Alliance card drawn yet.</p>
      )}
      {now ? <p className={styles.small}>This Event: {now}.</p> : null}
      {next ? <p className={styles.small}>Next Event: {next}.</p> : null}
      {older.length > 0 ? (
        <p className={styles.small}>
          Covered:{' '}
          {older.map((c, i) => (c ? (ALLIANCE[c.kind]?.name ?? cardName(c.kind)) : `card ${i + 2}`)).join(' · ')}
        </p>
      ) : null}
    </section>
  );
}

// ——— Event, Gorramit, Result cards, totals ———

function EventPanel({ ctx, offered }: { ctx: Ctx; offered: OfferedMove[] }) {
  const { g } = ctx;
  const evCard = ctx.zone('event').cards[0] ?? null;
  const ev: EventCard | undefined = evCard ? EVENTS[evCard.kind] : undefined;
  const read = (z: string): readonly (CardView | null)[] => ctx.zone(z).cards;
  const target = eventTargets(read);
  const totals = finalTotals(g, read, ctx.players);
  const projected = ev ? victoryLevel(totals, target) : null;
  // Per-Event data stays in G after the Event is filed away: show it only while an Event is on the table.
  const drawn = Boolean(ev) && g.resultsDrawn;
  const vlShown = !ev ? null : g.outcome ? g.outcome.vl : drawn ? projected : null;
  const gorCard = ctx.zone('gorramitUp').cards[0] ?? null;
  const gor = gorCard ? GORRAMIT[gorCard.kind] : undefined;
  const skillMoves = offered.filter((m) => m.place === 'skill');
  const hiddenPlayed = Array.from(
    { length: ctx.players },
    (_, s) => ctx.zone(`played:${s}`).cards.filter((c) => c === null).length,
  ).reduce((a, b) => a + b, 0);
  const left = ctx.zone('events').count;

  return (
    <section className={styles.box} aria-labelledby="ottb-event-title" data-testid="ottb-event">
      <h3 id="ottb-event-title" className={styles.boxTitle}>
        Event{ev ? `: ${ev.name}` : ''}
      </h3>
      <p className={styles.small}>
        {ev
          ? `${ev.players === 1 ? 'Single Player Event' : `Multi-Player Event ${ev.players}`} · participants: ${
              g.participants.length > 0
                ? g.participants.map((s) => `${ctx.seatName(s)} (${characterName(g.characters[s])})`).join(', ')
                : 'none yet'
            }${g.phase === 'participants' ? ` (${g.need - g.participants.length} more to choose)` : ''}`
          : `${g.phase === 'characters' ? 'The crew is choosing characters.' : g.phase === 'over' ? 'The game is over.' : 'The next Event is drawn after the Action phase.'} ${left} Event${left === 1 ? '' : 's'} left in the deck${
              g.lastVl !== null ? `; the last Event ended at VL${g.lastVl}` : ''
            }.`}
      </p>
      <ol className={`list-plain ${styles.vl}`} aria-label="Victory levels">
        {[0, 1, 2, 3].map((i) => {
          const row = ev?.vl[i];
          return (
            <li key={i} className={vlShown === i ? styles.vlNow : ''} data-testid={`ottb-vl-${i}`}>
              <span className={styles.mono}>VL{i}</span> {row ? rowText(row) : '—'}
              {vlShown === i ? <strong> ◀ {g.outcome ? 'result' : 'now'}</strong> : null}
            </li>
          );
        })}
      </ol>

      <div className={styles.gorramit} data-testid="ottb-gorramit">
        <span className={styles.slotLabel}>Gorramit</span>
        {gorCard ? (
          <span
            key={gorCard.id}
            className={`${styles.reveal} ${g.gorramitCancelled ? styles.cancelled : ''}`}
            title={cardText(gorCard.kind)}
          >
            <strong>{gor?.name ?? cardName(gorCard.kind)}</strong>
            {g.gorramitCancelled ? ' (cancelled)' : ''}: <span className={styles.small}>{cardText(gorCard.kind)}</span>
          </span>
        ) : (
          <span className={styles.dimSmall}>turned over at Resolution</span>
        )}
      </div>

      <div className={styles.tableWrap}>
        <table className={styles.skills} data-testid="ottb-skills">
          <caption className="visually-hidden">Skill totals against the Event&apos;s targets</caption>
          <thead>
            <tr>
              <th scope="col">Skill</th>
              <th scope="col" className={styles.num}>
                Target
              </th>
              <th scope="col" className={styles.num}>
                Total
              </th>
              <th scope="col" className={styles.num}>
                Result
              </th>
              <th scope="col">Met?</th>
            </tr>
          </thead>
          <tbody>
            {SKILLS.map((skill, i) => {
              const m = skillMoves.find((x) => x.move?.type === 'chooseSkill' && x.move.skill === skill);
              const ids = g.resultCards[i] ?? [];
              const met = totals[i]! >= target[i]!;
              return (
                <tr key={skill} data-testid={`ottb-skill-${skill}`}>
                  <th scope="row">
                    {m ? (
                      <MoveButton m={m} ctx={ctx} className={styles.skillBtn}>
                        ▸ {SKILL_NAMES[skill]}
                      </MoveButton>
                    ) : (
                      SKILL_NAMES[skill]
                    )}
                  </th>
                  <td className={styles.num}>{ev ? target[i] : '—'}</td>
                  <td className={styles.num}>{ev ? totals[i] : '—'}</td>
                  <td className={styles.num}>
                    {drawn && ids.length > 0 ? (
                      <span key={ids.join()} className={styles.reveal} style={{ animationDelay: `${(i + 1) * 0.35}s` }}>
                        {g.results[i]}
                        {g.boost[i] ? `+${g.boost[i]}` : ''}
                      </span>
                    ) : (
                      '—'
                    )}
                  </td>
                  <td>
                    {ev ? (
                      met ? (
                        <span className={styles.ok}>✓ met</span>
                      ) : (
                        <span className={styles.short}>✗ −{target[i]! - totals[i]!}</span>
                      )
                    ) : (
                      '—'
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <p className={styles.small} data-testid="ottb-results">
        {drawn
          ? `Result cards: ${SKILLS.map((sk, i) => {
              const names = (g.resultCards[i] ?? []).map((id) => {
                const k = ctx.kindOf(id);
                return k ? `${cardName(k)} R${SERENITY[k]?.result ?? '?'}` : 'a card';
              });
              const notes = [
                g.bestOfTwo[i] ? 'higher of two' : '',
                g.redrawn[i] ? 'redrawn' : '',
                g.boost[i] ? `+${g.boost[i]} boost` : '',
              ].filter(Boolean);
              return `${SKILL_NAMES[sk]} ${names.join(' / ') || '—'}${notes.length ? ` (${notes.join(', ')})` : ''}`;
            }).join(' · ')}`
          : `Result cards: drawn at Resolution${
              ev && g.bestOfTwo.some(Boolean)
                ? ` (two for ${SKILLS.filter((_, i) => g.bestOfTwo[i])
                    .map((sk) => SKILL_NAMES[sk])
                    .join(', ')})`
                : ''
            }.`}
      </p>
      <p className={styles.small}>
        {ev
          ? drawn
            ? `Victory Level ${projected} with the cards turned over${g.wilds.some((w) => w.skill === null) ? ' (Wilds not yet placed)' : ''}.`
            : `Totals count only the cards you can see${hiddenPlayed > 0 ? `; ${hiddenPlayed} card${hiddenPlayed === 1 ? ' is' : 's are'} face down` : ''}. Result cards are drawn at Resolution.`
          : 'Targets and totals appear with the Event.'}
      </p>
      {ev && g.wilds.length > 0 ? (
        <p className={styles.small} data-testid="ottb-wilds">
          Wilds:{' '}
          {g.wilds
            .map((w) => {
              const k = ctx.kindOf(w.card);
              return `${k ? cardName(k) : 'Wild'} (+${w.n}) → ${w.skill ? SKILL_NAMES[w.skill] : 'not placed yet'}`;
            })
            .join(' · ')}
        </p>
      ) : null}
    </section>
  );
}

// ——— Crew ———

function MiniCard({ card }: { card: CardView | null }) {
  if (!card) {
    return (
      <li className={`${styles.mini} ${styles.back}`} title="Face-down card">
        <span className="visually-hidden">Face-down card</span>
      </li>
    );
  }
  return (
    <li className={styles.mini} title={`${cardName(card.kind)}: ${cardText(card.kind)}`}>
      {cardName(card.kind)}
    </li>
  );
}

function CrewMember({
  ctx,
  seat,
  player,
  offered,
}: {
  ctx: Ctx;
  seat: number;
  player: BoardPlayer | undefined;
  offered: OfferedMove[];
}) {
  const { g } = ctx;
  const id = g.characters[seat] as CharacterId | null | undefined;
  const c = id ? CHARACTERS[id] : undefined;
  const mine = seat === ctx.viewerSeat;
  const name = mine ? `${player?.name ?? 'You'} (you)` : ctx.seatName(seat);
  const deciding = ctx.toAct.includes(seat);
  const seatMove = offered.find((m) => m.place === 'seat' && m.move?.type === 'chooseSeat' && m.move.seat === seat);
  const charMoves = mine ? offered.filter((m) => m.place === 'character') : [];
  const ability = charMoves.find((m) => m.move?.type === 'useAbility');
  const hand = ctx.zone(`hand:${seat}`);
  const played = ctx.zone(`played:${seat}`);
  return (
    <li
      className={`${styles.member} ${deciding ? styles.deciding : ''}`}
      data-testid={`ottb-seat-${seat}`}
      aria-label={`${name}, ${characterName(id)}`}
    >
      <div className={styles.memberHead}>
        <div>
          <strong>{c?.name ?? '—'}</strong> <span className={styles.dimSmall}>{name}</span>
        </div>
        <div className={styles.badges}>
          {seat === g.active && g.phase !== 'characters' && g.phase !== 'over' ? (
            <span className="badge badge-amber">Active</span>
          ) : null}
          {g.phase !== 'over' && g.participants.includes(seat) ? (
            <span className="badge badge-ok">Participating</span>
          ) : null}
          {deciding ? <span className="badge">Deciding</span> : null}
          {player?.bot ? <span className="badge">Bot</span> : null}
          {player?.away ? <span className="badge badge-danger">Away</span> : null}
        </div>
      </div>
      {seatMove ? (
        <MoveButton m={seatMove} ctx={ctx} primary>
          {seatMove.label}
        </MoveButton>
      ) : null}
      {c && id ? (
        <>
          <p className={styles.mono}>
            {SKILLS.map((s, i) => (
              <span key={s} className={styles.stat}>
                {SKILL_NAMES[s]} {c.skills[i]}
                {(c.specialties as readonly string[]).includes(s) ? <abbr title="Specialty">★</abbr> : null}
              </span>
            ))}
          </p>
          <p className={styles.small}>
            <span className={styles.phase}>{c.ability.phase === 'passive' ? '∞' : c.ability.phase}</span> Game Ability (
            {abilityTiming(c.ability)}): {abilityText(c.ability)}
            {g.abilityUsed[seat] ? <strong> · used</strong> : null}{' '}
            {ability ? (
              <MoveButton m={ability} ctx={ctx} primary>
                Use ability
              </MoveButton>
            ) : null}
          </p>
          <ul className={`list-plain ${styles.crewActions}`} aria-label={`${c.name}'s actions`}>
            {c.actions.map((a, i) => {
              const m = charMoves.find((x) => x.move?.type === 'useAction' && x.move.action === i);
              const text = actionBody(a);
              return (
                <li key={i}>
                  <span
                    className={styles.phase}
                    title={`${a.phase === 'A' ? 'Action' : a.phase === 'E' ? 'Event' : 'Resolution'} phase`}
                  >
                    {a.phase}
                  </span>{' '}
                  {m ? (
                    <MoveButton m={m} ctx={ctx} className={styles.actionBtn}>
                      ▸ {text}
                    </MoveButton>
                  ) : (
                    <span className={styles.small}>{text}</span>
                  )}
                </li>
              );
            })}
          </ul>
        </>
      ) : (
        <p className={styles.small}>Choosing a character…</p>
      )}
      <p className={styles.small}>
        Hand: {hand.count} card{hand.count === 1 ? '' : 's'}
        {played.count > 0 ? ` · played ${played.count}:` : ''}
      </p>
      {played.count > 0 ? (
        <ul className={`list-plain ${styles.minis}`} aria-label={`Cards played by ${ctx.seatName(seat)}`}>
          {played.cards.map((card, i) => (
            <MiniCard key={card ? card.id : `h${i}`} card={card} />
          ))}
        </ul>
      ) : null}
      {!mine && hand.cards.some((x) => x !== null) ? <p className={styles.small}>In hand:</p> : null}
      {!mine && hand.cards.some((x) => x !== null) ? (
        <ul className={`list-plain ${styles.minis}`} aria-label={`${ctx.seatName(seat)}'s hand`}>
          {hand.cards.map((card, i) => (
            <MiniCard key={card ? card.id : `h${i}`} card={card} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}

// ——— Hand ———

const cardsOf = (m: OfferedMove): readonly string[] => (m.move?.type === 'playCards' ? m.move.cards : []);

function Hand({ ctx, offered }: { ctx: Ctx; offered: OfferedMove[] }) {
  const base = useId();
  // Event-phase cards are laid down together: the player selects them, then plays the set (one of the legal moves).
  const [picked, setPicked] = useState<ReadonlySet<string>>(() => new Set());
  if (ctx.viewerSeat === null) return null;
  const hand = ctx.zone(`hand:${ctx.viewerSeat}`).cards;
  const moves = offered.filter((m) => m.place === 'hand');
  const sets = moves.filter((m) => m.move?.type === 'playCards');
  const selectable = new Set(sets.flatMap(cardsOf));
  const chosen = new Set([...picked].filter((id) => selectable.has(id)));
  const match = sets.find((m) => sameSet(cardsOf(m), chosen));
  const toggle = (id: string): void => {
    const next = new Set(chosen);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setPicked(next);
  };
  return (
    <Dock
      className={`${styles.box} ${styles.handBox}`}
      title={`Your hand (${hand.length})`}
      storageKey="out-to-the-black"
      testId="ottb-hand"
    >
      {hand.length === 0 ? <p className={styles.small}>No cards in hand.</p> : null}
      <ScrollList className={`list-plain ${styles.hand}`} aria-label="Cards in your hand">
        {hand.map((card, i) => {
          if (!card) return <li key={`h${i}`} className={`${styles.card} ${styles.back}`} />;
          const one = moves.find(
            (x) => (x.move?.type === 'playCard' || x.move?.type === 'chooseCard') && x.move.card === card.id,
          );
          const gifts = moves.filter((x) => x.move?.type === 'giveCard' && x.move.card === card.id);
          const name = cardName(card.kind);
          const text = cardText(card.kind);
          const phase = serenityPhaseLetter(card.kind);
          const textId = `${base}-${card.id}`;
          const isPicked = chosen.has(card.id);
          const cue = selectable.has(card.id) ? (isPicked ? 'Selected' : 'Select') : one ? (one.short ?? 'Play') : null;
          const face = (
            <>
              <span className={styles.cardName}>{name}</span>
              <span className={styles.dimSmall}>
                {phase} · R{SERENITY[card.kind]?.result ?? '?'}
              </span>
              {cue ? <span className={styles.cue}>{cue}</span> : null}
            </>
          );
          return (
            <li key={card.id} className={styles.cardItem} data-card-id={card.id}>
              {selectable.has(card.id) ? (
                <button
                  type="button"
                  className={`${styles.card} ${styles.playable} ${isPicked ? styles.selected : ''}`}
                  data-testid={`ottb-select-${card.id}`}
                  aria-pressed={isPicked}
                  disabled={ctx.disabled}
                  aria-describedby={textId}
                  title={text}
                  onClick={() => toggle(card.id)}
                >
                  <span className="visually-hidden">{isPicked ? 'Take back' : 'Select'} </span>
                  {face}
                </button>
              ) : one ? (
                <button
                  type="button"
                  className={`${styles.card} ${styles.playable}`}
                  data-testid={`ottb-move-${one.key}`}
                  data-move-type={one.move?.type}
                  disabled={ctx.disabled}
                  aria-describedby={textId}
                  title={text}
                  onClick={() => ctx.onPick(one)}
                >
                  <span className="visually-hidden">{one.label}: </span>
                  {face}
                </button>
              ) : (
                <div
                  className={`${styles.card} ${gifts.length > 0 ? styles.playable : ''}`}
                  title={text}
                  aria-describedby={textId}
                >
                  {face}
                </div>
              )}
              {gifts.length > 0 ? (
                <div className={styles.giveRow}>
                  {gifts.map((m) => (
                    <MoveButton key={m.key} m={m} ctx={ctx} className={`btn btn-small ${styles.giveBtn}`}>
                      {m.short ?? m.label}
                    </MoveButton>
                  ))}
                </div>
              ) : null}
              <Info id={textId} cardId={card.id} name={name} text={text} />
            </li>
          );
        })}
      </ScrollList>
      {sets.length > 0 ? (
        <div className={styles.selectBar}>
          <button
            type="button"
            className="btn btn-small btn-primary"
            data-testid="ottb-play-selected"
            data-move-key={match?.key ?? ''}
            data-move-type="playCards"
            disabled={ctx.disabled || !match}
            onClick={() => (match ? ctx.onPick(match) : undefined)}
          >
            {match ? match.label : 'Select the cards to lay down'}
          </button>
          {chosen.size > 0 ? (
            <button
              type="button"
              className="btn btn-small"
              data-testid="ottb-clear-selection"
              onClick={() => setPicked(new Set())}
              disabled={ctx.disabled}
            >
              Clear the selection
            </button>
          ) : null}
        </div>
      ) : null}
    </Dock>
  );
}

// ——— Board ———

export default function OutToTheBlackBoard({
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
      <p className="notice" data-testid="ottb-board">
        This match view cannot be shown.
      </p>
    );
  }
  const g = game;
  const seatCount = g.characters.length;
  const zone = (name: string): ZoneView => zones[name] ?? EMPTY;
  const kinds = new Map<string, string>();
  for (const z of Object.values(zones)) for (const card of z.cards) if (card) kinds.set(card.id, card.kind);
  const kindOf = (id: string): string | undefined => kinds.get(id);
  const seatName = (seat: number): string => {
    if (seat === viewerSeat) return 'You';
    return players.find((p) => p.seat === seat)?.name ?? `Player ${seat + 1}`;
  };
  const handIds = new Set<string>();
  if (viewerSeat !== null) for (const c of zone(`hand:${viewerSeat}`).cards) if (c) handIds.add(c.id);
  const hasCharacter = viewerSeat !== null && Boolean(g.characters[viewerSeat]);
  const offered = replay ? [] : offerMoves(choices, { viewerSeat, players: seatCount, handIds, hasCharacter });
  const ctx: Ctx = {
    g,
    zone,
    kindOf,
    seatName,
    onPick: (m) => onMove(m.raw),
    disabled: submitting,
    viewerSeat,
    toAct,
    players: seatCount,
  };
  const matchView = { players: seatCount, step: step ?? 0, game: g, zones } as unknown as MatchView<OttbData>;
  const mine = !replay && status === 'ACTIVE' && viewerSeat !== null && toAct.includes(viewerSeat);
  const decide = status !== 'ACTIVE' || g.phase === 'over' ? 'over' : mine ? 'you' : 'other';

  return (
    <div
      className={styles.board}
      data-testid="ottb-board"
      data-step={step ?? ''}
      data-decide={decide}
      data-phase={g.phase}
      data-submitting={submitting ? 'true' : 'false'}
    >
      <Decision
        ctx={ctx}
        ask={replay ? null : prompt}
        offered={offered}
        status={status}
        replay={Boolean(replay)}
        view={matchView}
        blocked={blocked}
      />

      <section className={styles.strip} aria-label="Crew resources">
        <Meter label="Credits" value={g.credits} testId="ottb-credits" />
        <Meter label="Honor" value={g.honor} testId="ottb-honor" />
        <div className={styles.meter}>
          <span className={styles.meterLabel}>Turn</span>
          <span className={styles.meterValue}>{g.turn || '—'}</span>
          <span className={styles.dimSmall}>
            Events done {g.eventsCompleted} · left {zone('events').count}
          </span>
        </div>
      </section>

      <div className={styles.table}>
        <EventPanel ctx={ctx} offered={offered} />
        <Alliance ctx={ctx} />
      </div>

      <Hand key={step ?? 0} ctx={ctx} offered={offered} />

      <section aria-labelledby="ottb-crew-title">
        <h3 id="ottb-crew-title" className={styles.boxTitle}>
          Crew
        </h3>
        <ul className={`list-plain ${styles.crew}`}>
          {Array.from({ length: seatCount }, (_, s) => (
            <CrewMember key={s} ctx={ctx} seat={s} player={players.find((p) => p.seat === s)} offered={offered} />
          ))}
        </ul>
      </section>
    </div>
  );
}
