// Chinese (Simplified) texts of the seed, keyed by the English text (source.ts).
export const zh: Record<string, string> = {
  '{{quantity}} {{item}}': '{{quantity}} {{item}}',
  '{{quantity}} + {{bonus}} {{item}}': '{{quantity}} + {{bonus}} {{item}}',
  '{{off}} off, no minimum': '立减{{off}}，无门槛',
  '{{off}} off orders from {{min}}': '满{{min}}减{{off}}',
  '{{percent}} off': '{{percent}}折扣',
  '{{percent}} off, up to {{cap}}': '立享{{percent}}折扣，最高减{{cap}}',
  '{{percent}} off orders from {{min}}': '满{{min}}享{{percent}}折扣',
  '{{percent}} off orders from {{min}}, up to {{cap}}': '满{{min}}享{{percent}}折扣，最高减{{cap}}',
  'Top up Genesis Crystals and Blessing of the Welkin Moon for Genshin Impact with your UID. First-purchase bonuses double the crystals of each tier once.':
    '使用 UID 为 Genshin Impact 充值 Genesis Crystals 和 Blessing of the Welkin Moon。每档首次购买可获得一次双倍结晶奖励。',
  America: '美服',
  Europe: '欧服',
  Asia: '亚服',
  'TW, HK, MO': '港澳台服',
  'Best value': '最划算',
  Popular: '热门',
  'Buy Mobile Legends diamonds, the Weekly Diamond Pass and the Twilight Pass with your User ID and Server ID: the number in parentheses on your profile.':
    '使用用户 ID 和服务器 ID（个人资料中括号内的数字）购买 Mobile Legends 钻石、每周钻石通行证和 Twilight Pass。',
  'User ID': '用户 ID',
  Diamonds: '钻石',
  'Weekly Diamond Pass': '每周钻石通行证',
  'Recharge PUBG Mobile UC with your character ID for Royale Pass, outfits and crates.':
    '使用角色 ID 充值 PUBG Mobile UC，可用于 Royale Pass、服装和箱子。',
  'Character ID': '角色 ID',
  'Top up Oneiric Shards and the Express Supply Pass for Honkai: Star Rail with your UID.':
    '使用 UID 为 Honkai: Star Rail 充值 Oneiric Shards 和 Express Supply Pass。',
  'Top up Monochrome and the Inter-Knot Membership for Zenless Zone Zero with your UID.':
    '使用 UID 为 Zenless Zone Zero 充值 Monochrome 和 Inter-Knot Membership。',
  'Buy Free Fire diamonds with your player ID; delivered straight to your account.':
    '使用玩家 ID 购买 Free Fire 钻石，直接到账。',
  'Player ID': '玩家 ID',
  'Weekly Membership': '周卡会员',
  'Monthly Membership': '月卡会员',
  'Recharge Honor of Kings tokens with your player ID for skins and the battle pass.':
    '使用玩家 ID 充值 Honor of Kings 点券，可购买皮肤和战令。',
  Tokens: '点券',
  'Top up Lunite and the Lunite Subscription for Wuthering Waves with your UID.':
    '使用 UID 为 Wuthering Waves 充值 Lunite 和 Lunite Subscription。',
  'Buy B-Chips for Honkai Impact 3rd with your UID.':
    '使用 UID 为 Honkai Impact 3rd 购买 B-Chips。',
  'Recharge Tanium for Tower of Fantasy with your UID.':
    '使用 UID 为 Tower of Fantasy 充值 Tanium。',
  'Buy Nyan Berries for Ragnarok Origin with your character ID.':
    '使用角色 ID 为 Ragnarok Origin 购买 Nyan Berries。',
  'Top up Black Cards for Punishing: Gray Raven with your commandant ID.':
    '使用指挥官 ID 为 Punishing: Gray Raven 充值 Black Cards。',
  'Commandant ID': '指挥官 ID',
  'Recharge Blood Strike Golds with your player ID.': '使用玩家 ID 充值 Blood Strike 金币。',
  Golds: '金币',
  'Buy COD Points for Call of Duty: Mobile with your player UID.':
    '使用玩家 UID 为 Call of Duty: Mobile 购买 COD Points。',
  'Player UID': '玩家 UID',
  'Recharge Arena of Valor vouchers with your player ID.': '使用玩家 ID 充值 Arena of Valor 点券。',
  Vouchers: '点券',
  'Buy Rise of Kingdoms gems with your governor ID.': '使用总督 ID 购买 Rise of Kingdoms 宝石。',
  'Governor ID': '总督 ID',
  Gems: '宝石',
  'Recharge Lords Mobile diamonds with your IGG ID.': '使用 IGG 账号 ID 充值 Lords Mobile 钻石。',
  'IGG ID': 'IGG 账号 ID',
  'Buy Biocaps for State of Survival with your player ID.':
    '使用玩家 ID 为 State of Survival 购买 Biocaps。',
  'Top up Whiteout Survival gems with your chief ID.': '使用首领 ID 充值 Whiteout Survival 宝石。',
  'Chief ID': '首领 ID',
  'Buy Stumble Guys gems with your player ID.': '使用玩家 ID 购买 Stumble Guys 宝石。',
  'Top up FC Points for EA SPORTS FC Mobile with your player ID.':
    '使用玩家 ID 为 EA SPORTS FC Mobile 充值 FC Points。',
  'Buy eFootball Coins with your user ID.': '使用用户 ID 购买 eFootball Coins。',
  'Recharge Asphalt Legends tokens with your Gameloft player ID.':
    '使用 Gameloft 玩家 ID 充值 Asphalt Legends 代币。',
  'Buy Marvel Snap gold and the Premium Season Pass with your player ID.':
    '使用玩家 ID 购买 Marvel Snap 金币和高级赛季通行证。',
  Gold: '金币',
  'Premium Season Pass': '高级赛季通行证',
  'Top up Master Duel gems with your player ID.': '使用玩家 ID 充值 Master Duel 宝石。',
  'Valorant Points through a proxy top-up with your Riot account number.':
    '使用 Riot 账号代充 Valorant Points。',
  'Account number': '账号',
  'Riot Points through a proxy top-up with your account number.': '使用账号代充 Riot Points。',
  'Clash of Clans gems and the Gold Pass through a proxy top-up with your player tag number.':
    '使用玩家标签号代充 Clash of Clans 宝石和 Gold Pass。',
  'Player tag number': '玩家标签号',
  'Clash Royale gems and the Pass Royale through a proxy top-up.':
    '代充 Clash Royale 宝石和 Pass Royale。',
  'Brawl Stars gems and the Brawl Pass through a proxy top-up.':
    '代充 Brawl Stars 宝石和 Brawl Pass。',
  'Robux through a proxy top-up with your Roblox user ID.': '使用 Roblox 用户 ID 代充 Robux。',
  'Candy Crush Saga gold bars through a proxy top-up.': '代充 Candy Crush Saga 金条。',
  'Gold Bars': '金条',
  'Hearthstone Runestones through a proxy top-up with your account number.':
    '使用账号代充 Hearthstone Runestones。',
  'RP for Teamfight Tactics through a proxy top-up with your account number.':
    '使用账号代充 Teamfight Tactics 的 RP。',
  'Genshin Impact: double crystals': 'Genshin Impact：结晶翻倍',
  'First purchase of each tier gets a 100% bonus': '每档首次购买赠送100%奖励',
  'Mobile Legends diamonds': 'Mobile Legends 钻石',
  'Weekly Diamond Pass from {{usd:199}}': '每周钻石通行证{{usd:199}}起',
  'Zenless Zone Zero is here': 'Zenless Zone Zero 已上线',
  'Top up Monochrome with your UID': '使用 UID 充值 Monochrome',
  'New here? Get {{usd:300}} off': '新用户立减{{usd:300}}',
  'Sign up and save on your first order of {{usd:1000}} or more':
    '注册后首单满{{usd:1000}}即享优惠',
  'Up to {{n:2100}} bonus UC on big packs': '大额礼包最多赠送{{n:2100}} UC',
  'New-user discount': '新用户优惠',
  'Sign up and get {{usd:300}} off your first order of {{usd:1000}} or more.':
    '注册即可在首单满{{usd:1000}}时立减{{usd:300}}。',
  'One new-user coupon per account': '每个账号限领一张新用户优惠券',
  'Valid 30 days after sign-up': '注册后30天内有效',
  'Orders of {{usd:1000}} or more': '订单满{{usd:1000}}',
  'Weekend bonus': '周末福利',
  'Take 10% off any top-up (up to {{usd:500}}) with the TENOFF coupon in Coupons.':
    '使用优惠券中的 TENOFF，任意充值立享九折（最高减{{usd:500}}）。',
  'Invite friends, earn coupons': '邀请好友，赢取优惠券',
  'Share your link. When a friend signs up and completes a first order, you move up a reward step.':
    '分享你的链接。好友注册并完成首单后，你的奖励就会升一级。',
  'Your friend signs up with your link or share code': '好友通过你的链接或邀请码注册',
  'The invite counts when their first order is Complete': '好友首单完成后，邀请才计入',
  'Each reward step can be claimed once': '每级奖励只能领取一次',
  '{{usd:100}} coupon': '{{usd:100}}优惠券',
  '{{usd:300}} coupon': '{{usd:300}}优惠券',
  '{{usd:500}} coupon': '{{usd:500}}优惠券',
  'Welcome to Gemlane': '欢迎来到 Gemlane',
  'Your account is ready. Your new-user discount is waiting in Coupons.':
    '你的账号已就绪，新用户优惠已放入优惠券中。',
  'Take 10% off any top-up this weekend with the TENOFF coupon.':
    '本周末使用优惠券 TENOFF，任意充值立享九折。',
  'Card limits': '银行卡限额',
  'Card payments are between {{usd:1000}} and {{usd:50000}} per transaction, 10 a day and 50 a month.':
    '银行卡单笔支付金额为{{usd:1000}}至{{usd:50000}}，每天最多10笔，每月最多50笔。',
  'Credit / debit card': '信用卡／借记卡',
  'Gemlane Wallet': 'Gemlane 钱包',
  Card: '银行卡',
  Wallet: '钱包',
};
