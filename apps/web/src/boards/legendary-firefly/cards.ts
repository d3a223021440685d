// Card names, texts and faces read from the game package's data (the same records the rules execute), and a rules Reader over the view.
import { CARDS, dataText, TYPE_WORDS, type FireflyData, type Reader } from '@cortex/game-legendary-firefly';
import type { CardView, ZoneView } from '../types';

export type CardData = NonNullable<(typeof CARDS)[string]>;

export function cardData(kind: string | undefined): CardData | undefined {
  return kind ? CARDS[kind] : undefined;
}

export function cardName(kind: string | undefined): string {
  return cardData(kind)?.name ?? 'an unseen card';
}

export function cardText(kind: string | undefined): string {
  const d = cardData(kind);
  return d ? dataText(d) : '';
}

export function typeWord(kind: string | undefined): string {
  const d = cardData(kind);
  return d ? TYPE_WORDS[d.type] : 'Card';
}

export function cap(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** The rules' read interface over what this viewer sees (hidden cards are simply absent). */
export function viewReader(players: number, game: FireflyData, zone: (name: string) => ZoneView): Reader {
  return {
    players,
    game,
    cards: (name) => zone(name).cards.filter((c): c is CardView => c !== null),
  };
}

export function isGame(x: unknown): x is FireflyData {
  if (typeof x !== 'object' || x === null) return false;
  const g = x as Partial<Record<keyof FireflyData, unknown>>;
  return typeof g.step === 'string' && Array.isArray(g.mcs) && Array.isArray(g.trio) && Array.isArray(g.parts);
}
