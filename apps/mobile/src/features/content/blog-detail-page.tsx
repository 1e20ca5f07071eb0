export default function BlogDetailPage() {
  return <main data-page="blog-detail-page" />;
}
