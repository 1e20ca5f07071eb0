// Vietnamese texts of the seed, keyed by the English text (source.ts).
export const vi: Record<string, string> = {
  '{{quantity}} {{item}}': '{{quantity}} {{item}}',
  '{{quantity}} + {{bonus}} {{item}}': '{{quantity}} + {{bonus}} {{item}}',
  '{{off}} off, no minimum': 'Giảm {{off}}, không yêu cầu tối thiểu',
  '{{off}} off orders from {{min}}': 'Giảm {{off}} cho đơn từ {{min}}',
  '{{percent}} off': 'Giảm {{percent}}',
  '{{percent}} off, up to {{cap}}': 'Giảm {{percent}}, tối đa {{cap}}',
  '{{percent}} off orders from {{min}}': 'Giảm {{percent}} cho đơn từ {{min}}',
  '{{percent}} off orders from {{min}}, up to {{cap}}':
    'Giảm {{percent}} cho đơn từ {{min}}, tối đa {{cap}}',
  'Top up Genesis Crystals and Blessing of the Welkin Moon for Genshin Impact with your UID. First-purchase bonuses double the crystals of each tier once.':
    'Nạp Genesis Crystals và Blessing of the Welkin Moon cho Genshin Impact bằng UID của bạn. Thưởng lần mua đầu nhân đôi tinh thể của mỗi mốc một lần.',
  America: 'Châu Mỹ',
  Europe: 'Châu Âu',
  Asia: 'Châu Á',
  'TW, HK, MO': 'Đài Loan, Hồng Kông, Ma Cao',
  'Best value': 'Đáng giá nhất',
  Popular: 'Phổ biến',
  'Buy Mobile Legends diamonds, the Weekly Diamond Pass and the Twilight Pass with your User ID and Server ID: the number in parentheses on your profile.':
    'Mua kim cương Mobile Legends, Thẻ kim cương tuần và Twilight Pass bằng ID người dùng và ID máy chủ của bạn: con số trong ngoặc trên hồ sơ.',
  'User ID': 'ID người dùng',
  Diamonds: 'Kim cương',
  'Weekly Diamond Pass': 'Thẻ kim cương tuần',
  'Recharge PUBG Mobile UC with your character ID for Royale Pass, outfits and crates.':
    'Nạp UC PUBG Mobile bằng ID nhân vật để mua Royale Pass, trang phục và hòm.',
  'Character ID': 'ID nhân vật',
  'Top up Oneiric Shards and the Express Supply Pass for Honkai: Star Rail with your UID.':
    'Nạp Oneiric Shards và Express Supply Pass cho Honkai: Star Rail bằng UID của bạn.',
  'Top up Monochrome and the Inter-Knot Membership for Zenless Zone Zero with your UID.':
    'Nạp Monochrome và Inter-Knot Membership cho Zenless Zone Zero bằng UID của bạn.',
  'Buy Free Fire diamonds with your player ID; delivered straight to your account.':
    'Mua kim cương Free Fire bằng ID người chơi; chuyển thẳng vào tài khoản của bạn.',
  'Player ID': 'ID người chơi',
  'Weekly Membership': 'Thẻ thành viên tuần',
  'Monthly Membership': 'Thẻ thành viên tháng',
  'Recharge Honor of Kings tokens with your player ID for skins and the battle pass.':
    'Nạp quân huy Honor of Kings bằng ID người chơi để mua trang phục và thẻ chiến trường.',
  Tokens: 'Quân huy',
  'Top up Lunite and the Lunite Subscription for Wuthering Waves with your UID.':
    'Nạp Lunite và Lunite Subscription cho Wuthering Waves bằng UID của bạn.',
  'Buy B-Chips for Honkai Impact 3rd with your UID.':
    'Mua B-Chips cho Honkai Impact 3rd bằng UID của bạn.',
  'Recharge Tanium for Tower of Fantasy with your UID.':
    'Nạp Tanium cho Tower of Fantasy bằng UID của bạn.',
  'Buy Nyan Berries for Ragnarok Origin with your character ID.':
    'Mua Nyan Berries cho Ragnarok Origin bằng ID nhân vật.',
  'Top up Black Cards for Punishing: Gray Raven with your commandant ID.':
    'Nạp Black Cards cho Punishing: Gray Raven bằng ID chỉ huy.',
  'Commandant ID': 'ID chỉ huy',
  'Recharge Blood Strike Golds with your player ID.': 'Nạp vàng Blood Strike bằng ID người chơi.',
  Golds: 'Vàng',
  'Buy COD Points for Call of Duty: Mobile with your player UID.':
    'Mua COD Points cho Call of Duty: Mobile bằng UID người chơi.',
  'Player UID': 'UID người chơi',
  'Recharge Arena of Valor vouchers with your player ID.':
    'Nạp phiếu Arena of Valor bằng ID người chơi.',
  Vouchers: 'Phiếu',
  'Buy Rise of Kingdoms gems with your governor ID.':
    'Mua đá quý Rise of Kingdoms bằng ID thống đốc.',
  'Governor ID': 'ID thống đốc',
  Gems: 'Đá quý',
  'Recharge Lords Mobile diamonds with your IGG ID.': 'Nạp kim cương Lords Mobile bằng ID IGG.',
  'IGG ID': 'ID IGG',
  'Buy Biocaps for State of Survival with your player ID.':
    'Mua Biocaps cho State of Survival bằng ID người chơi.',
  'Top up Whiteout Survival gems with your chief ID.':
    'Nạp đá quý Whiteout Survival bằng ID thủ lĩnh.',
  'Chief ID': 'ID thủ lĩnh',
  'Buy Stumble Guys gems with your player ID.': 'Mua đá quý Stumble Guys bằng ID người chơi.',
  'Top up FC Points for EA SPORTS FC Mobile with your player ID.':
    'Nạp FC Points cho EA SPORTS FC Mobile bằng ID người chơi.',
  'Buy eFootball Coins with your user ID.': 'Mua eFootball Coins bằng ID người dùng.',
  'Recharge Asphalt Legends tokens with your Gameloft player ID.':
    'Nạp token Asphalt Legends bằng ID người chơi Gameloft.',
  'Buy Marvel Snap gold and the Premium Season Pass with your player ID.':
    'Mua vàng Marvel Snap và Thẻ mùa cao cấp bằng ID người chơi.',
  Gold: 'Vàng',
  'Premium Season Pass': 'Thẻ mùa cao cấp',
  'Top up Master Duel gems with your player ID.': 'Nạp đá quý Master Duel bằng ID người chơi.',
  'Valorant Points through a proxy top-up with your Riot account number.':
    'Nạp hộ Valorant Points bằng số tài khoản Riot của bạn.',
  'Account number': 'Số tài khoản',
  'Riot Points through a proxy top-up with your account number.':
    'Nạp hộ Riot Points bằng số tài khoản của bạn.',
  'Clash of Clans gems and the Gold Pass through a proxy top-up with your player tag number.':
    'Nạp hộ đá quý Clash of Clans và Gold Pass bằng mã thẻ người chơi.',
  'Player tag number': 'Mã thẻ người chơi',
  'Clash Royale gems and the Pass Royale through a proxy top-up.':
    'Nạp hộ đá quý Clash Royale và Pass Royale.',
  'Brawl Stars gems and the Brawl Pass through a proxy top-up.':
    'Nạp hộ đá quý Brawl Stars và Brawl Pass.',
  'Robux through a proxy top-up with your Roblox user ID.':
    'Nạp hộ Robux bằng ID người dùng Roblox.',
  'Candy Crush Saga gold bars through a proxy top-up.': 'Nạp hộ thỏi vàng Candy Crush Saga.',
  'Gold Bars': 'Thỏi vàng',
  'Hearthstone Runestones through a proxy top-up with your account number.':
    'Nạp hộ Runestones Hearthstone bằng số tài khoản của bạn.',
  'RP for Teamfight Tactics through a proxy top-up with your account number.':
    'Nạp hộ RP cho Teamfight Tactics bằng số tài khoản của bạn.',
  'Genshin Impact: double crystals': 'Genshin Impact: nhân đôi tinh thể',
  'First purchase of each tier gets a 100% bonus': 'Lần mua đầu của mỗi mốc được thưởng 100%',
  'Mobile Legends diamonds': 'Kim cương Mobile Legends',
  'Weekly Diamond Pass from {{usd:199}}': 'Thẻ kim cương tuần chỉ từ {{usd:199}}',
  'Zenless Zone Zero is here': 'Zenless Zone Zero đã ra mắt',
  'Top up Monochrome with your UID': 'Nạp Monochrome bằng UID của bạn',
  'New here? Get {{usd:300}} off': 'Mới đến? Giảm ngay {{usd:300}}',
  'Sign up and save on your first order of {{usd:1000}} or more':
    'Đăng ký để tiết kiệm cho đơn đầu tiên từ {{usd:1000}}',
  'Up to {{n:2100}} bonus UC on big packs': 'Thưởng tới {{n:2100}} UC cho gói lớn',
  'New-user discount': 'Ưu đãi người dùng mới',
  'Sign up and get {{usd:300}} off your first order of {{usd:1000}} or more.':
    'Đăng ký và được giảm {{usd:300}} cho đơn đầu tiên từ {{usd:1000}}.',
  'One new-user coupon per account': 'Mỗi tài khoản một phiếu giảm giá người dùng mới',
  'Valid 30 days after sign-up': 'Có hiệu lực 30 ngày sau khi đăng ký',
  'Orders of {{usd:1000}} or more': 'Đơn hàng từ {{usd:1000}}',
  'Weekend bonus': 'Thưởng cuối tuần',
  'Take 10% off any top-up (up to {{usd:500}}) with the TENOFF coupon in Coupons.':
    'Giảm 10% cho mọi lần nạp (tối đa {{usd:500}}) với phiếu TENOFF trong mục Phiếu giảm giá.',
  'Invite friends, earn coupons': 'Mời bạn bè, nhận phiếu giảm giá',
  'Share your link. When a friend signs up and completes a first order, you move up a reward step.':
    'Chia sẻ liên kết của bạn. Khi bạn bè đăng ký và hoàn tất đơn đầu tiên, bạn lên thêm một bậc thưởng.',
  'Your friend signs up with your link or share code':
    'Bạn bè đăng ký bằng liên kết hoặc mã mời của bạn',
  'The invite counts when their first order is Complete':
    'Lời mời được tính khi đơn đầu tiên của họ Hoàn tất',
  'Each reward step can be claimed once': 'Mỗi bậc thưởng chỉ nhận được một lần',
  '{{usd:100}} coupon': 'Phiếu giảm {{usd:100}}',
  '{{usd:300}} coupon': 'Phiếu giảm {{usd:300}}',
  '{{usd:500}} coupon': 'Phiếu giảm {{usd:500}}',
  'Welcome to Gemlane': 'Chào mừng đến với Gemlane',
  'Your account is ready. Your new-user discount is waiting in Coupons.':
    'Tài khoản của bạn đã sẵn sàng. Ưu đãi người dùng mới đang chờ trong mục Phiếu giảm giá.',
  'Take 10% off any top-up this weekend with the TENOFF coupon.':
    'Cuối tuần này giảm 10% cho mọi lần nạp với phiếu TENOFF.',
  'Card limits': 'Hạn mức thẻ',
  'Card payments are between {{usd:1000}} and {{usd:50000}} per transaction, 10 a day and 50 a month.':
    'Thanh toán bằng thẻ từ {{usd:1000}} đến {{usd:50000}} mỗi giao dịch, tối đa 10 lần một ngày và 50 lần một tháng.',
  'Credit / debit card': 'Thẻ tín dụng / ghi nợ',
  'Gemlane Wallet': 'Ví Gemlane',
  Card: 'Thẻ',
  Wallet: 'Ví',
};
