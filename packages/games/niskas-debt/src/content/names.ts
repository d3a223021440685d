// Names the GM suggests (rules 5 and 14.b): players may call their Captain, ship and renamable crew whatever they wish;
// the GM's suggestions are drawn with the match PRNG from these original parts (hundreds of combinations each), and
// the first suggestion is the random name the GM gives when a player does not pick one. The schema of a name is here too.
import { z } from 'zod';

/** Captain suggestions are a first name and a surname; none is a character of the show. */
export const CAPTAIN_FIRST_NAMES: readonly string[] = [
  'Mara', 'Jonah', 'Inez', 'Boaz', 'Sable', 'Cyrus', 'Hattie', 'Ruben', 'Della', 'Amos', 'Lin', 'Teodor',
  'Odile', 'Caspian', 'Wren', 'Elias', 'Marisol', 'Ansel', 'Delphine', 'Gideon', 'Ysolde', 'Tobiah', 'Renata', 'Lucan',
  'Noor', 'Bastian', 'Imogen', 'Corwin', 'Seraphine', 'Desmond', 'Anouk', 'Halvor', 'Junia', 'Matthias', 'Ottilie', 'Pascal',
  'Rosalind', 'Émile', 'Søren', 'Inés', 'Ximena', 'Bartholomew',
];
export const CAPTAIN_SURNAMES: readonly string[] = [
  'Quill', 'Slate', 'Calloway', 'Drummond', 'Ortega', 'Wen', 'Flint', 'Kasza', 'Marsh', 'Greer', 'Harrow', 'Okonkwo',
  'Abernathy', 'Blackwood', 'Castellan', 'Dunmore', 'Esquivel', 'Fairweather', 'Galloway', 'Hadley', 'Ibarra', 'Jessup', 'Kincaid', 'Lindqvist',
  'Montague', 'Nakamura', "O'Rourke", 'Pemberton', 'Quintero', 'Rasmussen', 'Sallow', 'Thorne', 'Underhill', 'Valdez', 'Whitlock', 'Yarrow',
  'Zeller', 'Ashby', 'Brannigan', 'Dubois', 'Ferreira', 'St. Clair',
];
/** Ship suggestions are an adjective and a noun. */
export const SHIP_ADJECTIVES: readonly string[] = [
  'Wayward', 'Copper', 'Lucky', 'Restless', 'Iron', 'Second', 'Hollow', 'Quiet', 'Long', 'Crimson', 'Silver', 'Drifting',
  'Stubborn', 'Rusty', 'Gentle', 'Brazen', 'Lonesome', 'Humble', 'Midnight', 'Tattered', 'Wandering', 'Distant', 'Borrowed', 'Faithful',
  'Ragged', 'Golden', 'Weary', 'Patient', 'Bright', 'Stray',
];
export const SHIP_NOUNS: readonly string[] = [
  'Sparrow', 'Kettle', 'Penny', 'Lark', 'Magpie', 'Wind', 'Moon', 'Thunder', 'Road', 'Comet', 'Heron', 'Lantern',
  'Mule', 'Coyote', 'Promise', 'Harvest', 'Drifter', 'Horizon', 'Tumbleweed', 'Fortune', 'Meridian', 'Wanderer', 'Ember', 'Orchard',
  'Anchor', 'Nomad', 'Beacon', 'Dust Devil', 'Errand', 'Bargain',
];
/** Names for crew hired under a purchase name in brackets (rule 14.b). */
export const CREW_NAMES: readonly string[] = [
  'Abel', 'Bonnie', 'Cass', 'Dobbs', 'Etta', 'Finch', 'Gus', 'Ivy', 'Jem', 'Kit', 'Lottie', 'Mabel',
  'Ned', 'Opal', 'Pip', 'Quincy', 'Rosie', 'Sully', 'Tess', 'Ulla', 'Vern', 'Wilma', 'Yusuf', 'Zeb',
  'Arlo', 'Birdie', 'Clem', 'Dot', 'Eli', 'Flo', 'Hank', 'Ida', 'Knox', 'Lulu', 'Moe', 'Nell',
  'Otis', 'Pearl', 'Sadie', 'Tuck', 'Walt', 'Wynn', 'Bea', 'Cy', 'Mateo', 'Ravi', 'Ingrid', 'Ondine',
];

/** How many names the GM suggests for each name a player gives. */
export const SUGGESTIONS = 3;
export const NAME_MAX = 24;

/**
 * Letters (accented ones too), digits, spaces, apostrophes, hyphens and full stops; no space at either end and never
 * two in a row. Nothing else: no markup, no control characters.
 */
export const NAME_PATTERN = /^(?! )(?!.* $)(?!.* {2})[\p{L}\p{M}0-9 '’.-]+$/u;

/** A name a player gives (Captain, ship or crew member): bounded, plain text, checked by the move schema. */
export const nameSchema = z
  .string()
  .min(1, 'A name needs at least one character')
  .max(NAME_MAX, `A name has at most ${NAME_MAX} characters`)
  .regex(NAME_PATTERN, 'A name may use letters (accented ones too), digits, spaces, apostrophes, hyphens and full stops, with no space at either end and never two in a row');

/** What is wrong with a name, in words, or null when the schema takes it (for a board to say before submitting). */
export function nameProblem(name: string): string | null {
  const parsed = nameSchema.safeParse(name);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'That name cannot be used');
}
