// Blog, help centre and short links.
import { Hono } from 'hono';
import { asc, count, desc, eq, sql } from 'drizzle-orm';
import { endpoints, type LanguageCode } from '@gemlane/contract';
import { blogPosts, games, helpArticles, shortLinks } from '../db/schema/index.ts';
import type { AppEnv } from '../lib/context.ts';
import { route } from '../lib/endpoint.ts';
import { notFound } from '../lib/errors.ts';
import { hasMessage, t } from '../lib/i18n.ts';

type BlogRow = typeof blogPosts.$inferSelect;
const summaryOf = (b: BlogRow, zonePath: string | null) => ({
  blogId: b.id,
  title: b.title,
  summary: b.summary,
  cover: b.cover,
  author: b.author,
  tags: b.tags,
  publishedAt: b.publishedAt.toISOString(),
  gameZonePath: zonePath,
});

/** A help category's title in `lng`: `helpCategories.<code>` of server.json, else the stored one. */
export function helpCategoryTitle(lng: LanguageCode, code: string, stored: string): string {
  const key = `helpCategories.${code}`;
  return hasMessage(key) ? t(lng, key) : stored;
}

export function contentRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  route(app, endpoints.blogList, async (input, { deps }) => {
    const where = input.tag
      ? sql`${blogPosts.tags} @> ${JSON.stringify([input.tag])}::jsonb`
      : undefined;
    const [rows, [total]] = await Promise.all([
      deps.db
        .select({ post: blogPosts, zonePath: games.zonePath })
        .from(blogPosts)
        .leftJoin(games, eq(games.id, blogPosts.gameId))
        .where(where)
        .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
        .limit(input.pageSize)
        .offset((input.page - 1) * input.pageSize),
      deps.db.select({ n: count() }).from(blogPosts).where(where),
    ]);
    return {
      list: rows.map((r) => summaryOf(r.post, r.zonePath)),
      total: Number(total?.n ?? 0),
      page: input.page,
      pageSize: input.pageSize,
    };
  });

  route(app, endpoints.blogDetail, async (input, { deps }) => {
    const [row] = await deps.db
      .select({ post: blogPosts, zonePath: games.zonePath })
      .from(blogPosts)
      .leftJoin(games, eq(games.id, blogPosts.gameId))
      .where(eq(blogPosts.id, input.blogId))
      .limit(1);
    if (!row) throw notFound('catalog.blogNotFound');
    return { ...summaryOf(row.post, row.zonePath), body: row.post.body };
  });

  route(app, endpoints.helpList, async (_input, { deps, locale }) => {
    const rows = await deps.db
      .select()
      .from(helpArticles)
      .orderBy(asc(helpArticles.categorySort), asc(helpArticles.sort), asc(helpArticles.id));
    const byCategory = new Map<
      string,
      {
        code: string;
        title: string;
        articles: { articleId: number; slug: string; title: string; body: string }[];
      }
    >();
    for (const r of rows) {
      const cat = byCategory.get(r.categoryCode) ?? {
        code: r.categoryCode,
        title: helpCategoryTitle(locale, r.categoryCode, r.categoryTitle),
        articles: [],
      };
      cat.articles.push({ articleId: r.id, slug: r.slug, title: r.title, body: r.body });
      byCategory.set(r.categoryCode, cat);
    }
    return [...byCategory.values()];
  });

  route(app, endpoints.helpDetail, async (input, { deps }) => {
    const [r] = await deps.db
      .select()
      .from(helpArticles)
      .where(eq(helpArticles.slug, input.slug))
      .limit(1);
    if (!r) throw notFound('catalog.articleNotFound');
    return { articleId: r.id, slug: r.slug, title: r.title, body: r.body };
  });

  route(app, endpoints.revertShortLink, async (input, { deps }) => {
    const [row] = await deps.db
      .update(shortLinks)
      .set({ hits: sql`${shortLinks.hits} + 1` })
      .where(eq(shortLinks.code, input.shortCode))
      .returning({ target: shortLinks.target });
    if (!row) throw notFound('catalog.shortLinkNotFound');
    return { link: row.target };
  });

  return app;
}
