/** The confirmation link's query parameters (docs/product.md §2). A module of their own: an app can
 * check for the link without loading the confirmation code. */
export const SUBSCRIBE_TOKEN_PARAM = 'subscribeToken';
export const SUBSCRIBE_EMAIL_PARAM = 'email';
