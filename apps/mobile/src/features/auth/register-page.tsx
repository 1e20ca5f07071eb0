export default function RegisterPage() {
  return <main data-page="register-page" />;
}
