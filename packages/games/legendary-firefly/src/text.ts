// Card text generated from card data, so the words a player reads are the behaviour the rules execute.
import { type CardData, needKind, type Price, type TimedAbility } from './content/types';
import { CARDS } from './content';
import { effectText, fxText, keywordOf } from './rules/keywords';
import { cap, className, crewName } from './content/names';
import type { Effect, Mods } from './content/vocabulary';

// The names and each effect's text live with the names (names.ts) and the keywords (keywords.ts); read here with the cards'.
export { className, crewName, effectText, fxText };

const timedText = (where: string, a: TimedAbility | undefined): string[] => {
  if (!a) return [];
  const out: string[] = [];
  if (a.mods) out.push(`${where}: ${modsText(a.mods)}`);
  if (a.turnStart) out.push(`${where}: At the start of each turn: ${fxText(a.turnStart)}`);
  return out;
};

export function modsText(m: Mods): string {
  const out: string[] = [];
  if (m.scanDiscountOnce) out.push(`Once each turn, you pay ${m.scanDiscountOnce} less Attack to scan a space.`);
  if (m.scanPlus) out.push(`Scanning a space costs ${m.scanPlus} more Attack.`);
  if (m.startAttack) out.push(`Each player starts each turn with +${m.startAttack} Attack.`);
  if (m.startRecruit) out.push(`Each player starts each turn with +${m.startRecruit} Recruit.`);
  if (m.repairDiscount) out.push(`Repairing a Ship Strike costs ${m.repairDiscount} less Attack.`);
  if (m.health) out.push(`Each Main Character has +${m.health} Health.`);
  if (m.handSize)
    out.push(
      m.handSize > 0
        ? `Each player draws ${m.handSize} more card${m.handSize === 1 ? '' : 's'} in Cleanup.`
        : `Each player draws ${-m.handSize} fewer card${m.handSize === -1 ? '' : 's'} in Cleanup.`,
    );
  if (m.noCoordinate) out.push("Players can't Coordinate.");
  return out.join(' ');
}

/** "+" when effects add to a pool (a class combo's extra Recruit or Attack). */
const adds = (fx: readonly Effect[] | undefined, pool: 'recruit' | 'attack'): string =>
  fx?.some((f) => keywordOf(f.do).pool === pool) ? '+' : '';

const priceText = (p: Price): string => `Pay ${p.n} ${p.pool === 'attack' ? 'Attack' : 'Recruit'}`;

