export default function SearchPage() {
  return <main data-page="search-page" />;
}
