// Entry script that runs before the app bundle has downloaded (vite.config.ts loads it first).
import { hasStoredToken } from '@gemlane/stores/storage-keys';
import { startEarlyRequests } from './early-requests.ts';
import { preloadLandingChunks } from './landing-chunks.ts';

preloadLandingChunks(document, location.pathname, hasStoredToken());
startEarlyRequests();
