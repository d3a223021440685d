// Why a visible market or supply card cannot be gained right now, for the seat whose turn it is, from its own view only.
import { countOf, type BlockedChoice, type Card, type MatchView, type Seat } from '@cortex/engine';
import { BLACK, FACTION_NAMES, def } from './content/index';
import { claimable, dealTotal, influenceCards, recruitTotal } from './rules/deal';
import { passiveBonus } from './rules/innate';
import { type Ctx, type GameData, gainable, influenceOf, spendable, top, zSupply } from './state';
import { cardName } from './text';

/** The rules' read helpers over a view: exactly the cards the seat sees (its own hand included). */
function viewCtx(view: MatchView<GameData>): Ctx {
  const visible: Record<string, Card[]> = {};
  for (const [name, zone] of Object.entries(view.zones))
    visible[name] = zone.cards.filter((x): x is Card => x !== null);
  return { g: view.game, players: view.players, z: (name) => visible[name] ?? [] };
}

/** Influence the seat could still bring from its hand and untriggered tableau cards (those not yet on its display). */
function reachableInfluence(c: Ctx, s: Seat, ids: readonly string[]): number {
  const cards = new Map<string, Card>();
  for (const zone of [`hand:${s}`, `assets:${s}`, `command:${s}`]) for (const x of c.z(zone)) cards.set(x.id, x);
  return [...new Set(ids)].reduce((n, id) => n + (cards.has(id) ? influenceOf(c, s, cards.get(id)!) : 0), 0);
}

/** Why 'verse tokens cannot make up the rest: no icon of the seat's faction, or not enough tokens. */
function verseShort(c: Ctx, s: Seat, kind: string, missing: number): string {
  const p = c.g.players[s]!;
  const icons = def(kind).icons.filter((f) => f === p.faction).length;
  if (icons === 0) return `it shows no ${FACTION_NAMES[p.faction]} icon, so 'verse tokens cannot make up the rest`;
  return `making up the rest would take ${countOf(icons * missing, "'verse token")} and you have ${spendable(p)}`;
}

/** One reason per visible gainable card the seat has no way to gain now (and The Black, which nobody can gain). */
export function explainBlocked(view: MatchView<GameData>, seat: Seat): BlockedChoice[] {
  const g = view.game;
  if (g.phase !== 'play' || g.turn !== seat) return [];
  const c = viewCtx(view);
  const f = top(g);
  const out: BlockedChoice[] = [];
  const blocked = (card: Card, reason: string): void => {
    out.push({ cards: [card.id], reason });
  };
  const named = (card: Card): string => `${cardName(card.kind)} (cost ${def(card.kind).cost})`;
  const bonus = passiveBonus(c, seat, 'gain');

  if (!f) {
    const recruitWith = g.recruitments > 0 ? influenceCards(c, seat, false) : [];
    const recruitMax = recruitWith.length > 0 ? reachableInfluence(c, seat, recruitWith) + bonus : null;
    const dealCards = g.activations > 0 ? influenceCards(c, seat, true) : [];
    const dealMax =
      dealCards.length > 0
        ? reachableInfluence(c, seat, [...dealCards, ...influenceCards(c, seat, false)]) +
          g.players[seat]!.credits +
          bonus
        : null;
    const reachable = (max: number | null): Set<string> => new Set(max === null ? [] : claimable(c, seat, max));
    const byRecruit = reachable(recruitMax);
    const byDeal = reachable(dealMax);
    for (const card of gainable(c)) {
      if (byRecruit.has(card.id)) continue;
      const cost = def(card.kind).cost;
      let reason: string;
      if (g.recruitments === 0)
        reason = `You have used your recruitment this turn, so you cannot recruit ${named(card)}.`;
      else if (recruitMax === null)
        reason = `You have no untriggered card with INFLUENCE to recruit ${named(card)} with.`;
      else
        reason = `${cardName(card.kind)} needs ${cost} influence, but your cards can bring only ${recruitMax} to a recruitment, and ${verseShort(c, seat, card.kind, cost - recruitMax)}.`;
      if (byDeal.has(card.id)) reason += ' A deal (it uses your activation and can take credits) could still gain it.';
      blocked(card, reason);
    }
  } else if ((f.kind === 'recruit' || (f.kind === 'deal' && f.claim === null)) && f.seat === seat) {
    const total = f.kind === 'recruit' ? recruitTotal(c, f) : dealTotal(c, f);
    const what = f.kind === 'recruit' ? 'recruitment' : 'deal';
    const more =
      reachableInfluence(c, seat, influenceCards(c, seat, false)) + (f.kind === 'deal' ? g.players[seat]!.credits : 0);
    const now = new Set(claimable(c, seat, total));
    const later = new Set(claimable(c, seat, total + more));
    for (const card of gainable(c)) {
      if (now.has(card.id)) continue;
      const cost = def(card.kind).cost;
      const head = `${cardName(card.kind)} needs ${cost} influence and your ${what} has ${total}${f.kind === 'recruit' ? ' left' : ''}`;
      if (later.has(card.id)) blocked(card, `${head}: add ${f.kind === 'deal' ? 'cards or credits' : 'cards'} first.`);
      else
        blocked(
          card,
          `${head}, everything you could still add brings it only to ${total + more}, and ${verseShort(c, seat, card.kind, cost - total - more)}.`,
        );
    }
  } else {
    return [];
  }
  const black = g.supplySets.includes('black') ? c.z(zSupply('black')).find((x) => x.kind === BLACK) : undefined;
  if (black)
    blocked(
      black,
      'The Black can never be recruited or gained in a deal; you shed it by playing or triggering a location while it is in your hand.',
    );
  return out;
}
