// Sample staff data for stories and component tests: shaped by the contract's types.
import type {
  AdminAuditRow,
  AdminCustomer,
  AdminCoupon,
  AdminGame,
  AdminOrderDetail,
  AdminOrderRow,
} from '@gemlane/contract';

export const ORDER_ROW: AdminOrderRow = {
  orderId: 'GL20261128K7Q2M9XP',
  status: 'processing',
  total: { amount: 2089, currency: 'USD' },
  createdAt: '2026-11-28T09:12:00.000Z',
  email: 'jane@example.com',
  uid: '10000042',
  gameName: 'Genshin Impact',
  packageName: '300 Genesis Crystals',
  playerId: '800000001',
};

export const ORDER_ROWS: AdminOrderRow[] = [
  ORDER_ROW,
  {
    ...ORDER_ROW,
    orderId: 'GL20261128AAAA1111',
    status: 'complete',
    total: { amount: 1500, currency: 'JPY' },
    createdAt: '2026-11-28T08:00:00.000Z',
  },
  {
    ...ORDER_ROW,
    orderId: 'GL20261127BBBB2222',
    status: 'fail',
    createdAt: '2026-11-27T20:00:00.000Z',
  },
];

export const AUDIT: AdminAuditRow[] = [
  {
    id: 2,
    staffEmail: 'support@staff.gemlane.test',
    role: 'support',
    action: 'order.retryDelivery',
    targetType: 'order',
    targetId: ORDER_ROW.orderId,
    before: { status: 'processing' },
    after: { runAt: '2026-11-28T10:00:00.000Z' },
    reason: 'Shopper asked where the top-up is',
    ip: '203.0.113.7',
    createdAt: '2026-11-28T10:00:00.000Z',
  },
  {
    id: 1,
    staffEmail: 'support@staff.gemlane.test',
    role: 'support',
    action: 'order.note',
    targetType: 'order',
    targetId: ORDER_ROW.orderId,
    before: null,
    after: { note: 'Shopper wrote in' },
    reason: null,
    ip: '203.0.113.7',
    createdAt: '2026-11-28T09:59:00.000Z',
  },
];

export const ORDER_DETAIL: AdminOrderDetail = {
  order: {
    ...ORDER_ROW,
    subtotal: { amount: 1999, currency: 'USD' },
    couponDiscount: { amount: 0, currency: 'USD' },
    providerFee: { amount: 90, currency: 'USD' },
    payMethod: 'card',
    fulfilmentDeadline: '2026-11-29T09:13:00.000Z',
    updatedAt: '2026-11-28T09:13:00.000Z',
  },
  items: [
    {
      gameName: 'Genshin Impact',
      packageName: '300 Genesis Crystals',
      quantity: 1,
      lineTotal: { amount: 1999, currency: 'USD' },
      playerId: '800000001',
      serverId: 'os_asia',
      roleName: 'Traveler',
    },
  ],
  timeline: [
    {
      fromStatus: null,
      toStatus: 'paying',
      event: 'order.created',
      note: null,
      createdAt: '2026-11-28T09:12:00.000Z',
    },
    {
      fromStatus: 'paying',
      toStatus: 'checking',
      event: 'payment.succeeded',
      note: 'Paid $20.89',
      createdAt: '2026-11-28T09:12:30.000Z',
    },
    {
      fromStatus: 'checking',
      toStatus: 'processing',
      event: 'fulfilment.started',
      note: null,
      createdAt: '2026-11-28T09:13:00.000Z',
    },
  ],
  payments: [
    {
      outTradeNo: 'PT20261128ABCDEFGHIJ',
      provider: 'sandbox',
      method: 'card',
      amount: { amount: 2089, currency: 'USD' },
      status: 'succeeded',
      failureReason: null,
      createdAt: '2026-11-28T09:12:05.000Z',
      updatedAt: '2026-11-28T09:12:30.000Z',
    },
  ],
  deliveries: [
    {
      jobId: 41,
      status: 'queued',
      attempts: 3,
      lastError: 'publisher unreachable',
      runAt: '2026-11-28T09:20:00.000Z',
      createdAt: '2026-11-28T09:12:30.000Z',
      updatedAt: '2026-11-28T09:16:00.000Z',
    },
  ],
  refunds: [],
  notes: [
    {
      staffEmail: 'support@staff.gemlane.test',
      body: 'Shopper wrote in',
      createdAt: '2026-11-28T09:59:00.000Z',
    },
  ],
  audit: AUDIT,
  canRetryDelivery: true,
  canRefund: false,
};

export const CUSTOMER: AdminCustomer = {
  uid: '10000042',
  email: 'jane@example.com',
  nickname: 'jane',
  loginType: 'email',
  language: 'de',
  createdAt: '2026-10-01T12:00:00.000Z',
  blocked: null,
};

export const GAMES: AdminGame[] = [
  {
    gameId: 1,
    name: 'Genshin Impact',
    zonePath: 'genshin-impact-top-up',
    active: true,
    packages: [
      { packageId: 11, name: '60 Genesis Crystals', priceUsdCents: 99, active: true },
      { packageId: 12, name: '300 Genesis Crystals', priceUsdCents: 499, active: false },
    ],
  },
];

export const COUPONS: AdminCoupon[] = [
  {
    templateId: 7,
    code: 'SPRING150',
    name: 'Spring sale',
    kind: 'amount',
    offAmountUsd: 150,
    offPercent: null,
    minimumOrderUsd: 500,
    capUsd: null,
    validDays: 14,
    totalQuantity: 100,
    onHome: false,
    forNewUsers: false,
    active: true,
    createdAt: '2026-03-01T09:00:00.000Z',
    claimed: 12,
    used: 2,
    orders: [
      { orderId: 'GL20260302A1B2C3', usedAt: '2026-03-02T10:15:00.000Z' },
      { orderId: 'GL20260301D4E5F6', usedAt: '2026-03-01T18:40:00.000Z' },
    ],
  },
  {
    templateId: 3,
    code: 'TENOFF',
    name: '10% off',
    kind: 'percent',
    offAmountUsd: null,
    offPercent: 10,
    minimumOrderUsd: 0,
    capUsd: 500,
    validDays: 30,
    totalQuantity: null,
    onHome: true,
    forNewUsers: false,
    active: false,
    createdAt: '2026-01-10T09:00:00.000Z',
    claimed: 40,
    used: 0,
    orders: [],
  },
];
