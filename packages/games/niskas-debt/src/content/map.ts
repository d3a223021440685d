// The 'Verse as a 9x9 grid of sectors: Alliance core in the centre, Border around it, and every named planet and station.
export const COLS = 9;
export const ROWS = 9;
export const SECTORS = COLS * ROWS;

export type PlaceKey =
  | 'londinium'
  | 'osiris'
  | 'persephone'
  | 'sihnon'
  | 'ariel'
  | 'lyon'
  | 'bazaar'
  | 'silverhold'
  | 'regina'
  | 'athens'
  | 'ezra'
  | 'whitefall'
  | 'beaumonde'
  | 'greenleaf'
  | 'juniper';

export interface Place {
  readonly key: PlaceKey;
  readonly name: string;
  readonly kind: 'planet' | 'station';
  readonly col: number;
  readonly row: number;
}

/** Every planet and station on the map. */
export const PLACES: readonly Place[] = [
  { key: 'londinium', name: 'Londinium', kind: 'planet', col: 4, row: 4 },
  { key: 'osiris', name: 'Osiris', kind: 'planet', col: 2, row: 5 },
  { key: 'persephone', name: 'Persephone', kind: 'planet', col: 6, row: 2 },
  { key: 'sihnon', name: 'Sihnon', kind: 'planet', col: 3, row: 2 },
  { key: 'ariel', name: 'Ariel', kind: 'planet', col: 6, row: 6 },
  { key: 'lyon', name: 'Lyon Orbital', kind: 'station', col: 5, row: 3 },
  { key: 'bazaar', name: 'Space Bazaar', kind: 'station', col: 1, row: 7 },
  { key: 'silverhold', name: 'Silverhold', kind: 'planet', col: 8, row: 7 },
  { key: 'regina', name: 'Regina', kind: 'planet', col: 8, row: 3 },
  { key: 'athens', name: 'Athens', kind: 'planet', col: 0, row: 3 },
  { key: 'ezra', name: 'Ezra', kind: 'planet', col: 4, row: 8 },
  { key: 'whitefall', name: 'Whitefall', kind: 'planet', col: 1, row: 0 },
  { key: 'beaumonde', name: 'Beaumonde', kind: 'planet', col: 6, row: 0 },
  { key: 'greenleaf', name: 'Greenleaf Depot', kind: 'station', col: 4, row: 0 },
  { key: 'juniper', name: 'Juniper Drift', kind: 'station', col: 0, row: 6 },
];

/** Where the Reaver ship lurks when the game begins: an empty Border sector. */
export const REAVER_START = sectorAt(8, 1);

export function sectorAt(col: number, row: number): number {
  return row * COLS + col;
}
export function colOf(sector: number): number {
  return sector % COLS;
}
export function rowOf(sector: number): number {
  return Math.floor(sector / COLS);
}

/** The blue centre: columns C-G, rows 3-7. */
export function isAlliance(sector: number): boolean {
  const c = colOf(sector);
  const r = rowOf(sector);
  return c >= 2 && c <= 6 && r >= 2 && r <= 6;
}

const placeBySector = new Map<number, Place>(PLACES.map((p) => [sectorAt(p.col, p.row), p]));
const placeByKey = new Map<PlaceKey, Place>(PLACES.map((p) => [p.key, p]));

export function placeAt(sector: number): Place | undefined {
  return placeBySector.get(sector);
}
export function place(key: PlaceKey): Place {
  return placeByKey.get(key)!;
}
export function sectorOf(key: PlaceKey): number {
  const p = place(key);
  return sectorAt(p.col, p.row);
}

/** "E5": the sector's column letter and row number, as on the map's edges. */
export function sectorCode(sector: number): string {
  return `${String.fromCharCode(65 + colOf(sector))}${rowOf(sector) + 1}`;
}

/** A sector as a player reads it: the full name of its planet or station ("Persephone"), else "sector C5". */
export function sectorName(sector: number): string {
  const p = placeAt(sector);
  return p ? p.name : `sector ${sectorCode(sector)}`;
}

/** The up-to-8 sectors touching this one horizontally, vertically and diagonally (rule 7.a). */
export function neighbours(sector: number): number[] {
  const out: number[] = [];
  const c = colOf(sector);
  const r = rowOf(sector);
  for (let dr = -1; dr <= 1; dr++) {
    for (let dc = -1; dc <= 1; dc++) {
      if (dr === 0 && dc === 0) continue;
      const nc = c + dc;
      const nr = r + dr;
      if (nc >= 0 && nc < COLS && nr >= 0 && nr < ROWS) out.push(sectorAt(nc, nr));
    }
  }
  return out;
}

/** Steps between two sectors with 8-way movement and nothing in the way. */
export function distance(a: number, b: number): number {
  return Math.max(Math.abs(colOf(a) - colOf(b)), Math.abs(rowOf(a) - rowOf(b)));
}

/** Sectors reachable within `range` steps without entering or passing the blocked sector (the Reaver, rule 10), with their step counts. */
export function reachable(from: number, range: number, blocked: number): Map<number, number> {
  const dist = new Map<number, number>([[from, 0]]);
  let frontier = [from];
  for (let step = 1; step <= range && frontier.length > 0; step++) {
    const next: number[] = [];
    for (const s of frontier) {
      for (const n of neighbours(s)) {
        if (n === blocked || dist.has(n)) continue;
        dist.set(n, step);
        next.push(n);
      }
    }
    frontier = next;
  }
  return dist;
}
