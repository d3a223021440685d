// What the learn pages read from the API: a game's summary, rules, glossary and cards.
import { notFound } from 'next/navigation';
import { serverQuery } from '@/lib/server-api';

export interface RuleSectionData {
  id: string;
  title: string;
  paragraphs: string[];
  sections?: RuleSectionData[];
}

export interface GameGuideData {
  id: string;
  name: string;
  pitch: string;
  summary: string | null;
  minPlayers: number;
  maxPlayers: number;
  mode: string;
  rules: RuleSectionData[];
  glossary: { term: string; meaning: string }[];
}

export interface CardData {
  kind: string;
  name: string;
  type: string;
  text: string;
  stats: { name: string; value: number }[];
}

const SECTION = 'id title paragraphs';
const GUIDE = `query($id:ID!){game(id:$id){id name pitch summary minPlayers maxPlayers mode glossary{term meaning}
  rules{${SECTION} sections{${SECTION} sections{${SECTION} sections{${SECTION}}}}}}}`;
const CARDS = 'query($id:ID!){game(id:$id){id name cards{kind name type text stats{name value}}}}';

/** The game's guide, or the 404 page when there is no such game; throws when the API cannot be asked. */
export async function guideOf(id: string): Promise<GameGuideData> {
  const data = await serverQuery<{ game: GameGuideData | null }>(GUIDE, { id });
  if (!data) throw new Error('The game server cannot be reached right now; try again in a moment.');
  if (!data.game) notFound();
  return data.game;
}

export async function cardsOf(id: string): Promise<{ name: string; cards: CardData[] }> {
  const data = await serverQuery<{ game: { name: string; cards: CardData[] } | null }>(CARDS, { id });
  if (!data) throw new Error('The game server cannot be reached right now; try again in a moment.');
  if (!data.game) notFound();
  return data.game;
}
