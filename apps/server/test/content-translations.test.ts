// Help articles and blog posts follow x-locale: the translation stored in the database, else the
// English text; a database seeded before the translations existed gets them at start.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  blogPosts,
  blogPostTranslations,
  helpArticles,
  helpArticleTranslations,
} from '../src/db/schema/index.ts';
import { BLOG_SEED, HELP_SEED } from '../src/db/seed/content.ts';
import {
  CONTENT_TRANSLATIONS,
  joinParagraphs,
  type TranslatedLanguage,
} from '../src/db/seed/content-translations/index.ts';
import { seedIfEmpty } from '../src/db/seed/index.ts';
import { invalidateReads } from '../src/lib/read-cache.ts';
import { type LanguageCode } from '@gemlane/contract';
import { formatMoney } from '@gemlane/i18n/format';
import { fillText } from '../src/services/content-text.ts';
import { startTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** Stored prose as answered: amounts (`{{usd:499}}`) written in USD, the default currency. */
const shown = (lng: LanguageCode, text: string) =>
  fillText(text, lng, (cents) => formatMoney(cents, 'USD', lng));
const helpText = (lng: TranslatedLanguage, slug: string) => {
  const tr = CONTENT_TRANSLATIONS[lng].help[slug];
  if (!tr) throw new Error(`no ${lng} translation of help ${slug}`);
  return { title: shown(lng, tr.title), body: shown(lng, joinParagraphs(tr.body)) };
};
const blogText = (lng: TranslatedLanguage, slug: string) => {
  const tr = CONTENT_TRANSLATIONS[lng].blog[slug];
  if (!tr) throw new Error(`no ${lng} translation of blog ${slug}`);
  return {
    title: shown(lng, tr.title),
    summary: shown(lng, tr.summary),
    body: shown(lng, joinParagraphs(tr.body)),
  };
};
const englishHelp = (slug: string) => {
  const en = HELP_SEED.find((h) => h.slug === slug);
  if (!en) throw new Error(`no help ${slug}`);
  return en;
};

async function blogIdOf(slug: string): Promise<number> {
  const [row] = await t.db
    .select({ id: blogPosts.id })
    .from(blogPosts)
    .where(eq(blogPosts.slug, slug));
  if (!row) throw new Error(`no blog ${slug}`);
  return row.id;
}

// First: later tests change the stored translations.
describe('every language', () => {
  it.each(Object.keys(CONTENT_TRANSLATIONS) as TranslatedLanguage[])(
    '%s: every help article and blog post answers in it',
    async (lng) => {
      const help = await t.call('helpList', {}, { locale: lng });
      for (const a of help.body.data.flatMap((c) => c.articles))
        if (HELP_SEED.some((h) => h.slug === a.slug))
          expect(a).toMatchObject(helpText(lng, a.slug));
      const posts = await t.call('blogList', { page: 1, pageSize: 50 }, { locale: lng });
      expect(posts.body.data.list.map((p) => p.title).sort()).toEqual(
        BLOG_SEED.map((b) => blogText(lng, b.slug).title).sort(),
      );
    },
  );
});

describe('help articles in x-locale', () => {
  it.each(['de', 'ja'] as const)(
    '%s: the detail and the whole list are translated',
    async (lng) => {
      const detail = await t.call('helpDetail', { slug: 'card-limits' }, { locale: lng });
      expect(detail.status).toBe(200);
      expect(detail.body.data).toMatchObject(helpText(lng, 'card-limits'));
      expect(detail.body.data.title).not.toBe(englishHelp('card-limits').title);

      const list = await t.call('helpList', {}, { locale: lng });
      const articles = list.body.data.flatMap((c) => c.articles);
      expect(articles).toHaveLength(HELP_SEED.length);
      for (const a of articles) expect(a).toMatchObject(helpText(lng, a.slug));
    },
  );

  it('keeps ids, slugs, order and categories the same in every language', async () => {
    const shape = async (locale: string) =>
      (await t.call('helpList', {}, { locale })).body.data.map((c) => ({
        code: c.code,
        articles: c.articles.map((a) => [a.articleId, a.slug]),
      }));
    const en = await shape('en');
    expect(await shape('de')).toEqual(en);
    expect(await shape('ja')).toEqual(en);
  });

  it('answers English for an unknown locale and for no locale', async () => {
    const en = englishHelp('fees');
    for (const locale of ['xx', 'pt-BR', '']) {
      const res = await t.call('helpDetail', { slug: 'fees' }, { locale });
      expect(res.body.data).toMatchObject({ title: en.title, body: shown('en', en.body) });
    }
  });

  it('takes the language of a regional tag (zh-CN -> zh)', async () => {
    const res = await t.call('helpDetail', { slug: 'fees' }, { locale: 'zh-CN' });
    expect(res.body.data).toMatchObject(helpText('zh', 'fees'));
  });

  it('falls back to English for a missing translation row and for a blank field', async () => {
    const [article] = await t.db
      .select({ id: helpArticles.id })
      .from(helpArticles)
      .where(eq(helpArticles.slug, 'newsletter'));
    const [other] = await t.db
      .select({ id: helpArticles.id })
      .from(helpArticles)
      .where(eq(helpArticles.slug, 'invite-friends'));
    if (!article || !other) throw new Error('seeded articles missing');
    await t.db
      .delete(helpArticleTranslations)
      .where(
        sql`${helpArticleTranslations.articleId} = ${article.id} and ${helpArticleTranslations.locale} = 'de'`,
      );
    await t.db
      .update(helpArticleTranslations)
      .set({ title: '  ' })
      .where(
        sql`${helpArticleTranslations.articleId} = ${other.id} and ${helpArticleTranslations.locale} = 'de'`,
      );
    invalidateReads(t.db);

    const missing = await t.call('helpDetail', { slug: 'newsletter' }, { locale: 'de' });
    expect(missing.body.data).toMatchObject({
      title: englishHelp('newsletter').title,
      body: englishHelp('newsletter').body,
    });
    const blank = await t.call('helpDetail', { slug: 'invite-friends' }, { locale: 'de' });
    expect(blank.body.data).toMatchObject({
      title: englishHelp('invite-friends').title,
      body: helpText('de', 'invite-friends').body,
    });
    // The rest of the list stays German.
    const list = await t.call('helpList', {}, { locale: 'de' });
    const fees = list.body.data.flatMap((c) => c.articles).find((a) => a.slug === 'fees');
    expect(fees).toMatchObject(helpText('de', 'fees'));
  });

  it('serves an article added later, with a translation stored in the database', async () => {
    const [row] = await t.db
      .insert(helpArticles)
      .values({
        categoryCode: 'policies',
        categoryTitle: 'Policies and support',
        categorySort: 4,
        slug: 'gift-cards',
        title: 'Gift cards',
        body: 'Gift cards are not sold yet.',
        sort: 99,
      })
      .returning({ id: helpArticles.id });
    if (!row) throw new Error('insert failed');
    await t.db.insert(helpArticleTranslations).values({
      articleId: row.id,
      locale: 'fr',
      title: 'Cartes cadeaux',
      body: 'Les cartes cadeaux ne sont pas encore vendues.',
    });
    invalidateReads(t.db);
    const fr = await t.call('helpDetail', { slug: 'gift-cards' }, { locale: 'fr' });
    expect(fr.body.data).toMatchObject({
      title: 'Cartes cadeaux',
      body: 'Les cartes cadeaux ne sont pas encore vendues.',
    });
    const de = await t.call('helpDetail', { slug: 'gift-cards' }, { locale: 'de' });
    expect(de.body.data).toMatchObject({ title: 'Gift cards' });
  });
});

describe('blog posts in x-locale', () => {
  it.each(['de', 'ja'] as const)('%s: list and detail are translated', async (lng) => {
    const list = await t.call('blogList', { page: 1, pageSize: 50 }, { locale: lng });
    expect(list.body.data.list).toHaveLength(BLOG_SEED.length);
    const en = await t.call('blogList', { page: 1, pageSize: 50 }, { locale: 'en' });
    for (const [i, post] of list.body.data.list.entries()) {
      const english = en.body.data.list[i];
      const slug = BLOG_SEED.find((b) => b.title === english?.title)?.slug ?? '';
      const { title, summary } = blogText(lng, slug);
      expect(post).toEqual({ ...english, title, summary });
    }

    const slug = 'genshin-welkin-moon-or-crystals';
    const detail = await t.call('blogDetail', { blogId: await blogIdOf(slug) }, { locale: lng });
    expect(detail.status).toBe(200);
    expect(detail.body.data).toMatchObject(blogText(lng, slug));
    expect(detail.body.data.gameZonePath).toBe('genshin-impact-top-up');
  });

  it('the tag filter works the same in every language', async () => {
    const ids = async (locale: string) =>
      (
        await t.call('blogList', { page: 1, pageSize: 50, tag: 'guides' }, { locale })
      ).body.data.list
        .map((p) => p.blogId)
        .sort();
    const en = await ids('en');
    expect(en.length).toBeGreaterThan(0);
    expect(await ids('ja')).toEqual(en);
  });

  it('answers English for an unknown locale and a post without a translation', async () => {
    const slug = 'pubg-mobile-uc-guide';
    const blogId = await blogIdOf(slug);
    const en = BLOG_SEED.find((b) => b.slug === slug);
    const unknown = await t.call('blogDetail', { blogId }, { locale: 'xx' });
    expect(unknown.body.data).toMatchObject({ title: en?.title, body: en?.body });

    await t.db
      .delete(blogPostTranslations)
      .where(
        sql`${blogPostTranslations.postId} = ${blogId} and ${blogPostTranslations.locale} = 'ja'`,
      );
    invalidateReads(t.db);
    const missing = await t.call('blogDetail', { blogId }, { locale: 'ja' });
    expect(missing.body.data).toMatchObject({
      title: en?.title,
      summary: en?.summary,
      body: en?.body,
    });
  });

  it('a cached answer is per language (the read cache keys x-locale)', async () => {
    const blogId = await blogIdOf('why-delivery-takes-ten-minutes');
    const de = await t.call('blogDetail', { blogId }, { locale: 'de' });
    const ja = await t.call('blogDetail', { blogId }, { locale: 'ja' });
    const deAgain = await t.call('blogDetail', { blogId }, { locale: 'de' });
    expect(de.body.data.title).toBe(blogText('de', 'why-delivery-takes-ten-minutes').title);
    expect(ja.body.data.title).toBe(blogText('ja', 'why-delivery-takes-ten-minutes').title);
    expect(deAgain.body.data).toEqual(de.body.data);
  });
});

describe('a database seeded before the translations (upgrade)', () => {
  it('gets every missing translation at start, once, and keeps edited ones', async () => {
    const count = async () => {
      const [help] = await t.db
        .select({ n: sql<number>`count(*)::int` })
        .from(helpArticleTranslations);
      const [blog] = await t.db
        .select({ n: sql<number>`count(*)::int` })
        .from(blogPostTranslations);
      return Number(help?.n ?? 0) + Number(blog?.n ?? 0);
    };
    const [edited] = await t.db
      .select({ id: helpArticles.id })
      .from(helpArticles)
      .where(eq(helpArticles.slug, 'fees'));
    if (!edited) throw new Error('seeded article missing');
    // The state an older release leaves: seeded content, the new tables empty but one edited row.
    await t.db.delete(helpArticleTranslations);
    await t.db.delete(blogPostTranslations);
    await t.db
      .insert(helpArticleTranslations)
      .values({ articleId: edited.id, locale: 'de', title: 'Gebühren (bearbeitet)', body: 'Text' });

    expect(await seedIfEmpty(t.db)).toBe(false);
    const languages = Object.keys(CONTENT_TRANSLATIONS).length;
    const seeded = await t.db.select({ slug: helpArticles.slug }).from(helpArticles);
    const expected =
      languages * seeded.filter((a) => HELP_SEED.some((h) => h.slug === a.slug)).length +
      languages * BLOG_SEED.length;
    expect(await count()).toBe(expected);

    expect(await seedIfEmpty(t.db)).toBe(false);
    expect(await count()).toBe(expected);

    invalidateReads(t.db);
    const fees = await t.call('helpDetail', { slug: 'fees' }, { locale: 'de' });
    expect(fees.body.data.title).toBe('Gebühren (bearbeitet)');
    const limits = await t.call('helpDetail', { slug: 'card-limits' }, { locale: 'ja' });
    expect(limits.body.data).toMatchObject(helpText('ja', 'card-limits'));
  });
});
