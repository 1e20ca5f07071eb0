export default function ShortLinkPage() {
  return <main data-page="short-link-page" />;
}
