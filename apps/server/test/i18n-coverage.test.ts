// Every text-bearing call in every language, compared with English. A text
// that comes back identical to English is a leftover, unless it is a brand or game name
// (ALLOWED_SAME below) or not text at all (codes, addresses, numbers, dates, people's data).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE_CODES, type EndpointName } from '@gemlane/contract';
import { BLOG_SEED, HELP_SEED } from '../src/db/seed/content.ts';
import { GAME_SEED } from '../src/db/seed/games.ts';
import { onlyNames } from '../src/db/seed/content-translations/names.ts';
import { SAME_AS_ENGLISH } from '../src/db/seed/content-translations/texts/index.ts';
import { freshIp, login, startTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startTestApp();
  token = await login(t);
});
afterAll(() => t.close());

/** Fields that carry codes, addresses, people's data or markup, never translatable text. */
const NOT_TEXT_KEYS = new Set([
  'logo',
  'image',
  'cover',
  'link',
  'shareLink',
  'checkoutUrl',
  'avatar',
  'avatarUrl',
  'gameZonePath',
  'slug',
  'value',
  'key',
  'kind',
  'type',
  'category',
  'code',
  'label', // home tab labels are codes (hot, new, rpg); account-field labels are checked as `label` below
  'chargeType',
  'status',
  'paymentStatus',
  'refundStatus',
  'payMethod',
  'method',
  'currency',
  'currencySymbol',
  'symbol',
  'abbreviation',
  'pattern',
  'highlight',
  'outTradeNo',
  'orderId',
  'shareCode',
  'uid',
  'email',
  'nickname',
  'username',
  'author',
  'tags',
  'playerId',
  'serverId',
  'roleName',
  'createdAt',
  'updatedAt',
  'validUntil',
  'endsAt',
  'joinedAt',
  'publishedAt',
  'paidAt',
  'languageInfo', // each language is named in its own language, the same in every language
  'emailBindStatus',
  'loginType',
  'language',
  'gameName', // game names, and the names of games inside order lines
]);

/**
 * True when `text`, identical to English in `lng`, is allowed to be: nothing but brand, game and
 * product names (names.ts), or a word that language writes as English does (SAME_AS_ENGLISH).
 */
function allowedSame(lng: string, text: string): boolean {
  return onlyNames(text, SAME_AS_ENGLISH[lng as keyof typeof SAME_AS_ENGLISH] ?? []);
}

const looksLikeData = (s: string) =>
  !/\p{L}{2}/u.test(s) || // numbers, symbols, amounts
  /^(\/|https?:\/\/)/.test(s) || // addresses
  /^\d{4}-\d{2}-\d{2}T/.test(s) || // dates
  /^[A-Z]{3}$/.test(s); // currency codes

type Texts = Map<string, string>;

/** Every translatable string of `value`, by its JSON path. */
function collect(value: unknown, path: string, out: Texts, parentKey = ''): void {
  if (typeof value === 'string') {
    if (!looksLikeData(value)) out.set(path, value);
    return;
  }
  if (Array.isArray(value)) {
    value.forEach((v, i) => collect(v, `${path}[${i}]`, out, parentKey));
    return;
  }
  if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (NOT_TEXT_KEYS.has(k) || NOT_TEXT_KEYS.has(`${k}@${parentKey}`)) {
        // account fields and server options: the label is text, the value a code
        if (!(k === 'label' && (path.includes('accountFields') || path.includes('options'))))
          continue;
      }
      collect(v, `${path}.${k}`, out, k);
    }
  }
}

interface Call {
  name: EndpointName;
  input?: Record<string, unknown>;
  auth?: boolean;
  /** The message of an error answer is the text (data is empty). */
  error?: boolean;
}

