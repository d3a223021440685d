// The sign-up password rules, case by case.
import { describe, expect, test } from 'vitest';
import { passwordProblem } from './passwordPolicy';

describe('passwordProblem', () => {
  test.each([
    ['alice', 'short', 'Passwords need at least 8 characters.'],
    ['alice', 'x'.repeat(257), 'Passwords can be at most 256 characters.'],
    ['alice', '12345678', 'That password is among the most common ones, the first an attacker tries: choose another.'],
    ['alice', 'password', 'That password is among the most common ones, the first an attacker tries: choose another.'],
    ['alice', 'PassWord', 'That password is among the most common ones, the first an attacker tries: choose another.'],
    [
      'alice',
      'qwertyuiop',
      'That password is among the most common ones, the first an attacker tries: choose another.',
    ],
    ['mal_reynolds', 'mal_reynolds', 'A password may not be the username, nor the username and a few more characters.'],
    [
      'mal_reynolds',
      'Mal_Reynolds1!',
      'A password may not be the username, nor the username and a few more characters.',
    ],
  ])('%s may not choose %j: %s', (username, password, problem) => {
    expect(passwordProblem(username, password)).toBe(problem);
  });

  test.each([
    ['alice', 'correct horse battery'],
    ['alice', 'shiny-and-long-passphrase'],
    ['bob', 'bobsled down the black'],
    ['x'.repeat(24), 'x'.repeat(24) + ' and then some more words'],
  ])('%s may choose %j', (username, password) => {
    expect(passwordProblem(username, password)).toBeUndefined();
  });
});
