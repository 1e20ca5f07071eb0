// utm_source and shareCode from the URL are kept for the session and sent with the login payload.

export const ATTRIBUTION_STORAGE_KEYS = { utmSource: 'utmSource', shareCode: 'shareCode' } as const;
// URL parameter -> session storage key (docs/product.md §2, "Router behaviour").
const QUERY_TO_KEY = [
  ['utm_source', ATTRIBUTION_STORAGE_KEYS.utmSource],
  ['shareCode', ATTRIBUTION_STORAGE_KEYS.shareCode],
] as const;

export interface Attribution {
  utmSource?: string;
  shareCode?: string;
}

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

function sessionStorageOrNull(): KeyValueStorage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

/**
 * Stores utm_source and shareCode when each is a single non-empty string (a repeated parameter
 * is an array in the original router and is ignored). Returns what was stored.
 */
export function captureAttribution(
  search: string | URLSearchParams,
  storage: KeyValueStorage | null = sessionStorageOrNull(),
): Attribution {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const stored: Attribution = {};
  if (!storage) return stored;
  for (const [param, key] of QUERY_TO_KEY) {
    const values = params.getAll(param);
    const value = values[0];
    if (values.length !== 1 || !value) continue;
    storage.setItem(key, value);
    stored[key] = value;
  }
  return stored;
}

/** The captured attribution, for the login payload (`utmSource`, `shareCode`). */
export function readAttribution(
  storage: Pick<Storage, 'getItem'> | null = sessionStorageOrNull(),
): Attribution {
  const result: Attribution = {};
  if (!storage) return result;
  const utmSource = storage.getItem(ATTRIBUTION_STORAGE_KEYS.utmSource);
  const shareCode = storage.getItem(ATTRIBUTION_STORAGE_KEYS.shareCode);
  if (utmSource) result.utmSource = utmSource;
  if (shareCode) result.shareCode = shareCode;
  return result;
}
