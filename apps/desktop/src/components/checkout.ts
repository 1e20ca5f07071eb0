/** A fresh key per purchase attempt: the server answers a repeated key with the same order. */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

/** Where the hosted checkout sends the shopper back to (the server appends `?outTradeNo=`). */
export function paymentReturnUrl(): string {
  return `${window.location.origin}/payment-result`;
}
