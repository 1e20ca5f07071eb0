// Blog posts, help-centre articles, activities and short links of the seed.

export interface BlogSeed {
  slug: string;
  title: string;
  summary: string;
  body: string;
  author: string;
  tags: string[];
  zonePath?: string;
  daysAgo: number;
  colors: [string, string];
}

export const BLOG_SEED: BlogSeed[] = [
  {
    slug: 'genshin-welkin-moon-or-crystals',
    title: 'Welkin Moon or Genesis Crystals: which Genshin top-up is worth it?',
    summary:
      'A plain comparison of the Blessing of the Welkin Moon and the crystal packs, per dollar.',
    author: 'Mira Tan',
    tags: ['genshin', 'guides'],
    zonePath: 'genshin-impact-top-up',
    daysAgo: 2,
    colors: ['#4f8ef7', '#f7d774'],
    body: [
      'The Blessing of the Welkin Moon costs {{usd:499}} and gives 300 Genesis Crystals at once plus 90 Primogems every day you log in for 30 days: 3,000 Primogems in total if you never miss a day.',
      'The {{usd:499}} crystal pack gives 300 Genesis Crystals plus 30 bonus crystals, or 600 the first time you buy that tier. That is far less per dollar than the Welkin, but it arrives at once and never depends on daily log-ins.',
      'If you play every day, the Welkin Moon is the best value in the game. If you need crystals for a banner that ends tomorrow, a crystal pack is the only thing that helps. First-purchase bonuses reset with some version updates, so check the game zone for the current bonus before you buy the larger tiers.',
      'Either way, enter your UID carefully and pick the right server: a wrong UID is the most common reason a top-up fails. When that happens the order is refunded automatically.',
    ].join('\n\n'),
  },
  {
    slug: 'find-mlbb-user-id-server-id',
    title: 'Where to find your Mobile Legends User ID and Server ID',
    summary: 'Two numbers, one profile screen: how to read them without mixing them up.',
    author: 'Dan Ortega',
    tags: ['mlbb', 'guides'],
    zonePath: 'mobile-legends-bang-bang',
    daysAgo: 5,
    colors: ['#1d3b8f', '#e9b949'],
    body: [
      'Open Mobile Legends: Bang Bang and tap your avatar in the top-left corner. Under your nickname you will see something like 12345678 (2001).',
      'The first number is your User ID. The number in parentheses is your Server ID. Gemlane asks for both in two separate fields, and checks them with the game before you pay: you will see your in-game name if they are right.',
      'If the name does not appear, do not guess. Copy the numbers again from the profile screen. A wrong ID can make the top-up fail; in that case the order is refunded automatically once the failure is confirmed.',
    ].join('\n\n'),
  },
  {
    slug: 'pubg-mobile-uc-guide',
    title: 'PUBG Mobile UC: how the bonus tiers work',
    summary: 'Why the 6,000 UC pack comes with 2,100 extra, and when the small packs make sense.',
    author: 'Mira Tan',
    tags: ['pubg', 'guides'],
    zonePath: 'pubg',
    daysAgo: 9,
    colors: ['#c9822b', '#2b2b2b'],
    body: [
      'UC packs grow their bonus with their size: 300 UC comes with 25 extra, 3,000 UC with 850 and 6,000 UC with 2,100. Per dollar the biggest pack gives about 35% more UC than the smallest.',
      'The Royale Pass costs 360 UC for the Elite tier, so the 300 + 25 pack plus a few UC left from missions is usually enough. Buy larger packs only when you are sure you will spend them, because UC cannot be refunded once delivered.',
      'Your Character ID is on the profile screen under your name. Gemlane shows your in-game name before you pay so you can confirm you are topping up the right account.',
    ].join('\n\n'),
  },
  {
    slug: 'why-delivery-takes-ten-minutes',
    title: 'Why a top-up takes about 10 minutes, and what happens after 24 hours',
    summary: 'What happens between your payment and the crystals in your account.',
    author: 'Gemlane Support',
    tags: ['orders', 'help'],
    daysAgo: 14,
    colors: ['#0f3b4c', '#9fe3f5'],
    body: [
      'After the payment provider confirms your payment, your order moves from Paying to Checking: we confirm the player ID once more with the game publisher. Then it is Processing while the publisher credits your account, and Complete when it arrives.',
      'Most orders complete in about 10 minutes. Busy hours, publisher maintenance or a bank that holds a payment for review can make it longer. If an order is not delivered within 24 hours, it is marked Fail and refunded automatically to the card or wallet you paid with.',
      'You can follow every step in your order detail, which shows the time of each state change. Our customer service is available 24/7 if anything looks wrong.',
    ].join('\n\n'),
  },
  {
    slug: 'card-payment-limits-explained',
    title: 'Card payments: limits, fees and what Do Not Honor means',
    summary:
      'The card rules that keep your account safe, and how to get a declined payment through.',
    author: 'Gemlane Support',
    tags: ['payments', 'help'],
    daysAgo: 20,
    colors: ['#7b2cbf', '#ff6fb5'],
    body: [
      'A card payment must be at least {{usd:1000}} and at most {{usd:50000}} per transaction. A card can be used 10 times a day and 50 times a month, an account can use up to 5 cards, and one card can be used on at most 2 accounts. The cardholder name must stay the same across your payments.',
      'Gemlane charges no fee of its own. The payment provider charges 4.5% + {{usd:20}} for cards and 3.9% + {{usd:30}} for wallets; the fee is shown in the price summary before you pay.',
      'Banks sometimes decline game purchases with codes such as Do Not Honor or Suspected Fraud. This is a decision of your bank, not of Gemlane. Trying again with an amount below {{usd:10000}} usually works; you can also call your bank to allow the payment.',
    ].join('\n\n'),
  },
  {
    slug: 'honkai-star-rail-express-supply-pass',
    title: 'Honkai: Star Rail Express Supply Pass, explained',
    summary: '300 Oneiric Shards now and 90 Stellar Jade a day: the math behind the pass.',
    author: 'Dan Ortega',
    tags: ['hsr', 'guides'],
    zonePath: 'honkai-star-rail',
    daysAgo: 27,
    colors: ['#2a1f5c', '#d6b4ff'],
    body: [
      'The Express Supply Pass costs {{usd:499}} and works like the Welkin Moon in Genshin Impact: 300 Oneiric Shards when you buy it, then 90 Stellar Jade every day for 30 days.',
      'That makes it the cheapest way to pull on banners if you log in daily. Stacking several passes extends the duration, up to 180 days.',
      'Enter your UID and choose your server (America, Europe, Asia or TW, HK, MO) before paying. Gemlane confirms the account name so you can check it is yours.',
    ].join('\n\n'),
  },
  {
    slug: 'zenless-zone-zero-first-top-up',
    title: 'Zenless Zone Zero: getting the most from your first top-up',
    summary: 'First-purchase double Monochrome and the Inter-Knot Membership for new Proxies.',
    author: 'Mira Tan',
    tags: ['zzz', 'guides', 'new'],
    zonePath: 'zenless-zone-zero',
    daysAgo: 33,
    colors: ['#111111', '#c6f432'],
    body: [
      'Every Monochrome tier gives double Monochrome the first time you buy it. If you plan to spend, buying each tier once is worth more than buying the largest one twice.',
      'The Inter-Knot Membership is the daily-login pass of Zenless Zone Zero: Monochrome at once, then Polychrome every day for 30 days.',
      'Your UID is shown at the bottom of the game menu. New accounts get a {{usd:300}} discount on their first Gemlane order of {{usd:1000}} or more.',
    ].join('\n\n'),
  },
];

