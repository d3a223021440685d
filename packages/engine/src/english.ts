// English for generated text: plurals, counts, "a"/"an", lists and verbs agreeing with "you" — the narrator's grammar.

/** Nouns whose plural is not the noun plus "s"/"es" (matched on the last word, case kept from the singular). */
const IRREGULAR_PLURALS: Readonly<Record<string, string>> = {
  man: 'men',
  woman: 'women',
  person: 'people',
  child: 'children',
  foot: 'feet',
  die: 'dice',
  mouse: 'mice',
  goods: 'goods',
  fish: 'fish',
  sheep: 'sheep',
  series: 'series',
  crew: 'crew',
  staff: 'staff',
  cash: 'cash',
  contraband: 'contraband',
  damage: 'damage',
  honor: 'honor',
  info: 'info',
  recruit: 'recruit',
  attack: 'attack',
};

function matchCase(model: string, word: string): string {
  if (model.length > 1 && model === model.toUpperCase()) return word.toUpperCase();
  if (model[0] !== undefined && model[0] === model[0].toUpperCase())
    return word.charAt(0).toUpperCase() + word.slice(1);
  return word;
}

/** The plural of a noun or noun phrase ("crew member" → "crew members", "Passenger" → "Passengers", "die" → "dice"). */
export function pluralOf(noun: string): string {
  const m = /^(.*?)([A-Za-z']+)$/.exec(noun);
  if (!m) return noun;
  const [, head, last] = m as unknown as [string, string, string];
  const lower = last.toLowerCase();
  const irregular = IRREGULAR_PLURALS[lower];
  if (irregular !== undefined) return head + matchCase(last, irregular);
  if (/[^aeiou]y$/.test(lower)) return head + last.slice(0, -1) + matchCase(last.slice(-1), 'ies');
  if (/(s|x|z|ch|sh)$/.test(lower)) return head + last + matchCase(last.slice(-1), 'es');
  return head + last + matchCase(last.slice(-1), 's');
}

/** A number and a noun that agrees with it: "1 Credit", "3 Passengers", "0 cards". Pass the plural when it is unusual. */
export function countOf(n: number, singular: string, plural?: string): string {
  return `${n} ${n === 1 ? singular : (plural ?? pluralOf(singular))}`;
}

/** Words that start with a vowel letter but a consonant sound, or the other way round. */
const CONSONANT_SOUND = /^(one|once|uni|use|usu|uti|ura|ure|euro|eu|ewe|ubiq|u-)/i;
const VOWEL_SOUND = /^(hour|honest|honou?r|heir|x-|mri|fbi|nda|sos|rsvp)/i;

/** "a" or "an" before a word, by its sound as far as its spelling tells ("an All Rounder", "a Unification", "an hour"). */
export function articleFor(word: string): 'a' | 'an' {
  const w = word.trim().replace(/^['"“‘(]+/, '');
  if (w === '') return 'a';
  if (/^\d/.test(w)) return /^(8|11|18)(\D|$)|^8\d\d?(\D|$)/.test(w) ? 'an' : 'a';
  // A letter or an abbreviation read letter by letter: "an R action", "an NPC", "a UN envoy".
  if (/^[A-Z](?![a-z])/.test(w)) return /^[AEFHILMNORSX]/.test(w) ? 'an' : 'a';
  if (VOWEL_SOUND.test(w)) return 'an';
  if (CONSONANT_SOUND.test(w)) return 'a';
  return /^[aeiou]/i.test(w) ? 'an' : 'a';
}

/** The word with its indefinite article: "an All Rounder", "a Pilot". */
export function withArticle(word: string): string {
  return `${articleFor(word)} ${word}`;
}

/** "A", "A and B", "A, B and C" ("or" instead of "and" when asked). */
export function listOf(items: readonly string[], conjunction: 'and' | 'or' = 'and'): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${items[items.length - 1]!}`;
}

/** Third-person forms whose "you" form is not the form without its ending. */
const SECOND_PERSON: Readonly<Record<string, string>> = {
  is: 'are',
  was: 'were',
  has: 'have',
  does: 'do',
  goes: 'go',
  "isn't": "aren't",
  "wasn't": "weren't",
  "hasn't": "haven't",
  "doesn't": "don't",
  "'s": "'re",
};

/**
 * The verb as it agrees with "you", from its third-person singular form ("is" → "are", "draws" → "draw",
 * "carries" → "carry", "passes" → "pass"); past forms and modals stay as they are ("drew", "can", "must").
 */
export function secondPerson(verb: string): string {
  const [first, ...rest] = verb.split(' ');
  const word = first ?? '';
  const lower = word.toLowerCase();
  let out: string;
  const known = SECOND_PERSON[lower];
  if (known !== undefined) out = matchCase(word, known);
  else if (/[^aeiou]ies$/.test(lower)) out = word.slice(0, -3) + 'y';
  else if (/(ss|x|z|ch|sh|o)es$/.test(lower)) out = word.slice(0, -2);
  else if (/[^s]s$/.test(lower) && !/(us|is)$/.test(lower)) out = word.slice(0, -1);
  else out = word;
  return [out, ...rest].join(' ');
}

/** A first letter in capitals. */
export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Ordinal words for small numbers ("first", "second"), digits with a suffix after twelve. */
export function ordinalOf(n: number): string {
  const words = [
    'zeroth',
    'first',
    'second',
    'third',
    'fourth',
    'fifth',
    'sixth',
    'seventh',
    'eighth',
    'ninth',
    'tenth',
    'eleventh',
    'twelfth',
  ];
  const word = words[n];
  if (word !== undefined) return word;
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}

/**
 * Whether text so far ends a sentence (or is empty), so the next word starts one. Only a full stop counts: a "!" or
 * "?" that ends a card's name ("Curse You, Sir!") sits inside the sentence.
 */
export function atSentenceStart(textSoFar: string): boolean {
  return /\.\s+$/.test(textSoFar) || textSoFar.trim() === '';
}

/**
 * Tidies a generated sentence: one mark where a name's own "!" or "?" met a full stop, no space before punctuation,
 * single spaces. (Capitals are the narrator's: it capitalises its own words at a sentence start, never a name.)
 */
export function tidySentence(text: string): string {
  return text
    .replace(/([!?])\.(?!\.)/g, '$1')
    .replace(/(?<!\.)\.\.(?!\.)/g, '.')
    .replace(/,\s*\./g, '.')
    .replace(/[ \t]+([.,;:!?])/g, '$1')
    .replace(/[ \t]{2,}/g, ' ')
    .trim();
}
