// Moves and decisions in words, from what the seat sees (its view): labels, groups and prompts for the board, the API,
// replays and bots' explanations, and a line for the players the table is waiting for. A decision's words are its
// entry's (rules/decisions.ts); a card's are its keyword's; the phases' are here.
import { countOf, listOf, type MatchView, type MoveLabel, type Seat, type SeatNames } from '@cortex/engine';
import { CHARACTERS, type CrewAction } from './content/characters';
import { EVENTS, type EventCard } from './content/events';
import { SERENITY } from './content/serenity';
import { SKILL_NAMES, SKILLS, type Skill } from './content/skills';
import type { OttbMove } from './moves';
import { abilityText, actionEffectText, characterName, skillsText } from './rules/characters';
import { ask, type Say } from './rules/decisions';
import { amountOf } from './rules/phrase';
import { baseTotals, finalTotals, targets, victoryLevel, type ZoneReader } from './rules/scoring';
import { playedFaceUp, playLabel } from './rules/serenity';
import { Z, type OttbData } from './state';
import { cardName } from './text';

type V = MatchView<OttbData>;

const readerOf =
  (view: V): ZoneReader =>
  (zone) =>
    view.zones[zone]?.cards ?? [];

function kindOf(view: V, id: string): string | undefined {
  for (const zone of Object.values(view.zones)) for (const c of zone.cards) if (c?.id === id) return c.kind;
  return undefined;
}

function nameOf(view: V, id: string): string {
  const kind = kindOf(view, id);
  return kind ? cardName(kind) : 'a card';
}

function eventOf(view: V): EventCard | undefined {
  const kind = view.zones[Z.event]?.cards[0]?.kind;
  return kind ? EVENTS[kind] : undefined;
}

const eventName = (view: V): string => eventOf(view)?.name ?? 'the Event';

/** "Zoe (Inara)": the player and their character. */
function who(view: V, seat: Seat, names: SeatNames): string {
  const ch = view.game.characters[seat];
  return ch ? `${names.seatName(seat)} (${CHARACTERS[ch].name})` : names.seatName(seat);
}

/** "Fightin' 7 of 9, Flyin' 4 of 7, Thinkin' 8 of 6" (what everyone sees now). */
function totalsText(view: V, wilds: boolean): string {
  const read = readerOf(view);
  const totals = wilds ? finalTotals(view.game, read, view.players) : baseTotals(view.game, read, view.players);
  const target = targets(read);
  return SKILLS.map((s, i) => `${SKILL_NAMES[s]} ${totals[i]} of ${target[i]}`).join(', ');
}

/** Names of the cards of one move; a card's Result Number is added where the hand holds two cards of that name. */
function cardsText(view: V, seat: Seat, ids: readonly string[]): string[] {
  const hand = (view.zones[Z.hand(seat)]?.cards ?? []).filter((c) => c !== null);
  const names = ids.map((id) => nameOf(view, id));
  return ids.map((id, i) => {
    const kind = kindOf(view, id);
    const name = names[i]!;
    // Only when the move takes some but not all of the cards of that name does the copy matter (its Result Number).
    const twins = hand.filter((c) => cardName(c.kind) === name).length;
    const taken = names.filter((n) => n === name).length;
    const card = kind ? SERENITY[kind] : undefined;
    return card && twins > 1 && taken < twins ? `${name} (Result Number ${card.result})` : name;
  });
}

/** The words a decision's entry reads, from this seat's view. */
function sayFor(view: V, seat: Seat, names: SeatNames): Say {
  return {
    view,
    seat,
    seatName: (s) => names.seatName(s),
    who: (s) => who(view, s, names),
    totals: (wilds) => totalsText(view, wilds),
    eventName: eventName(view),
    handCard: (id) => cardsText(view, seat, [id])[0]!,
    cardName: (id) => nameOf(view, id),
  };
}

