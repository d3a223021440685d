// Who is awaited and the complete list of each seat's legal moves.
import type { MatchState, Seat } from '@cortex/engine';
import { CHARACTER_IDS, CHARACTERS, type CrewAction, type GameAbility } from './content/characters';
import { serenityType, type SerenityEffect } from './content/serenity';
import { SKILLS } from './content/skills';
import type { OttbMove } from './moves';
import { windowSeats } from './flow';
import { clockwise, Z, type OttbData } from './state';

type S = MatchState<OttbData>;

export function awaited(state: S): Seat[] {
  const g = state.game;
  if (g.phase === 'over') return [];
  if (g.pending) return [g.pending.seat];
  switch (g.phase) {
    case 'characters':
      return [g.characters.findIndex((c) => c === null)];
    case 'action':
      return [g.active];
    case 'participants':
    case 'wilds':
      return [g.active];
    case 'event':
      return [g.order[g.orderIdx]!];
    case 'resolution':
      return windowSeats(g, state.players).filter((s) => !g.windowPassed[s]);
    case 'outcome':
      return [];
  }
}

/**
 * Seats that may move without being awaited: in the Action phase every other player may play Sacrifice ("during ANY
 * action phase") until the Active player has acted. Listed whether or not they hold one, so the list reveals no hand.
 */
export function optional(state: S): Seat[] {
  const g = state.game;
  if (g.phase !== 'action' || g.pending || g.actionDone) return [];
  return clockwise(g.active, state.players).filter((s) => s !== g.active);
}

export function canAfford(g: OttbData, a: CrewAction): boolean {
  const have = a.currency === 'credits' ? g.credits : g.honor;
  if (have < a.cost) return false;
  for (const e of a.effects) {
    if (e.kind === 'gain' && (g.credits + e.credits < 0 || g.honor + e.honor < 0)) return false;
  }
  return true;
}

/** May this seat use its character's Game Ability right now? */
export function abilityUsable(g: OttbData, seat: Seat, ab: GameAbility): boolean {
  if (g.abilityUsed[seat] || ab.phase === 'passive') return false;
  const participating = g.participants.includes(seat);
  const allowed = ab.participating ? participating : seat === g.active;
  if (!allowed) return false;
  if (ab.phase === 'A') return g.phase === 'action' && seat === g.active && !g.actionDone;
  if (ab.phase === 'E') return g.phase === 'event' && g.order[g.orderIdx] === seat;
  if (ab.effects.some((e) => e.kind === 'cancelGorramit') && (g.gorramitCancelled || !g.resultsDrawn)) return false;
  return g.phase === 'resolution';
}

function effectOf(kind: string): SerenityEffect {
  return serenityType(kind).effect;
}

export function legalMoves(state: S, seat: Seat): OttbMove[] {
  const g = state.game;
  if (!awaited(state).includes(seat) && !optional(state).includes(seat)) return [];
  const hand = state.zones[Z.hand(seat)]!.cards;
  if (g.pending) return pendingMoves(state, seat);
  const moves: OttbMove[] = [];
  const ch = g.characters[seat];
  const actions = ch ? CHARACTERS[ch].actions : [];
  const participating = g.participants.includes(seat);
  const addActions = (phase: 'A' | 'E' | 'R', allowed: (a: CrewAction) => boolean): void => {
    actions.forEach((a, i) => {
      if (a.phase === phase && allowed(a) && canAfford(g, a)) moves.push({ type: 'useAction', action: i });
    });
  };
  switch (g.phase) {
    case 'characters':
      return CHARACTER_IDS.filter((c) => !g.characters.includes(c)).map((character) => ({ type: 'chooseCharacter', character }));
    case 'action': {
      // The other players are not awaited: they have nothing to pass, only a Sacrifice to play if they hold one.
      if (seat === g.active) moves.push({ type: 'pass' });
      for (const c of hand) {
        const e = effectOf(c.kind);
        if (e.kind === 'sacrifice' && hand.length > e.discard) moves.push({ type: 'playCard', card: c.id });
        if (e.kind === 'regroup' && seat === g.active) moves.push({ type: 'playCard', card: c.id });
      }
      if (seat === g.active) {
        if (ch && abilityUsable(g, seat, CHARACTERS[ch].ability)) moves.push({ type: 'useAbility' });
        addActions('A', () => true);
      }
      return moves;
    }
    case 'participants':
      for (let s = 0; s < state.players; s++) if (!g.participants.includes(s)) moves.push({ type: 'chooseSeat', seat: s });
      return moves;
    case 'event': {
      moves.push({ type: 'pass' });
      for (const c of hand) {
        const k = effectOf(c.kind).kind;
        const ok = participating ? k === 'skill' || k === 'wild' || k === 'makeWild' : k === 'assist';
        if (ok) moves.push({ type: 'playCard', card: c.id });
      }
      if (participating) {
        if (ch && abilityUsable(g, seat, CHARACTERS[ch].ability)) moves.push({ type: 'useAbility' });
        addActions('E', () => true);
      }
      return moves;
    }
    case 'resolution': {
      moves.push({ type: 'pass' });
      if (participating) {
        const someoneOut = g.participants.length < state.players;
        for (const c of hand) {
          const k = effectOf(c.kind).kind;
          if (k === 'sneaky' || (k === 'boost' && g.redrawn.some(Boolean)) || (k === 'help' && someoneOut)) moves.push({ type: 'playCard', card: c.id });
        }
      }
      if (ch && abilityUsable(g, seat, CHARACTERS[ch].ability)) moves.push({ type: 'useAbility' });
      addActions('R', (a) => participating || a.anyone === true);
      return moves;
    }
    case 'wilds':
      return SKILLS.map((skill) => ({ type: 'chooseSkill', skill }));
    default:
      return [];
  }
}

function pendingMoves(state: S, seat: Seat): OttbMove[] {
  const g = state.game;
  const p = g.pending!;
  switch (p.kind) {
    case 'skill':
      return SKILLS.filter((_, i) => p.purpose !== 'boost' || g.redrawn[i]).map((skill) => ({ type: 'chooseSkill', skill }));
    case 'seat': {
      const out: OttbMove[] = [];
      for (let s = 0; s < state.players; s++) {
        const ok = p.purpose === 'give' ? s !== seat : !g.participants.includes(s) && (p.purpose === 'help' || s !== g.active);
        if (ok) out.push({ type: 'chooseSeat', seat: s });
      }
      return out;
    }
    case 'card':
      return state.zones[Z.hand(seat)]!.cards.map((c) => ({ type: 'chooseCard', card: c.id }));
    case 'option':
      if (p.purpose === 'injury') {
        return CHARACTER_IDS.filter((c) => !g.characters.includes(c)).map((option) => ({ type: 'chooseOption', option }));
      }
      if (p.purpose === 'choiceLoss') return [{ type: 'chooseOption', option: 'credits' }, { type: 'chooseOption', option: 'honor' }, { type: 'chooseOption', option: 'alliance' }];
      return [{ type: 'chooseOption', option: 'credits' }, { type: 'chooseOption', option: 'honor' }];
  }
}