/** The full text of a card, generated from its data. */
export function dataText(d: CardData): string {
  const parts: string[] = [];
  switch (d.type) {
    case 'character': {
      parts.push(
        `${d.cls ? className(d.cls) : 'No class'}${d.crew ? ` — ${crewName(d.crew)}` : ''}. Recruit ${d.recruit}${adds(d.combo?.fx, 'recruit')}, Attack ${d.attack}${adds(d.combo?.fx, 'attack')}. Cost ${d.cost}.`,
      );
      if (d.episodeCharacter) parts.push('Reveal: shuffle this card into the deck of the player whose turn it is.');
      if (d.play) parts.push(fxText(d.play));
      if (d.combo) parts.push(`${className(d.combo.cls)}: ${fxText(d.combo.fx)}`);
      if (d.activate) parts.push(`Activate: ${fxText(d.activate)}`);
      if (d.reaction)
        parts.push(
          `Reaction (on another player's turn, discard this card from your hand; "you" is the player whose turn it is): ${fxText(d.reaction)}`,
        );
      if (d.coordinate) parts.push('Coordinate.');
      break;
    }
    case 'enemy': {
      parts.push(`${d.desc} enemy. Attack ${d.attack}.`);
      const kw = [
        d.range && 'Range',
        d.stationary && 'Stationary',
        d.escape && 'Escape',
        d.double && 'Double Strike',
      ].filter(Boolean);
      if (kw.length) parts.push(`${kw.join(', ')}.`);
      if (d.reveal) parts.push(`Reveal: ${fxText(d.reveal)}`);
      if (d.strike) parts.push(`Strike: ${fxText(d.strike)}`);
      if (d.defeated) parts.push(`Defeated: ${fxText(d.defeated)}`);
      if (d.escapeFx) parts.push(`Escape: ${fxText(d.escapeFx)}`);
      parts.push(...timedText("'Verse", d.verse), ...timedText('Combat Zone', d.combat));
      break;
    }
    case 'event':
    case 'special':
      parts.push(`${cap(d.type)}. Reveal: ${fxText(d.reveal)}`);
      if (d.ongoing)
        parts.push(
          `Ongoing (this stays in Operations until the Episode ends or it is defeated): ${modsText(d.ongoing)}`,
        );
      if (d.pay) parts.push(`${priceText(d.pay)} to defeat this card.`);
      break;
    case 'goal':
      parts.push('Goal.');
      if (d.stationary) parts.push('Stationary.');
      if (d.reveal) parts.push(`Reveal: ${fxText(d.reveal)}`);
      if (d.skipSpace)
        parts.push(
          "Ongoing: Treat this space as if it doesn't exist — other cards, including Inevitable cards, skip over this space.",
        );
      parts.push(`${priceText(d.pay)} to complete this Goal.${d.done ? ` ${fxText(d.done)}` : ''}`);
      break;
    case 'sideJob':
      parts.push(
        `Side Job. ${priceText(d.pay)}: Success: ${fxText(d.success) || 'nothing more.'} Failure: ${fxText(d.failure) || 'nothing happens.'}`,
      );
      break;
    case 'crewStrike':
      parts.push(`Crew Strike. Damage ${d.damage}.${d.now ? ` ${fxText(d.now)}` : ''}`);
      break;
    case 'shipStrike':
      parts.push(
        `Ship Strike${d.label ? ` (${d.label})` : ''}. Repair: ${d.repair} Attack.${d.now ? ` ${fxText(d.now)}` : ''}${d.ongoing ? ` Ongoing: ${modsText(d.ongoing)}` : ''}`,
      );
      break;
    case 'upgrade':
      parts.push(`Serenity Upgrade. Cost ${d.cost} Credits. ${modsText(d.mods)}`);
      break;
    case 'avatar':
      parts.push(`Avatar. Rank ${d.rank}, Defense ${d.defense}, Health ${d.health}.`);
      parts.push(`Talent — ${d.talent.name}: Draw a card. Activate (defeat this Talent): ${fxText(d.talent.activate)}`);
      parts.push(`Flaw — ${d.flaw.name}: ${fxText(d.flaw.fx)}`);
      break;
    case 'inevitable':
      parts.push(
        `Inevitable${d.ship ? ' Ship' : ''}. Can't be scanned, fought or interacted with. It strikes normally in the Combat Zone. Strike: ${fxText(d.strike)} Once it has gone through a Strike Phase on each player's turn, the Episode ends.`,
      );
      break;
    case 'talent':
      parts.push(
        "Draw a card, then follow your Avatar's Talent. Activate: your Avatar's Talent ability, defeating this card.",
      );
      break;
    case 'flaw':
      parts.push(
        "You must play this as soon as you can: follow your Avatar's Flaw, then return this to the Flaw stack.",
      );
      break;
    case 'objective': {
      parts.push(`Objective ${d.letter} (Episode ${d.number}).`);
      if (d.setup) parts.push(`Setup: ${fxText(d.setup)}`);
      for (const p of d.parts) {
        const verb = 'defeat' in p.need ? 'Defeat' : 'goal' in p.need ? 'Complete' : 'Reveal';
        const need = `${verb} ${CARDS[needKind(p.need)]?.name ?? needKind(p.need)}.`;
        parts.push(`${p.mandatory ? 'Mandatory — ' : ''}${p.name}: ${need} Reward: ${fxText(p.reward)}`);
      }
      if (d.endOfEpisode)
        parts.push(
          `End of Episode (campaigns only: first in the Inter-Mission after a won game, or when the next game is set up after a lost one): ${fxText(d.endOfEpisode)}`,
        );
      break;
    }
  }
  return parts.join(' ');
}
