export default function MePage() {
  return <main data-page="me-page" />;
}
