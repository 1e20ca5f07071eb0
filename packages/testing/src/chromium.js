// Debian's Chromium (no browser download) and the flags it needs when run as root in a container.
// Plain JavaScript: Vite's config loader and the bench scripts import it from node_modules, where
// Node 20 cannot strip TypeScript types (types in chromium.d.ts).
export const CHROMIUM_PATH = '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
