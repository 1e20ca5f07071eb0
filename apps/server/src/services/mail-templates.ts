// The e-mails the server sends, in the request's language; HTML with every value escaped.
import { VERIFICATION_CODE, type LanguageCode } from '@gemlane/contract';
import { escapeHtml } from '../lib/highlight.ts';
import { t } from '../lib/i18n.ts';
import type { Mail } from './mail.ts';

function layout(
  lng: LanguageCode,
  paragraphs: string[],
  action?: { href: string; label: string },
  footer = t(lng, 'mail.footer'),
): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('');
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.href)}" style="background:#6d28d9;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none">${escapeHtml(action.label)}</a></p>`
    : '';
  return `<!doctype html><html lang="${lng}"><body style="font-family:system-ui,sans-serif;color:#1f2937;max-width:560px;margin:0 auto;padding:24px">
<h1 style="font-size:20px;color:#6d28d9">Gemlane</h1>${body}${button}
<p style="font-size:12px;color:#6b7280">${escapeHtml(footer)}</p></body></html>`;
}

function mail(
  lng: LanguageCode,
  to: string,
  kind: string,
  subject: string,
  lines: string[],
  action?: { href: string; label: string },
  footer = t(lng, 'mail.footer'),
): Mail {
  const all = [t(lng, 'mail.greeting'), ...lines];
  const text = [...all, ...(action ? [action.href] : []), footer].join('\n\n');
  return { to, kind, subject, text, html: layout(lng, all, action, footer) };
}

const minutes = VERIFICATION_CODE.ttlMs / 60_000;

export function codeMail(
  lng: LanguageCode,
  to: string,
  purpose: 'register' | 'reset' | 'bind' | 'change',
  code: string,
): Mail {
  return mail(lng, to, `${purpose}-code`, t(lng, `mail.${purpose}Subject`, { code }), [
    t(lng, `mail.${purpose}Body`, { code, minutes }),
  ]);
}

export function accountExistsMail(lng: LanguageCode, to: string, loginLink: string): Mail {
  return mail(lng, to, 'account-exists', t(lng, 'mail.accountExistsSubject'), [
    t(lng, 'mail.accountExistsBody', { link: loginLink }),
  ]);
}

export function subscribeMail(lng: LanguageCode, to: string, link: string): Mail {
  return mail(
    lng,
    to,
    'subscribe-confirm',
    t(lng, 'mail.subscribeSubject'),
    [t(lng, 'mail.subscribeBody', { link })],
    { href: link, label: t(lng, 'mail.subscribeButton') },
  );
}

/**
 * An order notice (refund, receipt): the lines are already in `lng`. It answers an order of the
 * account, so its footer says so (never "if you did not ask for it, ignore it").
 */
export function orderMail(
  lng: LanguageCode,
  to: string,
  kind: 'order-refunded' | 'order-receipt',
  subject: string,
  lines: string[],
): Mail {
  return mail(lng, to, kind, subject, lines, undefined, t(lng, 'mail.orderFooter'));
}

/**
 * An address shown in a notice without handing it out whole: the first character of the local
 * part and of the domain, the top-level domain (`n***@e***.com`).
 */
export function maskEmail(address: string): string {
  const at = address.lastIndexOf('@');
  const local = address.slice(0, at);
  const domain = address.slice(at + 1);
  const dot = domain.lastIndexOf('.');
  const host = dot > 0 ? domain.slice(0, dot) : domain;
  const tld = dot > 0 ? domain.slice(dot) : '';
  return `${local.slice(0, 1)}***@${host.slice(0, 1)}***${tld}`;
}

/**
 * To the old login address after a change: the new address (masked), when, and what to do when
 * it was not the owner.
 */
export function emailChangedMail(
  lng: LanguageCode,
  to: string,
  newEmail: string,
  at: Date,
  helpLink: string,
): Mail {
  const date = at.toISOString().replace('T', ' ').slice(0, 16) + ' UTC';
  return mail(lng, to, 'email-changed', t(lng, 'mail.emailChangedSubject'), [
    t(lng, 'mail.emailChangedBody', { email: maskEmail(newEmail), date }),
    t(lng, 'mail.emailChangedNotYou', { link: helpLink }),
  ]);
}
