export default function CouponPage() {
  return <main data-page="coupon-page" />;
}
