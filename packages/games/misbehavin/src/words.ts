// Moves and decisions in words, computed from a seat's view only (never from hidden cards): each legal move's label, the
// decision it belongs to and the cards it is about; the prompt of the decision; and, for the others at the table, what
// the game is waiting for. The board, the API's choices, replays and bots' explanations all read these.
import {
  countOf,
  listOf,
  phrase,
  possessive,
  seatRef,
  verb,
  type MoveLabel,
  type PhrasePart,
  type Seat,
  type SeatNames,
  seatList,
} from '@cortex/engine';
import { BLACK, CARDS, MARKET_DECKS, REAVERS, VERSE_CARDS, def, supplySetName } from './content/index';
import { claimVerse, dealTotal, displayInfluence, recruitTotal } from './rules/deal';
import { fightTotals } from './rules/fight';
import type { MisbehavinMove } from './moves';
import {
  type Ctx,
  type Frame,
  type GameData,
  areaFor,
  hasWarrant,
  powerOf,
  tableau,
  tableauPower,
  top,
  zAssets,
  zCommand,
  zHand,
  zRow,
} from './state';
import { handlerOf } from './rules/keywords';
import { nameOf, seen, type Seen, type View } from './seen';
import { decodeTarget } from './target';
import { effectText } from './text';
import type { Effect } from './content/types';

const sentence = (effects: readonly Effect[]): string => effects.map(effectText).join(', then ');

function ownerOf(c: Seen, id: string): Seat | null {
  const zone = c.zoneOf(id) ?? '';
  const m = /^(?:assets|command|hand|display|recycle|deck):(\d)$/.exec(zone);
  return m ? Number(m[1]) : null;
}

/** "your Hired Gun" for the seat's own card, "Bram's Hired Gun" for another player's. */
function whoseCard(c: Seen, seat: Seat, id: string, names: SeatNames): string {
  const owner = ownerOf(c, id);
  const name = nameOf(c, id);
  if (owner === null) return name;
  return owner === seat ? `your ${name}` : `${names.seatName(owner)}'s ${name}`;
}

/** Where one of the seat's own cards is: "from your hand" or "from your tableau". */
function fromWhere(c: Seen, seat: Seat, id: string): string {
  return c.zoneOf(id) === zHand(seat) ? 'from your hand' : 'from your tableau';
}

function triggerText(kind: string | undefined): string {
  const abilities = kind ? (CARDS[kind]?.abilities.filter((a) => a.timing === 'trigger') ?? []) : [];
  if (abilities.length === 0) return 'its ability';
  if (abilities.length === 1) return sentence(abilities[0]!.effects);
  return `${abilities.map((a) => sentence(a.effects)).join('; ')} (each ability may be skipped)`;
}

function innateText(kind: string | undefined): string {
  const a = kind
    ? CARDS[kind]?.abilities.find((x) => x.timing === 'innate' && !x.passive && x.window !== 'deal')
    : undefined;
  return a ? sentence(a.effects) : 'its innate ability';
}

function specialShort(kind: string | undefined, option: number): string {
  const effects = kind ? CARDS[kind]?.specials?.[option] : undefined;
  return effects ? effects.map((e) => handlerOf(e).short(e)).join(', ') : `Special ${option + 1}`;
}

function specialText(kind: string | undefined, option: number): string {
  const effects = kind ? CARDS[kind]?.specials?.[option] : undefined;
  return effects ? sentence(effects) : `special ability ${option + 1}`;
}

const influenceText = (c: Seen, seat: Seat, id: string): string => {
  const kind = c.kindOf(id);
  const d = kind ? CARDS[kind] : undefined;
  if (!d) return '';
  if (d.influence === 'X') {
    const n = c.z(zCommand(seat)).filter((x) => def(x.kind).category === 'character').length;
    return `+${n} influence, X counting your characters`;
  }
  return `+${d.influence} influence`;
};

function market(c: Seen, id: string): string {
  const zone = c.zoneOf(id) ?? '';
  for (const d of MARKET_DECKS) if (zone === zRow(d)) return `the ${d} market`;
  if (zone.startsWith('supply:'))
    return `the ${(supplySetName(zone.slice(7)) ?? '').replace(/^The /, '')} supply`.replace('  ', ' ');
  return 'the supply board';
}

