export default function SettingPage() {
  return <main data-page="setting-page" />;
}
