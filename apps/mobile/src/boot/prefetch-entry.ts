// Entry script that runs before the app bundle has downloaded (see vite.config.ts).
import { SSR_DATA_ID } from '@gemlane/stores/ssr/document';
import { startHomePrefetch } from './home-prefetch.ts';
import { preloadFirstScreen } from './preload-first-screen.ts';
import { startZonePrefetch } from './zone-prefetch.ts';

// A server-rendered page carries the answers of its first screen: nothing to ask for early.
if (!document.getElementById(SSR_DATA_ID)) {
  startHomePrefetch();
  startZonePrefetch();
}
preloadFirstScreen();
