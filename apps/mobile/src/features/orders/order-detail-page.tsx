export default function OrderDetailPage() {
  return <main data-page="order-detail-page" />;
}
