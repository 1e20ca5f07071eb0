export default function PrivacyPage() {
  return <main data-page="privacy-page" />;
}
