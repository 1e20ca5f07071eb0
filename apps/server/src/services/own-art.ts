// The store's own art for games, banners and blog covers, drawn by ./game-art.ts: a game's icon is
// its initials on its colours; banners and covers are a gradient (./static-files.ts for banners,
// the seed or the slug for covers) without words, the apps laying any text over or beside it in
// the reader's language. Served as PNG and WebP (./art-raster.ts) at /api/static/game/<slug>.png,
// /api/static/banner/<name>.webp and /api/static/blog/<slug>.webp; the icons of the hot games and
// of all games by category, the home page's first banner and the blog's covers come inline as SVG,
// with the page.
import { BLOG_SEED } from '../db/seed/content.ts';
import type { Tx } from '../db/client.ts';
import type { GameRow } from './catalog.ts';
import { colorsFor, initialsOf, plainArt, squareArt } from './game-art.ts';
import { bannerColors } from './static-files.ts';

/** A banner's or blog cover's own width: a phone's full-width carousel at 2.6x is about 1,000 px. */
export const BANNER_PX = 1200;

/** The address of a banner's own art as WebP (db/seed links it so). */
const OWN_ART = /^\/api\/static\/banner\/([a-z0-9][a-z0-9-]{0,80})\.webp$/;
/** The address of a blog post's own cover as WebP (db/seed links it so). */
const OWN_COVER = /^\/api\/static\/blog\/([a-z0-9][a-z0-9-]{0,80})\.webp$/;

/** A game's own icon as SVG: the initials of its name on its colours. */
export const gameIconArt = (game: Pick<GameRow, 'name' | 'artFrom' | 'artTo'>): string =>
  squareArt(initialsOf(game.name), game.artFrom, game.artTo);

/** Banner `name`'s art as SVG; undefined when there is no such banner or activity. */
export async function bannerArt(db: Tx, name: string): Promise<string | undefined> {
  const colors = await bannerColors(db, name);
  return colors ? plainArt(...colors) : undefined;
}

/** The cover art of the blog post `slug`: its seeded colours, or colours of its own. */
export function blogCoverArt(slug: string): string {
  return plainArt(...(BLOG_SEED.find((b) => b.slug === slug)?.colors ?? colorsFor(slug)));
}

/**
 * A data: URL of `svg` in about 600 bytes: quotes become single ones and only the characters a URL
 * cannot carry are escaped, which is about half of what base64 or `encodeURIComponent` would take.
 */
export const svgDataUrl = (svg: string): string =>
  `data:image/svg+xml,${svg
    .replace(/\s*\n\s*/g, '')
    .replaceAll('"', "'")
    .replace(/[%#<>]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;

/**
 * `image` as a data: URL of its SVG when it is a banner's own art: the home page's first banner is
 * its largest paint, and inline it comes with the page instead of a round trip after it. Vector
 * art is sharp at every width (a phone's 386 CSS px at 2.6x, a desktop's 1200 px hero) in fewer
 * bytes than one bitmap (a 600 px WebP is 1.5 KB and blurs on a desktop hero); one simple SVG costs
 * the browser little to draw. Any other address, and a banner without art, is left as it is.
 */
export async function inlineBannerImage(db: Tx, image: string): Promise<string> {
  const name = OWN_ART.exec(image)?.[1];
  const art = name ? await bannerArt(db, name) : undefined;
  return art ? svgDataUrl(art) : image;
}

/**
 * `cover` as a data: URL of its SVG when it is a post's own cover: the blog's list and posts paint
 * their covers with the page (on a desktop the list's first six share its largest paint), in about
 * 600 bytes each, which the page's compression shrinks to a few dozen (the art differs by colours
 * only). Any other address (an uploaded picture) is left as it is.
 */
export function inlineBlogCover(cover: string): string {
  const slug = OWN_COVER.exec(cover)?.[1];
  return slug ? svgDataUrl(blogCoverArt(slug)) : cover;
}

/**
 * A game's icon as a data: URL of its SVG, for the lists whose first screen is a page's largest
 * paint (the hot games, all games by category: up to 18 icons of 72 px share it, and a first paint
 * cannot wait for 18 pictures over six connections). About 700 bytes each; the page's compression
 * takes most of it, since the icons differ only in colours and initials.
 */
export const inlineGameIcon = (game: Pick<GameRow, 'name' | 'artFrom' | 'artTo'>): string =>
  svgDataUrl(gameIconArt(game));
