// The sandbox provider's hosted checkout page (HTML): amount, channel, card form with the test
// cards, or the wallet button. The form posts back here; success or decline both return the
// shopper to `<storefront origin>/payment-result?outTradeNo=...`; the cancel link adds
// `&return=cancelled`, and the page opened again after the payment ended adds `&return=back`.
import { Hono, type Context } from 'hono';
import type { CurrencyCode, LanguageCode } from '@gemlane/contract';
import { formatMoney } from '@gemlane/i18n/format';
import type { Config } from '../../config.ts';
import type { AppEnv } from '../../lib/context.ts';
import { resolveLocale, t, type Vars } from '../../lib/i18n.ts';
import { loadCheckout, resultUrl, submitCheckout } from '../../services/payments/checkout.ts';
import { PAYMENT_FEES } from '@gemlane/contract';
import { feeTextOf } from '../../services/pricing/fees.ts';
import { usdIn } from '../../services/pricing/convert.ts';
import { cardLimitsOf } from '../../services/payments/card-usage.ts';
import { paymentDepsOf } from '../../services/payments/deps.ts';
import {
  cardForm,
  checkoutSignatureValid,
  SANDBOX_CHECKOUT_PATH,
} from '../../services/payments/sandbox.ts';
import {
  bankAdviceOf,
  DECLINE_REASONS,
  SANDBOX_TEST_CARDS,
} from '../../services/payments/test-cards.ts';

const esc = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch,
  );

/** Money as the shop writes it (the one money format of @gemlane/i18n). */
export const formatAmount = (amount: number, currency: CurrencyCode, lng: LanguageCode): string =>
  formatMoney(amount, currency, lng);

const STYLE = `
  *{box-sizing:border-box}body{margin:0;font:15px/1.5 system-ui,-apple-system,Segoe UI,Roboto,sans-serif;background:#f2f4f8;color:#1d2433}
  main{max-width:460px;margin:32px auto;padding:0 16px}
  .card{background:#fff;border-radius:14px;box-shadow:0 4px 24px rgba(20,30,60,.08);padding:24px;margin-bottom:16px}
  .brand{font-weight:700;color:#5b4bff;letter-spacing:.02em}.sandbox{font-size:12px;background:#fff3cd;color:#7a5b00;border-radius:6px;padding:2px 8px;margin-left:8px}
  h1{font-size:28px;margin:8px 0 4px}.muted{color:#66708a;font-size:13px}
  label{display:block;font-size:13px;color:#44506a;margin:14px 0 4px}
  input{width:100%;padding:11px 12px;border:1px solid #cfd5e2;border-radius:9px;font-size:15px}
  .row{display:flex;gap:12px}.row>div{flex:1}
  button{width:100%;margin-top:20px;padding:13px;border:0;border-radius:10px;background:#5b4bff;color:#fff;font-size:16px;font-weight:600;cursor:pointer}
  .error{background:#fdecec;color:#a32020;border-radius:9px;padding:10px 12px;margin-top:12px}
  table{width:100%;border-collapse:collapse;font-size:13px}td{padding:6px 4px;border-top:1px solid #eef0f5}code{font-size:13px}
  a{color:#5b4bff}
`;

/** The page's texts in one language (`checkout.*` and `commerce.*` of server.json). */
type Tr = { lng: LanguageCode; t: (key: string, vars?: Vars) => string };
const translatorFor = (lng: LanguageCode): Tr => ({ lng, t: (key, vars) => t(lng, key, vars) });

