import type { Game, UserInfoDetail } from '@gemlane/contract';

// Shared fixtures for stories and unit tests, shaped exactly like the contract.
const art = (slug: string, hue: number) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="12" fill="hsl(${hue} 70% 55%)"/><text x="32" y="40" font-size="22" text-anchor="middle" fill="#fff" font-family="Arial">${slug}</text></svg>`,
  )}`;

const NAMES = [
  ['Genshin Impact', 'genshin-impact-top-up', 'GI'],
  ['Honkai: Star Rail', 'honkai-star-rail', 'HSR'],
  ['Zenless Zone Zero', 'zenless-zone-zero', 'ZZZ'],
  ['PUBG Mobile', 'pubg', 'PM'],
  ['Mobile Legends: Bang Bang', 'mobile-legends-bang-bang', 'ML'],
  ['Wuthering Waves', 'wuthering-waves', 'WW'],
  ['Free Fire', 'free-fire', 'FF'],
  ['Valorant', 'valorant', 'VA'],
  ['Call of Duty Mobile', 'cod-mobile', 'CD'],
] as const;

export const GAMES: Game[] = NAMES.map(([gameName, gameZonePath, short], i) => ({
  gameId: i + 1,
  gameName,
  logo: art(short, i * 40),
  gameZonePath,
  gameConfigId: 100 + i,
  category: i % 2 ? 'rpg' : 'shooter',
  categoryName: i % 2 ? 'RPG' : 'Shooter',
  chargeType: 'direct',
  hotRank: i < 8 ? i + 1 : null,
  isNew: i > 5,
  publisher: 'Studio',
  currencyName: 'Crystals',
}));

export const USER: UserInfoDetail = {
  nickname: 'PlayerOne',
  uid: '10086421',
  avatar: art('P1', 260),
  processingOrderCount: 2,
  availableCouponCount: 3,
};
