// Applies a legal move: plays cards face up or face down, spends Credits and Honor, resolves pending choices, then advances the flow.
import { seatRef, type Seat } from '@cortex/engine';
import { CHARACTERS } from './content/characters';
import { serenityType } from './content/serenity';
import { SKILL_INDEX, SKILL_NAMES, type Skill } from './content/skills';
import { adjust, advance, applyCrewEffects, drawAlliance, drawCards, drawResult, redrawResult, startTurn, type T } from './flow';
import type { OttbMove } from './moves';
import { actionText } from './text';
import { clockwise, Z } from './state';

export function applyOttbMove(t: T, seat: Seat, move: OttbMove): void {
  const g = t.game;
  const me = seatRef(seat);
  if (g.phase === 'resolution' && !g.pending && move.type !== 'pass') g.windowPassed = g.windowPassed.map(() => false);
  switch (move.type) {
    case 'chooseCharacter': {
      g.characters[seat] = move.character;
      t.log`${me} will play ${CHARACTERS[move.character].name}.`;
      if (g.characters.every((c) => c !== null)) {
        t.shuffle(Z.serenity);
        for (let s = 0; s < t.players; s++) t.moveTop(Z.serenity, Z.hand(s), CHARACTERS[g.characters[s]!].handSize);
        t.logAbout(null)`Each player was dealt their Starting Hand Size.`;
        startTurn(t, 0);
      }
      break;
    }
    case 'pass':
      if (g.phase === 'action') {
        g.actionDone = true;
        t.log`${me} passed the Action phase.`;
      } else if (g.phase === 'event') {
        g.orderIdx += 1;
        t.log`${me} ${g.participants.includes(seat) ? 'is done playing cards' : 'played nothing more'}.`;
      } else if (g.phase === 'resolution') {
        g.windowPassed[seat] = true;
      }
      break;
    case 'playCard':
      playCard(t, seat, move.card);
      break;
    case 'useAbility': {
      const ch = CHARACTERS[g.characters[seat]!];
      g.abilityUsed[seat] = true;
      if (ch.ability.phase === 'A') g.actionDone = true;
      t.log`${me} used ${ch.name}'s Game Ability.`;
      applyCrewEffects(t, seat, ch.ability.effects);
      break;
    }
    case 'useAction': {
      const ch = CHARACTERS[g.characters[seat]!];
      const a = ch.actions[move.action]!;
      if (a.currency === 'credits') g.credits -= a.cost;
      else g.honor -= a.cost;
      if (a.phase === 'A') g.actionDone = true;
      t.log`${me} spent ${a.cost} ${a.currency === 'credits' ? (a.cost === 1 ? 'Credit' : 'Credits') : 'Honor'} on ${ch.name}'s action: ${actionText(a)}`;
      applyCrewEffects(t, seat, a.effects);
      break;
    }
    case 'chooseSkill':
      chooseSkill(t, seat, move.skill);
      break;
    case 'chooseSeat':
      chooseSeat(t, seat, move.seat);
      break;
    case 'chooseCard': {
      const p = g.pending!;
      if (p.kind !== 'card') break;
      if (p.purpose === 'give') {
        t.move(move.card, Z.aside(seat));
        g.pending = { kind: 'seat', seat, purpose: 'give', left: p.left };
      } else {
        t.move(move.card, Z.discard);
        t.log`${me} discarded ${t.cardsRef(move.card)}.`;
        g.pending = p.left > 1 && t.count(Z.hand(seat)) > 0 ? { ...p, left: p.left - 1 } : { kind: 'option', seat, purpose: 'sacrifice', n: 1 };
      }
      break;
    }
    case 'chooseOption':
      chooseOption(t, seat, move.option);
      break;
  }
  advance(t);
}

