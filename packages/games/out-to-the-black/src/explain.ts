// Why a card in the seat's hand or an option on its Character card has no move now ("Sacrifice needs 2 other cards…"), from its view only.
import { countOf, listOf, type BlockedChoice, type MatchView, type Seat } from '@cortex/engine';
import { CHARACTERS, type CrewAction, type Phase } from './content/characters';
import { gorramitCard } from './content/gorramit';
import { serenityType, type SerenityEffect } from './content/serenity';
import { abilityUsable, canAfford, gorramitCancellable, SACRIFICE_SIGHT, sacrificeSeats, sacrificesAmong, windowSeats, type TableFacts } from './legal';
import type { OttbMove } from './moves';
import { Z, type OttbData } from './state';
import { actionEffectText, cardName } from './text';
import { characterName } from './words';

type V = MatchView<OttbData>;

/** A blocked choice and, for an option on the Character card (no card), the moves it stands for. */
export interface BlockedOption extends BlockedChoice {
  readonly moves: readonly OttbMove[];
}

/** The public facts legal.ts reads, from the view: hand sizes are counts, the Gorramit card lies face up. */
function viewFacts(view: V): TableFacts {
  return {
    players: view.players,
    handCount: (s) => view.zones[Z.hand(s)]?.count ?? 0,
    gorramitKind: view.zones[Z.gorramitUp]?.cards[0]?.kind,
    sacrificesInSight: sacrificesAmong(SACRIFICE_SIGHT.flatMap((z) => view.zones[z]?.cards ?? [])),
  };
}

/** When a card that is not playable now is played, in words. */
function timing(e: SerenityEffect): string {
  switch (e.kind) {
    case 'skill':
    case 'wild':
    case 'makeWild':
      return 'is played in the Event phase, by a participating player';
    case 'assist':
      return 'is played in the Event phase, by a player not participating';
    case 'boost':
    case 'sneaky':
    case 'help':
      return 'is played in the Resolution phase, by a participating player';
    case 'regroup':
      return 'is played in your own Action phase, as your action';
    case 'sacrifice':
      return 'is played in an Action phase';
  }
}

const PHASE_OF: Partial<Record<OttbData['phase'], Phase>> = { action: 'A', event: 'E', resolution: 'R' };

/**
 * Why the seat cannot play this card of its hand now, or null when it can. The conditions mirror `legalMoves`
 * (legal.ts) for the phase the seat is deciding in.
 */
function cardBlock(g: OttbData, seat: Seat, kind: string, handSize: number, eventName: string, everyone: boolean): string | null {
  const e = serenityType(kind).effect;
  const name = cardName(kind);
  const participating = g.participants.includes(seat);
  const eventCard = e.kind === 'skill' || e.kind === 'wild' || e.kind === 'makeWild';
  const resolutionCard = e.kind === 'boost' || e.kind === 'sneaky' || e.kind === 'help';
  switch (g.phase) {
    case 'action':
      if (e.kind === 'sacrifice') {
        // Playable while the hand holds more cards than it discards (itself and two others).
        const others = handSize - 1;
        return handSize > e.discard ? null : `${name} needs ${e.discard} other cards in your hand to discard; you have ${others === 0 ? 'none' : others}`;
      }
      if (e.kind === 'regroup') return seat === g.active ? null : `${name} is played only in your own Action phase`;
      return `${name} ${timing(e)}`;
    case 'event':
      if (participating && eventCard) return null;
      if (!participating && e.kind === 'assist') return null;
      if (participating && e.kind === 'assist') return `${name} is played only by a player not participating in ${eventName}; you are participating`;
      if (!participating && eventCard) return `${name} is played only by a participating player, and you are not participating in ${eventName}`;
      return `${name} ${timing(e)}`;
    case 'resolution':
      if (resolutionCard && !participating) return `${name} is played only by a participating player, and you are not participating in ${eventName}`;
      if (e.kind === 'sneaky') return null;
      if (e.kind === 'boost') return g.redrawn.some(Boolean) ? null : `${name} goes on a Result card redrawn in this Resolution phase, and none has been redrawn`;
      if (e.kind === 'help') return everyone ? `${name} adds the skill of a player not participating, and everyone is participating` : null;
      if (eventCard || e.kind === 'assist') return `${name} is played in the Event phase, and that phase is over`;
      return `${name} ${timing(e)}`;
    default:
      return null;
  }
}

