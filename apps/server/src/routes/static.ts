// Generated art and uploaded images under /api/static (same origin as the API).
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import { Hono, type Context } from 'hono';
import { BLOG_SEED } from '../db/seed/content.ts';
import type { AppEnv } from '../lib/context.ts';
import { notFound } from '../lib/errors.ts';
import { hit } from '../services/rate-limit.ts';
import { nodeResponseOf } from '../lib/node-http.ts';
import { turnsPerKey } from '../lib/turns.ts';
import { applySecurityHeaders } from '../lib/security-headers.ts';
import { colorsFor, initialsOf, plainArt, squareArt, wideArt } from '../services/game-art.ts';
import {
  activityOfKind,
  bannerWithGame,
  blogPostBySlug,
  gameBySlug,
} from '../services/static-files.ts';
import { openUploadFile, sendUploadFile, UPLOAD_ID, uploadById } from '../services/uploads.ts';

const svg = (c: Context<AppEnv>, body: string) =>
  c.body(body, 200, {
    'content-type': 'image/svg+xml; charset=utf-8',
    'cache-control': 'public, max-age=86400',
    // An SVG opened directly must not run anything.
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
  });

/** `name.svg` -> name, when name is a safe slug. */
function slugOf(file: string): string {
  const m = /^([a-z0-9][a-z0-9-]{0,80})\.svg$/.exec(file);
  if (!m?.[1]) throw notFound();
  return m[1];
}

/** Named art of activities (register, weekend, invite). */
const NAMED_BANNERS: Record<string, { kind: string; colors: [string, string] }> = {
  register: { kind: 'register', colors: ['#7b2cbf', '#ff6fb5'] },
  weekend: { kind: 'home_popup', colors: ['#ff7a00', '#ffd23f'] },
  invite: { kind: 'share', colors: ['#0f766e', '#5eead4'] },
};

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

  app.get('/api/static/game/:file', async (c) => {
    const slug = slugOf(c.req.param('file'));
    const game = await gameBySlug(c.get('deps').db, slug);
    if (!game) throw notFound('catalog.gameNotFound');
    return svg(c, squareArt(initialsOf(game.name), game.artFrom, game.artTo));
  });

  app.get('/api/static/banner/:file', async (c) => {
    const name = slugOf(c.req.param('file'));
    const { db } = c.get('deps');
    const named = NAMED_BANNERS[name];
    if (named) {
      const a = await activityOfKind(db, named.kind);
      if (!a) throw notFound();
      return svg(c, plainArt(...named.colors));
    }
    if (!/^\d{1,9}$/.test(name)) throw notFound();
    const row = await bannerWithGame(db, Number(name));
    if (!row) throw notFound();
    const [from, to] = row.game ? [row.game.artFrom, row.game.artTo] : colorsFor(row.banner.title);
    return svg(c, plainArt(from, to));
  });

  app.get('/api/static/blog/:file', async (c) => {
    const slug = slugOf(c.req.param('file'));
    const post = await blogPostBySlug(c.get('deps').db, slug);
    if (!post) throw notFound('catalog.blogNotFound');
    const colors = BLOG_SEED.find((b) => b.slug === slug)?.colors ?? colorsFor(slug);
    return svg(
      c,
      wideArt(
        post.title.length > 34 ? `${post.title.slice(0, 33)}…` : post.title,
        post.author,
        ...colors,
      ),
    );
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
