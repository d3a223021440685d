// Which passwords are refused at sign-up: too short or long, the username (give or take a few characters), or one of the ~49,000 most common
// passwords (the list zxcvbn-ts maintains), compared without case.
import { dictionary } from '@zxcvbn-ts/language-common';

export const MIN_PASSWORD = 8;
export const MAX_PASSWORD = 256;

let common: ReadonlySet<string> | undefined;
function commonPasswords(): ReadonlySet<string> {
  common ??= new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()));
  return common;
}

/** Why this password may not be chosen by this user, in words, or undefined when it may. */
export function passwordProblem(username: string, password: string): string | undefined {
  if (password.length < MIN_PASSWORD) return `Passwords need at least ${MIN_PASSWORD} characters.`;
  if (password.length > MAX_PASSWORD) return `Passwords can be at most ${MAX_PASSWORD} characters.`;
  const lower = password.toLowerCase();
  // The username with a few characters around it ("alice123") is the username, to whoever guesses.
  if (lower.includes(username.toLowerCase()) && password.length - username.length <= 4)
    return 'A password may not be the username, nor the username and a few more characters.';
  if (commonPasswords().has(lower))
    return 'That password is among the most common ones, the first an attacker tries: choose another.';
  return undefined;
}
