export default function LoginPage() {
  return <main data-page="login-page" />;
}
