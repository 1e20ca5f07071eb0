// Thai texts of the seed, keyed by the English text (source.ts).
export const th: Record<string, string> = {
  '{{quantity}} {{item}}': '{{item}} {{quantity}}',
  '{{quantity}} + {{bonus}} {{item}}': '{{item}} {{quantity}} + {{bonus}}',
  '{{off}} off, no minimum': 'ลด {{off}} ไม่มีขั้นต่ำ',
  '{{off}} off orders from {{min}}': 'ลด {{off}} เมื่อสั่งซื้อขั้นต่ำ {{min}}',
  '{{percent}} off': 'ลด {{percent}}',
  '{{percent}} off, up to {{cap}}': 'ลด {{percent}} สูงสุด {{cap}}',
  '{{percent}} off orders from {{min}}': 'ลด {{percent}} เมื่อสั่งซื้อขั้นต่ำ {{min}}',
  '{{percent}} off orders from {{min}}, up to {{cap}}':
    'ลด {{percent}} เมื่อสั่งซื้อขั้นต่ำ {{min}} สูงสุด {{cap}}',
  'Top up Genesis Crystals and Blessing of the Welkin Moon for Genshin Impact with your UID. First-purchase bonuses double the crystals of each tier once.':
    'เติม Genesis Crystals และ Blessing of the Welkin Moon สำหรับ Genshin Impact ด้วย UID ของคุณ การซื้อครั้งแรกของแต่ละระดับได้คริสตัลเพิ่มเป็นสองเท่าหนึ่งครั้ง',
  America: 'อเมริกา',
  Europe: 'ยุโรป',
  Asia: 'เอเชีย',
  'TW, HK, MO': 'ไต้หวัน ฮ่องกง มาเก๊า',
  'Best value': 'คุ้มที่สุด',
  Popular: 'ยอดนิยม',
  'Buy Mobile Legends diamonds, the Weekly Diamond Pass and the Twilight Pass with your User ID and Server ID: the number in parentheses on your profile.':
    'ซื้อเพชร Mobile Legends บัตรเพชรรายสัปดาห์ และ Twilight Pass ด้วย ID ผู้ใช้และ ID เซิร์ฟเวอร์ (ตัวเลขในวงเล็บบนโปรไฟล์ของคุณ)',
  'User ID': 'ID ผู้ใช้',
  Diamonds: 'เพชร',
  'Weekly Diamond Pass': 'บัตรเพชรรายสัปดาห์',
  'Recharge PUBG Mobile UC with your character ID for Royale Pass, outfits and crates.':
    'เติม UC ของ PUBG Mobile ด้วย ID ตัวละครของคุณ เพื่อซื้อ Royale Pass ชุด และกล่อง',
  'Character ID': 'ID ตัวละคร',
  'Top up Oneiric Shards and the Express Supply Pass for Honkai: Star Rail with your UID.':
    'เติม Oneiric Shards และ Express Supply Pass สำหรับ Honkai: Star Rail ด้วย UID ของคุณ',
  'Top up Monochrome and the Inter-Knot Membership for Zenless Zone Zero with your UID.':
    'เติม Monochrome และ Inter-Knot Membership สำหรับ Zenless Zone Zero ด้วย UID ของคุณ',
  'Buy Free Fire diamonds with your player ID; delivered straight to your account.':
    'ซื้อเพชร Free Fire ด้วย ID ผู้เล่นของคุณ ส่งตรงเข้าบัญชีทันที',
  'Player ID': 'ID ผู้เล่น',
  'Weekly Membership': 'สมาชิกรายสัปดาห์',
  'Monthly Membership': 'สมาชิกรายเดือน',
  'Recharge Honor of Kings tokens with your player ID for skins and the battle pass.':
    'เติมโทเคน Honor of Kings ด้วย ID ผู้เล่นของคุณ เพื่อซื้อสกินและแบทเทิลพาส',
  Tokens: 'โทเคน',
  'Top up Lunite and the Lunite Subscription for Wuthering Waves with your UID.':
    'เติม Lunite และ Lunite Subscription สำหรับ Wuthering Waves ด้วย UID ของคุณ',
  'Buy B-Chips for Honkai Impact 3rd with your UID.':
    'ซื้อ B-Chips สำหรับ Honkai Impact 3rd ด้วย UID ของคุณ',
  'Recharge Tanium for Tower of Fantasy with your UID.':
    'เติม Tanium สำหรับ Tower of Fantasy ด้วย UID ของคุณ',
  'Buy Nyan Berries for Ragnarok Origin with your character ID.':
    'ซื้อ Nyan Berries สำหรับ Ragnarok Origin ด้วย ID ตัวละครของคุณ',
  'Top up Black Cards for Punishing: Gray Raven with your commandant ID.':
    'เติม Black Cards สำหรับ Punishing: Gray Raven ด้วย ID ผู้บัญชาการของคุณ',
  'Commandant ID': 'ID ผู้บัญชาการ',
  'Recharge Blood Strike Golds with your player ID.': 'เติมทอง Blood Strike ด้วย ID ผู้เล่นของคุณ',
  Golds: 'ทอง',
  'Buy COD Points for Call of Duty: Mobile with your player UID.':
    'ซื้อ COD Points สำหรับ Call of Duty: Mobile ด้วย UID ผู้เล่นของคุณ',
  'Player UID': 'UID ผู้เล่น',
  'Recharge Arena of Valor vouchers with your player ID.':
    'เติมคูปอง Arena of Valor ด้วย ID ผู้เล่นของคุณ',
  Vouchers: 'คูปอง',
  'Buy Rise of Kingdoms gems with your governor ID.': 'ซื้อเจม Rise of Kingdoms ด้วย ID ผู้ว่าการของคุณ',
  'Governor ID': 'ID ผู้ว่าการ',
  Gems: 'เจม',
  'Recharge Lords Mobile diamonds with your IGG ID.': 'เติมเพชร Lords Mobile ด้วย ID IGG ของคุณ',
  'IGG ID': 'ID IGG',
  'Buy Biocaps for State of Survival with your player ID.':
    'ซื้อ Biocaps สำหรับ State of Survival ด้วย ID ผู้เล่นของคุณ',
  'Top up Whiteout Survival gems with your chief ID.': 'เติมเจม Whiteout Survival ด้วย ID หัวหน้าของคุณ',
  'Chief ID': 'ID หัวหน้า',
  'Buy Stumble Guys gems with your player ID.': 'ซื้อเจม Stumble Guys ด้วย ID ผู้เล่นของคุณ',
  'Top up FC Points for EA SPORTS FC Mobile with your player ID.':
    'เติม FC Points สำหรับ EA SPORTS FC Mobile ด้วย ID ผู้เล่นของคุณ',
  'Buy eFootball Coins with your user ID.': 'ซื้อ eFootball Coins ด้วย ID ผู้ใช้ของคุณ',
  'Recharge Asphalt Legends tokens with your Gameloft player ID.':
    'เติมโทเคน Asphalt Legends ด้วย ID ผู้เล่น Gameloft ของคุณ',
  'Buy Marvel Snap gold and the Premium Season Pass with your player ID.':
    'ซื้อทอง Marvel Snap และพาสซีซันพรีเมียมด้วย ID ผู้เล่นของคุณ',
  Gold: 'ทอง',
  'Premium Season Pass': 'พาสซีซันพรีเมียม',
  'Top up Master Duel gems with your player ID.': 'เติมเจม Master Duel ด้วย ID ผู้เล่นของคุณ',
  'Valorant Points through a proxy top-up with your Riot account number.':
    'เติม Valorant Points แบบตัวแทนด้วยหมายเลขบัญชี Riot ของคุณ',
  'Account number': 'หมายเลขบัญชี',
  'Riot Points through a proxy top-up with your account number.':
    'เติม Riot Points แบบตัวแทนด้วยหมายเลขบัญชีของคุณ',
  'Clash of Clans gems and the Gold Pass through a proxy top-up with your player tag number.':
    'เติมเจม Clash of Clans และ Gold Pass แบบตัวแทนด้วยหมายเลขแท็กผู้เล่นของคุณ',
  'Player tag number': 'หมายเลขแท็กผู้เล่น',
  'Clash Royale gems and the Pass Royale through a proxy top-up.':
    'เติมเจม Clash Royale และ Pass Royale แบบตัวแทน',
  'Brawl Stars gems and the Brawl Pass through a proxy top-up.':
    'เติมเจม Brawl Stars และ Brawl Pass แบบตัวแทน',
  'Robux through a proxy top-up with your Roblox user ID.':
    'เติม Robux แบบตัวแทนด้วย ID ผู้ใช้ Roblox ของคุณ',
  'Candy Crush Saga gold bars through a proxy top-up.': 'เติมทองแท่ง Candy Crush Saga แบบตัวแทน',
  'Gold Bars': 'ทองแท่ง',
  'Hearthstone Runestones through a proxy top-up with your account number.':
    'เติม Runestones ของ Hearthstone แบบตัวแทนด้วยหมายเลขบัญชีของคุณ',
  'RP for Teamfight Tactics through a proxy top-up with your account number.':
    'เติม RP สำหรับ Teamfight Tactics แบบตัวแทนด้วยหมายเลขบัญชีของคุณ',
  'Genshin Impact: double crystals': 'Genshin Impact: คริสตัลสองเท่า',
  'First purchase of each tier gets a 100% bonus': 'ซื้อครั้งแรกของแต่ละระดับรับโบนัส 100%',
  'Mobile Legends diamonds': 'เพชร Mobile Legends',
  'Weekly Diamond Pass from {{usd:199}}': 'บัตรเพชรรายสัปดาห์ เริ่มต้น {{usd:199}}',
  'Zenless Zone Zero is here': 'Zenless Zone Zero มาแล้ว',
  'Top up Monochrome with your UID': 'เติม Monochrome ด้วย UID ของคุณ',
  'New here? Get {{usd:300}} off': 'มาใหม่ใช่ไหม รับส่วนลด {{usd:300}}',
  'Sign up and save on your first order of {{usd:1000}} or more':
    'สมัครสมาชิกแล้วประหยัดในคำสั่งซื้อแรกตั้งแต่ {{usd:1000}}',
  'Up to {{n:2100}} bonus UC on big packs': 'รับโบนัสสูงสุด {{n:2100}} UC สำหรับแพ็กใหญ่',
  'New-user discount': 'ส่วนลดผู้ใช้ใหม่',
  'Sign up and get {{usd:300}} off your first order of {{usd:1000}} or more.':
    'สมัครสมาชิกแล้วรับส่วนลด {{usd:300}} สำหรับคำสั่งซื้อแรกตั้งแต่ {{usd:1000}}',
  'One new-user coupon per account': 'คูปองผู้ใช้ใหม่หนึ่งใบต่อบัญชี',
  'Valid 30 days after sign-up': 'ใช้ได้ 30 วันหลังสมัครสมาชิก',
  'Orders of {{usd:1000}} or more': 'คำสั่งซื้อตั้งแต่ {{usd:1000}}',
  'Weekend bonus': 'โบนัสสุดสัปดาห์',
  'Take 10% off any top-up (up to {{usd:500}}) with the TENOFF coupon in Coupons.':
    'รับส่วนลด 10% สำหรับการเติมทุกครั้ง (สูงสุด {{usd:500}}) ด้วยคูปอง TENOFF ในหน้าคูปอง',
  'Invite friends, earn coupons': 'ชวนเพื่อน รับคูปอง',
  'Share your link. When a friend signs up and completes a first order, you move up a reward step.':
    'แชร์ลิงก์ของคุณ เมื่อเพื่อนสมัครสมาชิกและทำคำสั่งซื้อแรกสำเร็จ คุณจะขึ้นไปอีกหนึ่งขั้นรางวัล',
  'Your friend signs up with your link or share code': 'เพื่อนสมัครสมาชิกด้วยลิงก์หรือรหัสเชิญของคุณ',
  'The invite counts when their first order is Complete': 'การเชิญจะนับเมื่อคำสั่งซื้อแรกของเพื่อนเสร็จสมบูรณ์',
  'Each reward step can be claimed once': 'รับรางวัลแต่ละขั้นได้เพียงครั้งเดียว',
  '{{usd:100}} coupon': 'คูปอง {{usd:100}}',
  '{{usd:300}} coupon': 'คูปอง {{usd:300}}',
  '{{usd:500}} coupon': 'คูปอง {{usd:500}}',
  'Welcome to Gemlane': 'ยินดีต้อนรับสู่ Gemlane',
  'Your account is ready. Your new-user discount is waiting in Coupons.':
    'บัญชีของคุณพร้อมใช้งานแล้ว ส่วนลดผู้ใช้ใหม่รออยู่ในหน้าคูปอง',
  'Take 10% off any top-up this weekend with the TENOFF coupon.':
    'สุดสัปดาห์นี้รับส่วนลด 10% สำหรับการเติมทุกครั้งด้วยคูปอง TENOFF',
  'Card limits': 'วงเงินบัตร',
  'Card payments are between {{usd:1000}} and {{usd:50000}} per transaction, 10 a day and 50 a month.':
    'การชำระด้วยบัตรต้องอยู่ระหว่าง {{usd:1000}} ถึง {{usd:50000}} ต่อรายการ ไม่เกิน 10 ครั้งต่อวันและ 50 ครั้งต่อเดือน',
  'Credit / debit card': 'บัตรเครดิต / เดบิต',
  'Gemlane Wallet': 'วอลเล็ต Gemlane',
  Card: 'บัตร',
  Wallet: 'วอลเล็ต',
};