/** "costs 2 Credits; the crew has 1", or the trade that would take the crew below 0, or null when it can pay (canAfford). */
function shortfall(g: OttbData, a: CrewAction): string | null {
  if (canAfford(g, a)) return null;
  const have = a.currency === 'credits' ? g.credits : g.honor;
  if (have < a.cost) return `costs ${a.currency === 'credits' ? countOf(a.cost, 'Credit') : `${a.cost} Honor`}; the crew has ${have}`;
  for (const e of a.effects) {
    if (e.kind !== 'gain') continue;
    if (g.credits + e.credits < 0) return `needs ${countOf(-e.credits, 'Credit')}; the crew has ${g.credits}`;
    if (g.honor + e.honor < 0) return `needs ${-e.honor} Honor; the crew has ${g.honor}`;
  }
  return null;
}

const lowerFirst = (s: string): string => s.replace(/^[A-Z]/, (c) => c.toLowerCase());

/**
 * Cards in the seat's hand it cannot play now, and the actions and Game Ability of its character for the phase it is
 * deciding in that it cannot use, each with why. Only for the seat the table waits for (or, in the Action phase, a
 * player who might play Sacrifice); never during a pending choice, the choice of participants or the Wilds.
 */
export function blockedOptions(view: V, seat: Seat): BlockedOption[] {
  const g = view.game;
  if (g.end || g.pending) return [];
  const facts = viewFacts(view);
  const active = seat === g.active;
  let deciding: boolean;
  switch (g.phase) {
    case 'action':
      // The Active player's action, then the others' chance to play Sacrifice.
      deciding = !g.actionDone || (!active && !g.sacrificePassed[seat] && sacrificeSeats(g, facts).includes(seat));
      break;
    case 'event':
      deciding = g.order[g.orderIdx] === seat;
      break;
    case 'resolution':
      deciding = !g.windowPassed[seat] && windowSeats(g, facts).includes(seat);
      break;
    default:
      deciding = false;
  }
  if (!deciding) return [];

  const eventKind = view.zones[Z.event]?.cards[0]?.kind;
  const eventName = eventKind ? cardName(eventKind) : 'the Event';
  const everyone = g.participants.length >= view.players;
  const hand = (view.zones[Z.hand(seat)]?.cards ?? []).filter((c) => c !== null);
  const out: BlockedOption[] = [];
  // Cards of the same name share one reason.
  const byReason = new Map<string, string[]>();
  for (const c of hand) {
    const kind = serenityType(c.kind).effect.kind;
    // Watching another player decide his action, only Sacrifice (and Regroup, the other Action-phase card) matters; once
    // asked whether to play Sacrifice, the seat decides, and every card it cannot play is explained.
    if (g.phase === 'action' && !active && !g.actionDone && kind !== 'sacrifice' && kind !== 'regroup') continue;
    const reason = cardBlock(g, seat, c.kind, hand.length, eventName, everyone);
    if (reason !== null) byReason.set(reason, [...(byReason.get(reason) ?? []), c.id]);
  }
  for (const [reason, cards] of byReason) out.push({ cards, reason, moves: cards.map((card) => ({ type: 'playCard', card })) });

  const ch = g.characters[seat];
  const phase = PHASE_OF[g.phase];
  if (!ch || !phase) return out;
  const character = CHARACTERS[ch];
  const who = characterName(ch);
  // Another player's Action phase offers nothing on the Character card: (A) actions and abilities are the Active
  // player's. Said once the seat is asked about Sacrifice; not while it only watches.
  if (g.phase === 'action' && !active) {
    const own: OttbMove[] = [
      ...character.actions.flatMap((a, action): OttbMove[] => (a.phase === 'A' ? [{ type: 'useAction', action }] : [])),
      ...(character.ability.phase === 'A' ? [{ type: 'useAbility' } as const] : []),
    ];
    if (g.actionDone && own.length > 0) {
      const actions = own.filter((m) => m.type === 'useAction').length;
      const parts = [...(actions > 0 ? [actions === 1 ? '(A) action' : '(A) actions'] : []), ...(own.some((m) => m.type === 'useAbility') ? ['Game Ability'] : [])];
      const verb = actions > 1 || parts.length > 1 ? 'are' : 'is';
      out.push({ cards: [], reason: `${who}'s ${listOf(parts)} ${verb} used only in your own Action phase, as its one action`, moves: own });
    }
    return out;
  }
  const participating = g.participants.includes(seat);
  // What needs the seat to be participating, said once: "Mal's (E) actions and Game Ability are used only while participating".
  const outside: OttbMove[] = [];

  character.actions.forEach((a, action) => {
    if (a.phase !== phase) return;
    const move: OttbMove = { type: 'useAction', action };
    // (E) and (R) actions need the seat to be participating, unless the card says "even when not participating".
    if (phase !== 'A' && !participating && !(phase === 'R' && a.anyone === true)) {
      outside.push(move);
      return;
    }
    const short = shortfall(g, a);
    if (short !== null) out.push({ cards: [], reason: `${who}'s (${phase}) action (${lowerFirst(actionEffectText(a))}) ${short}`, moves: [move] });
  });

  const ab = character.ability;
  const cancellable = gorramitCancellable(g, facts);
  if (ab.phase === phase && !abilityUsable(g, seat, ab, cancellable)) {
    const move: OttbMove = { type: 'useAbility' };
    if (g.abilityUsed[seat]) {
      out.push({ cards: [], reason: `You have already used your Game Ability this game (once per player), so ${who}'s cannot be used`, moves: [move] });
    } else if (ab.participating && !participating) {
      outside.push(move);
    } else if (!ab.participating && !active) {
      out.push({ cards: [], reason: `${who}'s Game Ability is used only by the Active player`, moves: [move] });
    } else if (ab.effects.some((e) => e.kind === 'cancelGorramit')) {
      // Usable otherwise: the Gorramit card cannot be cancelled, or cancelling it would change nothing (gorramitCancellable).
      const gorramit = view.zones[Z.gorramitUp]?.cards[0] ?? null;
      const kind = gorramit ? gorramitCard(gorramit.kind).effect.kind : null;
      const name = gorramit ? cardName(gorramit.kind) : '';
      const reason =
        gorramit === null
          ? `There is no Gorramit card for ${who}'s Game Ability to cancel`
          : g.gorramitCancelled
            ? `${name} is already cancelled`
            : kind === 'shift' || kind === 'injury' || kind === 'gain' || kind === 'none'
              ? `Cancelling ${name} with ${who}'s Game Ability would change nothing: what it did when revealed stays done`
              : `${who}'s Game Ability cannot cancel ${name} yet`;
      out.push({ cards: gorramit ? [gorramit.id] : [], reason, moves: [move] });
    }
  }
  if (outside.length > 0) {
    const actions = outside.filter((m) => m.type === 'useAction').length;
    const parts = [...(actions > 0 ? [`(${phase}) ${actions === 1 ? 'action' : 'actions'}`] : []), ...(outside.some((m) => m.type === 'useAbility') ? ['Game Ability'] : [])];
    const verb = actions > 1 || parts.length > 1 ? 'are' : 'is';
    out.push({ cards: [], reason: `${who}'s ${listOf(parts)} ${verb} used only while participating, and you are not participating in ${eventName}`, moves: outside });
  }
  return out;
}

/** Visible cards (and Character-card options, with no card) the seat could use at other times but not now, with why. */
export function explainBlocked(view: V, seat: Seat): BlockedChoice[] {
  return blockedOptions(view, seat).map(({ cards, reason }) => ({ cards, reason }));
}
