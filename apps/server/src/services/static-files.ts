// The rows behind /api/static: a game, an activity, a banner (with its game), a blog post
// (uploaded files: ./uploads.ts). The art itself is drawn by ./game-art.ts, as a bitmap by
// ./art-raster.ts.
import { eq } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { activities, banners, blogPosts, games } from '../db/schema/index.ts';
import { colorsFor } from './game-art.ts';

export async function gameBySlug(db: Tx, slug: string) {
  const [game] = await db.select().from(games).where(eq(games.slug, slug)).limit(1);
  return game;
}

/** Named art of activities (register, weekend, invite). */
const NAMED_BANNERS: Record<string, { kind: string; colors: [string, string] }> = {
  register: { kind: 'register', colors: ['#7b2cbf', '#ff6fb5'] },
  weekend: { kind: 'home_popup', colors: ['#ff7a00', '#ffd23f'] },
  invite: { kind: 'share', colors: ['#0f766e', '#5eead4'] },
};

/**
 * The gradient of banner `name`: a named activity's, or a banner's by id (its game's, else one
 * from its title); undefined when there is no such activity or banner.
 */
export async function bannerColors(db: Tx, name: string): Promise<[string, string] | undefined> {
  const named = NAMED_BANNERS[name];
  if (named) {
    const [activity] = await db
      .select({ id: activities.id })
      .from(activities)
      .where(eq(activities.kind, named.kind))
      .limit(1);
    return activity ? named.colors : undefined;
  }
  if (!/^\d{1,9}$/.test(name)) return undefined;
  const [row] = await db
    .select({ title: banners.title, from: games.artFrom, to: games.artTo })
    .from(banners)
    .leftJoin(games, eq(games.id, banners.gameId))
    .where(eq(banners.id, Number(name)))
    .limit(1);
  if (!row) return undefined;
  return row.from && row.to ? [row.from, row.to] : colorsFor(row.title);
}

export async function blogPostBySlug(db: Tx, slug: string) {
  const [post] = await db.select().from(blogPosts).where(eq(blogPosts.slug, slug)).limit(1);
  return post;
}
