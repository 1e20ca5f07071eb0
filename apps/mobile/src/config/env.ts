// The build-time settings of the mobile app, read and checked in this one file (each runtime reads its settings in one place).
function optionalUrl(name: string, value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    return new URL(value).href;
  } catch {
    throw new Error(`${name} must be an absolute URL, got "${value}"`);
  }
}

/** The customer service desk outside the site (docs/product.md §2: support link outside the app). */
export const SUPPORT_URL =
  optionalUrl('VITE_SUPPORT_URL', import.meta.env.VITE_SUPPORT_URL as string | undefined) ??
  'https://support.gemlane.com/hc';