/** The nearest pending frame of a kind (a fight stays open under choices and maneuvers). */
function frameOf<K extends Frame['kind']>(g: GameData, kind: K): Extract<Frame, { kind: K }> | undefined {
  for (let i = g.stack.length - 1; i >= 0; i--) {
    const f = g.stack[i]!;
    if (f.kind === kind) return f as Extract<Frame, { kind: K }>;
  }
  return undefined;
}

/** The decisions of the seat's own open turn, by kind of action. */
const TURN_GROUPS = {
  play: 'Play a card to your tableau (uses an activation)',
  trigger: 'Trigger a card for its ability (uses an activation)',
  fight: 'Pick a fight (uses an activation)',
  deal: 'Make a deal (uses an activation)',
  recruit: 'Recruit (uses your recruitment action)',
  free: 'Trigger a card without its effect (free)',
  innate: 'Use an innate ability (free)',
  verse: "'Verse acquisition and 'verse actions",
  special: 'Play a supply card for its special ability',
  end: 'End your turn',
} as const;

function groupOf(c: Seen, seat: Seat, m: MisbehavinMove, names: SeatNames): string {
  const g = c.g;
  if (g.phase === 'draft') return 'Supply draft: choose a set for an open slot';
  const f = top(g);
  const awaitedHere = f?.kind === 'deal' && f.claim !== null ? f.responders.includes(seat) : isMine(g, seat);
  if (!awaitedHere) {
    if (m.type === 'cancel' && f?.kind === 'deal') return `Cancel ${names.seatName(f.seat)}'s deal`;
    return 'Use an innate ability now';
  }
  if (m.type === 'innate') return TURN_GROUPS.innate;
  if (!f) {
    switch (m.type) {
      case 'play':
        return TURN_GROUPS.play;
      case 'trigger':
        return TURN_GROUPS.trigger;
      case 'fight':
        return TURN_GROUPS.fight;
      case 'deal':
        return TURN_GROUPS.deal;
      case 'recruit':
        return TURN_GROUPS.recruit;
      case 'triggerFree':
        return TURN_GROUPS.free;
      case 'special':
        return TURN_GROUPS.special;
      case 'endTurn':
        return TURN_GROUPS.end;
      default:
        return TURN_GROUPS.verse;
    }
  }
  switch (f.kind) {
    case 'afterPlay':
      return `You played ${nameOf(c, f.card)}: trigger it now?`;
    case 'ability':
      return `Use or skip an ability of ${nameOf(c, f.card)}`;
    case 'choose':
      return chooseGroup(c, f);
    case 'fight':
      if (f.target === null) return 'Choose the target of your fight';
      return m.type === 'special'
        ? 'Play a supply card in the fight'
        : m.type === 'stand'
          ? 'Stand'
          : 'Add FIGHT cards to the fight';
    case 'reward':
      return 'Take your reward for winning the fight';
    case 'retain':
      return "Retain display cards with 'verse tokens";
    case 'deal':
      if (f.claim !== null) return `Answer ${names.seatName(f.seat)}'s deal`;
      switch (m.type) {
        case 'claim':
          return 'Claim a card with the deal';
        case 'special':
          return 'Play a supply card in the deal';
        case 'dealCredit':
          return 'Commit credits to the deal';
        case 'dropDisplay':
          return 'Give up the deal';
        default:
          return 'Add cards to the deal';
      }
    case 'cancelled':
      return 'Your deal was cancelled: what happens to the display';
    case 'recruit':
      return m.type === 'claim'
        ? 'Recruit a card'
        : m.type === 'special'
          ? 'Play a supply card in the recruitment'
          : m.type === 'dropDisplay'
            ? 'Stop recruiting'
            : 'Add cards to the recruitment';
    case 'maneuver':
      return `Replay ${nameOf(c, f.card)} or let it go`;
    case 'cleanup':
      return 'End of turn: discard tableau cards, then finish';
  }
}

