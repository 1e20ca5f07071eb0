// Templates the server composes names with (packages, coupons); translated like any seed text.
/** Names a server composes from data (packages, coupons); placeholders filled at answer time. */
export const COMPOSED = {
  package: '{{quantity}} {{item}}',
  packageWithBonus: '{{quantity}} + {{bonus}} {{item}}',
  couponAmount: '{{off}} off, no minimum',
  couponAmountMin: '{{off}} off orders from {{min}}',
  couponPercent: '{{percent}} off',
  couponPercentCap: '{{percent}} off, up to {{cap}}',
  couponPercentMin: '{{percent}} off orders from {{min}}',
  couponPercentMinCap: '{{percent}} off orders from {{min}}, up to {{cap}}',
} as const;
