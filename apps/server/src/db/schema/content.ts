// Content: blog posts and help articles, with their translations.
import { integer, jsonb, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';
import { games } from './catalog.ts';

export const blogPosts = pgTable('blog_posts', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  summary: text('summary').notNull(),
  body: text('body').notNull(),
  cover: text('cover').notNull(),
  author: text('author').notNull(),
  tags: jsonb('tags').$type<string[]>().notNull().default([]),
  gameId: integer('game_id').references(() => games.id),
  publishedAt: ts('published_at').notNull(),
});

export const helpArticles = pgTable('help_articles', {
  id: serial('id').primaryKey(),
  categoryCode: text('category_code').notNull(),
  categoryTitle: text('category_title').notNull(),
  categorySort: integer('category_sort').notNull().default(0),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  body: text('body').notNull(),
  sort: integer('sort').notNull().default(0),
});

/**
 * A help article in another language (`locale`: a language code other than en). A missing row
 * or an empty field falls back to the English text of help_articles.
 */
export const helpArticleTranslations = pgTable(
  'help_article_translations',
  {
    articleId: integer('article_id')
      .notNull()
      .references(() => helpArticles.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    title: text('title'),
    body: text('body'),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.locale] })],
);

/** A blog post in another language; missing rows or fields fall back to blog_posts (English). */
export const blogPostTranslations = pgTable(
  'blog_post_translations',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    title: text('title'),
    summary: text('summary'),
    body: text('body'),
  },
  (t) => [primaryKey({ columns: [t.postId, t.locale] })],
);
