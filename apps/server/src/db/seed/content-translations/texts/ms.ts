// Malay texts of the seed, keyed by the English text (source.ts).
export const ms: Record<string, string> = {
  '{{quantity}} {{item}}': '{{quantity}} {{item}}',
  '{{quantity}} + {{bonus}} {{item}}': '{{quantity}} + {{bonus}} {{item}}',
  '{{off}} off, no minimum': 'Potongan {{off}}, tanpa minimum',
  '{{off}} off orders from {{min}}': 'Potongan {{off}} untuk pesanan dari {{min}}',
  '{{percent}} off': 'Diskaun {{percent}}',
  '{{percent}} off, up to {{cap}}': 'Diskaun {{percent}}, maksimum {{cap}}',
  '{{percent}} off orders from {{min}}': 'Diskaun {{percent}} untuk pesanan dari {{min}}',
  '{{percent}} off orders from {{min}}, up to {{cap}}':
    'Diskaun {{percent}} untuk pesanan dari {{min}}, maksimum {{cap}}',
  'Top up Genesis Crystals and Blessing of the Welkin Moon for Genshin Impact with your UID. First-purchase bonuses double the crystals of each tier once.':
    'Tambah nilai Genesis Crystals dan Blessing of the Welkin Moon untuk Genshin Impact dengan UID anda. Bonus pembelian pertama menggandakan kristal setiap peringkat sekali.',
  America: 'Amerika',
  Europe: 'Eropah',
  Asia: 'Asia',
  'TW, HK, MO': 'Taiwan, Hong Kong, Macau',
  'Best value': 'Paling berbaloi',
  Popular: 'Pilihan ramai',
  'Buy Mobile Legends diamonds, the Weekly Diamond Pass and the Twilight Pass with your User ID and Server ID: the number in parentheses on your profile.':
    'Beli diamond Mobile Legends, Weekly Diamond Pass, dan Twilight Pass dengan ID Pengguna dan ID Pelayan anda: nombor dalam kurungan pada profil anda.',
  'User ID': 'ID Pengguna',
  Diamonds: 'Diamond',
  'Weekly Diamond Pass': 'Pass Diamond Mingguan',
  'Recharge PUBG Mobile UC with your character ID for Royale Pass, outfits and crates.':
    'Tambah nilai UC PUBG Mobile dengan ID karakter anda untuk Royale Pass, pakaian dan peti.',
  'Character ID': 'ID Karakter',
  'Top up Oneiric Shards and the Express Supply Pass for Honkai: Star Rail with your UID.':
    'Tambah nilai Oneiric Shards dan Express Supply Pass untuk Honkai: Star Rail dengan UID anda.',
  'Top up Monochrome and the Inter-Knot Membership for Zenless Zone Zero with your UID.':
    'Tambah nilai Monochrome dan Inter-Knot Membership untuk Zenless Zone Zero dengan UID anda.',
  'Buy Free Fire diamonds with your player ID; delivered straight to your account.':
    'Beli diamond Free Fire dengan ID pemain anda; terus dihantar ke akaun anda.',
  'Player ID': 'ID Pemain',
  'Weekly Membership': 'Keahlian Mingguan',
  'Monthly Membership': 'Keahlian Bulanan',
  'Recharge Honor of Kings tokens with your player ID for skins and the battle pass.':
    'Tambah nilai token Honor of Kings dengan ID pemain anda untuk skin dan pas pertempuran.',
  Tokens: 'Token',
  'Top up Lunite and the Lunite Subscription for Wuthering Waves with your UID.':
    'Tambah nilai Lunite dan Lunite Subscription untuk Wuthering Waves dengan UID anda.',
  'Buy B-Chips for Honkai Impact 3rd with your UID.':
    'Beli B-Chips untuk Honkai Impact 3rd dengan UID anda.',
  'Recharge Tanium for Tower of Fantasy with your UID.':
    'Tambah nilai Tanium untuk Tower of Fantasy dengan UID anda.',
  'Buy Nyan Berries for Ragnarok Origin with your character ID.':
    'Beli Nyan Berries untuk Ragnarok Origin dengan ID karakter anda.',
  'Top up Black Cards for Punishing: Gray Raven with your commandant ID.':
    'Tambah nilai Black Cards untuk Punishing: Gray Raven dengan ID komandan anda.',
  'Commandant ID': 'ID Komandan',
  'Recharge Blood Strike Golds with your player ID.':
    'Tambah nilai Gold Blood Strike dengan ID pemain anda.',
  Golds: 'Emas',
  'Buy COD Points for Call of Duty: Mobile with your player UID.':
    'Beli COD Points untuk Call of Duty: Mobile dengan UID pemain anda.',
  'Player UID': 'UID Pemain',
  'Recharge Arena of Valor vouchers with your player ID.':
    'Tambah nilai voucher Arena of Valor dengan ID pemain anda.',
  Vouchers: 'Voucher',
  'Buy Rise of Kingdoms gems with your governor ID.':
    'Beli permata Rise of Kingdoms dengan ID gabenor anda.',
  'Governor ID': 'ID Gabenor',
  Gems: 'Permata',
  'Recharge Lords Mobile diamonds with your IGG ID.':
    'Tambah nilai diamond Lords Mobile dengan ID IGG anda.',
  'IGG ID': 'ID IGG',
  'Buy Biocaps for State of Survival with your player ID.':
    'Beli Biocaps untuk State of Survival dengan ID pemain anda.',
  'Top up Whiteout Survival gems with your chief ID.':
    'Tambah nilai permata Whiteout Survival dengan ID ketua anda.',
  'Chief ID': 'ID Ketua',
  'Buy Stumble Guys gems with your player ID.': 'Beli permata Stumble Guys dengan ID pemain anda.',
  'Top up FC Points for EA SPORTS FC Mobile with your player ID.':
    'Tambah nilai FC Points untuk EA SPORTS FC Mobile dengan ID pemain anda.',
  'Buy eFootball Coins with your user ID.': 'Beli eFootball Coins dengan ID pengguna anda.',
  'Recharge Asphalt Legends tokens with your Gameloft player ID.':
    'Tambah nilai token Asphalt Legends dengan ID pemain Gameloft anda.',
  'Buy Marvel Snap gold and the Premium Season Pass with your player ID.':
    'Beli emas Marvel Snap dan Pas Musim Premium dengan ID pemain anda.',
  Gold: 'Emas',
  'Premium Season Pass': 'Pas Musim Premium',
  'Top up Master Duel gems with your player ID.':
    'Tambah nilai permata Master Duel dengan ID pemain anda.',
  'Valorant Points through a proxy top-up with your Riot account number.':
    'Valorant Points melalui tambah nilai proksi dengan nombor akaun Riot anda.',
  'Account number': 'Nombor akaun',
  'Riot Points through a proxy top-up with your account number.':
    'Riot Points melalui tambah nilai proksi dengan nombor akaun anda.',
  'Clash of Clans gems and the Gold Pass through a proxy top-up with your player tag number.':
    'Permata Clash of Clans dan Gold Pass melalui tambah nilai proksi dengan nombor tag pemain anda.',
  'Player tag number': 'Nombor tag pemain',
  'Clash Royale gems and the Pass Royale through a proxy top-up.':
    'Permata Clash Royale dan Pass Royale melalui tambah nilai proksi.',
  'Brawl Stars gems and the Brawl Pass through a proxy top-up.':
    'Permata Brawl Stars dan Brawl Pass melalui tambah nilai proksi.',
  'Robux through a proxy top-up with your Roblox user ID.':
    'Robux melalui tambah nilai proksi dengan ID pengguna Roblox anda.',
  'Candy Crush Saga gold bars through a proxy top-up.':
    'Jongkong emas Candy Crush Saga melalui tambah nilai proksi.',
  'Gold Bars': 'Jongkong Emas',
  'Hearthstone Runestones through a proxy top-up with your account number.':
    'Runestones Hearthstone melalui tambah nilai proksi dengan nombor akaun anda.',
  'RP for Teamfight Tactics through a proxy top-up with your account number.':
    'RP untuk Teamfight Tactics melalui tambah nilai proksi dengan nombor akaun anda.',
  'Genshin Impact: double crystals': 'Genshin Impact: kristal berganda',
  'First purchase of each tier gets a 100% bonus':
    'Pembelian pertama setiap peringkat mendapat bonus 100%',
  'Mobile Legends diamonds': 'Diamond Mobile Legends',
  'Weekly Diamond Pass from {{usd:199}}': 'Pass Diamond Mingguan dari {{usd:199}}',
  'Zenless Zone Zero is here': 'Zenless Zone Zero telah tiba',
  'Top up Monochrome with your UID': 'Tambah nilai Monochrome dengan UID anda',
  'New here? Get {{usd:300}} off': 'Baru di sini? Dapatkan potongan {{usd:300}}',
  'Sign up and save on your first order of {{usd:1000}} or more':
    'Daftar dan jimat untuk pesanan pertama dari {{usd:1000}}',
  'Up to {{n:2100}} bonus UC on big packs': 'Bonus sehingga {{n:2100}} UC untuk pek besar',
  'New-user discount': 'Diskaun pengguna baharu',
  'Sign up and get {{usd:300}} off your first order of {{usd:1000}} or more.':
    'Daftar dan dapatkan potongan {{usd:300}} untuk pesanan pertama dari {{usd:1000}}.',
  'One new-user coupon per account': 'Satu kupon pengguna baharu bagi setiap akaun',
  'Valid 30 days after sign-up': 'Sah selama 30 hari selepas pendaftaran',
  'Orders of {{usd:1000}} or more': 'Pesanan dari {{usd:1000}}',
  'Weekend bonus': 'Bonus hujung minggu',
  'Take 10% off any top-up (up to {{usd:500}}) with the TENOFF coupon in Coupons.':
    'Jimat 10% untuk sebarang tambah nilai (maksimum {{usd:500}}) dengan kupon TENOFF dalam Kupon.',
  'Invite friends, earn coupons': 'Ajak rakan, dapatkan kupon',
  'Share your link. When a friend signs up and completes a first order, you move up a reward step.':
    'Kongsi pautan anda. Apabila rakan mendaftar dan menyelesaikan pesanan pertama, anda naik satu peringkat ganjaran.',
  'Your friend signs up with your link or share code':
    'Rakan anda mendaftar dengan pautan atau kod jemputan anda',
  'The invite counts when their first order is Complete':
    'Jemputan dikira apabila pesanan pertamanya Selesai',
  'Each reward step can be claimed once': 'Setiap peringkat ganjaran hanya boleh dituntut sekali',
  '{{usd:100}} coupon': 'Kupon {{usd:100}}',
  '{{usd:300}} coupon': 'Kupon {{usd:300}}',
  '{{usd:500}} coupon': 'Kupon {{usd:500}}',
  'Welcome to Gemlane': 'Selamat datang ke Gemlane',
  'Your account is ready. Your new-user discount is waiting in Coupons.':
    'Akaun anda sudah sedia. Diskaun pengguna baharu anda menanti dalam Kupon.',
  'Take 10% off any top-up this weekend with the TENOFF coupon.':
    'Jimat 10% untuk sebarang tambah nilai hujung minggu ini dengan kupon TENOFF.',
  'Card limits': 'Had kad',
  'Card payments are between {{usd:1000}} and {{usd:50000}} per transaction, 10 a day and 50 a month.':
    'Pembayaran kad antara {{usd:1000}} dan {{usd:50000}} per transaksi, 10 kali sehari dan 50 kali sebulan.',
  'Credit / debit card': 'Kad kredit / debit',
  'Gemlane Wallet': 'Dompet Gemlane',
  Card: 'Kad',
  Wallet: 'Dompet',
};
