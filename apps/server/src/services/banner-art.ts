// A banner's art: its gradient (./static-files.ts) drawn by ./game-art.ts, as WebP by
// ./art-raster.ts; served at /api/static/banner/<name>.webp, and the home page's first banner inline.
import type { Tx } from '../db/client.ts';
import { rasterOf } from './art-raster.ts';
import { plainArt } from './game-art.ts';
import { bannerColors } from './static-files.ts';

/** A banner's or blog cover's own width: a phone's full-width carousel at 2.6x is about 1,000 px. */
export const BANNER_PX = 1200;

/**
 * The width of a banner's art inline: the phone's carousel slot (386 CSS px) at twice the pixels,
 * in about 2 KB (1200 px takes 4-5 KB). On a phone the page stays within the first round trip of
 * a new connection (about 14 KB); the art is a gradient, which a wider slot scales without a seam.
 */
const INLINE_BANNER_PX = 600;

/** The address of a banner's own art as WebP (db/seed links it so). */
const OWN_ART = /^\/api\/static\/banner\/([a-z0-9][a-z0-9-]{0,80})\.webp$/;

/** Banner `name`'s art as SVG; undefined when there is no such banner or activity. */
export async function bannerArt(db: Tx, name: string): Promise<string | undefined> {
  const colors = await bannerColors(db, name);
  return colors ? plainArt(...colors) : undefined;
}

/**
 * `image` as a data: URL of its WebP (about 3 KB) when it is a banner's own art: the home page's
 * first banner is its largest paint, and inline it comes with the page instead of a round trip
 * after it. Any other address, and art that cannot be drawn here, is left as it is.
 */
export async function inlineBannerImage(db: Tx, image: string): Promise<string> {
  const name = OWN_ART.exec(image)?.[1];
  const art = name ? await bannerArt(db, name) : undefined;
  if (!art) return image;
  const webp = await rasterOf(art, INLINE_BANNER_PX, 'webp').catch(() => undefined);
  return webp ? `data:image/webp;base64,${webp.toString('base64')}` : image;
}