function chooseGroup(c: Seen, f: Extract<Frame, { kind: 'choose' }>): string {
  const from = f.source ? ` (${nameOf(c, f.source)})` : '';
  const run = handlerOf(f.effect).run;
  return run.kind === 'decision' ? run.ask(f.effect, from) : 'Make a choice';
}

function isMine(g: GameData, seat: Seat): boolean {
  if (g.phase !== 'play') return false;
  const f = top(g);
  if (!f) return g.turn === seat;
  switch (f.kind) {
    case 'fight':
      return (f.target === null ? f.attacker : f.floor) === seat;
    case 'retain':
      return (f.seats[0] ?? g.turn) === seat;
    case 'deal':
      return f.claim === null || f.responders.length === 0 ? f.seat === seat : f.responders.includes(seat);
    default:
      return f.seat === seat;
  }
}

function label(
  c: Seen,
  seat: Seat,
  m: MisbehavinMove,
  names: SeatNames,
): { label: string; short: string; cards?: string[] } {
  const g = c.g;
  const f = top(g);
  const named = (id: string): string => nameOf(c, id);
  switch (m.type) {
    case 'draftSet':
      return {
        label: `Draft ${supplySetName(m.set) ?? m.set} into the ${m.slot} slot`,
        short: `${m.slot.charAt(0).toUpperCase()}${m.slot.slice(1)} slot`,
      };
    case 'play': {
      const kind = c.kindOf(m.card);
      const area = kind && areaFor(kind, seat) === zAssets(seat) ? 'asset area' : 'command area';
      const power = kind ? def(kind).power : 0;
      return { label: `Play ${named(m.card)} to your ${area} (+${power} POWER)`, short: 'Play', cards: [m.card] };
    }
    case 'playTrigger': {
      const card = f?.kind === 'afterPlay' ? f.card : '';
      return m.use
        ? {
            label: `Trigger ${named(card)} at once: ${triggerText(c.kindOf(card))}`,
            short: 'Trigger now',
            cards: [card],
          }
        : { label: `Leave ${named(card)} untriggered for now`, short: 'Not now', cards: [card] };
    }
    case 'trigger':
      return {
        label: `Trigger ${named(m.card)}: ${triggerText(c.kindOf(m.card))}`,
        short: '⚡ Trigger',
        cards: [m.card],
      };
    case 'triggerFree': {
      const kind = c.kindOf(m.card);
      const sheds =
        kind !== undefined && def(kind).traits.includes('location') && c.z(zHand(seat)).some((x) => x.kind === BLACK);
      return {
        label: `Turn ${named(m.card)} sideways without its effect${sheds ? ', shedding The Black from your hand' : ''} (free)`,
        short: sheds ? 'Shed The Black' : 'Turn (no effect)',
        cards: [m.card],
      };
    }
    case 'innate':
      return {
        label: `Use the innate ability of your ${named(m.card)}: ${innateText(c.kindOf(m.card))}`,
        short: 'Innate',
        cards: [m.card],
      };
    case 'ability': {
      const card = f?.kind === 'ability' ? f.card : '';
      const index = f?.kind === 'ability' ? f.index : 0;
      const kind = c.kindOf(card);
      const abilities = kind ? (CARDS[kind]?.abilities.filter((a) => a.timing === 'trigger') ?? []) : [];
      const what = abilities[index] ? sentence(abilities[index].effects) : 'this ability';
      const which = `ability ${index + 1} of ${abilities.length} of ${named(card)}`;
      return m.use
        ? { label: `Use ${which}: ${what}`, short: 'Use', cards: [card] }
        : { label: `Skip ${which} (${what})`, short: 'Skip', cards: [card] };
    }
    case 'choose':
      return chooseLabel(c, m.target, names);
    case 'fight': {
      const kind = c.kindOf(m.card);
      return {
        label: `Pick a fight with ${named(m.card)} ${fromWhere(c, seat, m.card)} (POWER ${kind ? powerOf(g, { id: m.card, kind }) : 0})`,
        short: 'Fight',
        cards: [m.card],
      };
    }
    case 'target': {
      const kind = c.kindOf(m.card);
      const defence = kind ? def(kind).cost : 0;
      const owner = ownerOf(c, m.card);
      const whose = whoseCard(c, seat, m.card, names);
      return m.mode === 'nab'
        ? { label: `Fight to NAB ${whose} into your hand (defence ${defence})`, short: 'NAB', cards: [m.card] }
        : {
            label: `Fight to DISPATCH ${whose} to ${owner === null ? "its owner's" : 'their'} recycle pile (defence ${defence})`,
            short: 'DISPATCH',
            cards: [m.card],
          };
    }
    case 'fightAdd': {
      const kind = c.kindOf(m.card);
      const p = kind ? powerOf(g, { id: m.card, kind }) : 0;
      return {
        label: `Add ${named(m.card)} ${fromWhere(c, seat, m.card)} to the fight (+${p})`,
        short: `Add +${p}`,
        cards: [m.card],
      };
    }
    case 'stand':
      return { label: standLabel(c, seat), short: 'Stand' };
    case 'reward':
      return {
        label:
          m.kind === 'draw'
            ? 'Take the reward: draw a card from your deck'
            : m.kind === 'credit'
              ? 'Take the reward: gain 1 credit'
              : "Take the reward: gain 1 'verse token",
        short: m.kind === 'draw' ? 'Draw' : m.kind === 'credit' ? '+1 credit' : "+1 'verse",
      };
    case 'retain':
      return {
        label: `Spend 1 'verse token to take ${named(m.card)} back into your hand`,
        short: 'Retain',
        cards: [m.card],
      };
    case 'retainDone':
      return { label: 'Retain nothing more (your display is cleared)', short: 'Done' };
    case 'deal':
      return {
        label: `Start a deal with ${named(m.card)} ${fromWhere(c, seat, m.card)} (${influenceText(c, seat, m.card)})`,
        short: 'Deal',
        cards: [m.card],
      };
    case 'recruit':
      return {
        label: `Start a recruitment with ${named(m.card)} ${fromWhere(c, seat, m.card)} (${influenceText(c, seat, m.card)})`,
        short: 'Recruit',
        cards: [m.card],
      };
    case 'dealAdd':
    case 'recruitAdd': {
      const inf = influenceText(c, seat, m.card);
      return {
        label: `Add ${named(m.card)} ${fromWhere(c, seat, m.card)} to the ${m.type === 'dealAdd' ? 'deal' : 'recruitment'} (${inf})`,
        short: `Add ${inf.split(' ')[0]!}`,
        cards: [m.card],
      };
    }
    case 'dealCredit': {
      const deal = f?.kind === 'deal' ? f : undefined;
      const total = deal ? dealTotal(c, deal) : 0;
      return {
        label: `Commit ${countOf(m.amount, 'credit')} to the deal (influence ${total} → ${total + m.amount})`,
        short: `+${m.amount} ¤`,
      };
    }
    case 'claim':
      return claimLabel(c, seat, m.card);
    case 'allow': {
      const deal = f?.kind === 'deal' ? f : undefined;
      return {
        label: deal
          ? `Let ${names.seatName(deal.seat)}'s deal for ${dealClaimName(c, deal)} go ahead`
          : 'Let the deal go ahead',
        short: 'Allow',
      };
    }
    case 'cancel': {
      const deal = frameOf(g, 'deal');
      const who = deal
        ? `${names.seatName(deal.seat)}'s deal${deal.claim ? ` for ${dealClaimName(c, deal)}` : ''}`
        : 'the deal';
      const how =
        c.zoneOf(m.card) === zHand(seat)
          ? `by playing ${named(m.card)} from your hand`
          : `by triggering your ${named(m.card)}`;
      return { label: `Cancel ${who} ${how}`, short: 'Cancel deal', cards: [m.card] };
    }
    case 'reattempt':
      return { label: 'Reattempt the deal with the same display (uses another activation)', short: 'Reattempt' };
    case 'recruitDisplay':
      return { label: 'Use the display for your recruitment action', short: 'Recruit with it' };
    case 'dropDisplay':
      return f?.kind === 'deal'
        ? {
            label:
              f.credits > 0
                ? `Give up the deal (you take back ${countOf(f.credits, 'credit')}; your display is cleared)`
                : 'Give up the deal (your display is cleared)',
            short: 'Give up',
          }
        : f?.kind === 'recruit'
          ? { label: 'Stop recruiting (your display is cleared)', short: 'Stop' }
          : { label: 'Clear your display', short: 'Clear' };
    case 'acquire': {
      const vc = VERSE_CARDS[g.players[seat]!.faction];
      return m.discard
        ? {
            label: `Acquire a 'verse token: turn ${named(m.card)} sideways and discard ${named(m.discard)} from your hand`,
            short: "Discard for 'verse",
            cards: [m.card, m.discard],
          }
        : {
            label: `Acquire a 'verse token: turn ${named(m.card)} sideways and pay 1 credit (${vc.name})`,
            short: "'Verse for 1 ¤",
            cards: [m.card],
          };
    }
    case 'warrant':
      return {
        label: `Spend 2 'verse tokens to put a warrant on ${whoseCard(c, seat, m.card, names)}`,
        short: 'Warrant',
        cards: [m.card],
      };
    case 'tax':
      return m.from < 0
        ? { label: "Spend 1 'verse token to tax the supply for 2 credits", short: 'Tax the supply' }
        : { label: `Spend 1 'verse token to tax ${names.seatName(m.from)} 1 credit`, short: 'Tax 1 ¤' };
    case 'steal':
      return m.from < 0
        ? { label: "Spend 1 'verse token to steal 2 credits from the bank", short: 'Steal from the bank' }
        : {
            label: `Spend 1 'verse token to steal ${countOf(Math.min(2, g.players[m.from]!.credits), 'credit')} from ${names.seatName(m.from)}`,
            short: 'Steal',
          };
    case 'retrigger':
      return {
        label: `Spend 2 'verse tokens to use ${named(m.card)} again: ${triggerText(c.kindOf(m.card))}`,
        short: 'Re-trigger',
        cards: [m.card],
      };
    case 'rally':
      return { label: "Spend 2 'verse tokens to rally for 1 more activation", short: 'Rally' };
    case 'special': {
      const kind = c.kindOf(m.card);
      const maneuver = kind !== undefined && def(kind).category === 'maneuver';
      return {
        label: `Play ${maneuver ? 'the maneuver ' : ''}${named(m.card)}${maneuver ? '' : ' for its special ability'}: ${specialText(kind, m.option)}`,
        short: specialShort(kind, m.option),
        cards: [m.card],
      };
    }
    case 'replay': {
      const card = f?.kind === 'maneuver' ? f.card : '';
      return {
        label: `Spend 1 'verse token to play ${named(card)} again: ${specialText(c.kindOf(card), m.option)}`,
        short: 'Replay',
        cards: card ? [card] : [],
      };
    }
    case 'replayDone': {
      const card = f?.kind === 'maneuver' ? f.card : '';
      return { label: `Let ${named(card)} return to the supply (no replay)`, short: 'Done', cards: card ? [card] : [] };
    }
    case 'reaver': {
      const rv = c.z('reaver')[0];
      const rd = rv ? REAVERS[rv.kind] : undefined;
      const placed = g.players.reduce((n, p) => n + p.reaver, 0);
      return {
        label:
          rv && rd
            ? `Place 1 'verse token on ${rd.name} (${placed} of the ${rd.toughness} needed to drive them off so far)`
            : "Place 1 'verse token on the Reavers",
        short: 'Fight the Reavers',
        cards: rv ? [rv.id] : [],
      };
    }
    case 'endTurn': {
      const n = c.z(zHand(seat)).length;
      const hand = n > 0 ? `, discard your hand (${countOf(n, 'card')})` : '';
      if (m.tableau === 'choose')
        return {
          label: `End your turn${hand} and choose tableau cards to discard before drawing up`,
          short: 'End turn, discard…',
        };
      return {
        label: `End your turn${hand}, keep your tableau and draw ${countOf(drawCount(c, seat), 'card')}`,
        short: 'End turn',
      };
    }
    case 'scrap':
      return {
        label: `Discard ${named(m.card)} from your tableau to your recycle pile`,
        short: 'Discard',
        cards: [m.card],
      };
    case 'finish':
      return { label: `Finish your turn and draw ${countOf(drawCount(c, seat), 'card')}`, short: 'Finish' };
  }
}

