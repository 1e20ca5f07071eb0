export default function TermsPage() {
  return <main data-page="terms-page" />;
}
