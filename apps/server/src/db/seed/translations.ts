// Puts the seed's translations of help articles and blog posts into the database: at first seed,
// and on every start of a database seeded before they existed (upgrades).
import type { Tx } from '../client.ts';
import {
  blogPosts,
  blogPostTranslations,
  helpArticles,
  helpArticleTranslations,
} from '../schema/index.ts';
import { CONTENT_TRANSLATIONS, joinParagraphs } from './content-translations/index.ts';

/**
 * Inserts every seed translation whose article or post exists (matched by slug) and that the
 * database does not hold yet; rows already there, possibly edited since, are left alone. A deleted
 * seed row comes back at the next start: blank its fields instead to show English.
 * Returns the number of rows inserted (0 on a database that has them all).
 */
export async function seedContentTranslations(tx: Tx): Promise<number> {
  const [articles, posts] = await Promise.all([
    tx.select({ id: helpArticles.id, slug: helpArticles.slug }).from(helpArticles),
    tx.select({ id: blogPosts.id, slug: blogPosts.slug }).from(blogPosts),
  ]);
  const helpRows: (typeof helpArticleTranslations.$inferInsert)[] = [];
  const blogRows: (typeof blogPostTranslations.$inferInsert)[] = [];
  for (const [locale, content] of Object.entries(CONTENT_TRANSLATIONS)) {
    for (const a of articles) {
      const tr = content.help[a.slug];
      if (tr)
        helpRows.push({ articleId: a.id, locale, title: tr.title, body: joinParagraphs(tr.body) });
    }
    for (const p of posts) {
      const tr = content.blog[p.slug];
      if (tr)
        blogRows.push({
          postId: p.id,
          locale,
          title: tr.title,
          summary: tr.summary,
          body: joinParagraphs(tr.body),
        });
    }
  }
  const help = helpRows.length
    ? await tx
        .insert(helpArticleTranslations)
        .values(helpRows)
        .onConflictDoNothing()
        .returning({ id: helpArticleTranslations.articleId })
    : [];
  const blog = blogRows.length
    ? await tx
        .insert(blogPostTranslations)
        .values(blogRows)
        .onConflictDoNothing()
        .returning({ id: blogPostTranslations.postId })
    : [];
  return help.length + blog.length;
}
