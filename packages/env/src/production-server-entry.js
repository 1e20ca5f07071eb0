// A Vite plugin for the apps' server entries (`vite build --ssr`): React's and the UI kits' code
// for production is chosen at build time, as in the browser's bundle. Left to the server's own
// NODE_ENV, the entry would render with the development builds wherever it is unset: slower, with
// development-only class names the browser's bundle never writes. Plain JavaScript: the apps'
// vite.config files load it through Node.

/** @returns {import('vite').Plugin} */
export function productionServerEntry() {
  return {
    name: 'gemlane:production-server-entry',
    apply: (_config, env) => env.command === 'build' && env.isSsrBuild === true,
    config: () => ({ define: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
  };
}
