// Japanese texts of the seed, keyed by the English text (source.ts).
export const ja: Record<string, string> = {
  '{{quantity}} {{item}}': '{{item}} {{quantity}}',
  '{{quantity}} + {{bonus}} {{item}}': '{{item}} {{quantity}} + {{bonus}}',
  '{{off}} off, no minimum': '{{off}}割引（最低購入額なし）',
  '{{off}} off orders from {{min}}': '{{min}}以上のご注文で{{off}}割引',
  '{{percent}} off': '{{percent}}オフ',
  '{{percent}} off, up to {{cap}}': '{{percent}}オフ（最大{{cap}}）',
  '{{percent}} off orders from {{min}}': '{{min}}以上のご注文で{{percent}}オフ',
  '{{percent}} off orders from {{min}}, up to {{cap}}':
    '{{min}}以上のご注文で{{percent}}オフ（最大{{cap}}）',
  'Top up Genesis Crystals and Blessing of the Welkin Moon for Genshin Impact with your UID. First-purchase bonuses double the crystals of each tier once.':
    'UIDで Genshin Impact の Genesis Crystals と Blessing of the Welkin Moon をチャージできます。各段階の初回購入ボーナスでクリスタルが一度だけ2倍になります。',
  America: 'アメリカ',
  Europe: 'ヨーロッパ',
  Asia: 'アジア',
  'TW, HK, MO': '台湾・香港・マカオ',
  'Best value': 'お得',
  Popular: '人気',
  'Buy Mobile Legends diamonds, the Weekly Diamond Pass and the Twilight Pass with your User ID and Server ID: the number in parentheses on your profile.':
    'ユーザーIDとサーバーID（プロフィールのかっこ内の数字）で、Mobile Legends のダイヤ、ウィークリーダイヤパス、Twilight Pass を購入できます。',
  'User ID': 'ユーザーID',
  Diamonds: 'ダイヤ',
  'Weekly Diamond Pass': 'ウィークリーダイヤパス',
  'Recharge PUBG Mobile UC with your character ID for Royale Pass, outfits and crates.':
    'キャラクターIDで PUBG Mobile の UC をチャージして、Royale Pass や衣装、クレートに使えます。',
  'Character ID': 'キャラクターID',
  'Top up Oneiric Shards and the Express Supply Pass for Honkai: Star Rail with your UID.':
    'UIDで Honkai: Star Rail の Oneiric Shards と Express Supply Pass をチャージできます。',
  'Top up Monochrome and the Inter-Knot Membership for Zenless Zone Zero with your UID.':
    'UIDで Zenless Zone Zero の Monochrome と Inter-Knot Membership をチャージできます。',
  'Buy Free Fire diamonds with your player ID; delivered straight to your account.':
    'プレイヤーIDで Free Fire のダイヤを購入。アカウントに直接お届けします。',
  'Player ID': 'プレイヤーID',
  'Weekly Membership': '週間メンバーシップ',
  'Monthly Membership': '月間メンバーシップ',
  'Recharge Honor of Kings tokens with your player ID for skins and the battle pass.':
    'プレイヤーIDで Honor of Kings のトークンをチャージして、スキンやバトルパスに使えます。',
  Tokens: 'トークン',
  'Top up Lunite and the Lunite Subscription for Wuthering Waves with your UID.':
    'UIDで Wuthering Waves の Lunite と Lunite Subscription をチャージできます。',
  'Buy B-Chips for Honkai Impact 3rd with your UID.':
    'UIDで Honkai Impact 3rd の B-Chips を購入できます。',
  'Recharge Tanium for Tower of Fantasy with your UID.':
    'UIDで Tower of Fantasy の Tanium をチャージできます。',
  'Buy Nyan Berries for Ragnarok Origin with your character ID.':
    'キャラクターIDで Ragnarok Origin の Nyan Berries を購入できます。',
  'Top up Black Cards for Punishing: Gray Raven with your commandant ID.':
    '指揮官IDで Punishing: Gray Raven の Black Cards をチャージできます。',
  'Commandant ID': '指揮官ID',
  'Recharge Blood Strike Golds with your player ID.':
    'プレイヤーIDで Blood Strike のゴールドをチャージできます。',
  Golds: 'ゴールド',
  'Buy COD Points for Call of Duty: Mobile with your player UID.':
    'プレイヤーUIDで Call of Duty: Mobile の COD Points を購入できます。',
  'Player UID': 'プレイヤーUID',
  'Recharge Arena of Valor vouchers with your player ID.':
    'プレイヤーIDで Arena of Valor のバウチャーをチャージできます。',
  Vouchers: 'バウチャー',
  'Buy Rise of Kingdoms gems with your governor ID.':
    '総督IDで Rise of Kingdoms のジェムを購入できます。',
  'Governor ID': '総督ID',
  Gems: 'ジェム',
  'Recharge Lords Mobile diamonds with your IGG ID.':
    'IGG IDで Lords Mobile のダイヤをチャージできます。',
  'IGG ID': 'IGG ID（IGGアカウント番号）',
  'Buy Biocaps for State of Survival with your player ID.':
    'プレイヤーIDで State of Survival の Biocaps を購入できます。',
  'Top up Whiteout Survival gems with your chief ID.':
    '首領IDで Whiteout Survival のジェムをチャージできます。',
  'Chief ID': '首領ID',
  'Buy Stumble Guys gems with your player ID.':
    'プレイヤーIDで Stumble Guys のジェムを購入できます。',
  'Top up FC Points for EA SPORTS FC Mobile with your player ID.':
    'プレイヤーIDで EA SPORTS FC Mobile の FC Points をチャージできます。',
  'Buy eFootball Coins with your user ID.': 'ユーザーIDで eFootball Coins を購入できます。',
  'Recharge Asphalt Legends tokens with your Gameloft player ID.':
    'Gameloft のプレイヤーIDで Asphalt Legends のトークンをチャージできます。',
  'Buy Marvel Snap gold and the Premium Season Pass with your player ID.':
    'プレイヤーIDで Marvel Snap のゴールドとプレミアムシーズンパスを購入できます。',
  Gold: 'ゴールド',
  'Premium Season Pass': 'プレミアムシーズンパス',
  'Top up Master Duel gems with your player ID.':
    'プレイヤーIDで Master Duel のジェムをチャージできます。',
  'Valorant Points through a proxy top-up with your Riot account number.':
    'Riot のアカウント番号で Valorant Points を代行チャージします。',
  'Account number': 'アカウント番号',
  'Riot Points through a proxy top-up with your account number.':
    'アカウント番号で Riot Points を代行チャージします。',
  'Clash of Clans gems and the Gold Pass through a proxy top-up with your player tag number.':
    'プレイヤータグ番号で Clash of Clans のジェムと Gold Pass を代行チャージします。',
  'Player tag number': 'プレイヤータグ番号',
  'Clash Royale gems and the Pass Royale through a proxy top-up.':
    'Clash Royale のジェムと Pass Royale を代行チャージします。',
  'Brawl Stars gems and the Brawl Pass through a proxy top-up.':
    'Brawl Stars のジェムと Brawl Pass を代行チャージします。',
  'Robux through a proxy top-up with your Roblox user ID.':
    'Roblox のユーザーIDで Robux を代行チャージします。',
  'Candy Crush Saga gold bars through a proxy top-up.':
    'Candy Crush Saga のゴールドバーを代行チャージします。',
  'Gold Bars': 'ゴールドバー',
  'Hearthstone Runestones through a proxy top-up with your account number.':
    'アカウント番号で Hearthstone の Runestones を代行チャージします。',
  'RP for Teamfight Tactics through a proxy top-up with your account number.':
    'アカウント番号で Teamfight Tactics の RP を代行チャージします。',
  'Genshin Impact: double crystals': 'Genshin Impact：クリスタル2倍',
  'First purchase of each tier gets a 100% bonus': '各段階の初回購入で100%ボーナス',
  'Mobile Legends diamonds': 'Mobile Legends のダイヤ',
  'Weekly Diamond Pass from {{usd:199}}': 'ウィークリーダイヤパスが{{usd:199}}から',
  'Zenless Zone Zero is here': 'Zenless Zone Zero 登場',
  'Top up Monochrome with your UID': 'UIDで Monochrome をチャージ',
  'New here? Get {{usd:300}} off': 'はじめての方は{{usd:300}}割引',
  'Sign up and save on your first order of {{usd:1000}} or more':
    '会員登録で{{usd:1000}}以上の初回注文がお得に',
  'Up to {{n:2100}} bonus UC on big packs': '大容量パックで最大{{n:2100}}ボーナスUC',
  'New-user discount': '新規会員割引',
  'Sign up and get {{usd:300}} off your first order of {{usd:1000}} or more.':
    '会員登録すると、{{usd:1000}}以上の初回注文が{{usd:300}}割引になります。',
  'One new-user coupon per account': '新規会員クーポンは1アカウントにつき1枚',
  'Valid 30 days after sign-up': '登録から30日間有効',
  'Orders of {{usd:1000}} or more': '{{usd:1000}}以上のご注文',
  'Weekend bonus': '週末ボーナス',
  'Take 10% off any top-up (up to {{usd:500}}) with the TENOFF coupon in Coupons.':
    'クーポンの TENOFF で、すべてのチャージが10%オフ（最大{{usd:500}}）。',
  'Invite friends, earn coupons': '友達を招待してクーポンをもらおう',
  'Share your link. When a friend signs up and completes a first order, you move up a reward step.':
    'リンクをシェアしましょう。友達が登録して初回注文を完了すると、報酬のステップが1つ進みます。',
  'Your friend signs up with your link or share code':
    '友達があなたのリンクまたは招待コードで登録する',
  'The invite counts when their first order is Complete':
    '友達の初回注文が完了すると招待としてカウントされます',
  'Each reward step can be claimed once': '各報酬ステップは1回だけ受け取れます',
  '{{usd:100}} coupon': '{{usd:100}}クーポン',
  '{{usd:300}} coupon': '{{usd:300}}クーポン',
  '{{usd:500}} coupon': '{{usd:500}}クーポン',
  'Welcome to Gemlane': 'Gemlane へようこそ',
  'Your account is ready. Your new-user discount is waiting in Coupons.':
    'アカウントの準備ができました。新規会員割引がクーポンに届いています。',
  'Take 10% off any top-up this weekend with the TENOFF coupon.':
    '今週末はクーポン TENOFF ですべてのチャージが10%オフ。',
  'Card limits': 'カードの利用限度',
  'Card payments are between {{usd:1000}} and {{usd:50000}} per transaction, 10 a day and 50 a month.':
    'カード決済は1回あたり{{usd:1000}}〜{{usd:50000}}、1日10回・1か月50回までです。',
  'Credit / debit card': 'クレジット／デビットカード',
  'Gemlane Wallet': 'Gemlane ウォレット',
  Card: 'カード',
  Wallet: 'ウォレット',
};