function playCard(t: T, seat: Seat, card: string): void {
  const g = t.game;
  const me = seatRef(seat);
  const type = serenityType(t.card(card).kind);
  const e = type.effect;
  switch (e.kind) {
    case 'skill':
    case 'wild':
    case 'makeWild':
    case 'assist': {
      t.move(card, Z.played(seat));
      const ch = CHARACTERS[g.characters[seat]!];
      if (e.kind === 'skill' && (ch.specialties as readonly Skill[]).includes(e.skill)) {
        t.reveal(card, 'all');
        t.log`${me} played ${t.cardsRef(card)} face up (a Specialty of ${ch.name}).`;
      } else {
        t.log`${me} played ${t.cardsRef(card)} face down.`;
      }
      return;
    }
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
      t.log`${me} played ${t.cardsRef(card)}.`;
      g.actionDone = true;
      for (const s of clockwise(seat, t.players)) drawCards(t, s, e.draw, e.limit);
      return;
    case 'sacrifice':
      t.move(card, Z.discard);
      t.log`${me} played ${t.cardsRef(card)}.`;
      // Playing a Serenity card is the Active player's one action; the others may Sacrifice as an exception.
      if (seat === g.active) g.actionDone = true;
      g.pending = { kind: 'card', seat, purpose: 'sacrifice', left: e.discard };
      return;
  }
}

function chooseSkill(t: T, seat: Seat, skill: Skill): void {
  const g = t.game;
  const i = SKILL_INDEX[skill];
  const p = g.pending;
  if (g.phase === 'wilds' && !p) {
    const w = g.wilds.find((x) => x.skill === null)!;
    w.skill = skill;
    t.log`${seatRef(seat)} assigned ${t.cardsRef(w.card)} to ${SKILL_NAMES[skill]}.`;
    return;
  }
  if (!p || p.kind !== 'skill') return;
  g.pending = null;
  switch (p.purpose) {
    case 'redrawOne':
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
      t.log`${seatRef(helper)} helps: +${n} ${SKILL_NAMES[skill]}.`;
      break;
    }
  }
}

function chooseSeat(t: T, seat: Seat, target: Seat): void {
  const g = t.game;
  const p = g.pending;
  if (g.phase === 'participants' && !p) {
    g.participants.push(target);
    t.log`${seatRef(seat)} chose ${seatRef(target)} to participate.`;
    return;
  }
  if (!p || p.kind !== 'seat') return;
  g.pending = null;
  if (p.purpose === 'help') {
    g.pending = { kind: 'skill', seat, purpose: 'help', helper: target };
  } else if (p.purpose === 'shift') {
    // "Takes his place": the Active player is always a participant, so the new one joins the Event in the old one's
    // place (with their own skills) and the old one leaves it; the cards already played stay played.
    const old = g.active;
    g.active = target;
    g.participants = clockwise(target, t.players).filter((s) => s === target || (s !== old && g.participants.includes(s)));
    t.log`Unexpected Shift: ${seatRef(target)} takes ${seatRef(old)}'s place in the Event and is now the Active player.`;
  } else {
    const [card] = t.topIds(Z.aside(seat));
    t.move(card!, Z.hand(target));
    t.log`${seatRef(seat)} gave ${t.cardsRef(card!, [seat, target])} to ${seatRef(target)}.`;
    // Mal's ability gives 3 cards in all.
    const given = (p.left ?? 1) - 1;
    if (given > 0 && t.count(Z.hand(seat)) > 0) g.pending = { kind: 'card', seat, purpose: 'give', left: given };
  }
}

function chooseOption(t: T, seat: Seat, option: string): void {
  const g = t.game;
  const p = g.pending;
  if (!p || p.kind !== 'option') return;
  g.pending = null;
  const me = seatRef(seat);
  switch (p.purpose) {
    case 'sacrifice':
    case 'choiceGain':
      if (option === 'credits') adjust(g, p.n, 0);
      else adjust(g, 0, p.n);
      t.log`${me} chose ${p.n} ${option === 'credits' ? 'Credits' : 'Honor'} for the crew.`;
      break;
    case 'choiceLoss':
      if (option === 'alliance') {
        t.log`${me} chose to draw ${p.n} Alliance card${p.n === 1 ? '' : 's'}.`;
        drawAlliance(t, p.n);
      } else {
        if (option === 'credits') g.credits -= p.n;
        else g.honor -= p.n;
        t.log`${me} chose to lose ${p.n} ${option === 'credits' ? 'Credits' : 'Honor'}.`;
      }
      break;
    case 'injury': {
      const old = g.characters[seat]!;
      const next = option as keyof typeof CHARACTERS;
      g.characters[seat] = next;
      t.log`Heavy Injuries: ${CHARACTERS[old].name} is out; ${me} now plays ${CHARACTERS[next].name}.`;
      break;
    }
  }
  t.log`The crew has ${g.credits} Credits and ${g.honor} Honor.`;
}
