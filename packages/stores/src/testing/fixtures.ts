import type {
  Coupon,
  Game,
  GameZone,
  OrderDetail,
  PaymentMethodInfo,
  Quote,
  UserInfo,
  UserInfoDetail,
} from '@gemlane/contract';

// Fixtures for both apps' stories and unit tests, shaped exactly like the contract (kit-free).
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

const usd = (amount: number) => ({ amount, currency: 'USD' as const });

export const ZONE: GameZone = {
  game: GAMES[4]!,
  description: 'Buy Mobile Legends diamonds with your User ID and Server ID.',
  deliveryMinutes: 10,
  packages: [
    {
      packageId: 1,
      gameId: 5,
      name: '50 + 5 Diamonds',
      quantity: 50,
      bonus: 5,
      kind: 'currency',
      price: usd(99),
      originalPrice: null,
      tag: null,
      image: GAMES[4]!.logo,
    },
    {
      packageId: 2,
      gameId: 5,
      name: '250 + 25 Diamonds',
      quantity: 250,
      bonus: 25,
      kind: 'currency',
      price: usd(449),
      originalPrice: usd(499),
      tag: null,
      image: GAMES[4]!.logo,
    },
    {
      packageId: 3,
      gameId: 5,
      name: '1,000 + 155 Diamonds',
      quantity: 1000,
      bonus: 155,
      kind: 'currency',
      price: usd(1999),
      originalPrice: null,
      tag: 'Best value',
      image: GAMES[4]!.logo,
    },
    {
      packageId: 4,
      gameId: 5,
      name: 'Weekly Diamond Pass',
      quantity: 0,
      bonus: 0,
      kind: 'pass',
      price: usd(199),
      originalPrice: null,
      tag: 'Popular',
      image: GAMES[4]!.logo,
    },
  ],
  accountFields: [
    {
      key: 'userId',
      label: 'User ID',
      placeholder: 'Enter your User ID',
      type: 'text',
      pattern: '^\\d{6,12}$',
      options: [],
      required: true,
      help: 'Find it in your in-game profile.',
    },
    {
      key: 'serverId',
      label: 'Server ID',
      placeholder: 'Server ID',
      type: 'text',
      pattern: '^\\d{1,6}$',
      options: [],
      required: true,
      help: 'The number in parentheses is the server ID.',
    },
  ],
  notices: [
    'Delivery usually takes about 10 minutes.',
    'Completed recharge orders cannot be cancelled or returned.',
  ],
  faq: [
    { question: 'How long does delivery take?', answer: 'About 10 minutes, at most 24 hours.' },
  ],
};

export const METHODS: PaymentMethodInfo[] = [
  {
    method: 'card',
    name: 'Credit / debit card',
    feeBasisPoints: 450,
    feeFixed: usd(20),
    feeText: '4.5% + $0.20',
    minAmount: usd(1000),
    maxAmount: usd(50000),
    currency: 'USD',
  },
  {
    method: 'wallet',
    name: 'Gemlane Wallet',
    feeBasisPoints: 390,
    feeFixed: usd(30),
    feeText: '3.9% + $0.30',
    minAmount: null,
    maxAmount: null,
    currency: 'USD',
  },
];

export const QUOTE: Quote = {
  items: [
    {
      packageId: 3,
      packageName: '1,000 + 155 Diamonds',
      gameId: 5,
      gameName: 'Mobile Legends: Bang Bang',
      quantity: 1,
      unitPrice: usd(1999),
      lineTotal: usd(1999),
    },
  ],
  subtotal: usd(1999),
  couponDiscount: usd(300),
  providerFee: usd(96),
  total: usd(1795),
  payMethod: 'card',
  coupon: { id: 11, applied: true, reason: null },
  cardLimits: { min: usd(1000), max: usd(50000) },
};

