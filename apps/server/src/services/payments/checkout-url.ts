// Where a provider's hosted checkout sends the shopper back to, for every provider.

/**
 * `<storefront origin>/payment-result?outTradeNo=...`. `way` says how they left the checkout when
 * it is not the end of a payment: `cancelled` by the cancel link; `back` when the checkout is
 * opened again after the payment finished (the browser's Back), so the storefront can step back
 * past it.
 */
export const resultUrl = (returnOrigin: string, outTradeNo: string, way?: 'cancelled' | 'back') =>
  `${returnOrigin}/payment-result?outTradeNo=${encodeURIComponent(outTradeNo)}${
    way ? `&return=${way}` : ''
  }`;
