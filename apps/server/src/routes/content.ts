// Blog, help centre (both in the x-locale language, English where untranslated) and short links.
import { Hono } from 'hono';
import { eq, sql } from 'drizzle-orm';
import { endpoints, type LanguageCode } from '@gemlane/contract';
import { shortLinks } from '../db/schema/index.ts';
import type { AppEnv } from '../lib/context.ts';
import { route } from '../lib/endpoint.ts';
import { notFound } from '../lib/errors.ts';
import { hasMessage, t } from '../lib/i18n.ts';
import {
  getBlogPost,
  getHelpArticle,
  listBlogPosts,
  listHelpArticles,
  type BlogPostPage,
} from '../services/content.ts';

const summaryOf = (b: BlogPostPage['rows'][number]) => ({
  blogId: b.id,
  title: b.title,
  summary: b.summary,
  cover: b.cover,
  author: b.author,
  tags: b.tags,
  publishedAt: b.publishedAt.toISOString(),
  gameZonePath: b.gameZonePath,
});

/** A help category's title in `lng`: `helpCategories.<code>` of server.json, else the stored one. */
export function helpCategoryTitle(lng: LanguageCode, code: string, stored: string): string {
  const key = `helpCategories.${code}`;
  return hasMessage(key) ? t(lng, key) : stored;
}

export function contentRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  // Anonymous reads that differ only by locale and input: the read cache keys them by x-locale.
  route(
    app,
    endpoints.blogList,
    async (input, { deps, locale }) => {
      const { rows, total } = await listBlogPosts(deps.db, locale, input);
      return {
        list: rows.map(summaryOf),
        total,
        page: input.page,
        pageSize: input.pageSize,
      };
    },
    { cached: true },
  );

  route(
    app,
    endpoints.blogDetail,
    async (input, { deps, locale }) => {
      const post = await getBlogPost(deps.db, locale, input.blogId);
      if (!post) throw notFound('catalog.blogNotFound');
      return { ...summaryOf(post), body: post.body };
    },
    { cached: true },
  );

  route(
    app,
    endpoints.helpList,
    async (_input, { deps, locale }) => {
      const rows = await listHelpArticles(deps.db, locale);
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
    },
    { cached: true },
  );

  route(
    app,
    endpoints.helpDetail,
    async (input, { deps, locale }) => {
      const r = await getHelpArticle(deps.db, locale, input.slug);
      if (!r) throw notFound('catalog.articleNotFound');
      return { articleId: r.id, slug: r.slug, title: r.title, body: r.body };
    },
    { cached: true },
  );

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
