// Russian texts of the seed, keyed by the English text (source.ts).
export const ru: Record<string, string> = {
  '{{quantity}} {{item}}': '{{item}}: {{quantity}}',
  '{{quantity}} + {{bonus}} {{item}}': '{{item}}: {{quantity}} + {{bonus}}',
  '{{off}} off, no minimum': 'Скидка {{off}} без минимальной суммы',
  '{{off}} off orders from {{min}}': 'Скидка {{off}} на заказ от {{min}}',
  '{{percent}} off': 'Скидка {{percent}}',
  '{{percent}} off, up to {{cap}}': 'Скидка {{percent}}, не более {{cap}}',
  '{{percent}} off orders from {{min}}': 'Скидка {{percent}} на заказ от {{min}}',
  '{{percent}} off orders from {{min}}, up to {{cap}}':
    'Скидка {{percent}} на заказ от {{min}}, не более {{cap}}',
  'Top up Genesis Crystals and Blessing of the Welkin Moon for Genshin Impact with your UID. First-purchase bonuses double the crystals of each tier once.':
    'Пополняйте Genesis Crystals и Blessing of the Welkin Moon для Genshin Impact по своему UID. Бонус за первую покупку один раз удваивает кристаллы каждого уровня.',
  America: 'Америка',
  Europe: 'Европа',
  Asia: 'Азия',
  'TW, HK, MO': 'Тайвань, Гонконг, Макао',
  'Best value': 'Самое выгодное',
  Popular: 'Популярное',
  'Buy Mobile Legends diamonds, the Weekly Diamond Pass and the Twilight Pass with your User ID and Server ID: the number in parentheses on your profile.':
    'Покупайте алмазы Mobile Legends, недельный алмазный пропуск и Twilight Pass по ID игрока и ID сервера — это число в скобках в вашем профиле.',
  'User ID': 'ID игрока',
  Diamonds: 'Алмазы',
  'Weekly Diamond Pass': 'Недельный алмазный пропуск',
  'Recharge PUBG Mobile UC with your character ID for Royale Pass, outfits and crates.':
    'Пополняйте UC в PUBG Mobile по ID персонажа — для Royale Pass, нарядов и ящиков.',
  'Character ID': 'ID персонажа',
  'Top up Oneiric Shards and the Express Supply Pass for Honkai: Star Rail with your UID.':
    'Пополняйте Oneiric Shards и Express Supply Pass для Honkai: Star Rail по своему UID.',
  'Top up Monochrome and the Inter-Knot Membership for Zenless Zone Zero with your UID.':
    'Пополняйте Monochrome и Inter-Knot Membership для Zenless Zone Zero по своему UID.',
  'Buy Free Fire diamonds with your player ID; delivered straight to your account.':
    'Покупайте алмазы Free Fire по ID игрока — зачисление прямо на ваш аккаунт.',
  'Player ID': 'ID игрока',
  'Weekly Membership': 'Недельная подписка',
  'Monthly Membership': 'Месячная подписка',
  'Recharge Honor of Kings tokens with your player ID for skins and the battle pass.':
    'Пополняйте жетоны Honor of Kings по ID игрока — для обликов и боевого пропуска.',
  Tokens: 'Жетоны',
  'Top up Lunite and the Lunite Subscription for Wuthering Waves with your UID.':
    'Пополняйте Lunite и Lunite Subscription для Wuthering Waves по своему UID.',
  'Buy B-Chips for Honkai Impact 3rd with your UID.':
    'Покупайте B-Chips для Honkai Impact 3rd по своему UID.',
  'Recharge Tanium for Tower of Fantasy with your UID.':
    'Пополняйте Tanium для Tower of Fantasy по своему UID.',
  'Buy Nyan Berries for Ragnarok Origin with your character ID.':
    'Покупайте Nyan Berries для Ragnarok Origin по ID персонажа.',
  'Top up Black Cards for Punishing: Gray Raven with your commandant ID.':
    'Пополняйте Black Cards для Punishing: Gray Raven по ID командира.',
  'Commandant ID': 'ID командира',
  'Recharge Blood Strike Golds with your player ID.':
    'Пополняйте золото Blood Strike по ID игрока.',
  Golds: 'Золото',
  'Buy COD Points for Call of Duty: Mobile with your player UID.':
    'Покупайте COD Points для Call of Duty: Mobile по UID игрока.',
  'Player UID': 'UID игрока',
  'Recharge Arena of Valor vouchers with your player ID.':
    'Пополняйте ваучеры Arena of Valor по ID игрока.',
  Vouchers: 'Ваучеры',
  'Buy Rise of Kingdoms gems with your governor ID.':
    'Покупайте самоцветы Rise of Kingdoms по ID наместника.',
  'Governor ID': 'ID наместника',
  Gems: 'Самоцветы',
  'Recharge Lords Mobile diamonds with your IGG ID.': 'Пополняйте алмазы Lords Mobile по IGG ID.',
  'IGG ID': 'IGG ID (номер аккаунта IGG)',
  'Buy Biocaps for State of Survival with your player ID.':
    'Покупайте Biocaps для State of Survival по ID игрока.',
  'Top up Whiteout Survival gems with your chief ID.':
    'Пополняйте самоцветы Whiteout Survival по ID вождя.',
  'Chief ID': 'ID вождя',
  'Buy Stumble Guys gems with your player ID.': 'Покупайте самоцветы Stumble Guys по ID игрока.',
  'Top up FC Points for EA SPORTS FC Mobile with your player ID.':
    'Пополняйте FC Points для EA SPORTS FC Mobile по ID игрока.',
  'Buy eFootball Coins with your user ID.': 'Покупайте eFootball Coins по ID пользователя.',
  'Recharge Asphalt Legends tokens with your Gameloft player ID.':
    'Пополняйте жетоны Asphalt Legends по ID игрока Gameloft.',
  'Buy Marvel Snap gold and the Premium Season Pass with your player ID.':
    'Покупайте золото Marvel Snap и премиум-пропуск сезона по ID игрока.',
  Gold: 'Золото',
  'Premium Season Pass': 'Премиум-пропуск сезона',
  'Top up Master Duel gems with your player ID.': 'Пополняйте самоцветы Master Duel по ID игрока.',
  'Valorant Points through a proxy top-up with your Riot account number.':
    'Valorant Points через пополнение по доверенности с номером аккаунта Riot.',
  'Account number': 'Номер аккаунта',
  'Riot Points through a proxy top-up with your account number.':
    'Riot Points через пополнение по доверенности с номером аккаунта.',
  'Clash of Clans gems and the Gold Pass through a proxy top-up with your player tag number.':
    'Самоцветы Clash of Clans и Gold Pass через пополнение по доверенности с тегом игрока.',
  'Player tag number': 'Тег игрока',
  'Clash Royale gems and the Pass Royale through a proxy top-up.':
    'Самоцветы Clash Royale и Pass Royale через пополнение по доверенности.',
  'Brawl Stars gems and the Brawl Pass through a proxy top-up.':
    'Самоцветы Brawl Stars и Brawl Pass через пополнение по доверенности.',
  'Robux through a proxy top-up with your Roblox user ID.':
    'Robux через пополнение по доверенности с ID пользователя Roblox.',
  'Candy Crush Saga gold bars through a proxy top-up.':
    'Золотые слитки Candy Crush Saga через пополнение по доверенности.',
  'Gold Bars': 'Золотые слитки',
  'Hearthstone Runestones through a proxy top-up with your account number.':
    'Runestones для Hearthstone через пополнение по доверенности с номером аккаунта.',
  'RP for Teamfight Tactics through a proxy top-up with your account number.':
    'RP для Teamfight Tactics через пополнение по доверенности с номером аккаунта.',
  'Genshin Impact: double crystals': 'Genshin Impact: двойные кристаллы',
  'First purchase of each tier gets a 100% bonus': 'Первая покупка каждого уровня — бонус 100 %',
  'Mobile Legends diamonds': 'Алмазы Mobile Legends',
  'Weekly Diamond Pass from {{usd:199}}': 'Недельный алмазный пропуск от {{usd:199}}',
  'Zenless Zone Zero is here': 'Zenless Zone Zero уже здесь',
  'Top up Monochrome with your UID': 'Пополняйте Monochrome по своему UID',
  'New here? Get {{usd:300}} off': 'Впервые у нас? Скидка {{usd:300}}',
  'Sign up and save on your first order of {{usd:1000}} or more':
    'Зарегистрируйтесь и сэкономьте на первом заказе от {{usd:1000}}',
  'Up to {{n:2100}} bonus UC on big packs': 'До {{n:2100}} бонусных UC в больших наборах',
  'New-user discount': 'Скидка для новых пользователей',
  'Sign up and get {{usd:300}} off your first order of {{usd:1000}} or more.':
    'Зарегистрируйтесь и получите скидку {{usd:300}} на первый заказ от {{usd:1000}}.',
  'One new-user coupon per account': 'Один купон новичка на аккаунт',
  'Valid 30 days after sign-up': 'Действует 30 дней после регистрации',
  'Orders of {{usd:1000}} or more': 'Заказы от {{usd:1000}}',
  'Weekend bonus': 'Бонус выходных',
  'Take 10% off any top-up (up to {{usd:500}}) with the TENOFF coupon in Coupons.':
    'Скидка 10 % на любое пополнение (не более {{usd:500}}) с купоном TENOFF в разделе «Купоны».',
  'Invite friends, earn coupons': 'Приглашайте друзей и получайте купоны',
  'Share your link. When a friend signs up and completes a first order, you move up a reward step.':
    'Поделитесь ссылкой. Когда друг зарегистрируется и завершит первый заказ, вы подниметесь на ступень наград.',
  'Your friend signs up with your link or share code':
    'Друг регистрируется по вашей ссылке или коду приглашения',
  'The invite counts when their first order is Complete':
    'Приглашение засчитывается, когда его первый заказ выполнен',
  'Each reward step can be claimed once': 'Каждую ступень наград можно получить один раз',
  '{{usd:100}} coupon': 'Купон на {{usd:100}}',
  '{{usd:300}} coupon': 'Купон на {{usd:300}}',
  '{{usd:500}} coupon': 'Купон на {{usd:500}}',
  'Welcome to Gemlane': 'Добро пожаловать в Gemlane',
  'Your account is ready. Your new-user discount is waiting in Coupons.':
    'Ваш аккаунт готов. Скидка для новых пользователей ждёт вас в разделе «Купоны».',
  'Take 10% off any top-up this weekend with the TENOFF coupon.':
    'В эти выходные скидка 10 % на любое пополнение с купоном TENOFF.',
  'Card limits': 'Лимиты по картам',
  'Card payments are between {{usd:1000}} and {{usd:50000}} per transaction, 10 a day and 50 a month.':
    'Оплата картой — от {{usd:1000}} до {{usd:50000}} за операцию, не более 10 в день и 50 в месяц.',
  'Credit / debit card': 'Кредитная / дебетовая карта',
  'Gemlane Wallet': 'Кошелёк Gemlane',
  Card: 'Карта',
  Wallet: 'Кошелёк',
};
