// The purchase journey's headless hooks ("controllers"); the apps render them with their kit.
export {
  usePurchase,
  buyReadiness,
  type BuyHintKey,
  type PurchaseView,
  type BuyOutcome,
  type UsePurchaseOptions,
} from './use-purchase.ts';
export { checkoutReady, useCartCheckout, type CartCheckoutView } from './use-cart-checkout.ts';
export {
  codeMisfitMessage,
  couponCodeBoxState,
  usePaymentOptions,
  type CouponCodeBoxProps,
  type CouponCodeBoxState,
  type CouponCodeView,
  type PaymentOptionsView,
  type Translate,
} from './use-payment-options.ts';
export { useOrderTracker, type OrderTrackerView } from './use-order-tracker.ts';
export { useOrderActions, type OrderActionsView } from './use-order-actions.ts';
export { usePaymentReturn, type PaymentReturnView } from './use-payment-return.ts';
