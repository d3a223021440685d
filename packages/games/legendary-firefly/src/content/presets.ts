// The rulebook's "Suggested Main Characters" for each episode trio, as data (seat 1 plays the first).
import type { Crew } from './vocabulary';
import type { EpisodeTrio } from './episodes';

export const SUGGESTED_MAIN_CHARACTERS: Readonly<Record<EpisodeTrio, readonly Crew[]>> = {
  'serenity-train-job': ['mal', 'kaylee', 'zoe', 'jayne', 'book'],
  'bushwhacked-safe': ['simon', 'wash', 'inara', 'book', 'river'],
  'mrs-reynolds-out-of-gas': ['jayne', 'inara', 'zoe', 'mal', 'simon'],
  'ariel-trash': ['river', 'jayne', 'kaylee', 'book', 'simon'],
  'the-message-objects-in-space': ['wash', 'mal', 'inara', 'river', 'zoe'],
};
