export default function BlogListPage() {
  return <main data-page="blog-list-page" />;
}
