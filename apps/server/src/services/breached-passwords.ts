// Offline check against the most common passwords of public breaches: the 49k-entry list that
// @zxcvbn-ts/language-common ships (MIT, maintained with zxcvbn-ts; source: breach corpora
// ranked by frequency). Nothing leaves the server.
import { dictionary } from '@zxcvbn-ts/language-common';

let common: Set<string> | undefined;

/** Loaded on first use (about 50 ms): the server starts without paying for it. */
function commonPasswords(): Set<string> {
  common ??= new Set(dictionary['passwords-common'] as string[]);
  return common;
}

/**
 * True when `password` is one of the common breached passwords once case and symbols are set
 * aside: `Password1!` and `Qwerty123!` are `password1` and `qwerty123` with a capital and a `!`
 * added to pass composition rules, and attackers try them first.
 */
export function isBreachedPassword(password: string): boolean {
  const lower = password.normalize('NFKC').toLowerCase();
  const set = commonPasswords();
  if (set.has(lower)) return true;
  // `P@ssword1` and `pa$$word` are the same guesses with symbols standing for letters.
  const unsubstituted = lower.replace(/@/g, 'a').replace(/\$/g, 's');
  return [lower, unsubstituted].some((candidate) => {
    const letters = candidate.replace(/[^\p{L}\p{N}]/gu, '');
    return letters.length >= 4 && set.has(letters);
  });
}
