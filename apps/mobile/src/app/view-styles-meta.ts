/**
 * `<meta name="<prefix><View>" content="/assets/a.css ...">`: the stylesheets of a server-rendered
 * view's lazy chunk (vite.config.ts writes them, a server render links them from <head>).
 */
export const VIEW_STYLES_META_PREFIX = 'gemlane:view-css:';
