// Applies a legal move: plays cards face up or face down, spends Credits and Honor, resolves pending choices, then advances the flow.
import { countOf, possessive, seatRef, subject, verb, type LogValue, type Seat, seatList } from '@cortex/engine';
import { CHARACTERS } from './content/characters';
import { serenityType } from './content/serenity';
import { SKILL_INDEX, SKILL_NAMES, SKILLS, type Skill } from './content/skills';
import { advance, applyCrewEffects, drawAlliance, drawCards, drawResult, redrawResult, startTurn, type T } from './flow';
import { returnAlliance } from './outcome';
import { adjust, crewPurse } from './purse';
import { eventExtras } from './legal';
import type { OttbMove } from './moves';
import { abilityText, actionEffectText } from './text';
import { clockwise, Z } from './state';


/** A log line about `seat` from parts built at run time (the number of card groups varies). */
function say(t: T, seat: Seat | null, parts: readonly LogValue[]): void {
  const strings = Object.assign(Array.from({ length: parts.length + 1 }, () => ''), { raw: Array.from({ length: parts.length + 1 }, () => '') });
  t.logAbout(seat)(strings as unknown as TemplateStringsArray, ...parts);
}

/** Whether a move in the Resolution window changes what the others could want to do there (interpretation 10). */
function reopensWindow(t: T, move: OttbMove): boolean {
  if (move.type === 'pass') return false;
  // Sneaky only trims the Alliance cards drawn: no total, Result or legal move of anyone else changes.
  if (move.type === 'playCard' && serenityType(t.card(move.card).kind).effect.kind === 'sneaky') return false;
  return true;
}

export function applyOttbMove(t: T, seat: Seat, move: OttbMove): void {
  const g = t.game;
  const me = seatRef(seat);
  if (g.phase === 'resolution' && !g.pending && reopensWindow(t, move)) g.windowPassed = g.windowPassed.map(() => false);
  switch (move.type) {
    case 'chooseCharacter': {
      g.characters[seat] = move.character;
      t.log`${me} will play ${CHARACTERS[move.character].name}.`;
      if (g.characters.every((c) => c !== null)) {
        t.shuffle(Z.serenity);
        for (let s = 0; s < t.players; s++) t.moveTop(Z.serenity, Z.hand(s), CHARACTERS[g.characters[s]!].handSize);
        t.logAbout(null)`Each player was dealt their character's Starting Hand Size.`;
        startTurn(t, startingSeat(t));
      }
      break;
    }
    case 'pass':
      if (g.phase === 'action' && g.actionDone) {
        // The Sacrifice window after the Active player's action: this player lets it go.
        g.sacrificePassed[seat] = true;
      } else if (g.phase === 'action') {
        g.actionDone = true;
        t.log`${me} passed the Action phase.`;
      } else if (g.phase === 'event') {
        g.orderIdx += 1;
        if (t.count(Z.played(seat)) > 0) t.log`${subject(seat, 'is')} done playing cards.`;
        else t.log`${me} played no cards.`;
      } else if (g.phase === 'resolution') {
        g.windowPassed[seat] = true;
      }
      break;
    case 'playCard':
      playCard(t, seat, move.card);
      break;
    case 'playCards':
      playEventCards(t, seat, move.cards);
      break;
    case 'useAbility': {
      const ch = CHARACTERS[g.characters[seat]!];
      g.abilityUsed[seat] = true;
      if (ch.ability.phase === 'A') g.actionDone = true;
      t.log`${me} used ${ch.name}'s Game Ability: ${abilityText(ch.ability)}.`;
      applyCrewEffects(t, seat, ch.ability.effects);
      break;
    }
    case 'useAction': {
      const ch = CHARACTERS[g.characters[seat]!];
      const a = ch.actions[move.action]!;
      if (a.currency === 'credits') g.credits -= a.cost;
      else g.honor -= a.cost;
      if (a.phase === 'A') g.actionDone = true;
      const paid = a.cost === 0 ? 'used' : `spent ${a.currency === 'credits' ? countOf(a.cost, 'Credit') : `${a.cost} Honor`} on`;
      t.log`${me} ${paid} ${ch.name}'s action: ${actionEffectText(a)}.`;
      applyCrewEffects(t, seat, a.effects);
      break;
    }
    case 'chooseSkill':
      chooseSkill(t, seat, move.skill);
      break;
    case 'placeWilds':
      placeWilds(t, seat, move.skills);
      break;
    case 'chooseParticipants':
      g.participants.push(...move.seats);
      t.log`${me} chose ${seatList(move.seats)} to participate.`;
      break;
    case 'chooseSeat':
      chooseSeat(t, seat, move.seat);
      break;
    case 'chooseCard': {
      const p = g.pending!;
      if (p.kind !== 'card') break;
      if (p.purpose === 'returnAlliance') {
        returnAlliance(t, seat, move.card);
        break;
      }
      t.move(move.card, Z.discard);
      t.log`${me} discarded ${t.cardsRef(move.card)}.`;
      g.pending = p.left > 1 && t.count(Z.hand(seat)) > 0 ? { ...p, left: p.left - 1 } : { kind: 'option', seat, purpose: 'sacrifice', n: 1 };
      break;
    }
    case 'giveCard': {
      const p = g.pending!;
      if (p.kind !== 'give') break;
      t.move(move.card, Z.hand(move.seat));
      t.log`${me} gave ${t.cardsRef(move.card, [seat, move.seat])} to ${seatRef(move.seat)}.`;
      // Mal's ability gives 3 cards in all.
      g.pending = p.left > 1 && t.count(Z.hand(seat)) > 0 ? { ...p, left: p.left - 1 } : null;
      break;
    }
    case 'chooseOption':
      chooseOption(t, seat, move.option);
      break;
  }
  advance(t);
}

