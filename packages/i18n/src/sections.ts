/** Sections only the API server reads (through `@gemlane/i18n/server`); the browser packs skip them. */
export const SERVER_ONLY_SECTIONS = ['server'] as const;
export type ServerOnlySection = (typeof SERVER_ONLY_SECTIONS)[number];

/** One section file's content: nested objects of strings. */
export interface SectionTree {
  [key: string]: string | SectionTree;
}

/** A language pack: the section name (file name without `.json`) -> its content. */
export type LanguagePack = Record<string, SectionTree>;

/** The section name of a locale file path: `../../locales/de/emailSubscribe.json` -> `emailSubscribe`. */
export function sectionName(path: string): string {
  const file = path.split(/[\\/]/).pop() ?? path;
  return file.replace(/\.json$/, '');
}

/** Merges the files of one language (an `import.meta.glob` result or a file read) into one bundle. */
export function packFromFiles(files: Record<string, unknown>): LanguagePack {
  const pack: LanguagePack = {};
  for (const [path, content] of Object.entries(files)) {
    pack[sectionName(path)] = content as SectionTree;
  }
  return pack;
}
