// Security headers for the app shells, shared by the Node gateway and the Worker (web-standard only).

/** Sent with every app response (html and files). */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy':
    'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
  // Legacy twin of frame-ancestors 'none' for browsers without CSP level 2.
  'x-frame-options': 'DENY',
};

export interface CspOptions {
  /**
   * The page's style nonce (`@gemlane/env/style-nonce`): the <style>s its UI kit writes at run time
   * carry it (the desktop site's antd registers each component's CSS variables that way).
   */
  styleNonce?: string;
  /** `'sha256-...'` sources of inline <script>s in index.html (the mobile rem script). */
  scriptHashes?: readonly string[];
  /** `'sha256-...'` sources of inline <style>s in index.html. */
  styleHashes?: readonly string[];
  /**
   * `'sha256-...'` sources of the `style` attributes of a server-rendered page (allowed with
   * `'unsafe-hashes'`: exactly these declarations, nothing a script adds as markup).
   */
  styleAttributeHashes?: readonly string[];
}

export function contentSecurityPolicy(options: CspOptions): string {
  const scripts = ["'self'", ...(options.scriptHashes ?? [])];
  const attributes = options.styleAttributeHashes ?? [];
  // Never 'unsafe-inline': the page's own inline styles by hash, the kit's by the page's nonce.
  const styles = [
    "'self'",
    ...(options.styleNonce ? [`'nonce-${options.styleNonce}'`] : []),
    ...(options.styleHashes ?? []),
    ...(attributes.length > 0 ? ["'unsafe-hashes'", ...attributes] : []),
  ];
  return [
    "default-src 'self'",
    `script-src ${scripts.join(' ')}`,
    `style-src ${styles.join(' ')}`,
    "img-src 'self' data: blob:", // blob: previews a chosen avatar before it is uploaded
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script>/gi;
const INLINE_STYLE = /<style\b[^>]*>([\s\S]*?)<\/style>/gi;
const STYLE_ATTRIBUTE = /<[a-zA-Z][^>]*?\sstyle="([^"]*)"/g;
const ENTITIES: Readonly<Record<string, string>> = {
  '&amp;': '&',
  '&quot;': '"',
  '&#x27;': "'",
  '&#39;': "'",
  '&lt;': '<',
  '&gt;': '>',
};

/** The distinct `style="..."` attribute values of an HTML text, as the browser reads them. */
export function styleAttributeValues(html: string): string[] {
  const values = new Set<string>();
  for (const match of html.matchAll(STYLE_ATTRIBUTE))
    values.add((match[1] ?? '').replace(/&(amp|quot|#x27|#39|lt|gt);/g, (e) => ENTITIES[e] ?? e));
  return [...values];
}

async function sha256Source(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  let binary = '';
  for (const byte of new Uint8Array(digest)) binary += String.fromCharCode(byte);
  return `'sha256-${btoa(binary)}'`;
}

/** CSP hash sources for the inline <script>/<style> blocks a built index.html carries. */
export async function inlineHashes(html: string): Promise<{ scripts: string[]; styles: string[] }> {
  const scripts = await Promise.all(
    [...html.matchAll(INLINE_SCRIPT)]
      .map((m) => m[1] ?? '')
      .filter((s) => s.trim() !== '')
      .map(sha256Source),
  );
  const styles = await Promise.all(
    [...html.matchAll(INLINE_STYLE)].map((m) => m[1] ?? '').map(sha256Source),
  );
  return { scripts, styles };
}

/** The CSP hash sources of a document: its inline blocks and, when asked, its `style` attributes. */
export interface DocumentHashes {
  scripts: string[];
  styles: string[];
  styleAttributes: string[];
}

/** The hash sources of `html` (hashing is the costly part of a document's headers). */
export async function documentHashes(
  html: string,
  options: { styleAttributes?: boolean } = {},
): Promise<DocumentHashes> {
  const [hashes, styleAttributes] = await Promise.all([
    inlineHashes(html),
    options.styleAttributes ? Promise.all(styleAttributeValues(html).map(sha256Source)) : [],
  ]);
  return { ...hashes, styleAttributes };
}

/** The full header set for a document with these hash sources (and its style nonce, if any). */
export function securityHeadersWith(
  hashes: DocumentHashes,
  styleNonce?: string,
): Record<string, string> {
  return {
    ...SECURITY_HEADERS,
    'content-security-policy': contentSecurityPolicy({
      styleNonce,
      scriptHashes: hashes.scripts,
      styleHashes: hashes.styles,
      styleAttributeHashes: hashes.styleAttributes,
    }),
  };
}

/**
 * The full header set for an HTML document, hashing its inline blocks into the CSP; with
 * `styleAttributes` (a server-rendered page) its `style` attributes too.
 */
export async function documentSecurityHeaders(
  html: string,
  options: { styleNonce?: string; styleAttributes?: boolean } = {},
): Promise<Record<string, string>> {
  return securityHeadersWith(await documentHashes(html, options), options.styleNonce);
}
