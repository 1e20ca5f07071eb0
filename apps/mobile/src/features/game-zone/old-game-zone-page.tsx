export default function OldGameZonePage() {
  return <main data-page="old-game-zone-page" />;
}
