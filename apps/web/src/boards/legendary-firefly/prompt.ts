// "Whose decision is it, and what must be decided now", in words, read from the public game data.
import { objective, type FireflyData } from '@cortex/game-legendary-firefly';
import { cardName } from './cards';

export interface PromptInput {
  g: FireflyData;
  viewerSeat: number | null;
  toAct: readonly number[];
  seatName: (seat: number) => string;
  kindOf: (id: string) => string | undefined;
}

export interface Prompt {
  headline: string;
  detail: string;
  mine: boolean;
}

const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;

function episodeName(g: FireflyData, e: number): string {
  const kind = g.trio[e];
  if (!kind) return `Episode ${e + 1}`;
  const o = objective(kind);
  return `Episode ${o.letter}, ${o.name}`;
}

/** What `seat` is asked to do right now (phrased for "you" when it is the viewer). */
export function task(input: PromptInput, seat: number): string {
  const { g, seatName } = input;
  const you = seat === input.viewerSeat;
  const p = g.pending;
  if (p && p.seat === seat) {
    switch (p.kind) {
      case 'scan':
        return "Scan a space for free: choose a face-down card in the 'Verse";
      case 'heal':
        return 'Heal a Strike: choose a Crew Strike on any Main Character';
      case 'repair':
        return "Repair a Ship Strike for free: choose one of Serenity's Ship Strikes";
      case 'weaken':
        return `Choose an enemy that gets −${p.n} Attack this turn`;
      case 'defeatEnemy':
        return `Defeat an enemy with ${p.n} or less Attack: choose one in the 'Verse or the Combat Zone`;
      case 'defeatOwn':
        return `${you ? 'You' : 'They'} may defeat one of ${you ? 'your' : 'their'} characters (in hand or played this turn), or keep them all`;
      case 'discard':
        return `Discard ${plural(p.n, 'card')} from ${you ? 'your' : 'their'} hand`;
      case 'playerDraw':
        return `Choose a player to draw a card (${plural(p.n, 'more player')}, each a different one)`;
      case 'order':
        return 'Effects of several cards are due at the same time: choose which card\'s effects resolve first';
      case 'show':
        return `Show a ${(p.show?.cls ?? '').replace(/^./, (c) => c.toUpperCase())} card: choose which card in ${you ? 'your' : 'their'} hand to show`;
      case 'healSelf':
        return `Inter-Mission healing: choose a strike on ${you ? 'your' : 'their'} Avatar to heal (up to ${p.n} more damage), or stop`;
      case 'avoid': {
        const src = g.strikes[0]?.src;
        const striker = src ? cardName(input.kindOf(src)) : 'an enemy';
        const target = g.strikes[0]?.ship ? 'Serenity' : you ? 'you' : seatName(seat);
        return `Strike Phase: ${striker} strikes ${target}. Avoid it (${plural(g.avoid, 'avoid')} left) or take it`;
      }
    }
  }
  switch (g.step) {
    case 'intermission': {
      const next = g.episode + 1 < g.trio.length ? episodeName(g, g.episode + 1) : 'the next Episode';
      return `Inter-Mission: spend the team's ${plural(g.credits, 'Credit')} on Upgrades, Ship repairs, healing or extra cards, then start ${next}`;
    }
    case 'action':
      if (seat === g.active) {
        return `${you ? 'Your' : `${seatName(seat)}'s`} Action Phase: play cards, then spend Recruit on the Bridge and Attack on scans, enemies, Goals and repairs; end the Action Phase when done`;
      }
      return `${seatName(g.active)}'s Action Phase: Coordinate a card to them, react with a Reaction card, or pass`;
    case 'strike':
      return 'Strike Phase: the Combat Zone strikes';
    default:
      return 'Wait';
  }
}

export function prompt(input: PromptInput, status: string, replay: boolean): Prompt {
  const { g, viewerSeat, toAct, seatName } = input;
  if (g.result || g.step === 'over' || status !== 'ACTIVE') {
    if (g.result) return { headline: g.result.won ? 'Victory!' : 'Defeat', detail: g.result.summary, mine: false };
    return { headline: 'The match is over', detail: 'No more decisions.', mine: false };
  }
  if (replay) return { headline: 'Replay', detail: toAct.length ? `${toAct.map(seatName).join(', ')} to decide.` : 'Between decisions.', mine: false };
  const mine = viewerSeat !== null && toAct.includes(viewerSeat);
  if (mine) {
    const others = toAct.filter((s) => s !== viewerSeat);
    const also = others.length ? ` ${others.map(seatName).join(', ')} ${others.length === 1 ? 'is' : 'are'} deciding too.` : '';
    return { headline: 'Your decision', detail: `${task(input, viewerSeat)}.${also}`, mine };
  }
  if (viewerSeat !== null && g.step === 'action' && !g.pending && g.window.includes(viewerSeat)) {
    return {
      headline: 'You may help',
      detail: `${seatName(g.active)}'s Action Phase: you may Coordinate a card to them or react with a Reaction card, or pass. The turn goes on without waiting for you.`,
      mine: false,
    };
  }
  if (toAct.length === 0) return { headline: 'Resolving…', detail: 'The cards are being resolved.', mine };
  const first = toAct.includes(g.active) ? g.active : toAct[0]!;
  return { headline: `Waiting for ${toAct.map(seatName).join(', ')}`, detail: `${task(input, first)}.`, mine };
}
