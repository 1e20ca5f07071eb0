/// <reference types="vite/client" />
// The English pack for apps that import only some sections statically (`@gemlane/i18n/split`).
// The files come in as text, so they are modules of their own: the app's first chunk keeps just
// the sections (or keys) it imported, instead of sharing whole files with this lazy chunk.
import { packFromFiles } from '../sections.ts';

const texts: Record<string, string> = import.meta.glob(
  // server.json is read by the API server only; browsers never download it.
  ['../../locales/en/*.json', '!../../locales/en/server.json'],
  { eager: true, import: 'default', query: '?raw' },
);

export default packFromFiles(
  Object.fromEntries(Object.entries(texts).map(([path, text]) => [path, JSON.parse(text)])),
);
