// A game zone's own code (its lazy chunk, the chunks it imports, the English beyond the first
// chunk's) starts downloading from the boot entry, beside the app bundle, instead of after the app
// has run. The build lists those files in the page (`vite.config.ts`, FIRST_SCREEN_FILES_ID).
import { FIRST_SCREEN_FILES_ID } from './first-screen-files.ts';
import { zonePathOf } from './zone-prefetch.ts';

export function preloadFirstScreen(
  pathname: string = window.location.pathname,
  doc: Document = document,
): void {
  if (zonePathOf(pathname) === null) return;
  let files: unknown;
  try {
    files = (
      JSON.parse(doc.getElementById(FIRST_SCREEN_FILES_ID)?.textContent ?? '{}') as {
        zone?: unknown;
      }
    ).zone;
  } catch {
    return;
  }
  if (!Array.isArray(files)) return;
  for (const file of files) {
    if (typeof file !== 'string' || !file.startsWith('/assets/')) continue;
    const link = doc.createElement('link');
    if (file.endsWith('.css')) {
      link.setAttribute('rel', 'preload');
      link.setAttribute('as', 'style');
    } else {
      link.setAttribute('rel', 'modulepreload');
    }
    link.setAttribute('crossorigin', '');
    link.setAttribute('href', file);
    doc.head.append(link);
  }
}
