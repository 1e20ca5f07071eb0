export default function MyCustomerPage() {
  return <main data-page="my-customer-page" />;
}
