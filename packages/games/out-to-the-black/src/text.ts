// Card names and texts generated from the card data, so what players read and what the rules do cannot disagree.
import { capitalise, countOf, listOf } from '@cortex/engine';
import { ALLIANCE, type AllianceCard } from './content/alliance';
import { CHARACTERS, type CharacterId, type CrewAction, type CrewEffect, type GameAbility } from './content/characters';
import { EVENTS, type Outcome } from './content/events';
import { GORRAMIT, type GorramitEffect } from './content/gorramit';
import { SERENITY, SERENITY_TYPES, type SerenityEffect } from './content/serenity';
import { SKILL_NAMES, SKILLS, type Triple } from './content/skills';

const signed = (n: number): string => (n > 0 ? `+${n}` : `${n}`);
const limit = (l?: number): string => (l === undefined ? '' : `, limit ${l} in hand`);
const cards = (n: number): string => `${n === 1 ? 'one card' : `${n} cards`}`;

/** What a gain or loss does to the crew, in words: "the crew gains 1 Credit", "the crew loses 1 Credit and 1 Honor". */
export function crewGainText(credits: number, honor: number): string {
  const amounts = (sign: 1 | -1): string[] => [
    ...(credits * sign > 0 ? [countOf(Math.abs(credits), 'Credit')] : []),
    ...(honor * sign > 0 ? [`${Math.abs(honor)} Honor`] : []),
  ];
  const gains = amounts(1);
  const losses = amounts(-1);
  const parts = [...(gains.length > 0 ? [`gains ${listOf(gains)}`] : []), ...(losses.length > 0 ? [`loses ${listOf(losses)}`] : [])];
  return parts.length > 0 ? `the crew ${parts.join(' and ')}` : 'nothing happens';
}

function mods(m: Triple): string {
  return SKILLS.flatMap((s, i) => (m[i] !== 0 ? [`${signed(m[i]!)} ${SKILL_NAMES[s]}`] : [])).join(', ');
}

export function cardName(kind: string): string {
  const s = SERENITY[kind];
  if (s) return SERENITY_TYPES[s.type].name;
  if (kind in CHARACTERS) return CHARACTERS[kind as CharacterId].name;
  return EVENTS[kind]?.name ?? ALLIANCE[kind]?.name ?? GORRAMIT[kind]?.name ?? kind;
}

export function serenityEffectText(e: SerenityEffect): string {
  switch (e.kind) {
    case 'skill':
      return `Event phase, participating: ${signed(e.n)} ${SKILL_NAMES[e.skill]}. Played face down, or face up if ${SKILL_NAMES[e.skill]} is your Specialty.`;
    case 'wild':
      return `Event phase, participating, face down: ${signed(e.n)} to one skill, which the Active player picks after seeing all the Result cards (never split).`;
    case 'assist':
      return `Event phase, only when NOT participating, face down: +1 to the ${SKILL_NAMES[e.skill]} total (not a ${SKILL_NAMES[e.skill]} card).`;
    case 'makeWild':
      return `Event phase, participating, face down: every ${SKILL_NAMES[e.skill]} bonus card played this Event (by anyone) is a Wild instead.`;
    case 'boost':
      return `Resolution phase, participating: ${signed(e.n)} on a Result card that was redrawn this Resolution phase.`;
    case 'sneaky':
      return 'Resolution phase, participating: draw one fewer Alliance card from this Event\'s result (not from a Choice).';
    case 'help':
      return 'Resolution phase, participating: choose a player not participating and one skill; that character\'s skill is added to the total. Not playable when everyone participates.';
    case 'regroup':
      return `Your Action phase (your action): each player draws ${cards(e.draw)}${limit(e.limit)}.`;
    case 'sacrifice':
      return `Any Action phase (in your own it is your action): discard ${e.discard} other cards from your hand; the crew gains ${e.gain} Credit or ${e.gain} Honor (your choice).`;
  }
}

function outcomeText(o: Outcome): string {
  const label = { all: 'All', cr: 'Cr', ho: 'Ho', choice: 'Choice' }[o.kind];
  return o.kind === 'all' ? `${o.n} ${label}` : `${signed(o.n)} ${label}`;
}

function allianceText(a: AllianceCard): string {
  switch (a.type) {
    case 'creditReward':
      return `Credit Reward ${a.n}: an Event's Credit gain is ${a.n} less (minimum 0) and its Credit loss ${a.n} more.`;
    case 'honorReward':
      return `Honor Reward ${a.n}: an Event's Honor gain is ${a.n} less (minimum 0) and its Honor loss ${a.n} more.`;
    case 'nextEvent':
      return `Next Event: ${mods(a.mods)} on the next Event only, even once covered.`;
    case 'longTerm':
      return `Long Term: ${mods(a.mods)} on every Event until covered.`;
    case 'immediate':
      return a.effect.kind === 'gain' ? `Immediate: ${crewGainText(a.effect.credits, a.effect.honor)}.` : `Immediate: each player discards ${cards(a.effect.n)} at random.`;
  }
}

