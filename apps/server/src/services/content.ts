// Help articles and blog posts in the request's language: each text is the locale's translation
// row when it has one, else the English text of the article or post.
import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { DEFAULT_LANGUAGE, type LanguageCode } from '@gemlane/contract';
import type { Tx } from '../db/client.ts';
import {
  blogPosts,
  blogPostTranslations,
  games,
  helpArticles,
  helpArticleTranslations,
  shortLinks,
} from '../db/schema/index.ts';

/** The translated text when present and not blank, else the English one. */
const localized = (translated: AnyPgColumn, english: AnyPgColumn): SQL<string> =>
  sql<string>`coalesce(nullif(btrim(${translated}), ''), ${english})`;

/** The translation rows of `locale`; English has none (the base rows are English). */
const blogTr = (locale: LanguageCode) =>
  locale === DEFAULT_LANGUAGE
    ? sql`false`
    : and(eq(blogPostTranslations.postId, blogPosts.id), eq(blogPostTranslations.locale, locale));
const helpTr = (locale: LanguageCode) =>
  locale === DEFAULT_LANGUAGE
    ? sql`false`
    : and(
        eq(helpArticleTranslations.articleId, helpArticles.id),
        eq(helpArticleTranslations.locale, locale),
      );

const blogColumns = {
  id: blogPosts.id,
  title: localized(blogPostTranslations.title, blogPosts.title),
  summary: localized(blogPostTranslations.summary, blogPosts.summary),
  cover: blogPosts.cover,
  author: blogPosts.author,
  tags: blogPosts.tags,
  publishedAt: blogPosts.publishedAt,
  gameZonePath: games.zonePath,
};

export interface BlogPostPage {
  rows: {
    id: number;
    title: string;
    summary: string;
    cover: string;
    author: string;
    tags: string[];
    publishedAt: Date;
    gameZonePath: string | null;
  }[];
  total: number;
}

/** A page of blog posts in `locale`, newest first, optionally with `tag`. */
export async function listBlogPosts(
  db: Tx,
  locale: LanguageCode,
  opts: { tag?: string | undefined; page: number; pageSize: number },
): Promise<BlogPostPage> {
  const where = opts.tag
    ? sql`${blogPosts.tags} @> ${JSON.stringify([opts.tag])}::jsonb`
    : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select(blogColumns)
      .from(blogPosts)
      .leftJoin(games, eq(games.id, blogPosts.gameId))
      .leftJoin(blogPostTranslations, blogTr(locale))
      .where(where)
      .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
      .limit(opts.pageSize)
      .offset((opts.page - 1) * opts.pageSize),
    db.select({ n: count() }).from(blogPosts).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/** One blog post with its body in `locale`, or undefined. */
export async function getBlogPost(db: Tx, locale: LanguageCode, id: number) {
  const [row] = await db
    .select({ ...blogColumns, body: localized(blogPostTranslations.body, blogPosts.body) })
    .from(blogPosts)
    .leftJoin(games, eq(games.id, blogPosts.gameId))
    .leftJoin(blogPostTranslations, blogTr(locale))
    .where(eq(blogPosts.id, id))
    .limit(1);
  return row;
}

const helpColumns = {
  id: helpArticles.id,
  slug: helpArticles.slug,
  categoryCode: helpArticles.categoryCode,
  categoryTitle: helpArticles.categoryTitle,
  title: localized(helpArticleTranslations.title, helpArticles.title),
  body: localized(helpArticleTranslations.body, helpArticles.body),
};

/** Every help article in `locale`, in help-centre order (category, then article). */
export async function listHelpArticles(db: Tx, locale: LanguageCode) {
  return db
    .select(helpColumns)
    .from(helpArticles)
    .leftJoin(helpArticleTranslations, helpTr(locale))
    .orderBy(asc(helpArticles.categorySort), asc(helpArticles.sort), asc(helpArticles.id));
}

/** One help article by slug in `locale`, or undefined. */
export async function getHelpArticle(db: Tx, locale: LanguageCode, slug: string) {
  const [row] = await db
    .select(helpColumns)
    .from(helpArticles)
    .leftJoin(helpArticleTranslations, helpTr(locale))
    .where(eq(helpArticles.slug, slug))
    .limit(1);
  return row;
}

/** Where short link `code` goes (counting the visit), or undefined for an unknown code. */
export async function followShortLink(db: Tx, code: string): Promise<string | undefined> {
  const [row] = await db
    .update(shortLinks)
    .set({ hits: sql`${shortLinks.hits} + 1` })
    .where(eq(shortLinks.code, code))
    .returning({ target: shortLinks.target });
  return row?.target;
}
