// Entry script that runs before the app bundle has downloaded (see vite.config.ts).
import { startHomePrefetch } from './home-prefetch.ts';
import { preloadFirstScreen } from './preload-first-screen.ts';
import { startZonePrefetch } from './zone-prefetch.ts';

startHomePrefetch();
startZonePrefetch();
preloadFirstScreen();
