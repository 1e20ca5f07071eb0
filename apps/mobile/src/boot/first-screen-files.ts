/**
 * Id of the `application/json` script the build puts in the page: `{ home, zone, cart, login }`, each
 * the files (root-relative paths) that screen needs beyond what the page's entries load. A module of its own (no imports) so that vite.config.ts can read it.
 */
export const FIRST_SCREEN_FILES_ID = 'gemlane-first-screen';
