// Legal moves for the Out to the Black board: a stable key per move, where on the board it is offered, and its label in words.
// The board knows no rules: it only describes the moves it is given and hands them back unchanged.
import { CHARACTERS, SKILL_NAMES, actionText, cardName, type CharacterId, type OttbData, type OttbMove, type Skill } from '@cortex/game-out-to-the-black';

export type Place = 'panel' | 'hand' | 'character' | 'skill' | 'seat' | 'other';

export interface OfferedMove {
  key: string;
  /** The move exactly as the server sent it. */
  raw: unknown;
  move: OttbMove | null;
  place: Place;
  label: string;
}

export interface MoveContext {
  g: OttbData;
  viewerSeat: number | null;
  players: number;
  handIds: ReadonlySet<string>;
  kindOf: (id: string) => string | undefined;
  seatName: (seat: number) => string;
}

const KNOWN = new Set(['chooseCharacter', 'pass', 'playCard', 'useAbility', 'useAction', 'chooseSkill', 'chooseSeat', 'chooseCard', 'chooseOption']);

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
    case 'useAction':
      return `useAction-${move.action}`;
    case 'chooseSkill':
      return `chooseSkill-${move.skill}`;
    case 'chooseSeat':
      return `chooseSeat-${move.seat}`;
    case 'chooseOption':
      return `chooseOption-${move.option}`;
    case 'chooseCharacter':
      return `chooseCharacter-${move.character}`;
  }
}

export function characterName(id: string | null | undefined): string {
  return id && id in CHARACTERS ? CHARACTERS[id as CharacterId].name : 'no character yet';
}

/** "Thinkin' +1 (a Wild +1)" for the first Wild still to place. */
export function nextWild(g: OttbData, kindOf: (id: string) => string | undefined, name: (kind: string) => string): string {
  const w = g.wilds.find((x) => x.skill === null);
  if (!w) return 'the Wild';
  const kind = kindOf(w.card);
  const card = kind ? name(kind) : null;
  return card && card !== `Wild +${w.n}` ? `${card} (a Wild +${w.n})` : `Wild +${w.n}`;
}

export function skillName(skill: string): string {
  return SKILL_NAMES[skill as Skill] ?? skill;
}

function place(move: OttbMove, ctx: MoveContext): Place {
  switch (move.type) {
    case 'pass':
    case 'chooseCharacter':
    case 'chooseOption':
      return 'panel';
    case 'playCard':
    case 'chooseCard':
      return ctx.handIds.has(move.card) ? 'hand' : 'other';
    case 'useAbility':
    case 'useAction':
      return ctx.viewerSeat !== null && ctx.g.characters[ctx.viewerSeat] ? 'character' : 'other';
    case 'chooseSkill':
      return move.skill in SKILL_NAMES ? 'skill' : 'other';
    case 'chooseSeat':
      return move.seat >= 0 && move.seat < ctx.players ? 'seat' : 'other';
  }
}

function passLabel(ctx: MoveContext): string {
  const { g, viewerSeat } = ctx;
  switch (g.phase) {
    case 'action':
      return 'Pass: take no action';
    case 'event':
      return viewerSeat !== null && g.participants.includes(viewerSeat) ? 'Done playing cards' : 'Pass: play no card';
    case 'resolution':
      return 'Pass: nothing more to do';
    default:
      return 'Pass';
  }
}

function optionLabel(option: string, ctx: MoveContext): string {
  const p = ctx.g.pending;
  const n = p?.kind === 'option' ? p.n : 1;
  if (option in CHARACTERS) return `Take ${characterName(option)} as your new character`;
  const loss = p?.kind === 'option' && p.purpose === 'choiceLoss';
  if (option === 'alliance') return `Draw ${n} Alliance card${n === 1 ? '' : 's'}`;
  const what = option === 'credits' ? (n === 1 ? 'Credit' : 'Credits') : 'Honor';
  return `${loss ? 'Lose' : 'Gain'} ${n} ${what}`;
}

