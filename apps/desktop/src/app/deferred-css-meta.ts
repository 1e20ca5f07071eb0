/** `<meta name=... content="/assets/a.css ...">`: the styles of the pages that wait for them (vite.config.ts writes it, a server render links them). */
export const DEFERRED_CSS_META = 'gemlane:deferred-css';
