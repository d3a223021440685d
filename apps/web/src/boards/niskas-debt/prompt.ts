// "Whose decision is it, and what is asked now", in the GM's words, read from the public game data.
import { CONTACTS, map, money, type NiskaData } from '@cortex/game-niskas-debt';
import { memberName } from './moves';

export interface PromptInput {
  g: NiskaData;
  viewerSeat: number | null;
  toAct: readonly number[];
  seatName: (seat: number) => string;
  cardName: (kind: string) => string;
  kindOf: (id: string) => string | undefined;
  handCount: (seat: number) => number;
}

const ACTION_NAMES = { fly: 'Fly', buy: 'Buy', deal: 'Deal', work: 'Work' } as const;

/** What `seat` is asked to do right now, phrased for "you" when it is the viewer. */
export function task(input: PromptInput, seat: number): string {
  const { g, seatName } = input;
  const you = seat === input.viewerSeat;
  const card = (id: string): string => {
    const kind = input.kindOf(id);
    return kind ? input.cardName(kind) : 'a card';
  };
  const your = you ? 'your' : 'their';
  if (g.phase === 'setup') {
    switch (g.setupStage) {
      case 'captain':
        return `Setup: name ${your} Captain`;
      case 'ship':
        return `Setup: name ${your} Firefly-class ship`;
      case 'profession':
        return `Setup: pick ${your} Captain's profession (it sets the starting Fight, Tech and Talk)`;
      case 'personality':
        return 'Setup: pick a personality (each gives a bonus for the rest of the game)';
      case 'start':
        return `Setup: choose a free planet or station to start at${you ? ' (the marked sectors on the map)' : ''}`;
      case 'discard': {
        const extra = input.handCount(seat) - 3;
        return `Setup: one job was dealt from each dealer; discard ${extra > 0 ? extra : 'down to three'} to keep three`;
      }
    }
  }
  const pending = g.pending[0];
  if (pending && pending.seat === seat) {
    const job = g.work ? card(g.work.job) : 'the job';
    switch (pending.kind) {
      case 'evade':
        return 'Reavers! Choose a sector on the map to evade to';
      case 'team':
        return `Working ${job}: a misbehave is ahead. Choose who stays behind aboard, then go with the rest`;
      case 'misbehave':
        return `Misbehave on ${job}: ${card(pending.card)}. Choose an option you can attempt (a skill test rolls a d6 plus the team's skill)`;
      case 'bribe':
        return `The test fell short: pay a ${money(pending.cost)} bribe to pass, or refuse and fail the misbehave`;
      case 'payroll':
        return `Payday: pay each crew member their cut or withhold it (unpaid crew become disgruntled, then leave). Still to settle: ${pending.unpaid
          .map((m) => memberName(g, seat, m))
          .join(', ')}`;
      case 'loseCrew':
        return 'Choose a crew member to lose';
      case 'discardJobs':
        return `You hold more than three jobs: discard ${Math.max(1, input.handCount(seat) - 3)}`;
      case 'buyMore':
        return 'Buy another card at this market, or stop buying';
      case 'dealMore': {
        const here = map.placeAt(g.players[seat]?.sector ?? -1)?.key;
        const contact = Object.values(CONTACTS).find((c) => c.at === here);
        return `Take another job from ${contact?.name ?? 'the dealer'}, or stop dealing`;
      }
      case 'name':
        return 'You hired a crew member under a trade name: give them a name';
    }
  }
  const draft = g.offers.find((o) => o.from === seat && !o.sent);
  if (draft) return `Build ${your} trade offer to ${seatName(draft.to)}: add what ${you ? 'you give' : 'they give'} and ask for, then send it or cancel`;
  const asked = g.offers.filter((o) => o.to === seat && o.sent).map((o) => seatName(o.from));
  const answer = asked.length > 0 ? `${asked.join(' and ')} ${asked.length > 1 ? 'offer' : 'offers'} ${you ? 'you' : 'them'} a trade (see the trade table): accept or decline` : '';
  if (seat !== g.turn || pending) return answer || 'Free actions and trades only: it is not this seat’s turn';
  const left = (['fly', 'buy', 'deal', 'work'] as const).filter((a) => !g.used.includes(a));
  const actionsLeft = Math.max(0, 2 - g.used.length);
  const also = answer ? `. Also: ${answer}` : '';
  if (actionsLeft === 0) return `${you ? 'Your' : 'Their'} two actions are used (rule 6): make free moves (goods, gear, trade) or end the turn${also}`;
  const verb = g.used.length === 0 ? 'Take two different actions' : `Take one more action (${ACTION_NAMES[g.used[0]!]} is done)`;
  return `${verb} from ${left.map((a) => ACTION_NAMES[a]).join(', ')}; free moves any time; then end the turn${also}`;
}

export interface Prompt {
  headline: string;
  detail: string;
  mine: boolean;
}

export function prompt(input: PromptInput, status: string, replay: boolean): Prompt {
  const { g, viewerSeat, toAct, seatName } = input;
  if (g.phase === 'over' || status !== 'ACTIVE') {
    const winner = g.winner;
    const headline = winner === null ? 'The game is over' : winner === viewerSeat ? 'You paid Niska back and won!' : `${seatName(winner)} won`;
    return { headline, detail: g.summary || 'The match has ended.', mine: false };
  }
  if (replay) return { headline: 'Replay', detail: toAct.length ? `${toAct.map(seatName).join(', ')} to decide.` : 'Between decisions.', mine: false };
  const mine = viewerSeat !== null && toAct.includes(viewerSeat);
  if (mine) return { headline: 'The GM asks you', detail: `${task(input, viewerSeat)}.`, mine };
  const first = toAct[0];
  if (first === undefined) return { headline: 'The GM is resolving…', detail: 'Dice are rolling.', mine };
  const captain = g.players[first]?.captain;
  return { headline: `Waiting for ${seatName(first)}${captain ? ` (Captain ${captain})` : ''}`, detail: `${task(input, first)}.`, mine };
}