/** Setup step 7, "Choose the starting player": the lobby's seat, or one drawn from the match's PRNG; said in the log. */
function startingSeat(t: T): Seat {
  const chosen = t.game.startingPlayer;
  if (chosen !== 'random' && chosen < t.players) {
    t.logAbout(chosen)`${subject(chosen, 'takes')} the first turn, as the lobby chose.`;
    return chosen;
  }
  const seat = t.random.pick(clockwise(0, t.players));
  if (chosen === 'random') t.logAbout(seat)`${subject(seat, 'takes')} the first turn, chosen at random.`;
  else t.logAbout(seat)`There is no Player ${chosen + 1} at this table: the starting player is chosen at random. ${subject(seat, 'takes')} the first turn.`;
  return seat;
}

/** Event phase: the cards go down at once, face up when the skill is the character's Specialty, else face down. */
function playEventCards(t: T, seat: Seat, cards: readonly string[]): void {
  const g = t.game;
  const ch = CHARACTERS[g.characters[seat]!];
  const up: string[] = [];
  const down: string[] = [];
  for (const card of cards) {
    const e = serenityType(t.card(card).kind).effect;
    t.move(card, Z.played(seat));
    if (e.kind === 'skill' && (ch.specialties as readonly Skill[]).includes(e.skill)) {
      t.reveal(card, 'all');
      up.push(card);
    } else {
      down.push(card);
    }
  }
  // "Zoe played 2 cards face down, and Fightin' +1 face up (Zoe's Specialty)."
  const parts: LogValue[] = [seatRef(seat), ' played '];
  if (down.length > 0) parts.push(t.cardsRef(down), ' face down');
  if (up.length > 0 && down.length > 0) parts.push(', and ');
  if (up.length > 0) parts.push(t.cardsRef(up), ` face up (${ch.name}'s Specialty)`);
  parts.push('.');
  say(t, seat, parts);
  // Nothing the seat learns on its own turn changes unless it uses an (E) action or ability: with none left to use, a
  // card it kept back now would do what it does later, so its turn ends with the cards it laid down.
  if (eventExtras(g, seat).length === 0) g.orderIdx += 1;
}

function playCard(t: T, seat: Seat, card: string): void {
  const g = t.game;
  const me = seatRef(seat);
  const e = serenityType(t.card(card).kind).effect;
  switch (e.kind) {
    case 'skill':
    case 'wild':
    case 'makeWild':
    case 'assist':
      // Event-phase cards are laid down with playCards.
      playEventCards(t, seat, [card]);
      return;
    case 'boost':
      t.move(card, Z.played(seat));
      t.reveal(card, 'all');
      t.log`${me} played ${t.cardsRef(card)}.`;
      g.pending = { kind: 'skill', seat, purpose: 'boost' };
      return;
    case 'sneaky':
      t.move(card, Z.played(seat));
      t.reveal(card, 'all');
      g.sneaky += 1;
      t.log`${me} played ${t.cardsRef(card)}: one fewer Alliance card from this Event's result.`;
      return;
    case 'help':
      t.move(card, Z.played(seat));
      t.reveal(card, 'all');
      t.log`${me} played ${t.cardsRef(card)}.`;
      g.pending = { kind: 'seat', seat, purpose: 'help' };
      return;
    case 'regroup':
      t.move(card, Z.discard);
      t.log`${me} played ${t.cardsRef(card)}: each player draws one card, limit ${e.limit} in hand.`;
      g.actionDone = true;
      for (const s of clockwise(seat, t.players)) drawCards(t, s, e.draw, e.limit);
      return;
    case 'sacrifice':
      t.move(card, Z.discard);
      t.log`${me} played ${t.cardsRef(card)}.`;
      // Playing a Serenity card is the Active player's one action; the others may Sacrifice as an exception.
      if (seat === g.active && !g.actionDone) g.actionDone = true;
      else g.sacrificePassed[seat] = true;
      g.pending = { kind: 'card', seat, purpose: 'sacrifice', left: e.discard };
      return;
  }
}

