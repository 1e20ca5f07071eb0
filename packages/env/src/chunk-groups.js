// The chunk groups both apps' browser builds share (Vite's `build.rolldownOptions.output
// .codeSplitting.groups`). Plain JavaScript: the apps' vite.config files load it through Node.

/** The libraries every page runs, in one `framework` chunk that changes only with them. */
export const FRAMEWORK_MODULES =
  /node_modules\/\.pnpm\/(react|react-dom|scheduler|use-sync-external-store|jotai|i18next|react-i18next|react-router)@/;

/**
 * The small modules of the shared packages that both entries of an app (the app and its early
 * boot script) or nearly every page run: without a group each becomes a chunk of a few hundred
 * bytes, with its own request, gzip stream and import list.
 */
const SHARED_PACKAGE_MODULES = [
  'packages/contract/src/(constants|generated/routes|languages|rules/money)',
  'packages/api/src/(preferences|browser|errors|early-call|ssr-cache)',
  'packages/stores/src/(storage-keys|storage|api|ssr/document|purchase/money|language/language-currency)',
  'packages/stores/src/load/(use-load|same-data)',
  'packages/stores/src/router/(partner|routes|redirect|attribution|link|use-login-redirect-target|use-partner-navigate)',
  'packages/stores/src/session/(session|session-cookie)',
  'packages/i18n/src/sections',
];

const escapeSlashes = (pattern) => pattern.replaceAll('/', '\\/');

/**
 * A group's test: the shared packages' small modules, the app's own (paths from the repository
 * root, without extension) and any further pattern (kit files, say).
 * @param {{ appModules?: string[], extra?: string[] }} [more]
 * @returns {RegExp}
 */
export function sharedModules({ appModules = [], extra = [] } = {}) {
  const files = [...SHARED_PACKAGE_MODULES, ...appModules].map(escapeSlashes).join('|');
  return new RegExp([`(${files})\\.tsx?$`, ...extra.map(escapeSlashes)].join('|'));
}