/** Cards drawn at the end of the turn: 5, less 1 per triggered card left in the tableau. */
function drawCount(c: Seen, seat: Seat): number {
  return Math.max(0, 5 - tableau(c, seat).filter((x) => c.g.triggered.includes(x.id)).length);
}

function dealClaimName(c: Seen, deal: Extract<Frame, { kind: 'deal' }>): string {
  if (!deal.claim) return 'a card';
  return hasWarrant(c.g, deal.claim) ? `clearing the warrant on ${nameOf(c, deal.claim)}` : nameOf(c, deal.claim);
}

function standLabel(c: Seen, seat: Seat): string {
  const f = frameOf(c.g, 'fight');
  if (!f || f.target === null) return 'Stand: add nothing more';
  if (f.passes === 0) return 'Stand: add nothing more for now (the other side may still add)';
  const { attack, defence } = fightTotals(c, f);
  const attackerWins = attack >= defence;
  const youWin = (seat === f.attacker) === attackerWins;
  return `Stand: the fight ends ${attack} to ${defence} and you ${youWin ? 'win' : 'lose'} it`;
}

function claimLabel(c: Seen, seat: Seat, card: string): { label: string; short: string; cards: string[] } {
  const g = c.g;
  const f = top(g);
  if (hasWarrant(g, card))
    return {
      label: `Clear the warrant on ${nameOf(c, card)} (the deal gains nothing else)`,
      short: 'Clear warrant',
      cards: [card],
    };
  const kind = c.kindOf(card);
  const cost = kind ? def(kind).cost : 0;
  const total =
    f?.kind === 'deal' ? dealTotal(c, f) : f?.kind === 'recruit' ? recruitTotal(c, f) : displayInfluence(c, seat);
  const verse = kind ? (claimVerse(c, seat, kind, total) ?? 0) : 0;
  const pay = verse > 0 ? `, paying ${countOf(verse, "'verse token")}` : '';
  if (f?.kind === 'recruit') {
    return {
      label: `Recruit ${nameOf(c, card)} from ${market(c, card)} (cost ${cost}${pay}) into your recycle pile`,
      short: verse > 0 ? `Recruit (${verse} 'verse)` : 'Recruit',
      cards: [card],
    };
  }
  return {
    label: `Claim ${nameOf(c, card)} from ${market(c, card)} (cost ${cost}${pay}) into your hand`,
    short: verse > 0 ? `Claim (${verse} 'verse)` : 'Claim',
    cards: [card],
  };
}