/** The Wilds go to their skills at once, one skill per Wild in `wilds` order. */
function placeWilds(t: T, seat: Seat, skills: readonly Skill[]): void {
  const g = t.game;
  g.wilds.forEach((w, i) => {
    w.skill = skills[i]!;
  });
  // "You placed the Wilds: Wild +2 and Fightin' +1 on Fightin'; Wild +1 on Thinkin'."
  const parts: LogValue[] = [seatRef(seat), ' placed the Wilds: '];
  let first = true;
  for (const skill of SKILLS) {
    const here = g.wilds.filter((w) => w.skill === skill).map((w) => w.card);
    if (here.length === 0) continue;
    if (!first) parts.push('; ');
    first = false;
    parts.push(t.cardsRef(here), ` on ${SKILL_NAMES[skill]}`);
  }
  parts.push('.');
  say(t, seat, parts);
}

function chooseSkill(t: T, seat: Seat, skill: Skill): void {
  const g = t.game;
  const i = SKILL_INDEX[skill];
  const p = g.pending;
  if (!p || p.kind !== 'skill') return;
  g.pending = null;
  switch (p.purpose) {
    case 'redrawOne':
      t.log`${seatRef(seat)} redrew the ${SKILL_NAMES[skill]} Result card.`;
      redrawResult(t, i);
      break;
    case 'bestOfTwo':
      g.bestOfTwo[i] = true;
      t.log`${seatRef(seat)} will draw two ${SKILL_NAMES[skill]} Result cards and use the higher.`;
      if (g.resultsDrawn) drawResult(t, i);
      break;
    case 'boost':
      g.boost[i]! += 2;
      t.log`Last Minute Boost: +2 on the ${SKILL_NAMES[skill]} Result card.`;
      break;
    case 'help': {
      const helper = p.helper!;
      const n = CHARACTERS[g.characters[helper]!].skills[i]!;
      g.bonus[i]! += n;
      t.log`Help: ${possessive(helper)} ${SKILL_NAMES[skill]} ${n} is added to the total.`;
      break;
    }
  }
}

function chooseSeat(t: T, seat: Seat, target: Seat): void {
  const g = t.game;
  const p = g.pending;
  if (!p || p.kind !== 'seat') return;
  g.pending = null;
  if (p.purpose === 'help') {
    g.pending = { kind: 'skill', seat, purpose: 'help', helper: target };
  } else {
    // "Takes his place": the Active player is always a participant, so the new one joins the Event in the old one's
    // place (with their own skills) and the old one leaves it; the cards already played stay played.
    const old = g.active;
    g.active = target;
    g.participants = clockwise(target, t.players).filter((s) => s === target || (s !== old && g.participants.includes(s)));
    t.log`Unexpected Shift: ${subject(target, 'takes')} ${possessive(old)} place in the Event and ${verb('is', target)} now the Active player.`;
  }
}

function chooseOption(t: T, seat: Seat, option: string): void {
  const g = t.game;
  const p = g.pending;
  if (!p || p.kind !== 'option') return;
  g.pending = null;
  const me = seatRef(seat);
  const amount = (what: string): string => (what === 'credits' ? countOf(p.n, 'Credit') : `${p.n} Honor`);
  switch (p.purpose) {
    case 'sacrifice':
    case 'choiceGain':
      if (option === 'credits') adjust(g, p.n, 0);
      else adjust(g, 0, p.n);
      t.log`${me} chose ${amount(option)} for the crew.`;
      break;
    case 'choiceLoss':
      if (option === 'alliance') {
        t.log`${me} chose to draw ${countOf(p.n, 'Alliance card')}.`;
        drawAlliance(t, p.n);
      } else {
        if (option === 'credits') g.credits -= p.n;
        else g.honor -= p.n;
        t.log`${me} chose to lose ${amount(option)}.`;
      }
      break;
    case 'mayDraw':
      if (option === 'draw') drawCards(t, seat, p.n);
      else t.log`${me} chose not to draw.`;
      return;
    case 'injury': {
      const old = g.characters[seat]!;
      const next = option as keyof typeof CHARACTERS;
      g.characters[seat] = next;
      t.log`Heavy Injuries: ${CHARACTERS[old].name} is out; ${me} now ${verb('plays', seat)} ${CHARACTERS[next].name}.`;
      return;
    }
  }
  t.log`The crew has ${crewPurse(g)}.`;
}
