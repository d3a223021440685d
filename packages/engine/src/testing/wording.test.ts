// The proof-reader catches each kind of broken line of the issue, and passes lines that read well.
import { describe, expect, test } from 'vitest';
import { wordingProblems } from './wording';

describe('wordingProblems', () => {
  test.each([
    'Turn 1: you is the Active player.',
    'You is done playing cards.',
    'You takes the first turn.',
    'You was defeated.',
    'You began their turn.',
    'You activated their Talent.',
    'You chose 1 Credits.',
    'You chose a All Rounder Captain.',
    'Reavers!.',
    'Curse You, Sir!.',
    '2 crew member(s) killed.',
    'Seat2 lost an asset.',
    'Seat 2 won.',
    'The game ended; seat 1 led.',
    'You drew undefined.',
    'Bram offered you [object Object].',
    'You  drew a card.',
    'You drew a card .',
    'You stole 1 credits from Bram.',
    'Bram gave 1 crew members away.',
  ])('flags %j', (line) => {
    expect(wordingProblems(line)).not.toEqual([]);
  });

  test.each([
    'Turn 1: you are the Active player.',
    'You take the first turn.',
    'You were defeated.',
    'You began your turn.',
    'You chose 1 Credit.',
    'You chose an All Rounder Captain.',
    'Reavers!',
    'Round 1 begins.',
    'Your hand of 1 card is discarded.',
    "Bram's offer to you was withdrawn.",
    'You pass.',
    'You flew from C5 to C1.',
    'You drew 3 cards and a Unification War medal.',
    'Wait...',
    'Ship your goods (rules 6.a and 30).',
  ])('passes %j', (line) => {
    expect(wordingProblems(line)).toEqual([]);
  });
});
