// The seeded help articles and blog posts in the nine languages besides English, by slug. The
// database keeps them (help_article_translations, blog_post_translations); these files only seed it.
import type { LanguageCode } from '@gemlane/contract';
import { de } from './de.ts';
import { fr } from './fr.ts';
import { id } from './id.ts';
import { ja } from './ja.ts';
import { ms } from './ms.ts';
import { ru } from './ru.ts';
import { th } from './th.ts';
import { vi } from './vi.ts';
import { zh } from './zh.ts';

/** Every language but English, the language of the base rows. */
export type TranslatedLanguage = Exclude<LanguageCode, 'en'>;

export interface HelpTranslation {
  title: string;
  /** Paragraphs, joined with a blank line like the English body. */
  body: string[];
}

export interface BlogTranslation {
  title: string;
  summary: string;
  body: string[];
}

export interface ContentTranslations {
  /** By help article slug. */
  help: Record<string, HelpTranslation>;
  /** By blog post slug. */
  blog: Record<string, BlogTranslation>;
}

export const CONTENT_TRANSLATIONS: Record<TranslatedLanguage, ContentTranslations> = {
  de,
  fr,
  id,
  ja,
  ms,
  ru,
  th,
  vi,
  zh,
};

/** Paragraphs as stored: separated by one blank line. */
export const joinParagraphs = (paragraphs: readonly string[]): string => paragraphs.join('\n\n');
