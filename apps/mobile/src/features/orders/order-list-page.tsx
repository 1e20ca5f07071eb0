export default function OrderListPage() {
  return <main data-page="order-list-page" />;
}
