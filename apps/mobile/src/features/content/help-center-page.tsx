export default function HelpCenterPage() {
  return <main data-page="help-center-page" />;
}
