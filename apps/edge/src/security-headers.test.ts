import { describe, expect, it } from 'vitest';
import { documentSecurityHeaders, styleAttributeValues } from './security-headers.ts';

describe('style attributes of a server-rendered page', () => {
  const page =
    '<div style="min-height:5.3rem" aria-hidden="true"></div><p style="--adm-color:&quot;x&quot;;">a</p><i style="min-height:5.3rem"></i>';

  it('reads each distinct value as the browser does (entities decoded)', () => {
    expect(styleAttributeValues(page)).toEqual(['min-height:5.3rem', '--adm-color:"x";']);
  });

  it("allows exactly those values through 'unsafe-hashes' on a strict site", async () => {
    const csp = (await documentSecurityHeaders(page, { styleAttributes: true }))[
      'content-security-policy'
    ]!;
    const styleSrc = csp.split('; ').find((d) => d.startsWith('style-src '))!;
    expect(styleSrc).toContain("'unsafe-hashes'");
    expect(styleSrc.match(/'sha256-/g)).toHaveLength(2);
    expect(styleSrc).not.toContain("'unsafe-inline'");
  });

  it('adds nothing for the shell', async () => {
    const shell = (await documentSecurityHeaders(page))['content-security-policy']!;
    expect(shell).not.toContain("'unsafe-hashes'");
  });
});

describe('style nonce', () => {
  it("allows the kit's run-time styles by the page's nonce, beside its hashes, never 'unsafe-inline'", async () => {
    const html = '<head><style>p{color:red}</style></head>';
    const csp = (await documentSecurityHeaders(html, { styleNonce: 'bm9uY2U=' }))[
      'content-security-policy'
    ]!;
    const styleSrc = csp.split('; ').find((d) => d.startsWith('style-src '))!;
    expect(styleSrc).toMatch(/^style-src 'self' 'nonce-bm9uY2U=' 'sha256-[^']+'$/);
  });
});
