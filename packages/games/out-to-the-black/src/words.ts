// Moves and decisions in words, from what the seat sees (its view): labels, groups and prompts for the board, the API,
// replays and bots' explanations, and a line for the players the table is waiting for.
import { countOf, listOf, type MatchView, type MoveLabel, type Seat, type SeatNames } from '@cortex/engine';
import { CHARACTERS, type CharacterId, type CrewAction } from './content/characters';
import { EVENTS, type EventCard } from './content/events';
import { SERENITY, serenityType } from './content/serenity';
import { SKILL_INDEX, SKILL_NAMES, SKILLS, type Skill } from './content/skills';
import type { OttbMove } from './moves';
import { baseTotals, finalTotals, targets, victoryLevel, type ZoneReader } from './scoring';
import { Z, type OttbData } from './state';
import { abilityText, actionEffectText, cardName } from './text';

type V = MatchView<OttbData>;

const readerOf = (view: V): ZoneReader => (zone) => view.zones[zone]?.cards ?? [];

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

export function characterName(id: string | null | undefined): string {
  return id && id in CHARACTERS ? CHARACTERS[id as CharacterId].name : 'no character yet';
}

/** "Zoe (Inara)": the player and their character. */
function who(view: V, seat: Seat, names: SeatNames): string {
  const ch = view.game.characters[seat];
  return ch ? `${names.seatName(seat)} (${CHARACTERS[ch].name})` : names.seatName(seat);
}

function skillsText(id: CharacterId): string {
  const c = CHARACTERS[id];
  return `${SKILLS.map((s, i) => `${SKILL_NAMES[s]} ${c.skills[i]}`).join(', ')}; hand ${c.handSize}`;
}

/** "Fightin' 7 of 9, Flyin' 4 of 7, Thinkin' 8 of 6" (what everyone sees now). */
function totalsText(view: V, wilds: boolean): string {
  const read = readerOf(view);
  const totals = wilds ? finalTotals(view.game, read, view.players) : baseTotals(view.game, read, view.players);
  const target = targets(read);
  return SKILLS.map((s, i) => `${SKILL_NAMES[s]} ${totals[i]} of ${target[i]}`).join(', ');
}

function costText(a: CrewAction): string {
  return a.currency === 'credits' ? countOf(a.cost, 'Credit') : `${a.cost} Honor`;
}

/** The label of an action on the seat's Character card: "Spend 2 Honor: Redraw all Result cards". */
function actionLabel(a: CrewAction): string {
  const what = actionEffectText(a);
  return a.cost === 0 ? `${what} (no cost)` : `Spend ${costText(a)}: ${what}`;
}

/** The decision the seat is in, shared by its moves. */
function groupOf(view: V, seat: Seat): string {
  const g = view.game;
  const p = g.pending;
  if (p) {
    switch (p.kind) {
      case 'skill':
        return { redrawOne: 'Choose the Result card to redraw', bestOfTwo: 'Choose the skill that draws two Result cards', boost: 'Choose the Result card Last Minute Boost goes on', help: 'Choose the skill Help adds' }[p.purpose];
      case 'seat':
        return p.purpose === 'help' ? 'Help: choose a player not participating' : 'Unexpected Shift: choose the new Active player';
      case 'card':
        return p.purpose === 'returnAlliance' ? 'Return an Alliance card' : 'Sacrifice: discard a card';
      case 'give':
        return 'Give a card to another player';
      case 'option':
        if (p.purpose === 'mayDraw') return 'Draw or not';
        return p.purpose === 'injury' ? 'Heavy Injuries: choose your new character' : p.purpose === 'choiceLoss' ? 'Choose the crew\'s loss' : 'Choose the crew\'s gain';
    }
  }
  switch (g.phase) {
    case 'characters':
      return 'Choose your character';
    case 'action':
      return seat === g.active ? 'Take one action or pass' : 'Play Sacrifice in the Active player\'s Action phase';
    case 'participants':
      return `Choose the other participants for ${eventName(view)}`;
    case 'event':
      return g.participants.includes(seat) ? `Play cards for ${eventName(view)}` : `Help ${eventName(view)} from outside`;
    case 'resolution':
      return 'Act in the Resolution phase or pass';
    case 'wilds':
      return 'Place the Wilds';
    default:
      return 'Choose a move';
  }
}

