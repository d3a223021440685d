// The moves offered on the Out to the Black board: a stable key per move and where on the board it is drawn. The moves
// and their words (label, group, short) are the API's choices, from the game's describeMove; the board knows no rules.
import type { OttbMove } from '@cortex/game-out-to-the-black';
import type { BoardChoice } from '../types';

export type Place = 'panel' | 'hand' | 'character' | 'skill' | 'seat' | 'other';

export interface OfferedMove {
  key: string;
  /** The move exactly as the server sent it. */
  raw: unknown;
  move: OttbMove | null;
  place: Place;
  label: string;
  short: string | null;
  group: string;
}

export interface MoveContext {
  viewerSeat: number | null;
  players: number;
  handIds: ReadonlySet<string>;
  hasCharacter: boolean;
}

const KNOWN = new Set([
  'chooseCharacter',
  'pass',
  'playCard',
  'playCards',
  'useAbility',
  'useAction',
  'chooseSkill',
  'chooseParticipants',
  'placeWilds',
  'chooseSeat',
  'chooseCard',
  'giveCard',
  'chooseOption',
]);

function asMove(raw: unknown): OttbMove | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const type = (raw as { type?: unknown }).type;
  return typeof type === 'string' && KNOWN.has(type) ? (raw as OttbMove) : null;
}

export function moveKey(move: OttbMove): string {
  switch (move.type) {
    case 'pass':
    case 'useAbility':
      return move.type;
    case 'playCard':
    case 'chooseCard':
      return `${move.type}-${move.card}`;
    case 'playCards':
      return `playCards-${move.cards.join('-')}`;
    case 'giveCard':
      return `giveCard-${move.card}-${move.seat}`;
    case 'useAction':
      return `useAction-${move.action}`;
    case 'chooseSkill':
      return `chooseSkill-${move.skill}`;
    case 'chooseParticipants':
      return `chooseParticipants-${move.seats.join('-')}`;
    case 'placeWilds':
      return `placeWilds-${move.skills.join('-')}`;
    case 'chooseSeat':
      return `chooseSeat-${move.seat}`;
    case 'chooseOption':
      return `chooseOption-${move.option}`;
    case 'chooseCharacter':
      return `chooseCharacter-${move.character}`;
  }
}

function place(move: OttbMove, ctx: MoveContext): Place {
  switch (move.type) {
    case 'pass':
    case 'chooseCharacter':
    case 'chooseOption':
    case 'chooseParticipants':
    case 'placeWilds':
      return 'panel';
    case 'playCard':
    case 'giveCard':
      return ctx.handIds.has(move.card) ? 'hand' : 'other';
    case 'chooseCard':
      // A card to discard is in the hand; an Alliance card in play to return (a negative All) is a choice in the panel.
      return ctx.handIds.has(move.card) ? 'hand' : 'panel';
    case 'playCards':
      return move.cards.every((c) => ctx.handIds.has(c)) ? 'hand' : 'other';
    case 'useAbility':
    case 'useAction':
      return ctx.hasCharacter ? 'character' : 'other';
    case 'chooseSkill':
      return 'skill';
    case 'chooseSeat':
      return move.seat >= 0 && move.seat < ctx.players ? 'seat' : 'other';
  }
}

/**
 * Every legal move, once, with its words and where the board offers it; anything it cannot place goes to "Other
 * choices". The moves and their words are the API's choices (the game's describeMove): the board words nothing itself.
 */
export function offerMoves(choices: readonly BoardChoice[], ctx: MoveContext): OfferedMove[] {
  const seen = new Set<string>();
  return choices.map((choice, i) => {
    const move = asMove(choice.move);
    let key = move ? moveKey(move) : `move-${i}`;
    if (seen.has(key)) key = `${key}-${i}`;
    seen.add(key);
    const words = { label: choice.label, short: choice.short, group: choice.group };
    return { key, raw: choice.move, move, place: move ? place(move, ctx) : 'other', ...words };
  });
}

/** The same set of ids, in any order. */
export function sameSet(a: readonly string[], b: ReadonlySet<string>): boolean {
  return a.length === b.size && a.every((x) => b.has(x));
}