function chooseLabel(c: Seen, target: string, names: SeatNames): { label: string; short: string; cards?: string[] } {
  const f = top(c.g);
  const run = f?.kind === 'choose' ? handlerOf(f.effect).run : undefined;
  // A choice is only legal while its 'choose' frame is on top, so the fallback is never a legal move's label.
  if (f?.kind !== 'choose' || run?.kind !== 'decision') return { label: 'Make a choice', short: 'Choose' };
  return run.option(c, names, f.effect, decodeTarget(target), f.source);
}

/** A legal move of `seat` in words, from the seat's view. */
export function describeMove(view: View, seat: Seat, move: MisbehavinMove, names: SeatNames): MoveLabel {
  const c = seen(view);
  const l = label(c, seat, move, names);
  const group = groupOf(c, seat, move, names);
  const cards = (l.cards ?? []).filter((id) => id !== '' && c.kindOf(id) !== undefined);
  return cards.length > 0
    ? { label: l.label, group, short: l.short, cards }
    : { label: l.label, group, short: l.short };
}

const plural = (n: number, word: string): string => countOf(n, word);

/** What the seat is asked to decide now, in words (the seat has legal moves). */
export function prompt(view: View, seat: Seat, names: SeatNames): string {
  const c = seen(view);
  const g = c.g;
  if (g.phase === 'draft' && g.draft) {
    const free = (['fight', 'deal', 'maneuver', 'any'] as const).filter((s) => g.draft!.slots[s] === undefined);
    return `Supply draft, pick ${g.draft.pick + 1} of ${g.draft.order.length}: choose a supply set for an open slot (${listOf([...free], 'or')}).`;
  }
  const f = top(g);
  if (!isMine(g, seat)) {
    if (f?.kind === 'deal' && f.seat !== seat)
      return `${names.seatName(f.seat)} is making a deal: you may cancel it now or wait to see what is committed, or use an innate ability.`;
    return 'You may use an innate ability now, without waiting for your turn.';
  }
  if (!f) {
    const can: string[] = [];
    if (g.activations > 0) can.push('play a card', 'trigger one', 'pick a fight', 'make a deal');
    if (g.recruitments > 0) can.push('recruit');
    if (g.players[seat]!.verse + g.players[seat]!.marks > 0 || !g.verseAcquired) can.push("use 'verse");
    can.push('end your turn');
    const left = `${plural(g.activations, 'activation')} and ${plural(g.recruitments, 'recruitment')} left`;
    return `Your turn (${left}): ${listOf(can, 'or')}.`;
  }
  switch (f.kind) {
    case 'afterPlay':
      return `You played ${nameOf(c, f.card)}: trigger it at once for its ability, or leave it untriggered.`;
    case 'ability': {
      const kind = c.kindOf(f.card);
      const n = kind ? (CARDS[kind]?.abilities.filter((a) => a.timing === 'trigger').length ?? 0) : 0;
      return `${nameOf(c, f.card)}: use or skip its ability ${f.index + 1} of ${n} (abilities come in order).`;
    }
    case 'choose':
      return `${chooseGroup(c, f)}.`.replace('?.', '?');
    case 'fight': {
      if (f.target === null)
        return "Choose your fight's target in another player's tableau: NAB it into your hand or DISPATCH it to its owner's recycle pile. Its cost is its defence.";
      const { attack, defence } = fightTotals(c, f);
      const over = `${f.defender === seat ? 'your' : `${names.seatName(f.defender!)}'s`} ${nameOf(c, f.target)}`;
      const other = seat === f.attacker ? f.defender! : f.attacker;
      const stood = f.passes > 0 ? ` ${names.seatName(other)} stood: if you stand too, the fight ends.` : '';
      return `Fight to ${f.mode === 'nab' ? 'NAB' : 'DISPATCH'} ${over}: attack ${attack}, defence ${defence} (the attacker wins ties). Add FIGHT cards or stand.${stood}`;
    }
    case 'reward':
      return "You won the fight: take a reward (a card, a credit or a 'verse token).";
    case 'retain':
      return "Spend 'verse tokens to take cards from your display back into your hand, or retain nothing more.";
    case 'deal': {
      if (f.claim !== null) {
        const kind = c.kindOf(f.claim);
        const what = hasWarrant(g, f.claim)
          ? `to clear the warrant on ${nameOf(c, f.claim)}`
          : `for ${nameOf(c, f.claim)} (cost ${kind ? def(kind).cost : 0})`;
        const others = f.responders.filter((s) => s !== seat).map((s) => names.seatName(s));
        return `${names.seatName(f.seat)} made a deal ${what}: let it go ahead or cancel it.${others.length > 0 ? ` ${listOf(others)} ${others.length === 1 ? 'answers' : 'answer'} at the same time.` : ''}`;
      }
      return `Your deal has ${dealTotal(c, f)} influence. Add cards or credits, then claim a card costing up to that (your faction's icons let 'verse tokens add influence), or give up.`;
    }
    case 'cancelled':
      return 'Your deal was cancelled: reattempt it with another activation, use the display for your recruitment, or clear it.';
    case 'recruit':
      return `Your recruitment has ${recruitTotal(c, f)} influence left. Add cards, recruit a card costing up to that, or stop.`;
    case 'maneuver':
      return `Play the maneuver ${nameOf(c, f.card)} again for a 'verse token, or let it return to the supply.`;
    case 'cleanup':
      return 'End of turn: discard any tableau cards you do not want, then finish and draw up.';
  }
}

