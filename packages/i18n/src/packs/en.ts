/// <reference types="vite/client" />
// The English source pack, bundled statically: it is the fallback every other pack relies on.
import { packFromFiles } from '../sections.ts';

export default packFromFiles(
  import.meta.glob('../../locales/en/*.json', { eager: true, import: 'default' }),
);
