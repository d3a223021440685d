// Card names and texts generated from the card data, so what a player reads is what the rules do.
import { CARDS, EPISODES, FACTION_NAMES, REAVERS } from './content/index';
import { handlerOf } from './rules/keywords';
import type { Ability, CardDef, Effect, InnateWindow } from './content/types';

const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;

/** An effect's card text, from its keyword's entry. */
export function effectText(e: Effect): string {
  return handlerOf(e).text(e);
}

const sentence = (effects: readonly Effect[]): string => {
  const s = effects.map(effectText).join(', then ');
  return s.charAt(0).toUpperCase() + s.slice(1) + '.';
};

const WINDOW_TEXT: Readonly<Record<InnateWindow, string>> = {
  any: "At any time, even on another player's turn",
  turn: 'On your turn',
  fight: 'In a fight you are in',
  deal: 'When another player makes a deal',
  gain: 'In your deals and recruitments',
};

function abilityText(a: Ability): string {
  if (a.timing === 'trigger') return `⚡ ${sentence(a.effects)}`;
  const when = WINDOW_TEXT[a.window ?? 'any'];
  return a.passive
    ? `Innate, no trigger needed — ${when}: ${sentence(a.effects)}`
    : `Innate — ${when}: ${sentence(a.effects)}`;
}

export function cardTextOf(d: CardDef): string {
  const parts: string[] = [];
  const head = [d.category.toUpperCase()];
  if (d.traits.length > 0) head.push(d.traits.map((t) => t.toUpperCase()).join(' '));
  if (d.fight) head.push('FIGHT');
  if (d.deal) head.push('DEAL');
  parts.push(head.join(' · '));
  if (d.category === 'black') {
    parts.push(
      "Can't be recruited or gained in a deal. Shed it by playing or triggering a location while it is in your hand.",
    );
    return parts.join('\n');
  }
  parts.push(`Cost ${d.cost} · Power ${d.power} · Influence ${d.influence}`);
  if (d.icons.length > 0) parts.push(`Faction icons: ${d.icons.map((f) => FACTION_NAMES[f]).join(', ')}`);
  if (d.requires) parts.push(`Requires ${d.requires.toUpperCase()} in your tableau to use its effects.`);
  if (d.onPlay) parts.push(`Required — when played: ${sentence(d.onPlay)}`);
  for (const a of d.abilities) parts.push(abilityText(a));
  if (d.specials) {
    const kind = d.category === 'maneuver' ? "Maneuver (replay with a 'verse token)" : 'Special';
    parts.push(`${kind}: ${d.specials.map(sentence).join(' OR ')}`);
    if (d.fight || d.deal) parts.push('Use it for its attribute or for one special ability, not both.');
  }
  if (d.flavor) parts.push(d.flavor);
  return parts.join('\n');
}

export function cardName(kind: string): string {
  return CARDS[kind]?.name ?? EPISODES[kind]?.name ?? REAVERS[kind]?.name ?? kind;
}

export function cardText(kind: string): string {
  const d = CARDS[kind];
  if (d) return cardTextOf(d);
  const ep = EPISODES[kind];
  if (ep) return `EPISODE\n${ep.text}`;
  const rv = REAVERS[kind];
  if (rv)
    return `REAVERS\nPlace ${rv.toughness} 'verse tokens on it to drive them off; each token earns its owner ${plural(rv.bounty, 'credit')}. At the start of each round, every player without a token on it adds The Black to their recycle pile.`;
  return kind;
}