/** Names of the cards of one move; a card's Result Number is added where the hand holds two cards of that name. */
function cardsText(view: V, seat: Seat, ids: readonly string[]): string[] {
  const hand = (view.zones[Z.hand(seat)]?.cards ?? []).filter((c) => c !== null);
  const names = ids.map((id) => {
    const kind = kindOf(view, id);
    return kind ? cardName(kind) : 'a card';
  });
  return ids.map((id, i) => {
    const kind = kindOf(view, id);
    const name = names[i]!;
    // Only when the move takes some but not all of the cards of that name does the copy matter (its Result Number).
    const twins = hand.filter((c) => cardName(c.kind) === name).length;
    const taken = names.filter((n) => n === name).length;
    return kind && twins > 1 && taken < twins && SERENITY[kind] ? `${name} (Result Number ${SERENITY[kind].result})` : name;
  });
}

function playCardsLabel(view: V, seat: Seat, ids: readonly string[]): string {
  const g = view.game;
  const ch = g.characters[seat];
  const specialties = ch ? (CHARACTERS[ch].specialties as readonly Skill[]) : [];
  const names = cardsText(view, seat, ids);
  const up: string[] = [];
  const down: string[] = [];
  ids.forEach((id, i) => {
    const e = serenityType(kindOf(view, id) ?? '').effect;
    (e.kind === 'skill' && specialties.includes(e.skill) ? up : down).push(names[i]!);
  });
  const parts = [down.length > 0 ? `${listOf(down)} face down` : '', up.length > 0 ? `${listOf(up)} face up` : ''].filter(Boolean);
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

function playCardLabel(view: V, id: string): string {
  const kind = kindOf(view, id) ?? '';
  const name = nameOf(view, id);
  const e = serenityType(kind).effect;
  switch (e.kind) {
    case 'regroup':
      return `Play ${name}: each player draws ${e.draw === 1 ? 'one card' : `${e.draw} cards`}, limit ${e.limit} in hand`;
    case 'sacrifice':
      return `Play ${name}: discard ${e.discard} other cards, the crew gains ${e.gain} Credit or ${e.gain} Honor`;
    case 'boost':
      return `Play ${name}: +${e.n} on a redrawn Result card`;
    case 'sneaky':
      return `Play ${name}: one fewer Alliance card from this Event's result`;
    case 'help':
      return `Play ${name}: add the skill of a player not participating`;
    default:
      return `Play ${name}`;
  }
}

/** "Return Blockade to the bottom of the Alliance deck: Operatives on Our Trail is in force again". */
function returnLabel(view: V, card: string): string {
  const up = (view.zones[Z.allianceUp]?.cards ?? []).filter((c) => c !== null);
  const after = up.find((c) => c.id !== card);
  const what = `Return ${nameOf(view, card)} to the bottom of the Alliance deck`;
  if (!after) return `${what}: no Alliance card is in force after it`;
  return up[0]?.id === card ? `${what}: ${cardName(after.kind)} is in force again` : `${what}: ${cardName(after.kind)} stays in force`;
}

const OPTION_SHORT: Readonly<Partial<Record<string, string>>> = { alliance: 'Alliance', credits: 'Credits', honor: 'Honor', draw: 'Draw', decline: 'No' };

function optionLabel(view: V, option: string): string {
  const p = view.game.pending;
  const n = p?.kind === 'option' ? p.n : 1;
  if (option in CHARACTERS) return `Take ${characterName(option)} as your new character (${skillsText(option as CharacterId)})`;
  if (option === 'alliance') return `Draw ${countOf(n, 'Alliance card')} instead`;
  if (option === 'draw') return `Draw ${n === 1 ? 'one card' : `${n} cards`}`;
  if (option === 'decline') return 'Do not draw';
  const amount = option === 'credits' ? countOf(n, 'Credit') : `${n} Honor`;
  const now = option === 'credits' ? view.game.credits : view.game.honor;
  const loss = p?.kind === 'option' && p.purpose === 'choiceLoss';
  return loss ? `Lose ${amount} (the crew has ${now})` : `Gain ${amount} (the crew has ${now})`;
}

function skillLabel(view: V, skill: Skill, names: SeatNames): string {
  const g = view.game;
  const name = SKILL_NAMES[skill];
  const i = SKILL_INDEX[skill];
  const p = g.pending;
  if (p?.kind === 'skill') {
    switch (p.purpose) {
      case 'redrawOne':
        return `Redraw the ${name} Result card (now ${g.results[i]})`;
      case 'bestOfTwo':
        return `Draw two ${name} Result cards; the higher counts`;
      case 'boost':
        return `Put +2 on the ${name} Result card (now ${g.results[i]})`;
      case 'help': {
        const helper = p.helper ?? 0;
        const ch = g.characters[helper];
        return `Add ${names.seatName(helper)}'s ${name}${ch ? ` (${CHARACTERS[ch].skills[i]})` : ''}`;
      }
    }
  }
  return `Choose ${name}`;
}

/** The move in words, from the seat's view. */
export function describeMove(view: V, seat: Seat, move: OttbMove, names: SeatNames): MoveLabel {
  const g = view.game;
  const group = groupOf(view, seat);
  const ch = g.characters[seat];
  switch (move.type) {
    case 'chooseCharacter':
      return { label: `Play as ${characterName(move.character)} (${skillsText(move.character)})`, group, short: 'Choose' };
    case 'pass': {
      if (g.phase === 'action' && seat !== g.active) return { label: 'Pass: let the Action phase end', group, short: 'Pass' };
      if (g.phase === 'action') return { label: 'Pass: take no action', group, short: 'Pass' };
      if (g.phase === 'event') {
        const played = (view.zones[Z.played(seat)]?.count ?? 0) > 0;
        return { label: played ? 'Done: play no more cards' : 'Play no cards', group, short: played ? 'Done' : 'Pass' };
      }
      return { label: 'Pass: nothing more to do now', group, short: 'Pass' };
    }
    case 'playCard':
      return { label: playCardLabel(view, move.card), group, short: 'Play', cards: [move.card] };
    case 'playCards':
      return { label: playCardsLabel(view, seat, move.cards), group, short: move.cards.length === 1 ? 'Play' : `Play ${move.cards.length}`, cards: move.cards };
    case 'useAbility':
      return { label: ch ? `Use ${CHARACTERS[ch].name}'s Game Ability: ${abilityText(CHARACTERS[ch].ability)}` : 'Use your Game Ability', group, short: 'Ability' };
    case 'useAction': {
      const a = ch ? CHARACTERS[ch].actions[move.action] : undefined;
      return { label: a ? actionLabel(a) : `Use action ${move.action + 1}`, group, short: a ? `${a.phase}: ${a.cost === 0 ? 'free' : costText(a)}` : 'Action' };
    }
    case 'chooseSkill':
      return { label: skillLabel(view, move.skill, names), group, short: SKILL_NAMES[move.skill] };
    case 'placeWilds':
      return { label: placeWildsLabel(view, move.skills), group, short: 'Place', cards: g.wilds.map((w) => w.card) };
    case 'chooseParticipants':
      return { label: `Take ${listOf(move.seats.map((s) => who(view, s, names)))} into ${eventName(view)}`, group, short: 'Choose' };
    case 'chooseSeat': {
      const p = g.pending;
      if (p?.kind === 'seat' && p.purpose === 'shift') return { label: `${who(view, move.seat, names)} takes your place as the Active player`, group, short: 'Choose' };
      return { label: `Help with the skills of ${who(view, move.seat, names)}`, group, short: 'Help' };
    }
    case 'chooseCard':
      if (g.pending?.kind === 'card' && g.pending.purpose === 'returnAlliance') return { label: returnLabel(view, move.card), group, short: 'Return', cards: [move.card] };
      return { label: `Discard ${cardsText(view, seat, [move.card])[0]}`, group, short: 'Discard', cards: [move.card] };
    case 'giveCard':
      return { label: `Give ${cardsText(view, seat, [move.card])[0]} to ${who(view, move.seat, names)}`, group, short: `To ${names.seatName(move.seat)}`, cards: [move.card] };
    case 'chooseOption':
      return { label: optionLabel(view, move.option), group, short: OPTION_SHORT[move.option] ?? 'Choose' };
  }
}

/** What the seat is asked to decide now. */
export function prompt(view: V, seat: Seat, names: SeatNames): string {
  const g = view.game;
  const p = g.pending;
  const event = eventName(view);
  if (p) {
    switch (p.kind) {
      case 'skill':
        if (p.purpose === 'redrawOne') return `Choose the skill whose Result card is redrawn (${totalsText(view, true)})`;
        if (p.purpose === 'bestOfTwo') return 'Choose the skill that draws two Result cards (the higher counts)';
        if (p.purpose === 'boost') return `Choose the redrawn Result card that gets +2 (${totalsText(view, true)})`;
        return `Choose which skill of ${who(view, p.helper ?? 0, names)} Help adds (${totalsText(view, true)})`;
      case 'seat':
        if (p.purpose === 'shift') return 'Unexpected Shift: choose a player not participating to take your place as the Active player, and in the Event';
        return 'Help: choose a player not participating, whose skill is added';
      case 'card':
        if (p.purpose === 'returnAlliance') return `${eventName(view)} returns ${countOf(p.left, 'Alliance card')} in play: choose the one the crew sends to the bottom of the Alliance deck (the newest is the one in force)`;
        return `Sacrifice: choose a card to discard (${countOf(p.left, 'card')} to discard)`;
      case 'give':
        return `Give a card from your hand to another player (${countOf(p.left, 'card')} to give)`;
      case 'option': {
        const amount = (noun: string): string => (noun === 'Honor' ? `${p.n} Honor` : countOf(p.n, noun));
        if (p.purpose === 'injury') return 'Heavy Injuries: your character is out; choose a character not in play';
        if (p.purpose === 'mayDraw') return `${who(view, g.active, names)} used an action that lets you draw ${p.n === 1 ? 'one card' : `${p.n} cards`}: draw, or not`;
        if (p.purpose === 'choiceLoss') return `Choose the crew's loss: ${amount('Credit')}, ${amount('Honor')} or ${amount('Alliance card')}`;
        if (p.purpose === 'choiceGain') return `Choose the crew's gain: ${amount('Credit')} or ${amount('Honor')}`;
        return `Sacrifice: the crew gains ${amount('Credit')} or ${amount('Honor')}`;
      }
    }
  }
  switch (g.phase) {
    case 'characters':
      return 'Choose the character you will play';
    case 'action':
      if (seat === g.active) return 'Action phase: take one action (your Game Ability, a Serenity card or an A action) or pass';
      if (g.actionDone) return `${who(view, g.active, names)} has taken an action; before the Event, you may play Sacrifice, or pass`;
      return `${who(view, g.active, names)} is taking an action: you may play Sacrifice now`;
    case 'participants': {
      const left = g.need - g.participants.length;
      return `Choose ${countOf(left, 'other participant')} for ${event}`;
    }
    case 'event': {
      const ev = eventOf(view);
      const target = ev ? ` (targets ${SKILLS.map((s, i) => `${SKILL_NAMES[s]} ${ev.targets[i]}`).join(', ')})` : '';
      if (g.participants.includes(seat)) return `Play cards for ${event}${target}, use an E action or ability, or finish`;
      return `You are not participating in ${event}${target}: play Co-Pilot, Lend a Hand or I Got an Idea, or pass`;
    }
    case 'resolution':
      return `Resolution of ${event}${view.game.wilds.length > 0 ? ', Wilds placed' : ''}: ${totalsText(view, true)}. Play Last Minute Boost, Sneaky or Help, use a Resolution (R) action or ability, or pass`;
    case 'wilds':
      return `Place the Wilds (before Wilds: ${totalsText(view, false)})`;
    default:
      return 'Wait';
  }
}

/** What a player the table waits for is doing, for the others: "choosing the other participants for Hands of Blue". */
export function waitingText(view: V, seat: Seat): string {
  const g = view.game;
  const p = g.pending?.seat === seat ? g.pending : null;
  if (p) {
    switch (p.kind) {
      case 'skill':
        return { redrawOne: 'choosing the Result card to redraw', bestOfTwo: 'choosing the skill that draws two Result cards', boost: 'choosing the Result card to boost', help: 'choosing the skill Help adds' }[p.purpose];
      case 'seat':
        return p.purpose === 'help' ? 'choosing whom Help adds' : 'choosing the new Active player';
      case 'card':
        return p.purpose === 'returnAlliance' ? 'choosing the Alliance card to return' : 'discarding for a Sacrifice';
      case 'give':
        return 'giving cards away';
      case 'option':
        if (p.purpose === 'mayDraw') return 'deciding whether to draw';
        return p.purpose === 'injury' ? 'choosing a new character' : "choosing the crew's gain or loss";
    }
  }
  switch (g.phase) {
    case 'characters':
      return 'choosing a character';
    case 'action':
      return seat === g.active ? 'taking an action' : 'deciding whether to play Sacrifice';
    case 'participants':
      return `choosing the other participants for ${eventName(view)}`;
    case 'event':
      return g.participants.includes(seat) ? `playing cards for ${eventName(view)}` : 'deciding whether to help from outside the Event';
    case 'resolution':
      return 'deciding whether to act in the Resolution phase';
    case 'wilds':
      return 'placing the Wilds';
    default:
      return 'deciding';
  }
}
