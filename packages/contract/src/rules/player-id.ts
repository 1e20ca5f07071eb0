// Player IDs: every game takes a player ID of 4-32 letters, digits, `_` or `-`, and a server ID of
// 1-20 of them; each game narrows its player ID further with its own pattern, and games with a
// numeric server ID (MLBB: "user ID (server ID)") take 1-10 digits there.

export const PLAYER_ID_RULE = { minLength: 4, maxLength: 32, chars: /^[A-Za-z0-9_-]+$/ } as const;
export const SERVER_ID_RULE = { minLength: 1, maxLength: 20, chars: /^[A-Za-z0-9_-]+$/ } as const;

/** The pattern of a numeric server ID, as an account field's `pattern`. */
export const NUMERIC_SERVER_ID_PATTERN = '^\\d{1,10}$';

/** A game's own player-ID pattern (stored unanchored), anchored as an account field's `pattern`. */
export const anchoredIdPattern = (gamePattern: string): string => `^(?:${gamePattern})$`;

const fitsRule = (rule: typeof PLAYER_ID_RULE | typeof SERVER_ID_RULE, value: string): boolean =>
  value.length >= rule.minLength && value.length <= rule.maxLength && rule.chars.test(value);

export const isPlayerIdFormat = (value: string): boolean => fitsRule(PLAYER_ID_RULE, value);
export const isServerIdFormat = (value: string): boolean => fitsRule(SERVER_ID_RULE, value);

/**
 * Whether `value` matches an account field's anchored `pattern` (no pattern: anything). A pattern
 * that cannot be read matches nothing: such an ID could never be confirmed.
 */
export function matchesIdPattern(pattern: string | null, value: string): boolean {
  if (!pattern) return true;
  try {
    return new RegExp(pattern).test(value);
  } catch {
    return false;
  }
}

/** The messages about a player ID: keys of the apps' packs, and of the server's pack. */
export const PLAYER_ID_MESSAGES = {
  /** 'The ID you submitted is incorrect...' */
  incorrect: 'errors.incorrectGameId',
  /** The ID has to be confirmed before paying. */
  confirmFirst: 'errors.confirmGameId',
  /** The server's answer when the game or the publisher does not take the ID. */
  server: 'commerce.roleIdIncorrect',
} as const;
