export default function CartPage() {
  return <main data-page="cart-page" />;
}
