// Generated art and uploaded images under /api/static (same origin as the API).
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../lib/context.ts';
import { notFound } from '../lib/errors.ts';
import { hit } from '../services/rate-limit.ts';
import { nodeResponseOf } from '../lib/node-http.ts';
import { turnsPerKey } from '../lib/turns.ts';
import { applySecurityHeaders } from '../lib/security-headers.ts';
import { canRasterText, rasterOf, type RasterType } from '../services/art-raster.ts';
import { BANNER_PX, bannerArt, blogCoverArt, gameIconArt } from '../services/own-art.ts';
import { colorsFor, initialsOf, squareArt } from '../services/game-art.ts';
import { blogPostBySlug, gameBySlug } from '../services/static-files.ts';
import { openUploadFile, sendUploadFile, UPLOAD_ID, uploadById } from '../services/uploads.ts';

const svg = (c: Context<AppEnv>, body: string) =>
  c.body(body, 200, {
    'content-type': 'image/svg+xml; charset=utf-8',
    'cache-control': 'public, max-age=86400',
    // An SVG opened directly must not run anything.
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
  });

/**
 * `art` rendered as `type`; a render that fails (no native package for this machine) answers the
 * SVG: the content type, not the name, tells the browser what it got.
 */
async function raster(c: Context<AppEnv>, art: string, width: number, type: RasterType) {
  const body = await rasterOf(art, width, type).catch((error: unknown) => {
    c.get('log').warn('art not rasterised; answering the SVG', { error: String(error) });
    return undefined;
  });
  if (!body) return svg(c, art);
  return c.body(new Uint8Array(body), 200, {
    'content-type': `image/${type}`,
    'cache-control': 'public, max-age=86400',
    'content-security-policy': "default-src 'none'",
  });
}

/** `name.svg` (or `name.<raster>` where the route offers it) -> name, when name is a safe slug. */
function fileOf<T extends string>(file: string, rasters: readonly T[] = []) {
  const m = /^([a-z0-9][a-z0-9-]{0,80})\.([a-z]+)$/.exec(file);
  const type = m?.[2] as T | 'svg' | undefined;
  if (!m?.[1] || !type || (type !== 'svg' && !rasters.includes(type))) throw notFound();
  return { name: m[1], type };
}
const slugOf = (file: string) => fileOf(file).name;

/**
 * Width of a game's icon in pixels: the largest shown is 96 CSS px (the desktop game zone), at
 * twice the pixels on a sharp screen; a phone's 60 px icon at 3x needs 180.
 */
const GAME_ICON_PX = 192;
/** `If-None-Match` names `etag` (or is `*`); weak validators compare by their opaque part. */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

/**
 * Reads of large uploads (an avatar is far smaller; a browser or CDN keeps any upload a year):
 * a few per visitor address in a window (`bigUploadReadPerIp`), two at a time, eight more
 * waiting, any beyond told to come back.
 */
const BIG_READ_BYTES = 1024 * 1024;
const BIG_READ_TURNS = { concurrent: 2, waiting: 8, retryAfterSeconds: 10 };

export function staticRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const bigReadTurns = turnsPerKey(BIG_READ_TURNS);

  // The catalogue links the PNG (services/catalog.ts gameArtUrl); the SVG stays for old links.
  app.get('/api/static/game/:file', async (c) => {
    const { name: slug, type } = fileOf(c.req.param('file'), ['png'] as const);
    const game = await gameBySlug(c.get('deps').db, slug);
    if (!game) throw notFound('catalog.gameNotFound');
    const art = gameIconArt(game);
    if (type === 'svg' || !canRasterText(initialsOf(game.name))) return svg(c, art);
    return raster(c, art, GAME_ICON_PX, type);
  });

  // Banners are linked as WebP (db/seed); the SVG stays for links stored before.
  app.get('/api/static/banner/:file', async (c) => {
    const { name, type } = fileOf(c.req.param('file'), ['webp'] as const);
    const art = await bannerArt(c.get('deps').db, name);
    if (!art) throw notFound();
    return type === 'svg' ? svg(c, art) : raster(c, art, BANNER_PX, type);
  });

  // Covers are linked as WebP (db/seed); the SVG stays for links stored before.
  app.get('/api/static/blog/:file', async (c) => {
    const { name: slug, type } = fileOf(c.req.param('file'), ['webp'] as const);
    const post = await blogPostBySlug(c.get('deps').db, slug);
    if (!post) throw notFound('catalog.blogNotFound');
    // Without words, as the banners: the page says the title in the reader's language.
    const art = blogCoverArt(slug);
    return type === 'svg' ? svg(c, art) : raster(c, art, BANNER_PX, type);
  });

  app.get('/api/static/avatar/:file', (c) => {
    const seed = slugOf(c.req.param('file'));
    const [from, to] = colorsFor(seed);
    return svg(c, squareArt(seed.slice(-2).toUpperCase(), from, to));
  });

  // An upload never changes under its id: the id alone is the key (the query string is not
  // read), browsers and CDNs keep it a year, and a revalidation costs one metadata row.
  app.get('/api/static/upload/:id', async (c) => {
    const id = c.req.param('id');
    if (!UPLOAD_ID.test(id)) throw notFound();
    const { db, config, now } = c.get('deps');
    const file = await uploadById(db, id);
    if (!file) throw notFound();
    const etag = `"${file.sha256}"`;
    const headers = {
      etag,
      'cache-control': 'public, max-age=31536000, immutable',
      'content-security-policy': "default-src 'none'",
      'content-disposition': 'inline',
    };
    if (matchesEtag(c.req.header('if-none-match'), etag)) return c.body(null, 304, headers);
    const typed = {
      ...headers,
      'content-type': file.mimeType,
      'content-length': String(file.size),
    };
    // HEAD is answered from the row: no file is opened for a body that is never sent.
    if (c.req.method === 'HEAD') return c.body(null, 200, typed);
    const big = file.size > BIG_READ_BYTES;
    if (big) await hit(db, `upload-read:${c.get('ip')}`, config.limits.bigUploadReadPerIp, now());
    const out = nodeResponseOf(c);
    if (out) {
      // Written on Node's response directly (services/uploads.ts says why), with the headers the
      // app would add to any answer.
      const all = new Headers(typed);
      applySecurityHeaders(all);
      all.set('x-request-id', c.get('requestId'));
      const endTurn = big ? await bigReadTurns.take(c.get('ip')) : undefined;
      const sent = await sendUploadFile(config.uploadDir, id, out, Object.fromEntries(all)).finally(
        () => endTurn?.(),
      );
      if (!sent) throw notFound();
      c.set('headersComplete', true);
      return RESPONSE_ALREADY_SENT;
    }
    const body = await openUploadFile(config.uploadDir, id);
    if (!body) throw notFound();
    return c.body(body, 200, typed);
  });

  return app;
}
