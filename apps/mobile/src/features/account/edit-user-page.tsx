export default function EditUserPage() {
  return <main data-page="edit-user-page" />;
}
