// The purchase journey's headless hooks ("controllers"); the apps render them with their kit.
export {
  usePurchase,
  type PurchaseView,
  type BuyOutcome,
  type UsePurchaseOptions,
} from './use-purchase.ts';
export { useCartCheckout, type CartCheckoutView } from './use-cart-checkout.ts';
export {
  usePaymentOptions,
  type PaymentOptionsView,
  type Translate,
} from './use-payment-options.ts';
export {
  useOrderTracker,
  refundOf,
  type OrderTrackerView,
  type RefundInfo,
} from './use-order-tracker.ts';
export {
  useOrderActions,
  useUnpaidOrders,
  type OrderActionsView,
  type UnpaidOrdersView,
} from './use-unpaid-orders.ts';
export { usePaymentReturn, type PaymentReturnView } from './use-payment-return.ts';
