// The per-response style nonce of a page: the edge writes it into the page and its CSP
// (`style-src 'self' 'nonce-…'`), the app hands it to its UI kit, whose run-time <style>s carry it.
// Dependency-free and web-standard: imported by apps/edge and apps/desktop as `@gemlane/env/style-nonce`.

/** `<meta name="gemlane:style-nonce" nonce="…">`: where a page carries its nonce. */
export const STYLE_NONCE_META = 'gemlane:style-nonce';

/** A fresh nonce: 128 random bits, base64. */
export function newStyleNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** `html` with the nonce's meta as the first element of <head>. */
export function withStyleNonce(html: string, nonce: string): string {
  return html.replace(/<head>/i, `<head><meta name="${STYLE_NONCE_META}" nonce="${nonce}">`);
}

/** What is read of a page (the DOM's Document; this package has no DOM types). */
export interface PageWithNonce {
  querySelector(
    selector: string,
  ): { nonce?: string; getAttribute(name: string): string | null } | null;
}

/**
 * The nonce of the page in `doc`, or undefined (no such meta: Storybook, tests, a page without
 * one). Read from the element's `nonce` property: browsers hide the attribute's value from markup.
 */
export function readStyleNonce(doc: PageWithNonce | undefined): string | undefined {
  const meta = doc?.querySelector(`meta[name="${STYLE_NONCE_META}"]`);
  return meta?.nonce || meta?.getAttribute('nonce') || undefined;
}
