import { describe, expect, it } from 'vitest';
import { flowHref } from './login-page.tsx';

describe('flowHref', () => {
  it('carries the e-mail, the redirect and the partner onto the register and reset links', () => {
    const search = new URLSearchParams('redirect=%2Fcart&partner=acme&utm_source=x');
    expect(flowHref('/register', 'a@b.co', search)).toBe(
      '/register?email=a%40b.co&redirect=%2Fcart&partner=acme',
    );
  });
});