/**
 * What the game is waiting for, for anyone at the table (a phrase the narrator words per viewer): the board shows it
 * while others decide. Public information only.
 */
export function situation(view: View): PhrasePart[] {
  const c = seen(view);
  const g = c.g;
  if (g.phase === 'over') return phrase`The game is over.`;
  if (g.phase === 'draft' && g.draft)
    return phrase`${seatRef(g.draft.order[g.draft.pick]!)} ${verb('is')} choosing a supply set (pick ${g.draft.pick + 1} of ${g.draft.order.length}).`;
  const f = top(g);
  if (!f)
    return phrase`${possessive(g.turn)} turn: ${plural(g.activations, 'activation')} and ${plural(g.recruitments, 'recruitment')} left.`;
  switch (f.kind) {
    case 'fight': {
      if (f.target === null) return phrase`${seatRef(f.attacker)} ${verb('is')} choosing a target for the fight.`;
      const { attack, defence } = fightTotals(c, f);
      return phrase`${seatRef(f.attacker)} ${verb('is')} fighting ${possessive(f.defender!)} ${nameOf(c, f.target)}: attack ${attack}, defence ${defence}. ${seatRef(f.floor)} ${verb('adds')} FIGHT cards or ${verb('stands', f.floor)}.`;
    }
    case 'deal':
      if (f.claim !== null && f.responders.length > 0) {
        const list: PhrasePart[] = [];
        f.responders.forEach((s, i) => {
          if (i > 0) list.push(i === f.responders.length - 1 ? ' and ' : ', ');
          list.push(seatRef(s));
        });
        return phrase`${seatRef(f.seat)} claimed ${dealClaimName(c, f)}; waiting for ${list} to allow or cancel the deal.`;
      }
      return phrase`${seatRef(f.seat)} ${verb('is')} making a deal (${dealTotal(c, f)} influence so far).`;
    case 'recruit':
      return phrase`${seatRef(f.seat)} ${verb('is')} recruiting (${recruitTotal(c, f)} influence left).`;
    case 'reward':
      return phrase`${seatRef(f.seat)} won the fight and ${verb('is')} choosing a reward.`;
    case 'retain':
      return f.seats.length > 0
        ? phrase`${seatRef(f.seats[0]!)} may spend 'verse tokens to retain display cards.`
        : phrase`The displays are being cleared.`;
    case 'cancelled':
      return phrase`${possessive(f.seat)} deal was cancelled: ${seatRef(f.seat)} ${verb('decides')} what happens to the display.`;
    case 'maneuver':
      return phrase`${seatRef(f.seat)} played the maneuver ${nameOf(c, f.card)} and may replay it.`;
    case 'cleanup':
      return phrase`${seatRef(f.seat)} ${verb('is')} ending the turn.`;
    case 'afterPlay':
    case 'ability':
    case 'choose':
      return phrase`${seatRef(f.seat)} ${verb('is')} resolving ${nameOf(c, 'card' in f ? f.card : f.source)}.`;
  }
}

/** The seats with the most POWER in their tableaux. */
export function leadersOnPower(c: Ctx): Seat[] {
  const power = Array.from({ length: c.players }, (_, s) => tableauPower(c, s));
  const most = Math.max(...power);
  return power.flatMap((p, s) => (p === most ? [s] : []));
}

/** How the game ended, as the result's line: "Zoe won by starting a turn with 13 POWER." */
export function resultPhrase(c: Ctx): PhrasePart[] {
  const g = c.g;
  if (g.winner !== null) return phrase`${seatRef(g.winner)} won by ${g.endReason ?? 'meeting a win condition'}.`;
  const leaders = leadersOnPower(c);
  return phrase`The game ended at the ${g.maxRounds}-round limit with ${seatList(leaders)} ahead on POWER (${tableauPower(c, leaders[0]!)}).`;
}

/** The end of the game for the board: the result's line and every player's POWER. */
export function outcome(view: View): PhrasePart[] {
  const c = seen(view);
  const power: PhrasePart[] = [];
  for (let s = 0; s < c.players; s++) {
    if (s > 0) power.push(', ');
    power.push(seatRef(s), ` ${tableauPower(c, s)}`);
  }
  return [...resultPhrase(c), ' Final POWER: ', ...power, '.'];
}
