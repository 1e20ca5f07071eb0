// Blog, help centre (both in the x-locale language, English where untranslated) and short links.
import { Hono } from 'hono';
import { endpoints, type CurrencyCode, type LanguageCode } from '@gemlane/contract';
import { fillText, textRenderer } from '../services/content-text.ts';
import type { AppDeps, AppEnv } from '../lib/context.ts';
import { route } from './endpoint.ts';
import { inlineBlogCover } from '../services/own-art.ts';
import { notFound } from '../lib/errors.ts';
import { hasMessage, t } from '../lib/i18n.ts';
import {
  getBlogPost,
  getHelpArticle,
  listBlogPosts,
  listHelpArticles,
  followShortLink,
  type BlogPostPage,
} from '../services/content.ts';

/** Amounts in stored prose (`{{usd:499}}`) written in the request's currency and locale. */
type Amounts = (text: string) => string;
const amountsOf = async (
  db: AppDeps['db'],
  locale: LanguageCode,
  currency: CurrencyCode,
): Promise<Amounts> => {
  const render = await textRenderer(db, locale, currency);
  return (text) => fillText(text, locale, render.money);
};

const summaryOf = (b: BlogPostPage['rows'][number], amounts: Amounts) => ({
  blogId: b.id,
  title: amounts(b.title),
  summary: amounts(b.summary),
  // The post's own cover comes inline: the list's covers are its largest paint.
  cover: inlineBlogCover(b.cover),
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
    async (input, { deps, locale, currency }) => {
      const [{ rows, total }, amounts] = await Promise.all([
        listBlogPosts(deps.db, locale, input),
        amountsOf(deps.db, locale, currency),
      ]);
      return {
        list: rows.map((b) => summaryOf(b, amounts)),
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
    async (input, { deps, locale, currency }) => {
      const [post, amounts] = await Promise.all([
        getBlogPost(deps.db, locale, input.blogId),
        amountsOf(deps.db, locale, currency),
      ]);
      if (!post) throw notFound('catalog.blogNotFound');
      return { ...summaryOf(post, amounts), body: amounts(post.body) };
    },
    { cached: true },
  );

  route(
    app,
    endpoints.helpList,
    async (_input, { deps, locale, currency }) => {
      const [rows, amounts] = await Promise.all([
        listHelpArticles(deps.db, locale),
        amountsOf(deps.db, locale, currency),
      ]);
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
        cat.articles.push({
          articleId: r.id,
          slug: r.slug,
          title: amounts(r.title),
          body: amounts(r.body),
        });
        byCategory.set(r.categoryCode, cat);
      }
      return [...byCategory.values()];
    },
    { cached: true },
  );

  route(
    app,
    endpoints.helpDetail,
    async (input, { deps, locale, currency }) => {
      const [r, amounts] = await Promise.all([
        getHelpArticle(deps.db, locale, input.slug),
        amountsOf(deps.db, locale, currency),
      ]);
      if (!r) throw notFound('catalog.articleNotFound');
      return { articleId: r.id, slug: r.slug, title: amounts(r.title), body: amounts(r.body) };
    },
    { cached: true },
  );

  route(app, endpoints.revertShortLink, async (input, { deps }) => {
    const target = await followShortLink(deps.db, input.shortCode);
    if (!target) throw notFound('catalog.shortLinkNotFound');
    return { link: target };
  });

  return app;
}