/** The label of an action on the seat's Character card: "Spend 2 Honor: Redraw all Result cards". */
function actionLabel(a: CrewAction): string {
  const what = actionEffectText(a);
  return a.cost === 0 ? `${what} (no cost)` : `Spend ${amountOf(a.currency, a.cost)}: ${what}`;
}

/** The decision the seat is in, shared by its moves. */
function groupOf(view: V, seat: Seat, say: Say): string {
  const g = view.game;
  if (g.pending) return ask(g.pending).group(say);
  switch (g.phase) {
    case 'characters':
      return 'Choose your character';
    case 'action':
      return seat === g.active ? 'Take one action or pass' : "Play Sacrifice in the Active player's Action phase";
    case 'participants':
      return `Choose the other participants for ${eventName(view)}`;
    case 'event':
      return g.participants.includes(seat)
        ? `Play cards for ${eventName(view)}`
        : `Help ${eventName(view)} from outside`;
    case 'resolution':
      return 'Act in the Resolution phase or pass';
    case 'wilds':
      return 'Place the Wilds';
    case 'outcome':
    case 'over':
      return 'Choose a move';
  }
}

function playCardsLabel(view: V, seat: Seat, ids: readonly string[]): string {
  const ch = view.game.characters[seat];
  const specialties: readonly Skill[] = ch ? CHARACTERS[ch].specialties : [];
  const names = cardsText(view, seat, ids);
  const up: string[] = [];
  const down: string[] = [];
  ids.forEach((id, i) => {
    (playedFaceUp(kindOf(view, id) ?? '', specialties) ? up : down).push(names[i]!);
  });
  const parts = [
    down.length > 0 ? `${listOf(down)} face down` : '',
    up.length > 0 ? `${listOf(up)} face up` : '',
  ].filter(Boolean);
  return `Play ${parts.join(', and ')}`;
}

function placeWildsLabel(view: V, skills: readonly Skill[]): string {
  const g = view.game;
  const placed = g.wilds.map((w, i) => ({ ...w, skill: skills[i] ?? null }));
  const read = readerOf(view);
  const vl = victoryLevel(finalTotals({ ...g, wilds: placed }, read, view.players), targets(read));
  const each = SKILLS.flatMap((skill) => {
    const here = placed.filter((w) => w.skill === skill);
    if (here.length === 0) return [];
    const sum = here.reduce((a, w) => a + w.n, 0);
    return [`+${sum} on ${SKILL_NAMES[skill]} (${listOf(here.map((w) => nameOf(view, w.card)))})`];
  });
  return `Place ${listOf(each)}: Victory Level ${vl}`;
}

/** The move in words, from the seat's view. */
export function describeMove(view: V, seat: Seat, move: OttbMove, names: SeatNames): MoveLabel {
  const g = view.game;
  const say = sayFor(view, seat, names);
  const group = groupOf(view, seat, say);
  const ch = g.characters[seat];
  switch (move.type) {
    case 'chooseCharacter':
      return {
        label: `Play as ${characterName(move.character)} (${skillsText(move.character)})`,
        group,
        short: 'Choose',
      };
    case 'pass': {
      if (g.phase === 'action' && seat !== g.active)
        return { label: 'Pass: let the Action phase end', group, short: 'Pass' };
      if (g.phase === 'action') return { label: 'Pass: take no action', group, short: 'Pass' };
      if (g.phase === 'event') {
        const played = (view.zones[Z.played(seat)]?.count ?? 0) > 0;
        return { label: played ? 'Done: play no more cards' : 'Play no cards', group, short: played ? 'Done' : 'Pass' };
      }
      return { label: 'Pass: nothing more to do now', group, short: 'Pass' };
    }
    case 'playCard':
      return {
        label: playLabel(kindOf(view, move.card) ?? '', nameOf(view, move.card)),
        group,
        short: 'Play',
        cards: [move.card],
      };
    case 'playCards':
      return {
        label: playCardsLabel(view, seat, move.cards),
        group,
        short: move.cards.length === 1 ? 'Play' : `Play ${move.cards.length}`,
        cards: move.cards,
      };
    case 'useAbility':
      return {
        label: ch
          ? `Use ${CHARACTERS[ch].name}'s Game Ability: ${abilityText(CHARACTERS[ch].ability)}`
          : 'Use your Game Ability',
        group,
        short: 'Ability',
      };
    case 'useAction': {
      const a = ch ? CHARACTERS[ch].actions[move.action] : undefined;
      return {
        label: a ? actionLabel(a) : `Use action ${move.action + 1}`,
        group,
        short: a ? `${a.phase}: ${a.cost === 0 ? 'free' : amountOf(a.currency, a.cost)}` : 'Action',
      };
    }
    case 'placeWilds':
      return { label: placeWildsLabel(view, move.skills), group, short: 'Place', cards: g.wilds.map((w) => w.card) };
    case 'chooseParticipants':
      return {
        label: `Take ${listOf(move.seats.map((s) => who(view, s, names)))} into ${eventName(view)}`,
        group,
        short: 'Choose',
      };
    case 'chooseSkill':
    case 'chooseSeat':
    case 'chooseCard':
    case 'giveCard':
    case 'chooseOption': {
      // An answer to the decision pending: its entry words it.
      const words = g.pending ? ask(g.pending).label(move, say) : undefined;
      return words ? { ...words, group } : { label: 'Choose', group, short: 'Choose' };
    }
  }
}

