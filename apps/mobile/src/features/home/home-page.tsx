export default function HomePage() {
  return <main data-page="home-page" />;
}
