/// <reference types="vite/client" />
// Every section file of locales/ru merged into one bundle; a Vite build makes this module one chunk.
import { packFromFiles } from '../sections.ts';

export default packFromFiles(
  // server.json is read by the API server only; browsers never download it.
  import.meta.glob(['../../locales/ru/*.json', '!../../locales/ru/server.json'], {
    eager: true,
    import: 'default',
  }),
);
