// The English texts docs/product.md §8 quotes, held verbatim: rewording one breaks the product's
// rule, not just a test.
import { describe, expect, it } from 'vitest';
import { ROUTE_NAMES, ROUTE_SEO_EN } from '@gemlane/contract/pages';
import en from './packs/en.ts';
import { FALLBACK_LANGUAGE, SUPPORTED_LANGUAGES, languageOrFallback } from './languages.ts';
import type { SectionTree } from './sections.ts';

function at(path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((node, key) => (node as SectionTree | undefined)?.[key], en);
}

describe('docs/product.md §4, §5 and §8: messages verbatim in English', () => {
  it.each([
    ['errors.invalidEmail', 'Please enter a valid email address'],
    ['errors.invalidPassword', 'Please enter a valid password'],
    ['errors.emailRequired', 'Please enter the email address'],
    ['errors.passwordRequired', 'Please enter the password'],
    ['errors.confirmEmail', 'Please confirm that the email you entered is correct.'],
    ['errors.loginFailed', 'Login failed'],
    ['errors.systemError', 'System Error'],
    ['errors.systemException', 'System Exception'],
    ['errors.parameterError', 'Parameter Error'],
    ['errors.uploadFailed', 'Upload Failed'],
    ['errors.paymentFailed', 'Payment failed'],
    ['errors.payAgain', 'Please go to payment again'],
    ['errors.copyLinkFailed', 'Failed to copy link'],
    ['errors.copyLinkSucceeded', 'Link copied successfully'],
    ['errors.subscribeFailed', 'Failed to subscribe. Please try again later.'],
    ['emailSubscribe.invalidEmail', 'Please enter a valid email address'],
    ['banner.discount', 'Get {{symbol}}{{amount}} off! Top up, enjoy discounts'],
  ])('%s', (key, text) => {
    expect(at(key)).toBe(text);
  });

  it('starts the wrong-ID message as docs/product.md §5 does and keeps the limits in the rule texts', () => {
    expect(at('errors.incorrectGameId')).toMatch(/^The ID you submitted is incorrect/);
    expect(at('errors.doNotHonor')).toMatch(/Do Not Honor.*below 100 dollars/);
    expect(at('errors.suspectedFraud')).toMatch(/Suspected Fraud.*below 100 dollars/);
    expect(at('errors.avatarTooLarge')).toContain('20M');
    expect(at('errors.avatarOncePerDay')).toContain('once a day');
    expect(at('errors.usernameOncePerMonth')).toContain('once a month');
    expect(at('errors.passwordRule')).toMatch(/8-20 characters.*more than 2 kinds/);
    expect(at('errors.mlbbServerId')).toContain('parentheses is the server ID');
  });
});

describe('docs/product.md §4: state labels', () => {
  it('has the order and payment labels', () => {
    expect(at('order.status')).toEqual({
      processing: 'Processing',
      complete: 'Complete',
      paying: 'Paying',
      paymentPending: 'Payment Pending',
      checking: 'Checking',
      paymentFailed: 'Payment failed',
      fail: 'Fail',
      cancelOrder: 'Cancel order',
    });
  });

  it('has the coupon tabs, invite rewards, e-mail binding and tab bar labels', () => {
    expect(at('coupon.tabs')).toEqual({ available: 'Available', used: 'Used', expired: 'Expired' });
    expect([at('invite.claimed'), at('invite.unclaimed')]).toEqual(['Claimed', 'Unclaimed']);
    expect(Object.keys(at('emailBinding.status') as object)).toEqual([
      'unset',
      'unbound',
      'pending',
      'valid',
      'invalid',
    ]);
    expect(at('tabBar')).toEqual({ home: 'Home', game: 'Game', me: 'Me' });
  });

  it('states the policies of section 1', () => {
    expect(at('policies.support')).toContain('24/7');
    expect(at('policies.delivery')).toMatch(/about 10 minutes.*24 hours.*refunded automatically/);
    expect(at('policies.noCancellation')).toBe(
      'Completed recharge orders cannot be cancelled or returned.',
    );
    expect(at('footer.copyright')).toContain('2025');
  });
});

describe('docs/product.md §2: SEO texts for every route', () => {
  // The route names of the shared route table (packages/stores/src/router/routes.ts).

  it('has title, description and keywords for exactly the route names', () => {
    expect(Object.keys(at('seo') as object).sort()).toEqual([...ROUTE_NAMES].sort());
    for (const name of ROUTE_NAMES) {
      expect(Object.keys(at(`seo.${name}`) as object).sort(), name).toEqual([
        'description',
        'keywords',
        'title',
      ]);
    }
  });

  it("the English texts are the contract's ROUTE_SEO_EN, not a copy that can drift", () => {
    expect(at('seo')).toEqual(ROUTE_SEO_EN);
  });
});

describe('docs/product.md §9: languages', () => {
  it('supports exactly de en fr id ja ms ru th vi zh with native names, falling back to en', () => {
    expect(SUPPORTED_LANGUAGES.map((l) => l.value).sort()).toEqual([
      'de',
      'en',
      'fr',
      'id',
      'ja',
      'ms',
      'ru',
      'th',
      'vi',
      'zh',
    ]);
    expect(new Set(SUPPORTED_LANGUAGES.map((l) => l.abbreviation)).size).toBe(10);
    expect(SUPPORTED_LANGUAGES.find((l) => l.value === 'zh')).toEqual({
      value: 'zh',
      name: '中文',
      abbreviation: '中文',
    });
    expect(FALLBACK_LANGUAGE).toBe('en');
    expect(languageOrFallback('es')).toBe('en');
    expect(languageOrFallback(undefined)).toBe('en');
  });
});
