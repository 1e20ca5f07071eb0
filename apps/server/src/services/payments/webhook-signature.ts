// Timestamped HMAC signatures of provider webhooks: `t=<unix s>,v1=<hex HMAC-SHA256("<t>.<raw body>")>`.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_HEADER = 'gemlane-signature';
/** A webhook older (or newer) than this is refused, so a captured one cannot be replayed later. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

const hmac = (secret: string, timestamp: number, rawBody: string): string =>
  createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');

export function signWebhook(secret: string, rawBody: string, timestamp: number): string {
  return `t=${timestamp},v1=${hmac(secret, timestamp, rawBody)}`;
}

export type SignatureCheck =
  { ok: true } | { ok: false; reason: 'malformed' | 'stale' | 'mismatch' };

export function verifyWebhook(
  secret: string,
  rawBody: string,
  header: string | undefined,
  nowSeconds: number,
  toleranceSeconds = WEBHOOK_TOLERANCE_SECONDS,
): SignatureCheck {
  const parts = new Map(
    (header ?? '').split(',').map((part) => {
      const at = part.indexOf('=');
      return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const;
    }),
  );
  const t = Number(parts.get('t'));
  const v1 = parts.get('v1') ?? '';
  if (!Number.isInteger(t) || !/^[0-9a-f]{64}$/.test(v1)) return { ok: false, reason: 'malformed' };
  if (Math.abs(nowSeconds - t) > toleranceSeconds) return { ok: false, reason: 'stale' };
  const expected = Buffer.from(hmac(secret, t, rawBody), 'hex');
  return timingSafeEqual(expected, Buffer.from(v1, 'hex'))
    ? { ok: true }
    : { ok: false, reason: 'mismatch' };
}