/** What the seat is asked to decide now. */
export function prompt(view: V, seat: Seat, names: SeatNames): string {
  const g = view.game;
  const event = eventName(view);
  if (g.pending) return ask(g.pending).prompt(sayFor(view, seat, names));
  switch (g.phase) {
    case 'characters':
      return 'Choose the character you will play';
    case 'action':
      if (seat === g.active)
        return 'Action phase: take one action (your Game Ability, a Serenity card or an A action) or pass';
      if (g.actionDone)
        return `${who(view, g.active, names)} has taken an action; before the Event, you may play Sacrifice, or pass`;
      return `${who(view, g.active, names)} is taking an action: you may play Sacrifice now`;
    case 'participants':
      return `Choose ${countOf(g.need - g.participants.length, 'other participant')} for ${event}`;
    case 'event': {
      const ev = eventOf(view);
      const target = ev ? ` (targets ${SKILLS.map((s, i) => `${SKILL_NAMES[s]} ${ev.targets[i]}`).join(', ')})` : '';
      if (g.participants.includes(seat))
        return `Play cards for ${event}${target}, use an E action or ability, or finish`;
      return `You are not participating in ${event}${target}: play Co-Pilot, Lend a Hand or I Got an Idea, or pass`;
    }
    case 'resolution':
      return `Resolution of ${event}${g.wilds.length > 0 ? ', Wilds placed' : ''}: ${totalsText(view, true)}. Play Last Minute Boost, Sneaky or Help, use a Resolution (R) action or ability, or pass`;
    case 'wilds':
      return `Place the Wilds (before Wilds: ${totalsText(view, false)})`;
    case 'outcome':
    case 'over':
      return 'Wait';
  }
}

/** What a player the table waits for is doing, for the others: "choosing the other participants for Hands of Blue". */
export function waitingText(view: V, seat: Seat): string {
  const g = view.game;
  if (g.pending?.seat === seat) return ask(g.pending).waiting();
  switch (g.phase) {
    case 'characters':
      return 'choosing a character';
    case 'action':
      return seat === g.active ? 'taking an action' : 'deciding whether to play Sacrifice';
    case 'participants':
      return `choosing the other participants for ${eventName(view)}`;
    case 'event':
      return g.participants.includes(seat)
        ? `playing cards for ${eventName(view)}`
        : 'deciding whether to help from outside the Event';
    case 'resolution':
      return 'deciding whether to act in the Resolution phase';
    case 'wilds':
      return 'placing the Wilds';
    case 'outcome':
    case 'over':
      return 'deciding';
  }
}
