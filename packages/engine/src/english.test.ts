// Tests for the narrator's grammar: plurals, counts, articles, lists and verbs agreeing with "you".
import { describe, expect, test } from 'vitest';
import { articleFor, countOf, listOf, ordinalOf, pluralOf, secondPerson, tidySentence, withArticle } from './english';

describe('pluralOf and countOf', () => {
  test.each([
    ['Credit', 'Credits'],
    ['crew member', 'crew members'],
    ['Passenger', 'Passengers'],
    ['Fugitive', 'Fugitives'],
    ['die', 'dice'],
    ['activation', 'activations'],
    ['Story', 'Stories'],
    ['day', 'days'],
    ['match', 'matches'],
    ['Goods', 'Goods'],
    ['box', 'boxes'],
  ])('%s → %s', (one, many) => {
    expect(pluralOf(one)).toBe(many);
  });

  test.each([
    [1, 'Credit', '1 Credit'],
    [0, 'Credit', '0 Credits'],
    [3, 'Passenger', '3 Passengers'],
    [2, 'crew member', '2 crew members'],
    [1, 'crew member', '1 crew member'],
  ])('countOf(%i, %s) = %s', (n, noun, text) => {
    expect(countOf(n, noun)).toBe(text);
  });

  test('an unusual plural can be given', () => {
    expect(countOf(2, "'verse token", "'verse tokens")).toBe("2 'verse tokens");
  });
});

describe('articleFor', () => {
  test.each([
    ['All Rounder', 'an'],
    ['Pilot', 'a'],
    ['Engineer', 'an'],
    ['Unification War veteran', 'a'],
    ['umbrella', 'an'],
    ['one-shot', 'a'],
    ['hour', 'an'],
    ['8-sided die', 'an'],
    ['3', 'a'],
    ['"Inara"', 'an'],
    ['R action', 'an'],
    ['E action', 'an'],
    ['NPC', 'an'],
    ['UN envoy', 'a'],
    ['D6', 'a'],
  ])('%s takes "%s"', (word, article) => {
    expect(articleFor(word)).toBe(article);
  });

  test('withArticle joins them', () => {
    expect(withArticle('All Rounder Captain')).toBe('an All Rounder Captain');
  });
});

describe('secondPerson', () => {
  test.each([
    ['is', 'are'],
    ['was', 'were'],
    ['has', 'have'],
    ['does', 'do'],
    ['takes', 'take'],
    ['draws', 'draw'],
    ['carries', 'carry'],
    ['passes', 'pass'],
    ['reaches', 'reach'],
    ['goes', 'go'],
    ['holds', 'hold'],
    ['drew', 'drew'],
    ['can', 'can'],
    ['is now', 'are now'],
    ["isn't", "aren't"],
  ])('%s → %s', (third, second) => {
    expect(secondPerson(third)).toBe(second);
  });
});

describe('lists, ordinals and tidying', () => {
  test.each([
    [[], ''],
    [['A'], 'A'],
    [['A', 'B'], 'A and B'],
    [['A', 'B', 'C'], 'A, B and C'],
  ])('listOf(%j) = %s', (items, text) => {
    expect(listOf(items)).toBe(text);
  });

  test('ordinals', () => {
    expect([1, 2, 3, 12, 13, 21, 22].map(ordinalOf)).toEqual([
      'first',
      'second',
      'third',
      'twelfth',
      '13th',
      '21st',
      '22nd',
    ]);
  });

  test.each([
    ['The Reavers attack: Reavers!.', 'The Reavers attack: Reavers!'],
    ['Curse You, Sir!.', 'Curse You, Sir!'],
    ['Really?.', 'Really?'],
    ['Done..', 'Done.'],
    ['Wait...', 'Wait...'],
    ['You drew  2 cards .', 'You drew 2 cards.'],
  ])('tidySentence(%j) = %j', (raw, tidy) => {
    expect(tidySentence(raw)).toBe(tidy);
  });
});
