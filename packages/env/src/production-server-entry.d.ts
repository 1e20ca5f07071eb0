import type { Plugin } from 'vite';

/** Builds a server entry with React's and the UI kits' production code (see the .js file). */
export function productionServerEntry(): Plugin;
