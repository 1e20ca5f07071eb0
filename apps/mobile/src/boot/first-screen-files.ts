/**
 * Id of the `application/json` script the build puts in the page: `{ zone: string[] }`, the files
 * a game zone's first screen needs beyond the app's entry (root-relative paths). A module of its
 * own (no imports) so that vite.config.ts can read it.
 */
export const FIRST_SCREEN_FILES_ID = 'gemlane-first-screen';
