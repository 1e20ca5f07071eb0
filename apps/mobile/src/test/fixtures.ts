// Sample data for stories and component tests, shaped like the API's answers.
export function art(label: string, color: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120"><rect width="120" height="120" rx="24" fill="${color}"/><text x="60" y="72" font-size="40" text-anchor="middle" fill="#fff" font-family="sans-serif">${label}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export const sampleGames = [
  {
    gameId: 1,
    gameName: 'Mobile Legends: Bang Bang',
    logo: art('ML', '#2856c8'),
    gameZonePath: 'mobile-legends-bang-bang',
    hotRank: 1,
  },
  {
    gameId: 2,
    gameName: 'Genshin Impact',
    logo: art('GI', '#7c3aed'),
    gameZonePath: 'genshin-impact-top-up',
    hotRank: 2,
  },
  {
    gameId: 3,
    gameName: 'Honkai: Star Rail',
    logo: art('HSR', '#0f766e'),
    gameZonePath: 'honkai-star-rail',
    hotRank: 3,
  },
  {
    gameId: 4,
    gameName: 'PUBG Mobile',
    logo: art('PG', '#b45309'),
    gameZonePath: 'pubg',
    hotRank: 4,
  },
  {
    gameId: 5,
    gameName: 'Zenless Zone Zero',
    logo: art('ZZZ', '#be123c'),
    gameZonePath: 'zenless-zone-zero',
    hotRank: 5,
  },
];
