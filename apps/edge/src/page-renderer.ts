// Server-rendered first paint in Node: a built app may carry a server entry
// (dist/.ssr/entry-server.js, see apps/desktop/src/entry-server.tsx); its `render` turns a page
// request into the page's HTML. Loads it from the build folder; the render itself, its key, bounds
// and cache are render-pipeline.ts, shared with the Worker. Without a server entry, pages get the
// plain shell.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  rendererFromEntry,
  type PageRenderer,
  type RenderLimits,
  type ServerEntry,
} from './render-pipeline.ts';

export * from './render-pipeline.ts';

/** The folder of the server entry inside a build; never served as files (static-site.ts). */
export const SERVER_ENTRY_DIR = '.ssr';
const SERVER_ENTRY = join(SERVER_ENTRY_DIR, 'entry-server.js');

export function hasServerEntry(root: string): boolean {
  return existsSync(join(root, SERVER_ENTRY));
}

/** The page renderer of a build folder, or null when the build has no server entry. */
export function createPageRenderer(
  options: {
    root: string;
    apiUrl: string;
    log?: (message: string, error: unknown) => void;
    catalogVersion?: () => Promise<string>;
  } & RenderLimits,
): PageRenderer | null {
  if (!hasServerEntry(options.root)) return null;
  return rendererFromEntry({
    ...options,
    load: () =>
      import(pathToFileURL(join(options.root, SERVER_ENTRY)).href) as Promise<ServerEntry>,
  });
}
