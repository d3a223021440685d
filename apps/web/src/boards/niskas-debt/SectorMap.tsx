'use client';
// The 'Verse as the GM's grid: Alliance space in the centre, the Border around it, planets and stations, every Firefly,
// the Reaver ship, and the sectors the viewer may pick (start, Fly, evade) as buttons.
import { useState } from 'react';
import { map, placeServices, type NiskaData } from '@cortex/game-niskas-debt';
import type { OfferedMove } from './moves';
import { SEAT_COLOURS } from './seats';
import styles from './Board.module.css';

/** Short names that fit a sector square at 375 px (wider maps show the full names). */
const SHORT: Readonly<Record<string, string>> = {
  londinium: 'Lond',
  osiris: 'Osir',
  persephone: 'Pers',
  sihnon: 'Sihn',
  ariel: 'Ariel',
  lyon: 'Lyon',
  bazaar: 'Bazr',
  silverhold: 'Silv',
  regina: 'Regi',
  athens: 'Athn',
  ezra: 'Ezra',
  whitefall: 'Whit',
  beaumonde: 'Beau',
  greenleaf: 'Grnl',
  juniper: 'Junp',
};

interface Props {
  g: NiskaData;
  offered: readonly OfferedMove[];
  disabled: boolean;
  seatName: (seat: number) => string;
  viewerSeat: number | null;
  onPick: (m: OfferedMove) => void;
}

export function SectorMap({ g, offered, disabled, seatName, viewerSeat, onPick }: Props) {
  const [search, setSearch] = useState(false);
  const mapMoves = offered.filter((m) => m.place === 'map');
  const canSearch = mapMoves.some((m) => m.move.type === 'fly' && m.move.search);
  const moveFor = (sector: number): OfferedMove | undefined => {
    const here = mapMoves.filter(
      (m) =>
        (m.move.type === 'start'
          ? m.move.sector
          : m.move.type === 'fly' || m.move.type === 'evade'
            ? m.move.to
            : -1) === sector,
    );
    if (here.length <= 1) return here[0];
    return here.find((m) => m.move.type === 'fly' && m.move.search === search) ?? here[0];
  };
  const me = viewerSeat !== null ? g.players[viewerSeat] : undefined;
  const cells = [<span key="corner" aria-hidden="true" />];
  for (let c = 0; c < map.COLS; c++) {
    cells.push(
      <span key={`col${c}`} className={styles.edge} aria-hidden="true">
        {String.fromCharCode(65 + c)}
      </span>,
    );
  }
  for (let s = 0; s < map.COLS * map.ROWS; s++) {
    if (s % map.COLS === 0) {
      cells.push(
        <span key={`row${s}`} className={styles.edge} aria-hidden="true">
          {map.rowOf(s) + 1}
        </span>,
      );
    }
    const place = map.placeAt(s);
    const ships = g.players.flatMap((p, seat) => (p.sector === s ? [seat] : []));
    const reaver = g.reaver === s;
    const m = moveFor(s);
    const alliance = map.isAlliance(s);
    const what = [
      `${map.sectorName(s)}${place ? ` (${map.sectorCode(s)})` : ''}`,
      alliance ? 'Alliance space' : 'Border space',
      ...(place ? placeServices(place.key) : []),
      ...ships.map((seat) => `${seatName(seat)}'s ${g.players[seat]?.ship ?? 'Firefly'}`),
      ...(reaver ? ['the Reaver ship'] : []),
    ].join(', ');
    const face = (
      <>
        {place ? (
          <span className={styles.placeName}>
            <span className={styles.placeFull}>{place.name}</span>
            <span className={styles.placeShort} aria-hidden="true">
              {SHORT[place.key] ?? place.name}
            </span>
          </span>
        ) : null}
        <span className={styles.tokens}>
          {ships.map((seat) => (
            <span
              key={seat}
              className={styles.ship}
              style={{ background: SEAT_COLOURS[seat % SEAT_COLOURS.length] }}
              title={`${seatName(seat)}'s ship`}
            >
              {seat + 1}
            </span>
          ))}
          {reaver ? (
            <span className={styles.reaver} data-testid="nd-reaver" title="The Reaver ship">
              R
            </span>
          ) : null}
        </span>
      </>
    );
    const cls = `${styles.sector} ${alliance ? styles.alliance : styles.border} ${place ? (place.kind === 'station' ? styles.station : styles.planet) : ''} ${
      me && me.sector === s ? styles.here : ''
    }`;
    cells.push(
      m ? (
        <button
          key={s}
          type="button"
          className={`${cls} ${styles.target}`}
          data-testid={`nd-move-${m.key}`}
          data-move-type={m.move.type}
          data-place={place?.key ?? ''}
          disabled={disabled}
          aria-label={`${m.label}. ${what}`}
          title={m.label}
          onClick={() => onPick(m)}
        >
          {face}
        </button>
      ) : (
        <div key={s} className={cls} data-testid={`nd-sector-${s}`} role="img" aria-label={what} title={what}>
          {face}
        </div>
      ),
    );
  }
  return (
    <section className={styles.box} aria-labelledby="nd-map-title" data-testid="nd-map">
      <h3 id="nd-map-title" className={styles.boxTitle}>
        The &rsquo;Verse
      </h3>
      <div className={styles.mapWrap}>
        <div className={styles.gridWithEdges} role="group" aria-label="Sector map, 9 by 9: columns A to I, rows 1 to 9">
          {cells}
        </div>
      </div>
      <p className={styles.legend}>
        <span className={`${styles.key} ${styles.alliance}`} /> Alliance{' '}
        <span className={`${styles.key} ${styles.border}`} /> Border <span className={styles.reaver}>R</span> Reaver
        ship
        {mapMoves.length > 0 ? (
          <>
            {' '}
            · <span className={`${styles.key} ${styles.targetKey}`} /> you may pick
          </>
        ) : null}
      </p>
      {canSearch ? (
        <label className={styles.toggle}>
          <input
            type="checkbox"
            checked={search}
            onChange={(e) => setSearch(e.target.checked)}
            data-testid="nd-search-toggle"
          />{' '}
          Search empty sectors for salvage on arrival
        </label>
      ) : null}
    </section>
  );
}
