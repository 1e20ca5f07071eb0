// Indonesian texts of the seed, keyed by the English text (source.ts).
export const id: Record<string, string> = {
  '{{quantity}} {{item}}': '{{quantity}} {{item}}',
  '{{quantity}} + {{bonus}} {{item}}': '{{quantity}} + {{bonus}} {{item}}',
  '{{off}} off, no minimum': 'Potongan {{off}}, tanpa minimum',
  '{{off}} off orders from {{min}}': 'Potongan {{off}} untuk pesanan mulai {{min}}',
  '{{percent}} off': 'Diskon {{percent}}',
  '{{percent}} off, up to {{cap}}': 'Diskon {{percent}}, maksimal {{cap}}',
  '{{percent}} off orders from {{min}}': 'Diskon {{percent}} untuk pesanan mulai {{min}}',
  '{{percent}} off orders from {{min}}, up to {{cap}}':
    'Diskon {{percent}} untuk pesanan mulai {{min}}, maksimal {{cap}}',
  'Top up Genesis Crystals and Blessing of the Welkin Moon for Genshin Impact with your UID. First-purchase bonuses double the crystals of each tier once.':
    'Top up Genesis Crystals dan Blessing of the Welkin Moon untuk Genshin Impact dengan UID kamu. Bonus pembelian pertama menggandakan kristal setiap tingkat satu kali.',
  America: 'Amerika',
  Europe: 'Eropa',
  Asia: 'Asia',
  'TW, HK, MO': 'Taiwan, Hong Kong, Makau',
  'Best value': 'Paling hemat',
  Popular: 'Populer',
  'Buy Mobile Legends diamonds, the Weekly Diamond Pass and the Twilight Pass with your User ID and Server ID: the number in parentheses on your profile.':
    'Beli diamond Mobile Legends, Weekly Diamond Pass, dan Twilight Pass dengan ID Pengguna dan ID Server kamu: angka dalam kurung di profilmu.',
  'User ID': 'ID Pengguna',
  Diamonds: 'Diamond',
  'Weekly Diamond Pass': 'Pass Diamond Mingguan',
  'Recharge PUBG Mobile UC with your character ID for Royale Pass, outfits and crates.':
    'Isi ulang UC PUBG Mobile dengan ID karakter kamu untuk Royale Pass, kostum, dan peti.',
  'Character ID': 'ID Karakter',
  'Top up Oneiric Shards and the Express Supply Pass for Honkai: Star Rail with your UID.':
    'Top up Oneiric Shards dan Express Supply Pass untuk Honkai: Star Rail dengan UID kamu.',
  'Top up Monochrome and the Inter-Knot Membership for Zenless Zone Zero with your UID.':
    'Top up Monochrome dan Inter-Knot Membership untuk Zenless Zone Zero dengan UID kamu.',
  'Buy Free Fire diamonds with your player ID; delivered straight to your account.':
    'Beli diamond Free Fire dengan ID pemain kamu; langsung masuk ke akunmu.',
  'Player ID': 'ID Pemain',
  'Weekly Membership': 'Keanggotaan Mingguan',
  'Monthly Membership': 'Keanggotaan Bulanan',
  'Recharge Honor of Kings tokens with your player ID for skins and the battle pass.':
    'Isi ulang token Honor of Kings dengan ID pemain kamu untuk skin dan battle pass.',
  Tokens: 'Token',
  'Top up Lunite and the Lunite Subscription for Wuthering Waves with your UID.':
    'Top up Lunite dan Lunite Subscription untuk Wuthering Waves dengan UID kamu.',
  'Buy B-Chips for Honkai Impact 3rd with your UID.':
    'Beli B-Chips untuk Honkai Impact 3rd dengan UID kamu.',
  'Recharge Tanium for Tower of Fantasy with your UID.':
    'Isi ulang Tanium untuk Tower of Fantasy dengan UID kamu.',
  'Buy Nyan Berries for Ragnarok Origin with your character ID.':
    'Beli Nyan Berries untuk Ragnarok Origin dengan ID karakter kamu.',
  'Top up Black Cards for Punishing: Gray Raven with your commandant ID.':
    'Top up Black Cards untuk Punishing: Gray Raven dengan ID komandan kamu.',
  'Commandant ID': 'ID Komandan',
  'Recharge Blood Strike Golds with your player ID.':
    'Isi ulang Gold Blood Strike dengan ID pemain kamu.',
  Golds: 'Emas',
  'Buy COD Points for Call of Duty: Mobile with your player UID.':
    'Beli COD Points untuk Call of Duty: Mobile dengan UID pemain kamu.',
  'Player UID': 'UID Pemain',
  'Recharge Arena of Valor vouchers with your player ID.':
    'Isi ulang voucher Arena of Valor dengan ID pemain kamu.',
  Vouchers: 'Voucher',
  'Buy Rise of Kingdoms gems with your governor ID.':
    'Beli permata Rise of Kingdoms dengan ID gubernur kamu.',
  'Governor ID': 'ID Gubernur',
  Gems: 'Permata',
  'Recharge Lords Mobile diamonds with your IGG ID.':
    'Isi ulang diamond Lords Mobile dengan ID IGG kamu.',
  'IGG ID': 'ID IGG',
  'Buy Biocaps for State of Survival with your player ID.':
    'Beli Biocaps untuk State of Survival dengan ID pemain kamu.',
  'Top up Whiteout Survival gems with your chief ID.':
    'Top up permata Whiteout Survival dengan ID kepala suku kamu.',
  'Chief ID': 'ID Kepala Suku',
  'Buy Stumble Guys gems with your player ID.': 'Beli permata Stumble Guys dengan ID pemain kamu.',
  'Top up FC Points for EA SPORTS FC Mobile with your player ID.':
    'Top up FC Points untuk EA SPORTS FC Mobile dengan ID pemain kamu.',
  'Buy eFootball Coins with your user ID.': 'Beli eFootball Coins dengan ID pengguna kamu.',
  'Recharge Asphalt Legends tokens with your Gameloft player ID.':
    'Isi ulang token Asphalt Legends dengan ID pemain Gameloft kamu.',
  'Buy Marvel Snap gold and the Premium Season Pass with your player ID.':
    'Beli emas Marvel Snap dan Pass Musim Premium dengan ID pemain kamu.',
  Gold: 'Emas',
  'Premium Season Pass': 'Pass Musim Premium',
  'Top up Master Duel gems with your player ID.':
    'Top up permata Master Duel dengan ID pemain kamu.',
  'Valorant Points through a proxy top-up with your Riot account number.':
    'Valorant Points lewat top up perantara dengan nomor akun Riot kamu.',
  'Account number': 'Nomor akun',
  'Riot Points through a proxy top-up with your account number.':
    'Riot Points lewat top up perantara dengan nomor akun kamu.',
  'Clash of Clans gems and the Gold Pass through a proxy top-up with your player tag number.':
    'Permata Clash of Clans dan Gold Pass lewat top up perantara dengan nomor tag pemain kamu.',
  'Player tag number': 'Nomor tag pemain',
  'Clash Royale gems and the Pass Royale through a proxy top-up.':
    'Permata Clash Royale dan Pass Royale lewat top up perantara.',
  'Brawl Stars gems and the Brawl Pass through a proxy top-up.':
    'Permata Brawl Stars dan Brawl Pass lewat top up perantara.',
  'Robux through a proxy top-up with your Roblox user ID.':
    'Robux lewat top up perantara dengan ID pengguna Roblox kamu.',
  'Candy Crush Saga gold bars through a proxy top-up.':
    'Batangan emas Candy Crush Saga lewat top up perantara.',
  'Gold Bars': 'Batangan Emas',
  'Hearthstone Runestones through a proxy top-up with your account number.':
    'Runestones Hearthstone lewat top up perantara dengan nomor akun kamu.',
  'RP for Teamfight Tactics through a proxy top-up with your account number.':
    'RP untuk Teamfight Tactics lewat top up perantara dengan nomor akun kamu.',
  'Genshin Impact: double crystals': 'Genshin Impact: kristal ganda',
  'First purchase of each tier gets a 100% bonus':
    'Pembelian pertama tiap tingkat dapat bonus 100%',
  'Mobile Legends diamonds': 'Diamond Mobile Legends',
  'Weekly Diamond Pass from {{usd:199}}': 'Pass Diamond Mingguan mulai {{usd:199}}',
  'Zenless Zone Zero is here': 'Zenless Zone Zero telah hadir',
  'Top up Monochrome with your UID': 'Top up Monochrome dengan UID kamu',
  'New here? Get {{usd:300}} off': 'Baru di sini? Dapatkan potongan {{usd:300}}',
  'Sign up and save on your first order of {{usd:1000}} or more':
    'Daftar dan hemat untuk pesanan pertama mulai {{usd:1000}}',
  'Up to {{n:2100}} bonus UC on big packs': 'Bonus hingga {{n:2100}} UC untuk paket besar',
  'New-user discount': 'Diskon pengguna baru',
  'Sign up and get {{usd:300}} off your first order of {{usd:1000}} or more.':
    'Daftar dan dapatkan potongan {{usd:300}} untuk pesanan pertama mulai {{usd:1000}}.',
  'One new-user coupon per account': 'Satu kupon pengguna baru per akun',
  'Valid 30 days after sign-up': 'Berlaku 30 hari setelah pendaftaran',
  'Orders of {{usd:1000}} or more': 'Pesanan mulai {{usd:1000}}',
  'Weekend bonus': 'Bonus akhir pekan',
  'Take 10% off any top-up (up to {{usd:500}}) with the TENOFF coupon in Coupons.':
    'Hemat 10% untuk top up apa pun (maksimal {{usd:500}}) dengan kupon TENOFF di Kupon.',
  'Invite friends, earn coupons': 'Ajak teman, dapatkan kupon',
  'Share your link. When a friend signs up and completes a first order, you move up a reward step.':
    'Bagikan tautanmu. Saat teman mendaftar dan menyelesaikan pesanan pertama, kamu naik satu tingkat hadiah.',
  'Your friend signs up with your link or share code':
    'Temanmu mendaftar dengan tautan atau kode undanganmu',
  'The invite counts when their first order is Complete':
    'Undangan dihitung saat pesanan pertamanya Selesai',
  'Each reward step can be claimed once': 'Setiap tingkat hadiah hanya bisa diklaim sekali',
  '{{usd:100}} coupon': 'Kupon {{usd:100}}',
  '{{usd:300}} coupon': 'Kupon {{usd:300}}',
  '{{usd:500}} coupon': 'Kupon {{usd:500}}',
  'Welcome to Gemlane': 'Selamat datang di Gemlane',
  'Your account is ready. Your new-user discount is waiting in Coupons.':
    'Akunmu sudah siap. Diskon pengguna barumu menunggu di Kupon.',
  'Take 10% off any top-up this weekend with the TENOFF coupon.':
    'Hemat 10% untuk top up apa pun akhir pekan ini dengan kupon TENOFF.',
  'Card limits': 'Batas kartu',
  'Card payments are between {{usd:1000}} and {{usd:50000}} per transaction, 10 a day and 50 a month.':
    'Pembayaran kartu antara {{usd:1000}} dan {{usd:50000}} per transaksi, 10 kali sehari dan 50 kali sebulan.',
  'Credit / debit card': 'Kartu kredit / debit',
  'Gemlane Wallet': 'Dompet Gemlane',
  Card: 'Kartu',
  Wallet: 'Dompet',
};
