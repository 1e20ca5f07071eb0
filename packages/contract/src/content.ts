import { z } from 'zod';
import { defineEndpoint } from './define.ts';
import { empty, isoDateTime, pageOf, pageQuery, queryInt } from './common.ts';

export const blogSummary = z.object({
  blogId: z.number().int(),
  title: z.string(),
  summary: z.string(),
  /** The post's cover, 3:1: the store's own art comes inline as a `data:` URL of its SVG (the
   *  list's covers paint with the page), an uploaded picture by its address. */
  cover: z.string(),
  author: z.string(),
  tags: z.array(z.string()),
  publishedAt: isoDateTime,
  /** Game the post is about, for a "top up now" link, else null. */
  gameZonePath: z.string().nullable(),
});
/** Blog bodies are Markdown-free plain paragraphs separated by blank lines (no HTML). */
export const blogDetail = blogSummary.extend({ body: z.string() });
export type BlogSummary = z.infer<typeof blogSummary>;
export type BlogDetail = z.infer<typeof blogDetail>;

export const helpArticle = z.object({
  articleId: z.number().int(),
  slug: z.string(),
  title: z.string(),
  /** Plain paragraphs separated by blank lines. */
  body: z.string(),
});
export const helpCategory = z.object({
  code: z.string(),
  title: z.string(),
  articles: z.array(helpArticle),
});
export type HelpArticle = z.infer<typeof helpArticle>;
export type HelpCategory = z.infer<typeof helpCategory>;

export const contentEndpoints = {
  blogList: defineEndpoint({
    method: 'GET',
    path: '/api/common/blog/list',
    request: pageQuery.extend({ tag: z.string().max(40).optional() }),
    response: pageOf(blogSummary),
    auth: 'none',
    summary: 'Blog posts, newest first, optionally by tag.',
  }),
  blogDetail: defineEndpoint({
    method: 'GET',
    path: '/api/common/blog/detail',
    request: z.object({ blogId: queryInt().min(1) }),
    response: blogDetail,
    auth: 'none',
    summary: 'One blog post (404 when unknown).',
  }),
  helpList: defineEndpoint({
    method: 'GET',
    path: '/api/common/help/list',
    request: empty,
    response: z.array(helpCategory),
    auth: 'none',
    summary:
      'Help-centre articles by category: delivery, refunds, payments and card limits, account, policies.',
  }),
  helpDetail: defineEndpoint({
    method: 'GET',
    path: '/api/common/help/detail',
    request: z.object({ slug: z.string().min(1).max(80) }),
    response: helpArticle,
    auth: 'none',
    summary: 'One help article by slug (404 when unknown).',
  }),
} as const;