function page(tr: Tr, title: string, body: string): string {
  return `<!doctype html><html lang="${tr.lng}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${esc(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

const brand = (tr: Tr) =>
  `<div class="brand">Gemlane Pay<span class="sandbox">${esc(tr.t('checkout.sandbox'))}</span></div>`;

function messagePage(tr: Tr, title: string, text: string, back?: string): string {
  return page(
    tr,
    title,
    `<div class="card">${brand(tr)}<h1>${esc(title)}</h1><p>${esc(text)}</p>${
      back ? `<p><a href="${esc(back)}">${esc(tr.t('checkout.back'))}</a></p>` : ''
    }</div>`,
  );
}

const invalidLinkPage = (tr: Tr) =>
  messagePage(tr, tr.t('checkout.notFoundTitle'), tr.t('checkout.notFoundText'));

type Loaded = NonNullable<Awaited<ReturnType<typeof loadCheckout>>>;

function checkoutPage(
  tr: Tr,
  config: Config,
  view: Loaded,
  sig: string,
  error: string | null,
  values: Record<string, string> = {},
): string {
  const { payment, order, items, cx } = view;
  // Rules held in US cents, written in the order's currency at its rate, as the store quotes them.
  const inOrderCurrency = usdIn(cx, tr.lng);
  const advice = bankAdviceOf(payment.amountUsd, inOrderCurrency);
  const action = `${SANDBOX_CHECKOUT_PATH}/${encodeURIComponent(payment.outTradeNo)}?lang=${tr.lng}`;
  const amount = formatAmount(payment.amount, payment.currency, tr.lng);
  const limits = cardLimitsOf(config);
  const fee = PAYMENT_FEES[payment.method];
  const lines = items
    .map(
      (i) =>
        `<tr><td>${esc(i.gameName)} · ${esc(i.packageName)} × ${i.quantity}</td><td>${esc(i.roleName)}</td></tr>`,
    )
    .join('');
  const errorBox = error ? `<div class="error" role="alert">${esc(error)}</div>` : '';
  const v = (k: string) => esc(values[k] ?? '');
  const form =
    payment.method === 'card'
      ? `<form method="post" action="${esc(action)}">
  <input type="hidden" name="sig" value="${esc(sig)}">
  <label for="cardNumber">${esc(tr.t('checkout.cardNumber'))}</label><input id="cardNumber" name="cardNumber" inputmode="numeric" autocomplete="cc-number" value="${v('cardNumber')}" required>
  <div class="row"><div><label for="expiry">${esc(tr.t('checkout.expiry'))}</label><input id="expiry" name="expiry" placeholder="12/30" value="${v('expiry')}" required></div>
  <div><label for="cvc">${esc(tr.t('checkout.cvc'))}</label><input id="cvc" name="cvc" inputmode="numeric" value="${v('cvc')}" required></div></div>
  <label for="holderName">${esc(tr.t('checkout.holderName'))}</label><input id="holderName" name="holderName" autocomplete="cc-name" value="${v('holderName')}" required>
  ${errorBox}
  <button type="submit">${esc(tr.t('checkout.payCard', { amount }))}</button>
</form>`
      : `<form method="post" action="${esc(action)}"><input type="hidden" name="sig" value="${esc(sig)}">
  <p>${esc(tr.t('checkout.walletNote'))}</p>${errorBox}
  <button type="submit">${esc(tr.t('checkout.payWallet', { amount }))}</button></form>`;
  const cardLabel = (outcome: (typeof SANDBOX_TEST_CARDS)[number]['outcome']) =>
    outcome === 'success'
      ? tr.t('checkout.testCardSuccess')
      : tr.t('checkout.testCardDeclined', { reason: DECLINE_REASONS[outcome] });
  const testCards =
    payment.method === 'card'
      ? `<div class="card"><strong>${esc(tr.t('checkout.testCards'))}</strong> <span class="muted">${esc(tr.t('checkout.testCardsHint'))}</span>
<table>${SANDBOX_TEST_CARDS.map((c) => `<tr><td><code>${c.number.replace(/(\d{4})(?=\d)/g, '$1 ')}</code></td><td>${esc(cardLabel(c.outcome))}</td></tr>`).join('')}</table>
<p class="muted">${esc(tr.t('checkout.otherCards', { advice: tr.t(advice.key, advice.vars) }))}</p>
<p class="muted">${esc(
          tr.t('checkout.cardRules', {
            min: inOrderCurrency(limits.minUsdMinor),
            max: inOrderCurrency(limits.maxUsdMinor),
          }),
        )}</p></div>`
      : '';
  const channel = tr.t(
    payment.method === 'card' ? 'checkout.channelCard' : 'checkout.channelWallet',
  );
  return page(
    tr,
    tr.t('checkout.title'),
    `<div class="card">${brand(tr)}
<div class="muted">${esc(tr.t('checkout.order', { id: order.id }))} · ${esc(payment.outTradeNo)}</div>
<h1>${esc(amount)}</h1>
<div class="muted">${esc(
      tr.t('checkout.channel', {
        channel,
        fee: feeTextOf(payment.method, cx.money(cx.fromUsd(fee.fixedUsdMinor)), tr.lng),
        amount: formatAmount(order.providerFee, payment.currency, tr.lng),
      }),
    )}</div>
<table>${lines}</table>
${form}
<p class="muted"><a href="${esc(resultUrl(order.returnOrigin, payment.outTradeNo, 'cancelled'))}">${esc(tr.t('checkout.cancel'))}</a></p></div>${testCards}`,
  );
}

/** The shopper's language: `lang` of the link (set from the order's request), else x-locale. */
const pageLanguage = (c: Context<AppEnv>): LanguageCode =>
  c.req.query('lang') ? resolveLocale(c.req.query('lang')) : c.get('locale');

function html(c: Context<AppEnv>, body: string, status: 200 | 400 | 404 | 409 = 200): Response {
  const origins = c.get('deps').config.publicOrigins.join(' ');
  c.header('cache-control', 'no-store');
  c.header('referrer-policy', 'no-referrer');
  // No script at all; the form may only post here and (after the redirect) land on a storefront.
  c.header(
    'content-security-policy',
    `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${origins}; frame-ancestors 'none'; base-uri 'none'`,
  );
  return c.html(body, status);
}

export function sandboxCheckoutRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const path = `${SANDBOX_CHECKOUT_PATH}/:outTradeNo`;

  app.get(path, async (c) => {
    const deps = c.get('deps');
    const outTradeNo = c.req.param('outTradeNo');
    const tr = translatorFor(pageLanguage(c));
    const sig = c.req.query('sig') ?? '';
    const view = checkoutSignatureValid(deps.config, outTradeNo, sig)
      ? await loadCheckout(deps.db, outTradeNo)
      : undefined;
    if (!view) return html(c, invalidLinkPage(tr), 404);
    if (view.order.status === 'cancelled')
      return html(
        c,
        messagePage(tr, tr.t('checkout.cancelledTitle'), tr.t('commerce.orderCancelled')),
        409,
      );
    // Opened again once the payment is over (the browser's Back from the result page).
    if (view.payment.status !== 'created')
      return c.redirect(resultUrl(view.order.returnOrigin, outTradeNo, 'back'), 303);
    return html(c, checkoutPage(tr, deps.config, view, sig, null));
  });

  app.post(path, async (c) => {
    const deps = c.get('deps');
    const tr = translatorFor(pageLanguage(c));
    const outTradeNo = c.req.param('outTradeNo');
    const form = (await c.req.parseBody().catch(() => ({}))) as Record<string, unknown>;
    const str = (k: string) => (typeof form[k] === 'string' ? (form[k] as string) : '');
    const sig = str('sig');
    if (!checkoutSignatureValid(deps.config, outTradeNo, sig))
      return html(c, invalidLinkPage(tr), 404);
    const card = cardForm.safeParse({
      cardNumber: str('cardNumber'),
      expiry: str('expiry'),
      cvc: str('cvc'),
      holderName: str('holderName'),
    });
    const answer = await submitCheckout(
      paymentDepsOf(deps),
      outTradeNo,
      card.success ? card.data : null,
      tr.lng,
    );
    if (answer.kind === 'redirect') return c.redirect(answer.location, 303);
    const message = tr.t(answer.messageKey, answer.vars);
    const view = await loadCheckout(deps.db, outTradeNo);
    if (!view || answer.status !== 400)
      return html(
        c,
        messagePage(
          tr,
          tr.t('checkout.problemTitle'),
          message,
          view ? resultUrl(view.order.returnOrigin, outTradeNo) : undefined,
        ),
        answer.status,
      );
    const { cvc: _cvc, ...kept } = card.success ? card.data : { cvc: '' };
    return html(c, checkoutPage(tr, deps.config, view, sig, message, kept), 400);
  });

  return app;
}