function gorramitText(e: GorramitEffect): string {
  switch (e.kind) {
    case 'shift':
      return 'The Active player chooses a non-participating player to take his place as the Active player and in the Event (no effect if everyone participates). Cards played stay played; the new Active player plays no Event phase cards; play goes on clockwise from the previous Active player.';
    case 'injury':
      return 'The Active player\'s character is out: that player chooses a character not in play (even one used before). Game Abilities stay once per player.';
    case 'wildsZero':
      return 'Wilds count for nothing this Event, including cards made Wild by Strength, Maneuvers or Psychic.';
    case 'skillMod':
      return `${signed(e.n)} to ${e.skill === 'all' ? 'every skill total' : `the ${SKILL_NAMES[e.skill]} total`} this Event.`;
    case 'alliancePenalty':
      return 'Draw one more Alliance card unless this Event ends at VL3. Afterwards shuffle the used Gorramit cards back into the deck.';
    case 'swapEvent':
      return 'This Event goes to the bottom of the Event deck; run the next Event instead with the same participants. Afterwards shuffle the used Gorramit cards back into the deck.';
    case 'resultMod':
      return `Each Result card counts ${signed(e.n)} (never below 0) this Event. Afterwards shuffle the used Gorramit cards back into the deck.`;
    case 'gain':
      return `${capitalise(crewGainText(e.credits, e.honor))}.`;
    case 'none':
      return 'Nothing goes wrong. This time.';
  }
}

export function cardText(kind: string): string {
  const s = SERENITY[kind];
  if (s) {
    const type = SERENITY_TYPES[s.type];
    return `${type.wild ? 'Wild' : 'Serenity card'}. ${serenityEffectText(type.effect)} Result Number ${s.result}.`;
  }
  const ev = EVENTS[kind];
  if (ev) {
    const who = ev.players === 1 ? 'Single Player Event' : `Multi-Player Event ${ev.players}`;
    const mark = ev.minPlayers > 3 ? ` (${ev.minPlayers}+)` : '';
    const rows = ev.vl.map((row, i) => `VL${i}: ${row.length ? row.map(outcomeText).join(', ') : 'nothing'}`).join('. ');
    return `${who}${mark}. ${SKILLS.map((sk, i) => `${SKILL_NAMES[sk]} ${ev.targets[i]}`).join(', ')}. ${rows}.`;
  }
  const a = ALLIANCE[kind];
  if (a) return allianceText(a);
  const g = GORRAMIT[kind];
  if (g) return gorramitText(g.effect);
  if (kind in CHARACTERS) return characterText(kind as CharacterId);
  return kind;
}

export function crewEffectText(e: CrewEffect): string {
  switch (e.kind) {
    case 'draw':
      return `${e.who === 'self' ? 'Draw' : e.who === 'each' ? 'Each player draws' : 'Each other player draws'} ${cards(e.n)}${limit(e.limit)}`;
    case 'drawCharacter':
      return `${CHARACTERS[e.character as CharacterId]?.name ?? e.character} may draw ${cards(e.n)}${limit(e.limit)}`;
    case 'gain':
      return e.credits < 0 ? `Trade ${-e.credits} Credits for ${e.honor} Honor` : e.honor < 0 ? `Trade ${-e.honor} Honor for ${e.credits} Credits` : `The crew gains ${[e.credits ? `${e.credits} Credits` : '', e.honor ? `${e.honor} Honor` : ''].filter(Boolean).join(' and ')}`;
    case 'redrawAll':
      return 'Redraw all Result cards';
    case 'redrawOne':
      return 'Redraw the Result card of one skill';
    case 'bestOfTwo':
      return 'Draw 2 Result cards for any Contest; use the higher result';
    case 'bonus':
      return `${signed(e.n)} ${SKILL_NAMES[e.skill]}`;
    case 'refill':
      return 'Draw to Starting Hand Size';
    case 'give':
      return `give ${cards(e.n)} to any other players`;
    case 'cancelGorramit':
      return 'Cancel the Gorramit card (no reshuffle)';
    case 'blockAlliance':
      return 'While Active, the first Alliance card the crew would draw is not drawn';
  }
}

/** Effects chained in one sentence: "Draw one card, then each other player draws one card". */
function chain(effects: readonly CrewEffect[]): string {
  return effects.map((e, i) => (i === 0 || e.kind === 'drawCharacter' ? crewEffectText(e) : crewEffectText(e).replace(/^[A-Z]/, (c) => c.toLowerCase()))).join(', then ');
}

/** What an action does, without its phase and cost: "Draw one card, limit 5 in hand". */
export function actionEffectText(a: CrewAction): string {
  return chain(a.effects);
}

/** What a Game Ability does: "Draw to Starting Hand Size, then give 3 cards to any other players". */
export function abilityText(ab: GameAbility): string {
  return chain(ab.effects);
}

export function actionText(a: CrewAction): string {
  const eff = chain(a.effects);
  return `${a.phase}: ${a.cost} ${a.currency === 'credits' ? 'Credit' : 'Honor'}${a.cost === 1 || a.currency === 'honor' ? '' : 's'}: ${eff}${a.anyone ? ' (even when not participating)' : ''}.`;
}

/** The whole Character card in words. */
export function characterText(id: CharacterId): string {
  const c = CHARACTERS[id];
  const skills = SKILLS.map((s, i) => `${SKILL_NAMES[s]} ${c.skills[i]}${(c.specialties as readonly string[]).includes(s) ? ' (Specialty)' : ''}`).join(', ');
  const ab = c.ability;
  const when = ab.phase === 'passive' ? 'Always' : `${ab.phase}${ab.participating ? ', while participating' : ''}`;
  return `${c.name}. ${skills}. Starting Hand Size ${c.handSize}. Game Ability (${when}, once per game): ${chain(ab.effects)}. ${c.actions.map(actionText).join(' ')}`;
}
