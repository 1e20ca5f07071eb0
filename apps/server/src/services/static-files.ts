// The rows behind /api/static: a game, an activity, a banner (with its game), a blog post
// (uploaded files: ./uploads.ts). The art itself is drawn by ./game-art.ts.
import { eq } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { activities, banners, blogPosts, games } from '../db/schema/index.ts';

export async function gameBySlug(db: Tx, slug: string) {
  const [game] = await db.select().from(games).where(eq(games.slug, slug)).limit(1);
  return game;
}

export async function activityOfKind(db: Tx, kind: string) {
  const [row] = await db.select().from(activities).where(eq(activities.kind, kind)).limit(1);
  return row;
}

export async function bannerWithGame(db: Tx, id: number) {
  const [row] = await db
    .select({ banner: banners, game: games })
    .from(banners)
    .leftJoin(games, eq(games.id, banners.gameId))
    .where(eq(banners.id, id))
    .limit(1);
  return row;
}

export async function blogPostBySlug(db: Tx, slug: string) {
  const [post] = await db.select().from(blogPosts).where(eq(blogPosts.slug, slug)).limit(1);
  return post;
}
