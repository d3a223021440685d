// Per-viewer views built by the engine alone from zone declarations: hidden cards keep their place but lose their identity.
import type { MatchState, Viewer, Zone } from './types';
import { cardVisibleTo } from './visibility';

export interface CardView {
  readonly id: string;
  readonly kind: string;
}

/** A zone as a viewer sees it: `cards[i]` is null where the viewer may not see that card. */
export interface ZoneView {
  readonly count: number;
  readonly cards: readonly (CardView | null)[];
}

export interface MatchView<G> {
  readonly players: number;
  readonly step: number;
  readonly game: G;
  readonly zones: Readonly<Record<string, ZoneView>>;
}

/** The state as `viewer` may see it. Never contains the PRNG state or a hidden card's id or kind. */
export function redactView<G>(state: MatchState<G>, viewer: Viewer): MatchView<G> {
  const zones: Record<string, ZoneView> = {};
  for (const [name, zone] of Object.entries(state.zones)) zones[name] = zoneView(zone, viewer);
  return { players: state.players, step: state.step, game: state.game, zones };
}

/**
 * Zone views kept while a bot's simulation redacts one successive state after another. A zone in a match state never
 * changes (a move copies the zones it writes), so its view stays right while the zone lives.
 */
export type ZoneViewCache = Map<Zone, Map<Viewer, ZoneView>>;

/**
 * The same view as `redactView`, for a bot's simulated steps: a zone is redacted when the bot first reads it (a bot
 * reads a few of a game's many zones), through `cache`. The zones read like a plain, read-only record; the state
 * behind them cannot be reached through it.
 */
export function simulationView<G>(state: MatchState<G>, viewer: Viewer, cache: ZoneViewCache): MatchView<G> {
  // The proxy's own target stays empty: the traps answer from the state's zones, so no trap invariant ties the view to them.
  const zones = new Proxy<Record<string, ZoneView>>({}, new LazyZones(state.zones, viewer, cache));
  return { players: state.players, step: state.step, game: state.game, zones };
}

/** The traps of a simulation view's zones (a class, so a simulated step creates no closures). */
class LazyZones implements ProxyHandler<Record<string, ZoneView>> {
  constructor(
    private readonly source: Readonly<Record<string, Zone>>,
    private readonly viewer: Viewer,
    private readonly cache: ZoneViewCache,
  ) {}

  get(target: Record<string, ZoneView>, name: string | symbol): unknown {
    return this.own(name) ? this.read(name) : Reflect.get(target, name);
  }

  has(target: Record<string, ZoneView>, name: string | symbol): boolean {
    return this.own(name) || Reflect.has(target, name);
  }

  ownKeys(): string[] {
    return Object.keys(this.source);
  }

  getOwnPropertyDescriptor(_: Record<string, ZoneView>, name: string | symbol): PropertyDescriptor | undefined {
    return this.own(name)
      ? { value: this.read(name), writable: false, enumerable: true, configurable: true }
      : undefined;
  }

  set(): boolean {
    return false;
  }

  defineProperty(): boolean {
    return false;
  }

  deleteProperty(): boolean {
    return false;
  }

  private own(name: string | symbol): name is string {
    return typeof name === 'string' && Object.hasOwn(this.source, name);
  }

  private read(name: string): ZoneView {
    const zone = this.source[name]!;
    let byViewer = this.cache.get(zone);
    if (!byViewer) this.cache.set(zone, (byViewer = new Map()));
    let view = byViewer.get(this.viewer);
    if (!view) byViewer.set(this.viewer, (view = zoneView(zone, this.viewer)));
    return view;
  }
}

function zoneView(zone: Zone, viewer: Viewer): ZoneView {
  return {
    count: zone.cards.length,
    cards: zone.cards.map((card) => (cardVisibleTo(zone, card, viewer) ? { id: card.id, kind: card.kind } : null)),
  };
}
