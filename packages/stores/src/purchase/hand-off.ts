// The hand-off to the provider's hosted checkout and the way back: the checkout returns the
// shopper to `<this origin>/payment-result?outTradeNo=...` (the server keeps only the origin).

export const PAYMENT_RESULT_PATH = '/payment-result';

export function paymentReturnUrl(origin: string = globalThis.location?.origin ?? ''): string {
  return `${origin}${PAYMENT_RESULT_PATH}`;
}

/** A full-page load of the checkout (it lives on the API origin, outside the app's router). */
export function openHostedCheckout(payUrl: string): void {
  globalThis.location.assign(payUrl);
}
