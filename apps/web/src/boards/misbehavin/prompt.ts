// "Whose decision is it, and what must be decided now", in words, read from the public game data and its decision stack.
import { CARDS, SUPPLY_SETS, cardName, effectText, type GameData, type SupplySet } from '@cortex/game-misbehavin';
import { topFrame } from './moves';

export interface PromptInput {
  g: GameData;
  viewerSeat: number | null;
  /** The seat the game waits for (null when over). */
  deciding: number | null;
  seatName: (seat: number) => string;
  kindOf: (id: string) => string | undefined;
  /** Running fight totals and deal/recruit influence, computed by the game package's helpers. */
  fight: { attack: number; defence: number } | null;
  influence: number | null;
  /** Seats with the most POWER (who leads when the round limit ends the game). */
  leaders: readonly number[];
}

export interface Prompt {
  headline: string;
  detail: string;
  mine: boolean;
}

/** Ends a sentence once: some tasks already end with a full stop or a question mark. */
const stop = (s: string): string => (/[.?!]$/.test(s) ? s : `${s}.`);

const plural = (n: number, w: string): string => `${n} ${w}${n === 1 ? '' : 's'}`;

/** What the deciding seat is asked to do right now (phrased for "you" when it is the viewer). */
export function task(input: PromptInput, seat: number): string {
  const { g, seatName } = input;
  const you = seat === input.viewerSeat;
  const named = (id: string | null): string => {
    const k = id ? input.kindOf(id) : undefined;
    return k ? cardName(k) : 'a card';
  };
  if (g.phase === 'draft' && g.draft) {
    const free = ['fight', 'deal', 'maneuver', 'any'].filter((s) => g.draft!.slots[s as 'fight'] === undefined);
    return `Supply draft (pick ${g.draft.pick + 1} of ${g.draft.order.length}): choose a supply set for an open slot (${free.join(', ')})`;
  }
  const f = topFrame(g);
  if (!f) {
    return `${you ? 'Your' : `${seatName(seat)}'s`} turn: ${plural(g.activations, 'activation')} and ${plural(g.recruitments, 'recruitment')} left. Play a card, trigger one, pick a fight, make a deal, recruit, use 'verse, or end the turn`;
  }
  switch (f.kind) {
    case 'afterPlay':
      return `${named(f.card)} was just played: trigger it at once or set it`;
    case 'ability': {
      const k = input.kindOf(f.card);
      const a = k ? CARDS[k]?.abilities.filter((x) => x.timing === 'trigger')[f.index] : undefined;
      return `${named(f.card)}, ability ${f.index + 1}: ${a ? a.effects.map(effectText).join(', then ') : ''} — use it or skip it`;
    }
    case 'choose':
      switch (f.effect.e) {
        case 'cycle':
          return 'Choose a market card to cycle back into its deck';
        case 'steal':
          return `Choose a player to take up to ${plural(f.effect.n, 'credit')} from`;
        case 'black':
          return 'Choose a player who adds The Black to their recycle pile';
        case 'reset':
          return 'Choose a triggered card in the tableau to reset';
        case 'boost':
          return `Pay 2 credits for a +1 power token on ${named(f.source)}?`;
        default:
          return 'Make a choice';
      }
    case 'fight': {
      if (f.target === null) return 'Fight: choose an opponent’s card to NAB (take into your hand) or DISPATCH (to its owner’s recycle pile)';
      const t = input.fight;
      const side = f.floor === f.attacker ? 'attacker' : 'defender';
      const totals = t ? ` Attack ${t.attack} vs defence ${t.defence}${t.attack >= t.defence ? ' (the attacker wins ties)' : ''}.` : '';
      return `Fight over ${named(f.target)}: the ${side} adds FIGHT cards, plays a special or stands (two stands in a row end it).${totals}`;
    }
    case 'reward':
      return 'Fight won: take a reward (a card, a credit or a \'verse token)';
    case 'retain':
      return 'Spend \'verse to retain cards from the display (back to the hand), or be done';
    case 'deal': {
      if (f.claim === null) return `Deal: ${input.influence ?? 0} influence on the table. Add influence (cards, credits) and claim a card, or give up`;
      return `${seatName(f.seat)} claimed ${named(f.claim)} in a deal: allow it or cancel it`;
    }
    case 'cancelled':
      return 'The deal was cancelled: reattempt it, use the display for a recruitment, or discard the display';
    case 'recruit':
      return `Recruitment: ${input.influence ?? 0} influence left. Add cards, claim a card, or stop`;
    case 'maneuver':
      return `Replay the maneuver ${named(f.card)} with a 'verse token, or be done`;
    case 'cleanup':
      return 'End of turn: discard tableau cards you do not want, then finish (draw up)';
  }
}

export function prompt(input: PromptInput, status: string, replay: boolean, resultText: string | null): Prompt {
  const { g, viewerSeat, deciding, seatName } = input;
  if (g.phase === 'over' || status !== 'ACTIVE') {
    const lead = input.leaders;
    const onPower = lead.length === 1 ? `${seatName(lead[0]!)} led on POWER` : 'A tie on POWER';
    const headline = g.winner === null ? (lead.length === 1 && lead[0] === viewerSeat ? 'Victory! You led on POWER' : onPower) : g.winner === viewerSeat ? 'Victory!' : `${seatName(g.winner)} won`;
    return { headline, detail: resultText ?? (g.endReason ? `The game ended: ${g.endReason}.` : 'The game ended.'), mine: false };
  }
  if (deciding === null) return { headline: 'Resolving…', detail: 'The cards are being resolved.', mine: false };
  if (replay) return { headline: 'Replay', detail: stop(`${seatName(deciding)}: ${task(input, deciding)}`), mine: false };
  const mine = viewerSeat !== null && deciding === viewerSeat;
  if (mine) return { headline: 'Your decision', detail: stop(task(input, deciding)), mine };
  return { headline: `Waiting for ${seatName(deciding)}`, detail: stop(task(input, deciding)), mine };
}

/** The draft slot a supply set may fill, in words. */
export function setSlots(set: SupplySet): string {
  return SUPPLY_SETS[set].slots.join(' / ');
}
