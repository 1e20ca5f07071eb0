export default function ResetPasswordPage() {
  return <main data-page="reset-password-page" />;
}
