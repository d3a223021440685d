// Niska's Debt in words: every legal move labelled and grouped by the decision it answers, and the prompt of the seat's
// decision, read from the seat's view alone (everything on the table is public; only the decks are hidden, and no label
// reads them). The board, the API's choices, replays and bots' explanations all use these.
import { countOf, listOf, withArticle, type MoveLabel, type SeatNames } from '@cortex/engine';
import { PERSONALITIES, PROFESSIONS, SKILL_NAMES, SKILLS } from './content/captains';
import { marketCard, MARKETS, type MarketKey } from './content/cards';
import { CONTACTS, contactAt, GOODS, goodsCount } from './content/jobs';
import { isAlliance, place, placeAt, sectorName, type PlaceKey } from './content/map';
import { misbehaveCard } from './content/misbehave';
import type { NiskaMove } from './moves';
import { CAPTAIN, memberName, money, skillTotal, Z } from './rules/common';
import { contactHere } from './rules/deal';
import { decisionOf } from './rules/decisions';
import { marketHere, priceFor, shoreLeaveCost } from './rules/market';
import { setupStageOf } from './rules/setup';
import { draftOf, offerBetween, offerSideText } from './rules/trade';
import { wageOf } from './rules/work';
import type { NiskaData, Offer } from './state';
import { cardName, optionText } from './text';
import { card, type View, viewReader, type ViewReader } from './view';

/** A table's entry for a key a move carries as a plain string (an unknown key has none). */
const known = <T>(table: Readonly<Record<string, T>>, key: string): T | undefined =>
  Object.hasOwn(table, key) ? table[key] : undefined;

/** What a planet or station offers a captain: its dealer's jobs and its market. */
export function placeServices(key: PlaceKey): string[] {
  const out: string[] = [];
  const contact = contactAt(key);
  if (contact) out.push(`${CONTACTS[contact].name}'s jobs`);
  if ((MARKETS as readonly string[]).includes(key)) out.push('a market');
  return out;
}

/** "sector C5 (Border space)", "Persephone (Alliance space)". */
function whereWithSpace(sector: number): string {
  return `${sectorName(sector)} (${isAlliance(sector) ? 'Alliance' : 'Border'} space)`;
}

/** The other side of an offer as the mover reads it: "Alice", or "you" never (labels are read by their mover). */
function otherName(names: SeatNames, seat: number): string {
  return names.seatName(seat);
}

const ACTION_GROUP = {
  fly: 'Fly (rules 7-11)',
  buy: 'Buy (rules 12-14)',
  deal: 'Deal (rules 15-17)',
  work: 'Work (rules 18-22)',
} as const;
/** The decision inside a Deal action once it is open: more jobs (up to two), trade with the contact, or stop. */
const DEAL_MORE = 'Go on dealing or stop (rules 15 and 17)';
const FREE_GROUP = {
  gear: 'Assign gear (rule 27)',
  crew: 'Crew (rules 22.a and 28)',
  upgrades: 'Ship upgrades (rule 14.a)',
  goods: 'Hold and stash',
  trade: 'Trade with another captain (rule 30)',
};

function offerOf(g: NiskaData, from: number, to: number): Offer | undefined {
  return g.offers.find((o) => o.from === from && o.to === to);
}

/** An offer in words from its recipient's side: "Kestrel Vance and $500 for 2 Cargo". */
function offerTerms(r: ViewReader, o: Offer): string {
  return `${offerSideText(r, o.from, o.give, o.cashGive)} for ${offerSideText(r, o.to, o.get, o.cashGet)}`;
}

function teamSize(g: NiskaData): number {
  return g.work?.team.length ?? 1;
}

