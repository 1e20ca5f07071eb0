// The site's server entry, bundled into the Worker under this name (wrangler.toml `alias`,
// test/build-worker.ts): the contract of apps/<app>/src/entry-server.tsx.
declare module 'gemlane:server-entry' {
  import type { ServerEntry } from './render-pipeline.ts';
  export const render: ServerEntry['render'];
}
