/// <reference types="vite/client" />
// Every section file of locales/ms merged into one bundle; a Vite build makes this module one chunk.
import { packFromFiles } from '../sections.ts';

export default packFromFiles(
  import.meta.glob('../../locales/ms/*.json', { eager: true, import: 'default' }),
);