export function describeMove(view: View, seat: number, move: NiskaMove, names: SeatNames): MoveLabel {
  const r = viewReader(view);
  const g = r.game;
  const p = g.players[seat]!;
  const pending = g.pending[0]?.seat === seat ? g.pending[0] : undefined;
  const jobName = (id: string): string => card(r, id);
  // Jobs and trade with the contact open the Deal action, then go on inside it (rules 15 and 17).
  const dealGroup = pending?.kind === 'dealMore' ? DEAL_MORE : ACTION_GROUP.deal;
  switch (move.type) {
    case 'captain': {
      const gm = g.setup?.captains[seat]?.[0] === move.name;
      return {
        label: `Name your Captain ${move.name}${gm ? " (the GM's pick)" : ''}`,
        group: 'Name your Captain (rule 5)',
        short: move.name,
      };
    }
    case 'ship': {
      const gm = g.setup?.ships[seat]?.[0] === move.name;
      return {
        label: `Name your Firefly ${move.name}${gm ? " (the GM's pick)" : ''}`,
        group: 'Name your Firefly (rule 5)',
        short: move.name,
      };
    }
    case 'profession': {
      const def = known(PROFESSIONS, move.profession);
      return {
        label: `Make your Captain ${def ? `${withArticle(def.name)} (${SKILLS.map((k) => `${SKILL_NAMES[k]} ${def.skills[k]}`).join(', ')})` : move.profession}`,
        group: "Choose your Captain's profession (rule 5.a)",
        short: def?.name ?? move.profession,
      };
    }
    case 'personality': {
      const def = known(PERSONALITIES, move.personality);
      return {
        label: def ? `Choose ${def.name}: ${def.text}` : move.personality,
        group: "Choose your Captain's personality (rule 5.b)",
        short: def?.name ?? move.personality,
      };
    }
    case 'start': {
      const place = placeAt(move.sector);
      const extras = [
        ...(place ? placeServices(place.key) : []),
        ...(isAlliance(move.sector) ? ['Alliance space'] : []),
      ];
      return {
        label: `Start at ${sectorName(move.sector)}${extras.length ? ` (${listOf(extras)})` : ''}`,
        group: 'Choose where your Firefly starts (rule 5)',
        short: place?.name ?? sectorName(move.sector),
      };
    }
    case 'discardJobs': {
      const keep = r
        .cards(Z.hand(seat))
        .filter((c) => !move.jobs.includes(c.id))
        .map((c) => cardName(c.kind));
      return {
        label: `Discard ${listOf(move.jobs.map(jobName))} (keep ${listOf(keep)})`,
        group:
          g.phase === 'setup'
            ? 'Discard your starting jobs down to three (rule 5)'
            : 'Discard jobs down to three in hand (rule 17.a)',
        short: 'Discard',
        cards: move.jobs,
      };
    }
    case 'fly':
      return {
        label: `Fly to ${whereWithSpace(move.to)}${move.search ? ' and search for a derelict' : ''}`,
        group: ACTION_GROUP.fly,
        short: move.search ? 'Fly and search' : 'Fly here',
      };
    case 'lure':
      return {
        label: `Lure the Reaver ship here from ${sectorName(g.reaver)} (Reaver contact follows)`,
        group: ACTION_GROUP.fly,
        short: 'Lure',
      };
    case 'evade':
      return {
        label: `Evade to ${whereWithSpace(move.to)}`,
        group: 'Evade the Reavers into an adjacent sector (rule 9.c)',
        short: 'Evade here',
      };
    case 'buy': {
      const kind = r.kind(move.card);
      const def = kind ? marketCard(kind) : undefined;
      const price = def ? priceFor(r, seat, def) : 0;
      const m = marketHere(r, seat);
      return {
        label: `Buy ${card(r, move.card)} for ${money(price)}${pending?.kind === 'buyMore' ? ' as your second card' : ''}`,
        group:
          pending?.kind === 'buyMore'
            ? 'Buy a second card or stop (rule 14)'
            : `${ACTION_GROUP.buy}${m ? `: the ${marketName(m)} market` : ''}`,
        short: `Buy ${money(price)}`,
        cards: [move.card],
      };
    }
    case 'stopBuying':
      return { label: 'Stop buying', group: 'Buy a second card or stop (rule 14)' };
    case 'name': {
      const crew = pending?.kind === 'name' ? pending.crew : undefined;
      const gm = pending?.kind === 'name' && pending.suggestions[0] === move.name;
      return {
        label: `Name them ${move.name}${gm ? " (the GM's pick)" : ''}`,
        group: `Name your new ${crew ? card(r, crew) : 'crew member'} (rule 14.b)`,
        short: move.name,
        ...(crew ? { cards: [crew] } : {}),
      };
    }
    case 'shoreLeave':
      return {
        label: `Give the crew shore leave for ${money(shoreLeaveCost(r, seat))} (nobody stays disgruntled)`,
        group: ACTION_GROUP.buy,
        short: 'Shore leave',
      };
    case 'deal': {
      const c = contactHere(r, seat);
      return {
        label: `Take ${jobName(move.job)} from ${c ? CONTACTS[c].name : 'the contact'}${pending?.kind === 'dealMore' && pending.jobs === 1 ? ' as your second job' : ''}`,
        group: dealGroup,
        short: 'Take',
        cards: [move.job],
      };
    }
    case 'stopDealing':
      return { label: 'Stop dealing', group: DEAL_MORE };
    case 'work': {
      const active = r.cards(Z.active(seat)).some((c) => c.id === move.job);
      return {
        label: `${active ? 'Work on' : 'Start'} ${jobName(move.job)}`,
        group: ACTION_GROUP.work,
        short: active ? 'Work' : 'Start',
        cards: [move.job],
      };
    }
    case 'smallTime':
      return {
        label: `Do small-time work on ${sectorName(p.sector)} for $200`,
        group: ACTION_GROUP.work,
        short: 'Small-time work',
      };
    case 'stayBehind':
      return {
        label: `Leave ${memberName(r, seat, move.crew)} aboard`,
        group: 'Choose who goes on the job (rule 19.b)',
        short: 'Stays aboard',
        cards: [move.crew],
      };
    case 'go': {
      const n = teamSize(g) - 1;
      return {
        label: n === 0 ? 'Go with the Captain alone' : `Go with the Captain and ${countOf(n, 'crew member')}`,
        group: 'Choose who goes on the job (rule 19.b)',
        short: 'Go',
      };
    }
    case 'option': {
      const shown = pending?.kind === 'misbehave' ? r.kind(pending.card) : undefined;
      const def = shown ? misbehaveCard(shown) : undefined;
      const option = def?.options[move.index];
      const letter = String.fromCharCode(65 + move.index);
      const team =
        option && 'test' in option ? skillTotal(r, seat, option.test, g.work?.team ?? [], !option.kosher) : undefined;
      const extra = option && 'test' in option ? ` (your team has ${SKILL_NAMES[option.test]} ${team})` : '';
      // The button's short words too carry what the option takes and, for a test, what the team brings to it.
      const short = !option
        ? `Option ${letter}`
        : 'test' in option
          ? `${letter}: ${SKILL_NAMES[option.test]} ${option.target}, team has ${team}`
          : `${letter}: ${optionText(option)}`;
      return {
        label: `Take option ${letter}: ${option ? optionText(option) : 'this option'}${extra}`,
        group: `Misbehave: ${shown ? cardName(shown) : 'a misbehave card'} (rule 23)`,
        short,
        ...(pending?.kind === 'misbehave' ? { cards: [pending.card] } : {}),
      };
    }
    case 'giveUp':
      return { label: 'Give up: no option can be met, so the misbehave fails', group: 'Misbehave (rules 23-24)' };
    case 'bribe':
      return {
        label: pending?.kind === 'bribe' ? `Pay a ${money(pending.cost)} bribe and pass` : 'Pay the bribe and pass',
        group: 'The test fell short: bribe or fail (rule 23.c)',
      };
    case 'noBribe':
      return {
        label: 'Refuse the bribe and fail the misbehave',
        group: 'The test fell short: bribe or fail (rule 23.c)',
      };
    case 'pay':
      return {
        label: `Pay ${memberName(r, seat, move.crew)} ${money(wageOf(r, seat, move.crew))}`,
        group: 'Pay your crew (rule 22)',
        short: 'Pay',
        cards: [move.crew],
      };
    case 'withhold': {
      const gone = p.crew[move.crew]?.disgruntled === true;
      const who = memberName(r, seat, move.crew);
      return {
        label: `Withhold ${who}'s pay (${who} ${gone ? 'leaves the ship' : 'becomes disgruntled'})`,
        group: 'Pay your crew (rule 22)',
        short: 'Withhold',
        cards: [move.crew],
      };
    }
    case 'payBack':
      return {
        label: `Pay ${memberName(r, seat, move.crew)} the ${money(wageOf(r, seat, move.crew))} owed`,
        group: FREE_GROUP.crew,
        short: 'Pay back',
        cards: [move.crew],
      };
    case 'loseCrew':
      return {
        label: `Give ${memberName(r, seat, move.crew)} up to Niska`,
        group: 'Choose the crew member Niska takes (rule 24.b)',
        short: 'Give up',
        cards: [move.crew],
      };
    case 'assign':
      return {
        label: `Give ${card(r, move.gear)} to ${move.crew === CAPTAIN ? 'your Captain' : memberName(r, seat, move.crew)}`,
        group: FREE_GROUP.gear,
        short: move.crew === CAPTAIN ? 'To the Captain' : `To ${memberName(r, seat, move.crew)}`,
        cards: move.crew === CAPTAIN ? [move.gear] : [move.gear, move.crew],
      };
    case 'unassign':
      return {
        label: `Put ${card(r, move.gear)} back in the gear stash`,
        group: FREE_GROUP.gear,
        short: 'Unassign',
        cards: [move.gear],
      };
    case 'dismiss':
      return {
        label: `Dismiss ${memberName(r, seat, move.crew)}`,
        group: FREE_GROUP.crew,
        short: 'Dismiss',
        cards: [move.crew],
      };
    case 'scrap':
      return {
        label: `Scrap ${card(r, move.upgrade)}`,
        group: FREE_GROUP.upgrades,
        short: 'Scrap',
        cards: [move.upgrade],
      };
    case 'stow':
      return {
        label: `Move ${goodsCount(1, move.goods)} into the ${move.to}`,
        group: FREE_GROUP.goods,
        short: `To the ${move.to}`,
      };
    case 'dump':
      return { label: `Dump ${goodsCount(1, move.goods)}`, group: FREE_GROUP.goods, short: 'Dump' };
    case 'sell': {
      const c = contactHere(r, seat);
      const price =
        c && (move.goods === 'cargo' || move.goods === 'contraband') ? CONTACTS[c].buys[move.goods] : undefined;
      return {
        label: `Sell ${goodsCount(1, move.goods)} to ${c ? CONTACTS[c].name : 'the contact'}${price ? ` for ${money(price)}` : ''}`,
        group: dealGroup,
        short: 'Sell',
      };
    }
    case 'purchase': {
      const c = contactHere(r, seat);
      const price =
        c && (move.goods === 'cargo' || move.goods === 'contraband') ? CONTACTS[c].sells?.[move.goods] : undefined;
      return {
        label: `Buy ${goodsCount(1, move.goods)} from ${c ? CONTACTS[c].name : 'the contact'}${price ? ` for ${money(price)}` : ''}`,
        group: dealGroup,
        short: 'Buy',
      };
    }
    case 'load': {
      const c = contactHere(r, seat);
      return {
        label: `Take on ${goodsCount(1, move.goods)} free through ${c ? CONTACTS[c].name : 'the contact'}`,
        group: dealGroup,
        short: 'Take on',
      };
    }
    case 'clearWarrants': {
      const c = contactHere(r, seat);
      const price = c ? CONTACTS[c].clearsWarrantsFor : undefined;
      return {
        label: `Pay ${c ? CONTACTS[c].name : 'the contact'} ${money(price ?? 0)} to clear your ${p.warrants === 1 ? 'warrant' : `${p.warrants} warrants`}`,
        group: dealGroup,
        short: 'Clear warrants',
      };
    }
    case 'offer': {
      const standing = offerBetween(g, seat, move.to)?.sent === true;
      return {
        label: standing
          ? `Make ${otherName(names, move.to)} a new offer (it replaces the one standing)`
          : `Offer a trade to ${otherName(names, move.to)}`,
        group: FREE_GROUP.trade,
        short: standing ? 'New offer' : 'Offer a trade',
      };
    }
    case 'offerItem': {
      const o = draftOf(g, seat);
      const owner = move.side === 'give' ? seat : (o?.to ?? seat);
      const item = offerSideText(r, owner, [move.item], 0);
      return {
        label: move.side === 'give' ? `Offer ${item}` : `Ask ${o ? otherName(names, o.to) : 'them'} for ${item}`,
        group: `Build your offer to ${o ? otherName(names, o.to) : 'another captain'} (rule 30)`,
        short: move.side === 'give' ? 'Offer' : 'Ask for',
        ...((GOODS as readonly string[]).includes(move.item) ? {} : { cards: [move.item] }),
      };
    }
    case 'offerCash': {
      const o = draftOf(g, seat);
      const already = move.side === 'give' ? (o?.cashGive ?? 0) : (o?.cashGet ?? 0);
      const more = already > 0 ? ' more' : '';
      return {
        label:
          move.side === 'give'
            ? `Offer ${money(move.amount)}${more}`
            : `Ask ${o ? otherName(names, o.to) : 'them'} for ${money(move.amount)}${more}`,
        group: `Build your offer to ${o ? otherName(names, o.to) : 'another captain'} (rule 30)`,
        short: `${move.side === 'give' ? '+' : 'ask +'}${money(move.amount)}`,
      };
    }
    case 'sendOffer': {
      const o = draftOf(g, seat);
      return {
        label: o ? `Send the offer: ${offerTerms(r, o)}` : 'Send the offer',
        group: `Build your offer to ${o ? otherName(names, o.to) : 'another captain'} (rule 30)`,
        short: 'Send',
      };
    }
    case 'cancelOffer': {
      const o = offerBetween(g, seat, move.to);
      return o?.sent
        ? { label: `Withdraw your offer to ${otherName(names, o.to)}`, group: FREE_GROUP.trade, short: 'Withdraw' }
        : {
            label: 'Cancel the offer',
            group: `Build your offer to ${otherName(names, move.to)} (rule 30)`,
            short: 'Cancel',
          };
    }
    case 'accept': {
      const o = offerOf(g, move.from, seat);
      return {
        label: `Accept ${otherName(names, move.from)}'s offer${o ? `: ${offerTerms(r, o)}` : ''}`,
        group: `Answer ${otherName(names, move.from)}'s offer (rule 30)`,
        short: 'Accept',
      };
    }
    case 'decline':
      return {
        label: `Decline ${otherName(names, move.from)}'s offer`,
        group: `Answer ${otherName(names, move.from)}'s offer (rule 30)`,
        short: 'Decline',
      };
    case 'end':
      return { label: 'End your turn', group: 'End your turn (rule 6)', short: 'End turn' };
    case 'timeUp':
      // The server's move when the deadline passes; listed so it is legal, and honest if a player makes it early.
      return {
        label: `Let your time run out now: the GM settles what is open${g.turn === seat ? ' and ends your turn' : ''} (rule 6.b)`,
        group: 'Time (rule 6.b)',
        short: 'Time out',
      };
  }
}