export interface HelpSeed {
  category: string;
  categoryTitle: string;
  slug: string;
  title: string;
  body: string;
}

/** Every stated policy (delivery times, refunds, fees, limits, languages) has an article here. */
export const HELP_SEED: HelpSeed[] = [
  {
    category: 'orders',
    categoryTitle: 'Orders and delivery',
    slug: 'delivery-time',
    title: 'How long does delivery take?',
    body: 'Delivery usually takes about 10 minutes after your payment is confirmed, and at most 24 hours.\n\nIf an order is not delivered within 24 hours, it is marked Fail and refunded automatically to the way you paid. You do not need to contact us for this refund.',
  },
  {
    category: 'orders',
    categoryTitle: 'Orders and delivery',
    slug: 'order-states',
    title: 'What do the order states mean?',
    body: 'Paying: waiting for you to complete the payment. Payment Pending: the payment provider has not answered yet. Checking: paid; we confirm your player ID with the game. Processing: the game is crediting your account. Complete: delivered.\n\nPayment failed: the payment did not go through; you can pay again. Fail: the top-up could not be delivered and the order is refunded automatically. Cancel order: the order was cancelled before payment and can never be paid.',
  },
  {
    category: 'orders',
    categoryTitle: 'Orders and delivery',
    slug: 'wrong-game-id',
    title: 'I entered a wrong game ID',
    body: 'A game ID must be confirmed before purchase: Gemlane shows the in-game name of the ID you enter. If the ID is wrong, the message "The ID you submitted is incorrect" appears and you cannot pay.\n\nIf a wrong ID still causes a failed recharge, the order is refunded automatically once the failure is confirmed by the game.\n\nFor Mobile Legends: Bang Bang enter your User ID and your Server ID; the number in parentheses on your profile is the Server ID.',
  },
  {
    category: 'orders',
    categoryTitle: 'Orders and delivery',
    slug: 'cancel-or-return',
    title: 'Can I cancel or return an order?',
    body: 'You can cancel an order that is not paid yet. A cancelled order can never be paid again.\n\nCompleted recharge orders cannot be cancelled or returned, because the game currency has already been credited to the game account.',
  },
  {
    category: 'orders',
    categoryTitle: 'Orders and delivery',
    slug: 'automatic-refunds',
    title: 'How do automatic refunds work?',
    body: 'A failed recharge is refunded automatically: when the game rejects the player ID, or when the order is not delivered within 24 hours.\n\nThe refund goes back to the card or wallet you paid with. Banks usually show it within 5 to 10 business days.',
  },
  {
    category: 'payments',
    categoryTitle: 'Payments and fees',
    slug: 'fees',
    title: 'Does Gemlane charge a fee?',
    body: 'No. Gemlane charges no fee itself; the payment provider does.\n\nCard payments: 4.5% + {{usd:20}}. Wallet payments: 3.9% + {{usd:30}}. The fee is shown in the price summary before you pay.',
  },
  {
    category: 'payments',
    categoryTitle: 'Payments and fees',
    slug: 'card-limits',
    title: 'Card top-up limits',
    body: 'A card payment must be at least {{usd:1000}} and at most {{usd:50000}} per transaction.\n\nA card can be used 10 times a day and 50 times a month. An account can use up to 5 cards, and the same card can be used on at most 2 accounts. The cardholder name must stay consistent across your payments.',
  },
  {
    category: 'payments',
    categoryTitle: 'Payments and fees',
    slug: 'declined-payments',
    title: 'My bank declined the payment (Do Not Honor, Suspected Fraud)',
    body: 'Banks sometimes decline game purchases with codes such as Do Not Honor or Suspected Fraud. This decision is made by your bank.\n\nPlease try again with an amount below {{usd:10000}}, or ask your bank to allow the payment. The order stays in Payment failed and you can pay it again.',
  },
  {
    category: 'payments',
    categoryTitle: 'Payments and fees',
    slug: 'currencies',
    title: 'Which currencies can I pay in?',
    body: 'Prices can be shown in USD, EUR, GBP, JPY, IDR, VND, THB, MYR, PHP, RUB, CNY, BRL, KRW and SGD. Choose the currency in the language and currency settings.\n\nPrices are converted from US dollars with our daily exchange rates and rounded to the smallest unit of each currency.',
  },
  {
    category: 'account',
    categoryTitle: 'Account',
    slug: 'create-account',
    title: 'Creating an account and logging in',
    body: 'Sign up with your e-mail address: we send you a 6-digit code, valid for 10 minutes. Then choose a password.\n\nYou can also log in through a partner app. Logged-in users have a profile, coupons, orders, messages and the friend-invite programme; visitors can browse and search games.',
  },
  {
    category: 'account',
    categoryTitle: 'Account',
    slug: 'password-rules',
    title: 'Password rules',
    body: 'A password has 8 to 20 characters and uses more than 2 kinds among uppercase letters, lowercase letters, digits and symbols. Spaces and special characters such as accents or emoji are not allowed.\n\nForgot it? Use "Forgot password" on the login page: we send a code to your e-mail.',
  },
  {
    category: 'account',
    categoryTitle: 'Account',
    slug: 'username-and-avatar',
    title: 'Changing your username and avatar',
    body: 'Your username can be changed once a month.\n\nYour avatar can be changed once a day. The image can be up to 20 MB, in PNG, JPEG, GIF or WebP format.',
  },
  {
    category: 'account',
    categoryTitle: 'Account',
    slug: 'email-binding',
    title: 'Binding an e-mail to a partner account',
    body: 'If you signed in through a partner, you can bind an e-mail address in Settings. We send a 6-digit code to confirm the address belongs to you.',
  },
  {
    category: 'account',
    categoryTitle: 'Account',
    slug: 'language-and-currency',
    title: 'Language and currency',
    body: 'Gemlane is available in English, Deutsch, Français, Bahasa Indonesia, 日本語, Bahasa Melayu, Русский, ไทย, Tiếng Việt and 中文. Choose the language and currency in the settings; your choice is remembered.',
  },
  {
    category: 'policies',
    categoryTitle: 'Policies and support',
    slug: 'customer-service',
    title: 'Customer service',
    body: 'Customer service is available 24/7. Open Help Center and choose Contact us, or reply to any e-mail we sent you.',
  },
  {
    category: 'policies',
    categoryTitle: 'Policies and support',
    slug: 'newsletter',
    title: 'Newsletter',
    body: 'Subscribe with your e-mail address at the bottom of any page. We send a confirmation link; you are subscribed once you open it. You can unsubscribe at any time from the same block or from any newsletter e-mail.',
  },
  {
    category: 'policies',
    categoryTitle: 'Policies and support',
    slug: 'invite-friends',
    title: 'Invite friends',
    body: 'Share your invite link. When a friend signs up with it and completes a first order, it counts towards the reward steps of the invite activity; rewards show as Claimed or Unclaimed on the activity page.',
  },
];

export const SHORT_LINK_SEED: { code: string; target: string }[] = [
  { code: 'genshin', target: '/gameZone/genshin-impact-top-up' },
  { code: 'mlbb', target: '/gameZone/mobile-legends-bang-bang' },
  { code: 'hsr', target: '/gameZone/honkai-star-rail' },
  { code: 'zzz', target: '/gameZone/zenless-zone-zero' },
  { code: 'pubg', target: '/gameZone/pubg' },
  { code: 'welcome', target: '/register?utm_source=shortlink' },
  { code: 'help', target: '/helpCenter' },
];

/** Demo account: see the README. */
export const DEMO_ACCOUNT = {
  email: 'demo@gemlane.test',
  password: 'Gemlane#2025',
  nickname: 'Demo Player',
  uid: '10000001',
  shareCode: 'DEMO2025',
};
