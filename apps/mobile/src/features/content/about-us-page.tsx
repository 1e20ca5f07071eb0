export default function AboutUsPage() {
  return <main data-page="about-us-page" />;
}