function marketName(m: MarketKey): string {
  return place(m).name;
}

const ACTION_NAMES = { fly: 'Fly', buy: 'Buy', deal: 'Deal', work: 'Work' } as const;

/** What the seat is asked to decide now, in the GM's words. */
export function prompt(view: View, seat: number, names: SeatNames): string {
  const r = viewReader(view);
  const g = r.game;
  if (g.phase === 'over') return 'The game is over.';
  if (g.phase === 'setup') {
    switch (setupStageOf(r, seat)) {
      case 'captain':
        return 'Name your Captain: take one of the GM’s suggestions or give any name you like (rule 5)';
      case 'ship':
        return 'Name your Firefly: take one of the GM’s suggestions or give any name you like (rule 5)';
      case 'profession':
        return "Choose your Captain's profession: it sets the starting Fight, Tech and Talk (rule 5.a)";
      case 'personality':
        return "Choose your Captain's personality: each gives a bonus for the rest of the game (rule 5.b)";
      case 'start':
        return 'Choose a planet or station no other Firefly has chosen to start at (rule 5)';
      case 'discard': {
        const extra = r.cards(Z.hand(seat)).length - 3;
        return `You were given a starting job from each dealer: discard ${extra === 1 ? 'one' : 'two'} to keep three (rule 5)`;
      }
      case 'waiting':
        return 'Wait for the other captains to finish setting up (rule 5)';
    }
  }
  const pending = g.pending[0];
  // A decision in front of the seat speaks for itself (its entry in the decision table).
  if (pending && pending.seat === seat) return decisionOf(pending.kind).prompt(r, seat, pending);
  const own = draftOf(g, seat);
  if (own)
    return `Build your trade offer to ${names.seatName(own.to)}: add what you give and what you ask for, then send it or cancel it (rule 30)`;
  const asked = g.offers.filter((o) => o.to === seat && o.sent).map((o) => names.seatName(o.from));
  const answer =
    asked.length > 0
      ? `Answer the trade ${asked.length > 1 ? 'offers' : 'offer'} from ${listOf(asked)}: accept or decline (rule 30)`
      : '';
  const onTurn = g.turn === seat && !pending;
  if (!onTurn)
    return answer || 'Not your turn: free actions and trade offers are open to you at any time (rules 6.a and 30)';
  const left = (['fly', 'buy', 'deal', 'work'] as const).filter((a) => !g.used.includes(a)).map((a) => ACTION_NAMES[a]);
  const also = answer ? `. Also: ${answer}` : '';
  if (g.used.length >= 2)
    return `Your two actions are done: make free moves (goods, gear, crew, trades) or end your turn (rule 6)${also}`;
  if (g.used.length === 1)
    return `Take one more action (${listOf(left, 'or')}; ${ACTION_NAMES[g.used[0]!]} is done), make free moves, or end your turn (rule 6)${also}`;
  return `Take two different actions (${listOf(left, 'or')}), make free moves at any time, then end your turn (rule 6)${also}`;
}