function calls(): Call[] {
  const list: Call[] = [
    { name: 'initInfo' },
    { name: 'tab' },
    { name: 'gameList' },
    { name: 'gameListByClassify' },
    { name: 'moreGameListByLabel', input: { label: 'hot' } },
    { name: 'searchGame', input: { gameName: 'a', page: 1, pageSize: 50 } },
    { name: 'topBanner' },
    { name: 'helpList' },
    { name: 'blogList', input: { page: 1, pageSize: 50 } },
    { name: 'registerActivity' },
    { name: 'homeActivity', input: {} },
    { name: 'getActivity', auth: true },
    { name: 'couponHomeList', auth: true },
    { name: 'couponList', input: { status: 'available' }, auth: true },
    { name: 'couponList', input: { status: 'used' }, auth: true },
    { name: 'couponList', input: { status: 'expired' }, auth: true },
    { name: 'messageList', auth: true },
    { name: 'paymentMethods' },
    { name: 'orderList', input: { page: 1, pageSize: 50 }, auth: true },
    { name: 'getUserInfo', auth: true },
    { name: 'getNotice', auth: true },
    { name: 'quoteOrder', input: { items: [{ packageId: 1, quantity: 2 }], payMethod: 'card' } },
    // the first MLBB package: a generic word (Diamonds) in its name
    { name: 'quoteOrder', input: { items: [{ packageId: 8, quantity: 1 }], payMethod: 'card' } },
    { name: 'quoteOrder', input: { items: [{ packageId: 1, quantity: 1 }] }, error: true },
    {
      name: 'checkRole',
      input: { gameZonePath: 'genshin-impact-top-up', playerId: '000000000', serverId: 'os_usa' },
      error: true,
    },
    { name: 'emailLogin', input: { email: 'nobody@example.com', password: 'Wr0ng!pass' } },
  ];
  for (const g of GAME_SEED)
    list.push({ name: 'getGameZone', input: { gameZonePath: g.zonePath } });
  for (const h of HELP_SEED) list.push({ name: 'helpDetail', input: { slug: h.slug } });
  BLOG_SEED.forEach((_, i) => list.push({ name: 'blogDetail', input: { blogId: i + 1 } }));
  return list;
}

async function textsIn(lng: string): Promise<Texts> {
  const out: Texts = new Map();
  for (const [i, c] of calls().entries()) {
    const res = await t.call(c.name, c.input ?? {}, {
      locale: lng,
      currency: 'USD',
      token: c.auth ? token : undefined,
      headers: freshIp(),
    });
    collect(res.body.data, `${i}:${c.name}`, out);
    if (res.body.code !== 200 || c.error) collect(res.body.message, `${i}:${c.name}.message`, out);
  }
  // e-mails: the registration code mail in the request's language
  const email = `coverage-${lng}@example.com`;
  await t.call('sendEmailRegisterVerification', { email }, { locale: lng, headers: freshIp() });
  const [mail] = await t.mailbox(email);
  collect({ subject: mail?.subject, text: mail?.text.replace(/\d{6}/g, '') }, 'mail', out);
  const activity = await t.call('getActivity', {}, { locale: lng, token });
  if (activity.body.data) {
    const detail = await t.call(
      'activityDetail',
      { activityId: activity.body.data.activityId },
      { locale: lng, token },
    );
    collect(detail.body.data, 'activityDetail', out);
  }
  return out;
}

describe('every text-bearing call in every language differs from English', () => {
  let english: Texts;
  beforeAll(async () => {
    english = await textsIn('en');
  }, 120_000);

  it('English answers carry text to compare', () => {
    expect(english.size).toBeGreaterThan(500);
  });

  const others = LANGUAGE_CODES.filter((l) => l !== 'en');
  it.each(others)(
    '%s: nothing left in English but brand and game names',
    async (lng) => {
      const texts = await textsIn(lng);
      const leftovers: string[] = [];
      for (const [path, en] of english) {
        const tr = texts.get(path);
        if (tr === en && !allowedSame(lng, en)) leftovers.push(`${path}: ${en}`);
      }
      if (process.env.I18N_REPORT)
        console.log(
          `${lng}: ${leftovers.length} of ${english.size} left in English, ${new Set(leftovers.map((l) => l.slice(l.indexOf(': ') + 2))).size} distinct\n` +
            [...new Set(leftovers.map((l) => l.slice(l.indexOf(': ') + 2)))].join('\n'),
        );
      expect(leftovers).toEqual([]);
    },
    120_000,
  );
});
