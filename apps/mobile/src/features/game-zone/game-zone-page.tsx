export default function GameZonePage() {
  return <main data-page="game-zone-page" />;
}