export const COUPONS: Coupon[] = [
  {
    id: 11,
    name: 'New player',
    kind: 'amount',
    offAmount: usd(300),
    offPercent: null,
    minimumOrder: usd(1000),
    cap: null,
    currency: 'USD',
    validUntil: '2026-12-31T00:00:00.000Z',
    status: 'available',
    orderId: null,
  },
  {
    id: 12,
    name: 'Weekend',
    kind: 'percent',
    offAmount: null,
    offPercent: 10,
    minimumOrder: usd(0),
    cap: usd(500),
    currency: 'USD',
    validUntil: '2026-06-30T00:00:00.000Z',
    status: 'used',
    orderId: 'GL1',
  },
  {
    id: 13,
    name: 'Spring',
    kind: 'amount',
    offAmount: usd(100),
    offPercent: null,
    minimumOrder: usd(500),
    cap: null,
    currency: 'USD',
    validUntil: '2025-04-30T00:00:00.000Z',
    status: 'expired',
    orderId: null,
  },
];

const line = {
  packageId: 3,
  packageName: '1,000 + 155 Diamonds',
  gameId: 5,
  gameName: 'Mobile Legends: Bang Bang',
  quantity: 1,
  unitPrice: usd(1999),
  lineTotal: usd(1999),
  playerId: '12345678',
  serverId: '2001',
  roleName: 'Layla',
  gameLogo: GAMES[4]!.logo,
};

export const ORDER: OrderDetail = {
  orderId: 'GL20251121ABCDEF',
  outTradeNo: 'PT20251121XYZ',
  status: 'complete',
  statusLabel: 'Complete',
  createdAt: '2025-11-21T10:00:00.000Z',
  subtotal: usd(1999),
  couponDiscount: usd(0),
  providerFee: usd(110),
  total: usd(2109),
  payMethod: 'card',
  items: [line],
  canCancel: false,
  canPay: false,
  refundStatus: null,
  couponId: null,
  timeline: [
    { status: 'paying', from: null, at: '2025-11-21T10:00:00.000Z', note: null },
    { status: 'checking', from: 'paying', at: '2025-11-21T10:01:00.000Z', note: 'Paid 21.09 USD' },
    { status: 'processing', from: 'checking', at: '2025-11-21T10:01:05.000Z', note: null },
    { status: 'complete', from: 'processing', at: '2025-11-21T10:03:00.000Z', note: 'Delivered' },
  ],
  payments: [
    {
      outTradeNo: 'PT20251121XYZ',
      payMethod: 'card',
      status: 'succeeded',
      amount: usd(2109),
      failureReason: null,
      createdAt: '2025-11-21T10:00:00.000Z',
    },
  ],
  refund: null,
};

export const FAILED_ORDER: OrderDetail = {
  ...ORDER,
  status: 'fail',
  statusLabel: 'Fail',
  timeline: [
    ...ORDER.timeline.slice(0, 3),
    {
      status: 'fail',
      from: 'processing',
      at: '2025-11-21T10:02:00.000Z',
      note: 'The publisher rejected the top-up; refunded 21.09 USD',
    },
  ],
  items: ORDER.items.map((item) => ({ ...item, gameZonePath: 'genshin-impact-top-up' })),
  refundStatus: 'succeeded',
  refund: {
    amount: usd(2109),
    at: '2025-11-21T10:02:00.000Z',
    status: 'succeeded',
    reason: 'The publisher rejected the top-up for this player ID',
    checkPlayerId: true,
  },
  payments: [{ ...ORDER.payments[0]!, status: 'refunded' }],
};

export const UNPAID_ORDER: OrderDetail = {
  ...ORDER,
  status: 'paymentFailed',
  statusLabel: 'Payment failed',
  canPay: true,
  canCancel: true,
  timeline: [
    ORDER.timeline[0]!,
    {
      status: 'paymentFailed',
      from: 'paying',
      at: '2025-11-21T10:01:00.000Z',
      note: 'Do Not Honor',
    },
  ],
  payments: [{ ...ORDER.payments[0]!, status: 'failed', failureReason: 'Do Not Honor' }],
};

export const PROFILE: UserInfo = {
  uid: '10000001',
  nickname: 'PlayerOne',
  username: 'PlayerOne',
  avatar: USER.avatar,
  email: 'player@example.com',
  emailBindStatus: 'valid',
  loginType: 'email',
  hasPassword: true,
  language: 'en',
  currency: 'USD',
  nicknameChangeableAt: null,
  avatarChangeableAt: null,
  shareCode: 'DEMO2025',
  createdAt: '2025-01-05T00:00:00.000Z',
};
