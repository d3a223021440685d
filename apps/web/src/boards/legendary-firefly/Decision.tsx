// The decision panel: what the viewer is asked (the server's prompt) or whose decision it is, where on the board to answer,
// and the choices that belong to no card, each button named by its choice's label.
import type { BoardProps } from '../types';
import type { OfferedMove } from './moves';
import type { Prompt } from './prompt';
import { MoveButton, type Ctx } from './ui';
import { DecisionPanel } from '../kit/DecisionPanel';
import styles from './Board.module.css';

const WHERE: Partial<Record<OfferedMove['place'], string>> = {
  hand: 'a card in your hand',
  played: 'a card you played',
  aside: 'a Coordinated card',
  bridge: 'a Bridge card',
  browncoats: 'the Browncoats stack',
  space: "a 'Verse space",
  card: "a card in the 'Verse or the Combat Zone",
  slot: "one of Serenity's slots",
  strike: 'a Crew Strike',
  seat: 'a Main Character',
  market: 'an Upgrade for sale',
};

export function Decision({
  ctx,
  p,
  offered,
  over,
  blocked,
}: {
  ctx: Ctx;
  p: Prompt;
  offered: readonly OfferedMove[];
  over: boolean;
  blocked: BoardProps['blocked'];
}) {
  const panel = offered.filter((m) => m.place === 'panel');
  const inter = offered.filter((m) => m.place === 'intermission');
  const primary = panel.filter((m) => m.move?.type === 'choose' || m.move?.type === 'endIntermission');
  const secondary = panel.filter((m) => !primary.includes(m));
  const where = [...new Set(offered.map((m) => WHERE[m.place]).filter((w): w is string => Boolean(w)))];
  const { g } = ctx;
  return (
    // The headline is the server's prompt when the viewer is asked something (the game's words), else who is deciding.
    <DecisionPanel
      game="lf"
      blocked={blocked}
      mine={p.mine}
      headline={p.headline}
      detail={p.detail}
      live="headline"
      headlineTestId={over ? undefined : 'lf-prompt'}
      detailTestId={over ? 'lf-result' : 'lf-detail'}
    >
      {where.length > 0 ? (
        <p className={styles.small}>Choose {where.join(', or ')} (highlighted), or a button below.</p>
      ) : null}
      {inter.length > 0 ? (
        <div className={styles.actions} aria-label="Inter-Mission spending">
          {inter.map((m) => (
            <MoveButton key={m.key} m={m} ctx={ctx} />
          ))}
        </div>
      ) : null}
      {primary.length + secondary.length > 0 ? (
        <div className={styles.actions}>
          {primary.map((m) => (
            <MoveButton key={m.key} m={m} ctx={ctx} primary>
              {m.label}
            </MoveButton>
          ))}
          {secondary.map((m) => (
            <MoveButton key={m.key} m={m} ctx={ctx} primary={m.move?.type === 'endTurn'}>
              {m.move?.type === 'endTurn' || m.move?.type === 'pass' ? m.short : m.label}
            </MoveButton>
          ))}
        </div>
      ) : null}
      {!over ? (
        <p className={styles.status} data-testid="lf-status">
          Episode {g.trio.length ? g.episode + 1 : '—'} of {g.trio.length} · turn {g.turn} · {ctx.seatName(g.active)}{' '}
          active · {g.step === 'intermission' ? 'Inter-Mission' : `${g.step} phase`}
          {g.step === 'action' ? ` · Recruit ${g.recruit} · Attack ${g.attack}` : ''}
          {g.prepTurns > 0 ? ` · ${g.prepTurns} preparation turn${g.prepTurns === 1 ? '' : 's'} left` : ''}
        </p>
      ) : null}
    </DecisionPanel>
  );
}