function skillLabel(skill: string, ctx: MoveContext): string {
  const { g } = ctx;
  const name = skillName(skill);
  const p = g.pending;
  if (p?.kind === 'skill') {
    switch (p.purpose) {
      case 'redrawOne':
        return `Redraw the ${name} Result card`;
      case 'bestOfTwo':
        return `Draw two ${name} Result cards`;
      case 'boost':
        return `Boost the ${name} Result +2`;
      case 'help':
        return `Help with ${p.helper !== undefined ? `${ctx.seatName(p.helper)}'s ` : ''}${name}`;
    }
  }
  if (g.phase === 'wilds') return `Place ${nextWild(g, ctx.kindOf, cardName)} on ${name}`;
  return `Choose ${name}`;
}

function seatLabel(seat: number, ctx: MoveContext): string {
  const { g } = ctx;
  const who = `${ctx.seatName(seat)} (${characterName(g.characters[seat])})`;
  const p = g.pending;
  if (!p && g.phase === 'participants') return `Choose ${who} to participate`;
  if (p?.kind === 'seat') {
    if (p.purpose === 'give') return `Give the card to ${who}`;
    if (p.purpose === 'shift') return `${who} takes your place as the Active player`;
    return `${who} helps`;
  }
  return `Choose ${who}`;
}

export function describeMove(move: OttbMove, ctx: MoveContext): string {
  const { g, viewerSeat } = ctx;
  const named = (id: string): string => {
    const kind = ctx.kindOf(id);
    return kind ? cardName(kind) : 'a card';
  };
  const ch = viewerSeat !== null ? g.characters[viewerSeat] : null;
  switch (move.type) {
    case 'pass':
      return passLabel(ctx);
    case 'playCard':
      return `Play ${named(move.card)}`;
    case 'chooseCard': {
      const p = g.pending;
      return `${p?.kind === 'card' && p.purpose === 'give' ? 'Give' : 'Discard'} ${named(move.card)}`;
    }
    case 'useAbility':
      return `Use ${characterName(ch)}'s Game Ability`;
    case 'useAction': {
      const a = ch ? CHARACTERS[ch].actions[move.action] : undefined;
      return a ? `Use action ${actionText(a)}` : `Use action ${move.action + 1}`;
    }
    case 'chooseSkill':
      return skillLabel(move.skill, ctx);
    case 'chooseSeat':
      return seatLabel(move.seat, ctx);
    case 'chooseOption':
      return optionLabel(move.option, ctx);
    case 'chooseCharacter':
      return `Play as ${characterName(move.character)}`;
  }
}

/** Every legal move, once, with where the board offers it; anything the board cannot place goes to "Other choices". */
export function offerMoves(legalMoves: readonly unknown[], ctx: MoveContext): OfferedMove[] {
  const seen = new Set<string>();
  return legalMoves.map((raw, i) => {
    const move = asMove(raw);
    let key = move ? moveKey(move) : `move-${i}`;
    if (seen.has(key)) key = `${key}-${i}`;
    seen.add(key);
    if (!move) return { key, raw, move, place: 'other', label: fallbackLabel(raw) };
    return { key, raw, move, place: place(move, ctx), label: describeMove(move, ctx) };
  });
}

/** Words for a move the board does not know: its type and its fields, never raw JSON. */
function fallbackLabel(raw: unknown): string {
  if (typeof raw !== 'object' || raw === null) return String(raw);
  const entries = Object.entries(raw as Record<string, unknown>);
  const type = String((raw as { type?: unknown }).type ?? 'move').replace(/([a-z])([A-Z])/g, '$1 $2');
  const rest = entries
    .filter(([k]) => k !== 'type')
    .map(([k, v]) => `${k} ${typeof v === 'object' ? '…' : String(v)}`)
    .join(', ');
  return `${type.charAt(0).toUpperCase()}${type.slice(1).toLowerCase()}${rest ? ` (${rest})` : ''}`;
}
