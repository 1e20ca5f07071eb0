export default function EmailBindingPage() {
  return <main data-page="email-binding-page" />;
}
