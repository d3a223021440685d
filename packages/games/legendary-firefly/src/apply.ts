// Applying a legal move: playing cards and their class combos, recruiting, scanning, fighting, Coordinate, Reactions, decisions, Inter-Mission.
import { countOf, listOf, possessive, seatRef, type Seat } from '@cortex/engine';
import type { CharacterCard } from './content/types';
import { avatar, BROWNCOAT_COST, character } from './content';
import { className } from './text';
import { resolveChoice } from './rules/decisions';
import { repairSlot } from './rules/effects';
import { buyUpgrade, drawExtra, endIntermission, repairWithCredits } from './rules/episode';
import { healWithCredits } from './rules/healing';
import { isBasic, type FireflyMove } from './moves';
import { beginStrikePhase, drawCards } from './rules/ops';
import { data, type FTable, mcOf, Z } from './state';
import { advance, playFlaw } from './rules/turn';
import { completeCard, defeatEnemy, scanSpace } from './rules/verse';

/** Gains a character's Recruit and Attack and queues its text; the class combo needs an earlier card of that class this turn. */
function playCharacter(t: FTable, seat: Seat, d: CharacterCard): void {
  const g = t.game;
  g.recruit += d.recruit;
  g.attack += d.attack;
  for (const fx of d.play ?? []) g.queue.push({ fx, you: seat });
  if (d.combo && g.classes.includes(d.combo.cls)) {
    t.log`Class combo (${className(d.combo.cls)}): ${d.name}.`;
    for (const fx of d.combo.fx) g.queue.push({ fx, you: seat });
  }
  if (d.cls) g.classes.push(d.cls);
}

export function applyFireflyMove(t: FTable, seat: Seat, move: FireflyMove): void {
  const g = t.game;
  const me = seatRef(seat);
  switch (move.type) {
    case 'play': {
      const kind = t.card(move.card).kind;
      const d = data(kind);
      if (d?.type === 'flaw') {
        playFlaw(t, seat, move.card);
        break;
      }
      t.move(move.card, Z.played(seat));
      if (d?.type === 'talent') {
        t.log`${me} played a ${t.cardsRef(move.card)}.`;
        g.queue.push({ fx: { do: 'draw', n: 1 }, you: seat });
      } else t.log`${me} played ${t.cardsRef(move.card)}.`;
      if (d?.type === 'character') playCharacter(t, seat, d);
      break;
    }
    case 'playBasics': {
      const ids = t
        .cards(Z.hand(seat))
        .filter((c) => isBasic(c.kind))
        .map((c) => c.id);
      const counts = new Map<string, number>();
      let recruit = 0;
      let attack = 0;
      for (const id of ids) {
        const d = character(t.card(id).kind)!;
        counts.set(d.name, (counts.get(d.name) ?? 0) + 1);
        recruit += d.recruit;
        attack += d.attack;
        playCharacter(t, seat, d);
      }
      // The same pile as playing them one at a time in hand order (each card goes on top).
      t.move([...ids].reverse(), Z.played(seat));
      const gains = [
        ...(recruit > 0 ? [`+${recruit} Recruit`] : []),
        ...(attack > 0 ? [`+${attack} Attack`] : []),
      ].join(', ');
      t.log`${me} played ${countOf(ids.length, 'basic card')} (${listOf([...counts].map(([name, n]) => `${n} ${name}`))})${gains ? `: ${gains}` : ''}.`;
      break;
    }
    case 'playCopy': {
      const d = character(t.card(move.card).kind);
      g.virtual.push(move.card);
      t.log`${me} played a virtual copy of ${t.cardsRef(move.card)}.`;
      if (d) playCharacter(t, seat, d);
      break;
    }
    case 'activate': {
      const d = data(t.card(move.card).kind);
      g.activated.push(move.card);
      if (d?.type === 'talent') {
        const a = avatar(g.mcs[mcOf(g, seat)]!.crew);
        t.move(move.card, Z.talents);
        t.log`${me} activated ${possessive(seat)} Talent, ${a.talent.name}, defeating it.`;
        for (const fx of a.talent.activate) g.queue.push({ fx, you: seat });
      } else if (d?.type === 'character') {
        t.log`${me} activated ${t.cardsRef(move.card)}.`;
        for (const fx of d.activate ?? []) g.queue.push({ fx, you: seat });
      }
      break;
    }
    case 'recruit': {
      const c = t.cards(Z.bridge(move.space))[0]!;
      g.recruit -= character(c.kind)?.cost ?? 0;
      t.move(c.id, Z.discard(seat));
      t.log`${me} recruited ${t.cardsRef(c.id)}.`;
      const next = t.moveTop(Z.crew, Z.bridge(move.space));
      if (next.length > 0) t.logAbout(null)`New on the Bridge: ${t.cardsRef(next)}.`;
      break;
    }
    case 'recruitBrowncoats': {
      g.recruit -= BROWNCOAT_COST;
      const [id] = t.moveTop(Z.browncoats, Z.discard(seat));
      t.log`${me} recruited a ${t.cardsRef(id!)}.`;
      break;
    }
    case 'scan':
      scanSpace(t, move.space, false);
      break;
    case 'fight':
      defeatEnemy(t, move.card, true);
      break;
    case 'complete':
      completeCard(t, move.card);
      break;
    case 'repair':
      repairSlot(t, move.slot, true);
      break;
    case 'coordinate': {
      if (seat === g.active) {
        // Solo rule: once per turn, discard a Coordinate card to draw a new one.
        g.soloCoordinated = true;
        t.move(move.card, Z.discard(seat));
        t.log`${me} Coordinated alone (the solo rule), discarding ${t.cardsRef(move.card)}.`;
      } else {
        g.coordinated.push(seat);
        t.move(move.card, Z.aside(seat));
        t.log`${me} Coordinated a card to ${seatRef(g.active)}: ${t.cardsRef(move.card)}.`;
      }
      drawCards(t, seat, 1);
      break;
    }
    case 'react': {
      const d = character(t.card(move.card).kind);
      t.move(move.card, Z.discard(seat));
      t.log`${me} reacted to help ${seatRef(g.active)}: ${t.cardsRef(move.card)}.`;
      // Its effects go to the player whose turn it is; if they are defeated (ignoring game effects), the reacting
      // player carries them out (a heal chooses whom to bring back).
      const you = g.mcs[mcOf(g, g.active)]!.down ? seat : g.active;
      for (const fx of d?.reaction ?? []) g.queue.push({ fx, you });
      break;
    }
    case 'pass':
      g.window = g.window.filter((s) => s !== seat);
      t.log`${me} passed: no more help for ${seatRef(g.active)} this turn.`;
      break;
    case 'endTurn':
      t.log`${me} ended ${possessive(seat)} Action Phase.`;
      beginStrikePhase(t);
      break;
    case 'choose':
      resolveChoice(t, move.target);
      break;
    case 'buyUpgrade':
      buyUpgrade(t, move.card, move.slot);
      break;
    case 'repairShip':
      repairWithCredits(t, move.slot);
      break;
    case 'heal':
      healWithCredits(t, move.credits);
      break;
    case 'drawExtra':
      drawExtra(t, move.cards);
      break;
    case 'endIntermission':
      endIntermission(t);
      break;
  }
  advance(t);
}
