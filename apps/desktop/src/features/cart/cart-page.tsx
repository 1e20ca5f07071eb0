import { useCartCheckout } from '@gemlane/stores/purchase/react';
import { lazy } from 'react';
import { useCouponCodeBox } from '../../components/coupon-code-box.tsx';

// The cart needs a login: a logged-out visitor is sent to /login before this page renders, so the
// view (antd Select, Radio, InputNumber and the price summary) loads only for shoppers who see it.
const loadCartView = () => import('./cart-view.tsx');
const CartView = lazy(() => loadCartView().then((m) => ({ default: m.CartView })));

export default function CartPage() {
  // The lines stay until the order holding them is paid: backing out of the checkout keeps them.
  const cart = useCartCheckout();
  const couponCode = useCouponCodeBox(cart.coupons.code);
  return (
    <CartView
      lines={cart.lines}
      onQuantity={cart.setQuantity}
      onRemove={cart.remove}
      methods={cart.methods.options}
      methodsLoading={cart.methods.loading}
      payMethod={cart.methods.selected}
      onPayMethod={cart.methods.select}
      coupons={cart.coupons.fits}
      couponsLoading={cart.coupons.loading}
      coupon={cart.coupons.selected}
      onCoupon={cart.coupons.choose}
      couponCode={couponCode}
      quote={cart.quote}
      quoting={cart.quoting}
      onCheckout={() => void cart.checkout()}
      checkingOut={cart.checkingOut}
      canCheckout={cart.canCheckout}
    />
  );
}
