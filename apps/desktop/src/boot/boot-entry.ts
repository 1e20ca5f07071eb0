// Entry script that runs before the app bundle has downloaded (vite.config.ts loads it first).
import { signedIn, startEarlyRequests } from './early-requests.ts';
import { preloadLandingChunks } from './landing-chunks.ts';

preloadLandingChunks(document, location.pathname, signedIn());
startEarlyRequests();
