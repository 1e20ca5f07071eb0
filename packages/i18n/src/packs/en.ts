/// <reference types="vite/client" />
// The English source pack, bundled statically: it is the fallback every other pack relies on.
import { packFromFiles } from '../sections.ts';

export default packFromFiles(
  // server.json is read by the API server only; browsers never download it.
  import.meta.glob(['../../locales/en/*.json', '!../../locales/en/server.json'], {
    eager: true,
    import: 'default',
  }),
);
