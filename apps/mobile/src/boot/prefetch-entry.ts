// Entry script that runs before the app bundle has downloaded (see index.html).
import { startHomePrefetch } from './home-prefetch.ts';

startHomePrefetch();
