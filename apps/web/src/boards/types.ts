// The contract between the match page (the shell) and a game's board component.

export interface BoardPlayer {
  seat: number;
  name: string;
  bot: string | null;
  away: boolean;
}

/** One legal move of the viewer's acting seat with its words, from the API's Match.choices (the game's describeMove). */
export interface BoardChoice {
  /** The move in full words: the button's accessible name. */
  label: string;
  /** The decision the move belongs to (moves of one decision share it). */
  group: string;
  /** A word or two for a button drawn on a card. */
  short: string | null;
  /** The visible cards the move is about. */
  cards: string[];
  /** The move exactly as listed: pass it to onMove unchanged. */
  move: unknown;
}

export interface BoardProps {
  matchId: string;
  gameId: string;
  /** Match.view: the state as this viewer may see it (hidden cards are null). */
  view: unknown;
  /** Match.legalMoves: ready to pass to onMove unchanged. */
  legalMoves: unknown[];
  /** The same moves with their words, in the same order. */
  choices: readonly BoardChoice[];
  /** What the viewer is asked to decide now, in words; null when nothing is asked of them. */
  prompt: string | null;
  /** Visible cards the viewer has no move for right now, each with why (Match.blocked). */
  blocked: readonly { cards: string[]; reason: string }[];
  viewerSeat: number | null;
  toAct: number[];
  /** Seats that may also move now without the match waiting for them (free actions, answering an offer). */
  mayAct?: number[];
  players: BoardPlayer[];
  status: 'ACTIVE' | 'FINISHED' | 'ABORTED' | string;
  /** True while a move is on its way; boards should disable their move controls. */
  submitting: boolean;
  /** Submits one of legalMoves with the current Match.version (the shell handles errors and STALE_VERSION). */
  onMove: (move: unknown) => void;
  /** Replays pass true: full information, no moves. */
  replay?: boolean;
}

export interface CardView {
  id: string;
  kind: string;
}

export interface ZoneView {
  count: number;
  cards: (CardView | null)[];
}

/** The engine's MatchView shape, read defensively since it arrives as JSON. */
export function readView(view: unknown): { game: unknown; zones: Record<string, ZoneView>; step: number | null } {
  const record = typeof view === 'object' && view !== null ? (view as Record<string, unknown>) : {};
  const zonesRaw =
    typeof record['zones'] === 'object' && record['zones'] !== null ? (record['zones'] as Record<string, unknown>) : {};
  const zones: Record<string, ZoneView> = {};
  for (const [name, raw] of Object.entries(zonesRaw)) {
    if (typeof raw !== 'object' || raw === null) continue;
    const z = raw as { count?: unknown; cards?: unknown };
    const cards = Array.isArray(z.cards)
      ? z.cards.map((c): CardView | null => {
          if (typeof c !== 'object' || c === null) return null;
          const card = c as { id?: unknown; kind?: unknown };
          return { id: String(card.id ?? '?'), kind: String(card.kind ?? '?') };
        })
      : [];
    zones[name] = { count: typeof z.count === 'number' ? z.count : cards.length, cards };
  }
  return { game: record['game'], zones, step: typeof record['step'] === 'number' ? record['step'] : null };
}
