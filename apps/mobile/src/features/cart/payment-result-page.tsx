export default function PaymentResultPage() {
  return <main data-page="payment-result-page" />;
}
