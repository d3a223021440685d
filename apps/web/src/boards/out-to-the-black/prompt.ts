// "Whose decision is it, and what must be decided now", in words, read from the public game data.
import { EVENTS, type OttbData } from '@cortex/game-out-to-the-black';
import { characterName, nextWild } from './moves';

export interface PromptInput {
  g: OttbData;
  viewerSeat: number | null;
  toAct: readonly number[];
  eventKind: string | undefined;
  asideKind: string | undefined;
  seatName: (seat: number) => string;
  cardName: (kind: string) => string;
  kindOf: (id: string) => string | undefined;
  /** The viewer is not awaited but has moves it may make anyway (Sacrifice in another player's Action phase). */
  optional?: boolean;
}


/** What `seat` is asked to do right now (phrased for "you" when it is the viewer). */
export function task(input: PromptInput, seat: number): string {
  const { g, eventKind, seatName } = input;
  const you = seat === input.viewerSeat;
  const event = eventKind ? (EVENTS[eventKind]?.name ?? 'this Event') : 'this Event';
  const p = g.pending;
  if (p && p.seat === seat) {
    switch (p.kind) {
      case 'skill':
        if (p.purpose === 'redrawOne') return 'Choose the skill whose Result card is redrawn';
        if (p.purpose === 'bestOfTwo') return 'Choose the skill that draws two Result cards (the higher counts)';
        if (p.purpose === 'boost') return 'Choose the redrawn Result card that gets +2';
        return `Choose which of ${p.helper !== undefined ? `${seatName(p.helper)}'s` : 'the helper’s'} skills is added`;
      case 'seat':
        if (p.purpose === 'give') {
          const card = input.asideKind ? input.cardName(input.asideKind) : 'the card';
          return you ? `Choose who gets ${card}${p.left && p.left > 1 ? ` (${p.left} to give)` : ''}` : 'Choose who gets a card';
        }
        if (p.purpose === 'shift') return 'Unexpected Shift: choose a player not participating to take your place as the Active player (and in the Event)';
        return 'Help: choose a player not participating';
      case 'card':
        return p.purpose === 'give' ? `Choose a card to give away (${p.left} left)` : `Sacrifice: choose a card to discard (${p.left} left)`;
      case 'option':
        if (p.purpose === 'injury') return 'Heavy Injuries: choose a new character';
        if (p.purpose === 'choiceLoss') return `Choose the loss: ${p.n} Credit${p.n === 1 ? '' : 's'}, ${p.n} Honor or ${p.n} Alliance card${p.n === 1 ? '' : 's'}`;
        return `Choose the gain: ${p.n} Credit${p.n === 1 ? '' : 's'} or ${p.n} Honor`;
    }
  }
  switch (g.phase) {
    case 'characters':
      return 'Choose a character';
    case 'action':
      return seat === g.active
        ? 'Action phase: use an A action or Game Ability, play Regroup, or pass'
        : 'Action phase: you may play Sacrifice while the Active player decides';
    case 'participants': {
      const left = g.need - g.participants.length;
      return `Choose participants for ${event} (${left} more)`;
    }
    case 'event':
      return g.participants.includes(seat)
        ? `Play cards for ${event} (skill cards, Wilds, Strength/Maneuvers/Psychic), use an E action, or say you are done`
        : `Not participating in ${event}: play Co-Pilot, Lend a Hand or I Got an Idea, or pass`;
    case 'resolution':
      return 'Resolution: play Last Minute Boost, Sneaky or Help, use an R action or ability, or pass';
    case 'wilds':
      return `Place ${nextWild(g, input.kindOf, input.cardName)} on a skill`;
    default:
      return 'Wait';
  }
}

export interface Prompt {
  headline: string;
  detail: string;
  mine: boolean;
}

export function prompt(input: PromptInput, status: string, replay: boolean): Prompt {
  const { g, viewerSeat, toAct, seatName } = input;
  if (g.phase === 'over' || g.end || status !== 'ACTIVE') {
    if (g.end) return { headline: g.end.won ? 'Victory!' : 'Defeat', detail: `${g.end.reason} Events completed: ${g.eventsCompleted}.`, mine: false };
    return { headline: 'The match is over', detail: `Events completed: ${g.eventsCompleted}.`, mine: false };
  }
  if (replay) return { headline: 'Replay', detail: toAct.length ? `${toAct.map(seatName).join(', ')} to decide.` : 'Between decisions.', mine: false };
  const mine = viewerSeat !== null && toAct.includes(viewerSeat);
  if (mine) {
    const others = toAct.filter((s) => s !== viewerSeat);
    const also = others.length ? ` ${others.map(seatName).join(', ')} ${others.length === 1 ? 'is' : 'are'} deciding too.` : '';
    return { headline: 'Your decision', detail: `${task(input, viewerSeat)}.${also}`, mine };
  }
  if (toAct.length === 0) return { headline: 'Resolving…', detail: 'The cards are being resolved.', mine };
  const first = toAct[0]!;
  const who = toAct.map((s) => `${seatName(s)} (${characterName(g.characters[s])})`).join(', ');
  const meanwhile = input.optional && viewerSeat !== null ? ` Meanwhile: ${task(input, viewerSeat).replace(/^Action phase: y/, 'Y')}.` : '';
  return { headline: `Waiting for ${who}`, detail: `${task(input, first)}.${meanwhile}`, mine };
}

