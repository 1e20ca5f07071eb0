import type { ContentTranslations } from './index.ts';

export const ms: ContentTranslations = {
  help: {
    'delivery-time': {
      title: 'Berapa lama masa penghantaran?',
      body: [
        'Penghantaran biasanya mengambil masa kira-kira 10 minit selepas pembayaran anda disahkan, dan paling lama 24 jam.',
        'Jika pesanan tidak dihantar dalam masa 24 jam, ia ditandakan Gagal dan dibayar balik secara automatik melalui kaedah pembayaran anda. Anda tidak perlu menghubungi kami untuk bayaran balik ini.',
      ],
    },
    'order-states': {
      title: 'Apakah maksud status pesanan?',
      body: [
        'Sedang dibayar: menunggu anda melengkapkan pembayaran. Menunggu pembayaran: penyedia pembayaran belum memberi jawapan. Sedang disemak: sudah dibayar; kami mengesahkan ID pemain anda dengan permainan. Sedang diproses: permainan sedang mengkreditkan akaun anda. Selesai: telah dihantar.',
        'Pembayaran gagal: pembayaran tidak berjaya; anda boleh membayar semula. Gagal: tambah nilai tidak dapat dihantar dan pesanan dibayar balik secara automatik. Pesanan dibatalkan: pesanan dibatalkan sebelum pembayaran dan tidak boleh dibayar lagi.',
      ],
    },
    'wrong-game-id': {
      title: 'Saya telah memasukkan ID permainan yang salah',
      body: [
        'ID permainan mesti disahkan sebelum pembelian: Gemlane memaparkan nama dalam permainan bagi ID yang anda masukkan. Jika ID salah, mesej "ID yang anda masukkan tidak betul" dipaparkan dan anda tidak boleh membayar.',
        'Jika ID yang salah masih menyebabkan tambah nilai gagal, pesanan dibayar balik secara automatik sebaik sahaja kegagalan itu disahkan oleh permainan.',
        'Untuk Mobile Legends: Bang Bang, masukkan User ID dan Server ID anda; nombor dalam kurungan pada profil anda ialah Server ID.',
      ],
    },
    'cancel-or-return': {
      title: 'Bolehkah saya membatalkan atau memulangkan pesanan?',
      body: [
        'Anda boleh membatalkan pesanan yang belum dibayar. Pesanan yang telah dibatalkan tidak boleh dibayar lagi.',
        'Pesanan tambah nilai yang telah selesai tidak boleh dibatalkan atau dipulangkan, kerana mata wang permainan telah dikreditkan ke akaun permainan.',
      ],
    },
    'automatic-refunds': {
      title: 'Bagaimanakah bayaran balik automatik berfungsi?',
      body: [
        'Tambah nilai yang gagal dibayar balik secara automatik: apabila permainan menolak ID pemain, atau apabila pesanan tidak dihantar dalam masa 24 jam.',
        'Bayaran balik dikembalikan ke kad atau e-dompet yang anda gunakan untuk membayar. Bank biasanya memaparkannya dalam masa 5 hingga 10 hari bekerja.',
      ],
    },
    fees: {
      title: 'Adakah Gemlane mengenakan yuran?',
      body: [
        'Tidak. Gemlane sendiri tidak mengenakan sebarang yuran; yuran dikenakan oleh penyedia pembayaran.',
        'Pembayaran kad: 4.5% + {{usd:20}}. Pembayaran e-dompet: 3.9% + {{usd:30}}. Yuran dipaparkan dalam ringkasan harga sebelum anda membayar.',
      ],
    },
    'card-limits': {
      title: 'Had tambah nilai dengan kad',
      body: [
        'Pembayaran kad mestilah sekurang-kurangnya {{usd:1000}} dan paling banyak {{usd:50000}} bagi setiap transaksi.',
        'Sekeping kad boleh digunakan 10 kali sehari dan 50 kali sebulan. Satu akaun boleh menggunakan sehingga 5 kad, dan kad yang sama boleh digunakan pada paling banyak 2 akaun. Nama pemegang kad mesti kekal sama dalam semua pembayaran anda.',
      ],
    },
    'declined-payments': {
      title: 'Bank saya menolak pembayaran (Do Not Honor, Suspected Fraud)',
      body: [
        'Bank kadangkala menolak pembelian permainan dengan kod seperti Do Not Honor atau Suspected Fraud. Keputusan ini dibuat oleh bank anda.',
        'Sila cuba lagi dengan jumlah di bawah {{usd:10000}}, atau minta bank anda membenarkan pembayaran itu. Pesanan kekal dalam status Pembayaran gagal dan anda boleh membayarnya semula.',
      ],
    },
    currencies: {
      title: 'Mata wang apakah yang boleh saya gunakan untuk membayar?',
      body: [
        'Harga boleh dipaparkan dalam USD, EUR, GBP, JPY, IDR, VND, THB, MYR, PHP, RUB, CNY, BRL, KRW dan SGD. Pilih mata wang dalam tetapan bahasa dan mata wang.',
        'Harga ditukar daripada dolar AS menggunakan kadar pertukaran harian kami dan dibundarkan kepada unit terkecil setiap mata wang.',
      ],
    },
    'create-account': {
      title: 'Membuat akaun dan log masuk',
      body: [
        'Daftar dengan alamat e-mel anda: kami menghantar kod 6 digit yang sah selama 10 minit. Kemudian pilih kata laluan.',
        'Anda juga boleh log masuk melalui aplikasi rakan kongsi. Pengguna yang log masuk mempunyai profil, kupon, pesanan, mesej dan program jemput rakan; pelawat boleh melayari dan mencari permainan.',
      ],
    },
    'password-rules': {
      title: 'Peraturan kata laluan',
      body: [
        'Kata laluan mempunyai 8 hingga 20 aksara dan menggunakan lebih daripada 2 jenis antara huruf besar, huruf kecil, digit dan simbol. Ruang kosong dan aksara khas seperti huruf beraksen atau emoji tidak dibenarkan.',
        'Terlupa? Gunakan "Lupa kata laluan?" pada halaman log masuk: kami akan menghantar kod ke e-mel anda.',
      ],
    },
    'username-and-avatar': {
      title: 'Menukar nama pengguna dan avatar',
      body: [
        'Nama pengguna anda boleh ditukar sebulan sekali.',
        'Avatar anda boleh ditukar sehari sekali. Saiz imej sehingga 20 MB, dalam format PNG, JPEG, GIF atau WebP.',
      ],
    },
    'email-binding': {
      title: 'Memautkan e-mel kepada akaun rakan kongsi',
      body: [
        'Jika anda log masuk melalui rakan kongsi, anda boleh memautkan alamat e-mel dalam Tetapan. Kami menghantar kod 6 digit untuk mengesahkan alamat itu milik anda.',
      ],
    },
    'language-and-currency': {
      title: 'Bahasa dan mata wang',
      body: [
        'Gemlane tersedia dalam English, Deutsch, Français, Bahasa Indonesia, 日本語, Bahasa Melayu, Русский, ไทย, Tiếng Việt dan 中文. Pilih bahasa dan mata wang dalam tetapan; pilihan anda akan diingati.',
      ],
    },
    'customer-service': {
      title: 'Khidmat pelanggan',
      body: [
        'Khidmat pelanggan tersedia 24/7. Buka Pusat Bantuan dan pilih Hubungi kami, atau balas mana-mana e-mel yang kami hantar kepada anda.',
      ],
    },
    newsletter: {
      title: 'Surat berita',
      body: [
        'Langgan dengan alamat e-mel anda di bahagian bawah mana-mana halaman. Kami menghantar pautan pengesahan; langganan anda aktif sebaik sahaja anda membukanya. Anda boleh berhenti melanggan pada bila-bila masa dari bahagian yang sama atau dari mana-mana e-mel surat berita.',
      ],
    },
    'invite-friends': {
      title: 'Jemput rakan',
      body: [
        'Kongsi pautan jemputan anda. Apabila rakan mendaftar dengannya dan melengkapkan pesanan pertama, ia dikira untuk peringkat ganjaran aktiviti jemputan; ganjaran dipaparkan sebagai Telah dituntut atau Belum dituntut pada halaman aktiviti.',
      ],
    },
  },
  blog: {
    'genshin-welkin-moon-or-crystals': {
      title: 'Welkin Moon atau Genesis Crystals: tambah nilai Genshin yang mana lebih berbaloi?',
      summary:
        'Perbandingan mudah antara Blessing of the Welkin Moon dan pek kristal, mengikut nilai setiap dolar.',
      body: [
        'Blessing of the Welkin Moon berharga {{usd:499}} dan terus memberi 300 Genesis Crystals, ditambah 90 Primogems setiap hari anda log masuk selama 30 hari: sejumlah 3,000 Primogems jika anda tidak terlepas sehari pun.',
        'Pek kristal {{usd:499}} memberi 300 Genesis Crystals serta 30 kristal bonus, atau 600 kali pertama anda membeli peringkat itu. Nilai setiap dolar jauh lebih rendah berbanding Welkin, tetapi ia tiba serta-merta dan tidak bergantung pada log masuk harian.',
        'Jika anda bermain setiap hari, Welkin Moon ialah nilai terbaik dalam permainan. Jika anda memerlukan kristal untuk banner yang tamat esok, hanya pek kristal yang dapat membantu. Bonus pembelian pertama ditetapkan semula dengan sesetengah kemas kini versi, jadi semak bonus semasa di zon permainan sebelum membeli peringkat yang lebih besar.',
        'Walau apa pun pilihan anda, masukkan UID dengan teliti dan pilih pelayan yang betul: UID yang salah ialah punca paling biasa tambah nilai gagal. Jika ini berlaku, pesanan dibayar balik secara automatik.',
      ],
    },
    'find-mlbb-user-id-server-id': {
      title: 'Di mana untuk mencari User ID dan Server ID Mobile Legends anda',
      summary: 'Dua nombor, satu skrin profil: cara membacanya tanpa tertukar.',
      body: [
        'Buka Mobile Legends: Bang Bang dan ketik avatar anda di penjuru kiri atas. Di bawah nama samaran anda, anda akan melihat sesuatu seperti 12345678 (2001).',
        'Nombor pertama ialah User ID anda. Nombor dalam kurungan ialah Server ID anda. Gemlane meminta kedua-duanya dalam dua medan berasingan dan menyemaknya dengan permainan sebelum anda membayar: nama dalam permainan anda akan dipaparkan jika kedua-duanya betul.',
        'Jika nama tidak dipaparkan, jangan meneka. Salin semula nombor itu dari skrin profil. ID yang salah boleh menyebabkan tambah nilai gagal; dalam keadaan itu, pesanan dibayar balik secara automatik sebaik sahaja kegagalan disahkan.',
      ],
    },
    'pubg-mobile-uc-guide': {
      title: 'UC PUBG Mobile: cara peringkat bonus berfungsi',
      summary:
        'Mengapa pek 6,000 UC datang dengan 2,100 tambahan, dan bila pek kecil lebih sesuai.',
      body: [
        'Bonus pek UC bertambah mengikut saiznya: 300 UC datang dengan 25 tambahan, 3,000 UC dengan 850 dan 6,000 UC dengan 2,100. Bagi setiap dolar, pek terbesar memberi kira-kira 35% lebih banyak UC berbanding pek terkecil.',
        'Royale Pass peringkat Elite berharga 360 UC, jadi pek 300 + 25 ditambah sedikit UC baki daripada misi biasanya sudah mencukupi. Beli pek yang lebih besar hanya jika anda pasti akan membelanjakannya, kerana UC tidak boleh dibayar balik selepas dihantar.',
        'Character ID anda terdapat pada skrin profil di bawah nama anda. Gemlane memaparkan nama dalam permainan anda sebelum anda membayar supaya anda boleh mengesahkan bahawa anda menambah nilai akaun yang betul.',
      ],
    },
    'why-delivery-takes-ten-minutes': {
      title:
        'Mengapa tambah nilai mengambil masa kira-kira 10 minit, dan apa yang berlaku selepas 24 jam',
      summary: 'Apa yang berlaku antara pembayaran anda dan kristal masuk ke akaun anda.',
      body: [
        'Selepas penyedia pembayaran mengesahkan pembayaran anda, pesanan anda beralih daripada Sedang dibayar kepada Sedang disemak: kami mengesahkan ID pemain sekali lagi dengan penerbit permainan. Kemudian statusnya Sedang diproses semasa penerbit mengkreditkan akaun anda, dan Selesai apabila ia tiba.',
        'Kebanyakan pesanan selesai dalam kira-kira 10 minit. Waktu sibuk, penyelenggaraan oleh penerbit atau bank yang menahan pembayaran untuk semakan boleh memanjangkannya. Jika pesanan tidak dihantar dalam masa 24 jam, ia ditandakan Gagal dan dibayar balik secara automatik ke kad atau e-dompet yang anda gunakan untuk membayar.',
        'Anda boleh mengikuti setiap langkah dalam butiran pesanan, yang menunjukkan masa setiap perubahan status. Khidmat pelanggan kami tersedia 24/7 jika ada apa-apa yang kelihatan tidak kena.',
      ],
    },
    'card-payment-limits-explained': {
      title: 'Pembayaran kad: had, yuran dan maksud Do Not Honor',
      summary:
        'Peraturan kad yang melindungi akaun anda, dan cara supaya pembayaran yang ditolak dapat diluluskan.',
      body: [
        'Pembayaran kad mestilah sekurang-kurangnya {{usd:1000}} dan paling banyak {{usd:50000}} bagi setiap transaksi. Sekeping kad boleh digunakan 10 kali sehari dan 50 kali sebulan, satu akaun boleh menggunakan sehingga 5 kad, dan satu kad boleh digunakan pada paling banyak 2 akaun. Nama pemegang kad mesti kekal sama dalam semua pembayaran anda.',
        'Gemlane tidak mengenakan yurannya sendiri. Penyedia pembayaran mengenakan 4.5% + {{usd:20}} untuk kad dan 3.9% + {{usd:30}} untuk e-dompet; yuran dipaparkan dalam ringkasan harga sebelum anda membayar.',
        'Bank kadangkala menolak pembelian permainan dengan kod seperti Do Not Honor atau Suspected Fraud. Ini keputusan bank anda, bukan Gemlane. Mencuba lagi dengan jumlah di bawah {{usd:10000}} biasanya berjaya; anda juga boleh menelefon bank anda untuk membenarkan pembayaran itu.',
      ],
    },
    'honkai-star-rail-express-supply-pass': {
      title: 'Express Supply Pass Honkai: Star Rail, diterangkan',
      summary:
        '300 Oneiric Shards serta-merta dan 90 Stellar Jade sehari: kiraan di sebalik pas ini.',
      body: [
        'Express Supply Pass berharga {{usd:499}} dan berfungsi seperti Welkin Moon dalam Genshin Impact: 300 Oneiric Shards semasa anda membelinya, kemudian 90 Stellar Jade setiap hari selama 30 hari.',
        'Ini menjadikannya cara paling murah untuk membuat tarikan pada banner jika anda log masuk setiap hari. Menggabungkan beberapa pas memanjangkan tempohnya, sehingga 180 hari.',
        'Masukkan UID anda dan pilih pelayan anda (America, Europe, Asia atau TW, HK, MO) sebelum membayar. Gemlane mengesahkan nama akaun supaya anda boleh menyemak bahawa ia milik anda.',
      ],
    },
    'zenless-zone-zero-first-top-up': {
      title: 'Zenless Zone Zero: manfaatkan sepenuhnya tambah nilai pertama anda',
      summary:
        'Monochrome berganda pada pembelian pertama dan Inter-Knot Membership untuk Proxy baharu.',
      body: [
        'Setiap peringkat Monochrome memberi Monochrome berganda pada kali pertama anda membelinya. Jika anda bercadang untuk berbelanja, membeli setiap peringkat sekali lebih bernilai daripada membeli peringkat terbesar dua kali.',
        'Inter-Knot Membership ialah pas log masuk harian Zenless Zone Zero: Monochrome serta-merta, kemudian Polychrome setiap hari selama 30 hari.',
        'UID anda dipaparkan di bahagian bawah menu permainan. Akaun baharu mendapat diskaun {{usd:300}} untuk pesanan Gemlane pertama bernilai {{usd:1000}} atau lebih.',
      ],
    },
  },
};
