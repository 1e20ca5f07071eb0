// The contract's defineEndpoint widens `fullResponse` to `boolean`, so types alone cannot tell which
// calls resolve with the envelope; this list tells them, and full-response.test.ts keeps it equal to
// the runtime flags of the contract (drop it once defineEndpoint keeps the literal).
export const FULL_RESPONSE_CALLS = [
  'sendEmailRegisterVerification',
  'verifyRegisterEmail',
  'sendEmailForgetPasswordVerification',
  'verifyForgetPasswordEmail',
  'sendEmailBindCode',
  'bindEmail',
  'sendSubscribeEmail',
  'confirmSubscribe',
  'cancelSubscribe',
] as const;

export type FullResponseCall = (typeof FULL_RESPONSE_CALLS)[number];
