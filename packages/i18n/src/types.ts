import type { EnglishResources } from './generated/en-resources.ts';
import type { ServerOnlySection } from './sections.ts';

/** What the browser packs hold: every English section but the server-only ones. */
export type BrowserResources = Omit<EnglishResources, ServerOnlySection>;

// Keys are typed from the English pack, so `t('typo.key')` fails the type check in every app.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: BrowserResources };
    returnNull: false;
  }
}

type Join<Prefix extends string, Key extends string> = Prefix extends '' ? Key : `${Prefix}.${Key}`;

type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
/** `count_one` / `count_other` are one key, `count`, for i18next. */
type WithoutPlural<Key extends string> = Key extends `${infer Base}_${PluralSuffix}` ? Base : Key;

/** Every dotted key of a nested string tree: `{a: {b: 'x', n_one: '', n_other: ''}}` -> `'a.b' | 'a.n'`. */
export type KeyPaths<Tree, Prefix extends string = ''> = {
  [K in keyof Tree & string]: Tree[K] extends string
    ? Join<Prefix, WithoutPlural<K>>
    : KeyPaths<Tree[K], Join<Prefix, K>>;
}[keyof Tree & string];

/** A key the browser can translate, such as `emailSubscribe.invalidEmail`. */
export type TranslationKey = KeyPaths<BrowserResources>;

/** A key the server can translate: every section, `server.*` included. */
export type ServerTranslationKey = KeyPaths<EnglishResources>;

export type { EnglishResources };
