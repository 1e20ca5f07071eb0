// Keeps <link rel=canonical|alternate> in <head> for the current location and gives the switch-site link.
import {
  isInApp,
  siteLinks,
  siteOriginsFor,
  type Site,
  type SiteLinks,
  type SiteOrigins,
} from '@gemlane/env/site-links';
import { useEffect, useMemo } from 'react';
import { useLocation } from 'react-router';

export type { Site } from '@gemlane/env/site-links';

/** The origin pair for `site` served at `origin`; an unknown origin (vite preview) pairs with itself. */
export function siteOriginsOrSelf(
  site: Site,
  origin: string,
): { origins: SiteOrigins; known: boolean } {
  const found = siteOriginsFor(origin);
  if (found && found.site === site) return { origins: found.origins, known: true };
  return { origins: { desktop: origin, mobile: origin }, known: false };
}

function upsertLink(doc: Document, rel: string, attrs: Record<string, string>): void {
  let el = doc.head.querySelector<HTMLLinkElement>(`link[rel="${rel}"]`);
  if (!el) {
    el = doc.createElement('link');
    el.setAttribute('rel', rel);
    doc.head.appendChild(el);
  }
  for (const [name, value] of Object.entries(attrs)) el.setAttribute(name, value);
}

/** Writes the canonical and (desktop only) the media alternate; removes a stale alternate. */
export function applySiteLinks(links: SiteLinks, doc: Document = document): void {
  upsertLink(doc, 'canonical', { href: links.canonical });
  if (links.alternate) {
    upsertLink(doc, 'alternate', { media: links.alternate.media, href: links.alternate.href });
  } else {
    doc.head.querySelector('link[rel="alternate"][media]')?.remove();
  }
}

/** Whether this page runs in our app's webview, from the browser's user agent. */
export function runsInApp(): boolean {
  return isInApp(globalThis.navigator?.userAgent ?? '');
}

/**
 * Google's separate-URLs pattern for the current page: call once in the root layout. Returns the
 * plain `<a href>` target of the visible "switch to desktop/mobile site" link, or `null` inside our
 * app's webview, where no switch link is shown (the app is always mobile).
 */
export function useSiteLinks(
  site: Site,
  // A server render gives its request's address as `location` (apps/*/src/entry-server.tsx).
  origin: string = globalThis.location.origin,
  inApp: boolean = runsInApp(),
): Pick<SiteLinks, 'switchHref' | 'switchTo'> {
  const { pathname, search } = useLocation();
  const links = useMemo(() => {
    const { origins, known } = siteOriginsOrSelf(site, origin);
    const computed = siteLinks(site, { pathname, search }, origins, { inApp });
    // One origin serving both layouts has no separate mobile URL to announce.
    return known ? computed : { ...computed, alternate: null };
  }, [site, origin, inApp, pathname, search]);

  useEffect(() => {
    applySiteLinks(links);
  }, [links]);

  return { switchHref: links.switchHref, switchTo: links.switchTo };
}
