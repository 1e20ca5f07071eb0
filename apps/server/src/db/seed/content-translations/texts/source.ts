// The English texts of the seed that the API shows (catalogue words, banners, activities,
// messages, payment channels) and the templates the server composes names with. Each language
// file in this folder translates every one of them, keyed by the English text (gettext's msgid).
// `{{usd:N}}` is an amount of N US cents and `{{n:N}}` a number: the server renders them in the
// request's currency and locale, so a translation keeps them as they are.
import { BANNER_SEED, GAME_SEED } from '../../games.ts';
import { ACTIVITY_SEED, MESSAGE_SEED } from '../../index.ts';
import { onlyNames, PRODUCT_NAMES } from '../names.ts';
import { COMPOSED } from './composed.ts';

export { COMPOSED };

/** Payment channel names as seeded, and the fallback names of channels without a row. */
export const PAYMENT_CHANNEL_NAMES = ['Credit / debit card', 'Gemlane Wallet', 'Card', 'Wallet'];

const isName = (s: string) => (PRODUCT_NAMES as readonly string[]).includes(s);

/** Every English text of the seed the API answers with, once each. */
export function seedTextSources(): string[] {
  const out = new Set<string>(Object.values(COMPOSED));
  for (const g of GAME_SEED) {
    out.add(g.description);
    out.add(g.playerIdLabel ?? 'User ID');
    for (const s of g.servers ?? []) out.add(s.label);
    if (!isName(g.currencyName)) out.add(g.currencyName);
    for (const [name, , , , kind, tag] of g.packages) {
      if (kind === 'pass' || kind === 'item') {
        if (!isName(name)) out.add(name);
      } else {
        const item = /^[\d,]+(?: \+ [\d,]+)? (.+)$/.exec(name)?.[1];
        if (item && !isName(item)) out.add(item);
      }
      if (tag) out.add(tag);
    }
  }
  for (const b of BANNER_SEED) {
    out.add(b.title);
    out.add(b.subtitle);
  }
  for (const a of ACTIVITY_SEED) {
    out.add(a.title);
    out.add(a.description);
    for (const r of a.rules ?? []) out.add(r);
    for (const r of a.rewards ?? []) out.add(r.title);
  }
  for (const m of MESSAGE_SEED) {
    out.add(m.title);
    out.add(m.content);
  }
  for (const n of PAYMENT_CHANNEL_NAMES) out.add(n);
  return [...out].filter((s) => !onlyNames(s));
}
