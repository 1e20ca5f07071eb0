export default function SwitchGamePage() {
  return <main data-page="switch-game-page" />;
}
