// Why a card in the seat's hand or an option on its Character card has no move now ("Sacrifice needs 2 other cards…"), from its view only.
import { listOf, type BlockedChoice, type MatchView, type Seat } from '@cortex/engine';
import { CHARACTERS, type Phase } from './content/characters';
import type { OttbMove } from './moves';
import { sacrificeSeats } from './rules/action';
import { abilityUsable, actionEffectText, actionShortfall, characterName } from './rules/characters';
import { viewFacts } from './rules/facts';
import { gorramitCancellable, worthCancelling } from './rules/gorramit';
import { windowSeats } from './rules/resolution';
import { serenityPhase, whyNotPlayable } from './rules/serenity';
import { Z, type OttbData } from './state';
import { cardName } from './text';

type V = MatchView<OttbData>;

/** A blocked choice and, for an option on the Character card (no card), the moves it stands for. */
export interface BlockedOption extends BlockedChoice {
  readonly moves: readonly OttbMove[];
}

const PHASE_OF: Partial<Record<OttbData['phase'], Phase>> = { action: 'A', event: 'E', resolution: 'R' };

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
    // Watching another player decide his action, only the Action-phase cards (Sacrifice, Regroup) matter; once asked
    // whether to play Sacrifice, the seat decides, and every card it cannot play is explained.
    if (g.phase === 'action' && !active && !g.actionDone && serenityPhase(c.kind) !== 'action') continue;
    const ctx = { g, seat, handSize: hand.length, participating: g.participants.includes(seat), everyone, eventName };
    const reason = whyNotPlayable(c.kind, cardName(c.kind), ctx);
    if (reason !== null) byReason.set(reason, [...(byReason.get(reason) ?? []), c.id]);
  }
  for (const [reason, cards] of byReason)
    out.push({ cards, reason, moves: cards.map((card) => ({ type: 'playCard', card })) });

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
      const parts = [
        ...(actions > 0 ? [actions === 1 ? '(A) action' : '(A) actions'] : []),
        ...(own.some((m) => m.type === 'useAbility') ? ['Game Ability'] : []),
      ];
      const verb = actions > 1 || parts.length > 1 ? 'are' : 'is';
      out.push({
        cards: [],
        reason: `${who}'s ${listOf(parts)} ${verb} used only in your own Action phase, as its one action`,
        moves: own,
      });
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
    const short = actionShortfall(g, a);
    if (short !== null)
      out.push({
        cards: [],
        reason: `${who}'s (${phase}) action (${lowerFirst(actionEffectText(a))}) ${short}`,
        moves: [move],
      });
  });

  const ab = character.ability;
  const cancellable = gorramitCancellable(g, facts);
  if (ab.phase === phase && !abilityUsable(g, seat, ab, cancellable)) {
    const move: OttbMove = { type: 'useAbility' };
    if (g.abilityUsed[seat]) {
      out.push({
        cards: [],
        reason: `You have already used your Game Ability this game (once per player), so ${who}'s cannot be used`,
        moves: [move],
      });
    } else if (ab.participating && !participating) {
      outside.push(move);
    } else if (!ab.participating && !active) {
      out.push({ cards: [], reason: `${who}'s Game Ability is used only by the Active player`, moves: [move] });
    } else if (ab.effects.some((e) => e.kind === 'cancelGorramit')) {
      // Usable otherwise: the Gorramit card cannot be cancelled, or cancelling it would change nothing (gorramitCancellable).
      const gorramit = view.zones[Z.gorramitUp]?.cards[0] ?? null;
      const name = gorramit ? cardName(gorramit.kind) : '';
      const reason =
        gorramit === null
          ? `There is no Gorramit card for ${who}'s Game Ability to cancel`
          : g.gorramitCancelled
            ? `${name} is already cancelled`
            : !worthCancelling(gorramit.kind)
              ? `Cancelling ${name} with ${who}'s Game Ability would change nothing: what it did when revealed stays done`
              : `${who}'s Game Ability cannot cancel ${name} yet`;
      out.push({ cards: gorramit ? [gorramit.id] : [], reason, moves: [move] });
    }
  }
  if (outside.length > 0) {
    const actions = outside.filter((m) => m.type === 'useAction').length;
    const parts = [
      ...(actions > 0 ? [`(${phase}) ${actions === 1 ? 'action' : 'actions'}`] : []),
      ...(outside.some((m) => m.type === 'useAbility') ? ['Game Ability'] : []),
    ];
    const verb = actions > 1 || parts.length > 1 ? 'are' : 'is';
    out.push({
      cards: [],
      reason: `${who}'s ${listOf(parts)} ${verb} used only while participating, and you are not participating in ${eventName}`,
      moves: outside,
    });
  }
  return out;
}

/** Visible cards (and Character-card options, with no card) the seat could use at other times but not now, with why. */
export function explainBlocked(view: V, seat: Seat): BlockedChoice[] {
  return blockedOptions(view, seat).map(({ cards, reason }) => ({ cards, reason }));
}
