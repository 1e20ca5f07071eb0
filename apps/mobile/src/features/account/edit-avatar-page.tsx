export default function EditAvatarPage() {
  return <main data-page="edit-avatar-page" />;
}
