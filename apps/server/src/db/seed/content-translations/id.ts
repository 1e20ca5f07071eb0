import type { ContentTranslations } from './index.ts';

export const id: ContentTranslations = {
  help: {
    'delivery-time': {
      title: 'Berapa lama pengirimannya?',
      body: [
        'Pengiriman biasanya memakan waktu sekitar 10 menit setelah pembayaranmu dikonfirmasi, dan paling lama 24 jam.',
        'Jika pesanan tidak terkirim dalam 24 jam, pesanan ditandai Gagal dan dananya dikembalikan otomatis ke metode pembayaran yang kamu pakai. Kamu tidak perlu menghubungi kami untuk refund ini.',
      ],
    },
    'order-states': {
      title: 'Apa arti status pesanan?',
      body: [
        'Sedang dibayar: menunggu kamu menyelesaikan pembayaran. Menunggu pembayaran: penyedia pembayaran belum memberi jawaban. Sedang diperiksa: sudah dibayar; kami mengonfirmasi ID pemainmu ke gim. Diproses: gim sedang mengisi akunmu. Selesai: sudah terkirim.',
        'Pembayaran gagal: pembayaran tidak berhasil; kamu bisa membayar lagi. Gagal: top up tidak bisa dikirim dan pesanan di-refund otomatis. Pesanan dibatalkan: pesanan dibatalkan sebelum dibayar dan tidak akan pernah bisa dibayar.',
      ],
    },
    'wrong-game-id': {
      title: 'Saya memasukkan ID gim yang salah',
      body: [
        'ID gim harus dikonfirmasi sebelum membeli: Gemlane menampilkan nama dalam gim dari ID yang kamu masukkan. Jika ID salah, muncul pesan "ID yang kamu masukkan salah" dan kamu tidak bisa membayar.',
        'Jika ID yang salah tetap membuat top up gagal, pesanan di-refund otomatis setelah kegagalannya dikonfirmasi oleh gim.',
        'Untuk Mobile Legends: Bang Bang, masukkan User ID dan Server ID kamu; angka di dalam kurung pada profilmu adalah Server ID.',
      ],
    },
    'cancel-or-return': {
      title: 'Bisakah saya membatalkan atau mengembalikan pesanan?',
      body: [
        'Kamu bisa membatalkan pesanan yang belum dibayar. Pesanan yang sudah dibatalkan tidak bisa dibayar lagi.',
        'Pesanan top up yang sudah selesai tidak bisa dibatalkan atau dikembalikan, karena mata uang gim sudah masuk ke akun gim.',
      ],
    },
    'automatic-refunds': {
      title: 'Bagaimana cara kerja refund otomatis?',
      body: [
        'Top up yang gagal di-refund otomatis: saat gim menolak ID pemain, atau saat pesanan tidak terkirim dalam 24 jam.',
        'Dana dikembalikan ke kartu atau dompet digital yang kamu pakai untuk membayar. Bank biasanya menampilkannya dalam 5 sampai 10 hari kerja.',
      ],
    },
    fees: {
      title: 'Apakah Gemlane mengenakan biaya?',
      body: [
        'Tidak. Gemlane sendiri tidak mengenakan biaya; biaya dikenakan oleh penyedia pembayaran.',
        'Pembayaran kartu: 4,5% + {{usd:20}}. Pembayaran dompet digital: 3,9% + {{usd:30}}. Biaya ditampilkan di ringkasan harga sebelum kamu membayar.',
      ],
    },
    'card-limits': {
      title: 'Batas top up dengan kartu',
      body: [
        'Pembayaran kartu minimal {{usd:1000}} dan maksimal {{usd:50000}} per transaksi.',
        'Satu kartu bisa dipakai 10 kali sehari dan 50 kali sebulan. Satu akun bisa memakai hingga 5 kartu, dan kartu yang sama bisa dipakai di paling banyak 2 akun. Nama pemegang kartu harus tetap sama di semua pembayaranmu.',
      ],
    },
    'declined-payments': {
      title: 'Bank saya menolak pembayaran (Do Not Honor, Suspected Fraud)',
      body: [
        'Bank terkadang menolak pembelian gim dengan kode seperti Do Not Honor atau Suspected Fraud. Keputusan ini dibuat oleh bankmu.',
        'Coba lagi dengan jumlah di bawah {{usd:10000}}, atau minta bankmu mengizinkan pembayaran tersebut. Pesanan tetap berstatus Pembayaran gagal dan kamu bisa membayarnya lagi.',
      ],
    },
    currencies: {
      title: 'Mata uang apa saja yang bisa dipakai untuk membayar?',
      body: [
        'Harga bisa ditampilkan dalam USD, EUR, GBP, JPY, IDR, VND, THB, MYR, PHP, RUB, CNY, BRL, KRW, dan SGD. Pilih mata uang di pengaturan bahasa dan mata uang.',
        'Harga dikonversi dari dolar AS dengan kurs harian kami dan dibulatkan ke satuan terkecil setiap mata uang.',
      ],
    },
    'create-account': {
      title: 'Membuat akun dan masuk',
      body: [
        'Daftar dengan alamat e-mailmu: kami mengirimkan kode 6 digit yang berlaku selama 10 menit. Lalu buat kata sandi.',
        'Kamu juga bisa masuk lewat aplikasi mitra. Pengguna yang sudah masuk punya profil, kupon, pesanan, pesan, dan program undang teman; pengunjung bisa menjelajah dan mencari gim.',
      ],
    },
    'password-rules': {
      title: 'Aturan kata sandi',
      body: [
        'Kata sandi terdiri dari 8 sampai 20 karakter dan memakai lebih dari 2 jenis di antara huruf besar, huruf kecil, angka, dan simbol. Spasi dan karakter khusus seperti huruf beraksen atau emoji tidak diperbolehkan.',
        'Lupa kata sandi? Pilih "Lupa kata sandi?" di halaman masuk: kami akan mengirim kode ke e-mailmu.',
      ],
    },
    'username-and-avatar': {
      title: 'Mengubah nama pengguna dan avatar',
      body: [
        'Nama pengguna bisa diubah sebulan sekali.',
        'Avatar bisa diubah sehari sekali. Ukuran gambar maksimal 20 MB, dalam format PNG, JPEG, GIF, atau WebP.',
      ],
    },
    'email-binding': {
      title: 'Menautkan e-mail ke akun mitra',
      body: [
        'Jika kamu masuk lewat mitra, kamu bisa menautkan alamat e-mail di Pengaturan. Kami mengirim kode 6 digit untuk memastikan alamat itu milikmu.',
      ],
    },
    'language-and-currency': {
      title: 'Bahasa dan mata uang',
      body: [
        'Gemlane tersedia dalam English, Deutsch, Français, Bahasa Indonesia, 日本語, Bahasa Melayu, Русский, ไทย, Tiếng Việt, dan 中文. Pilih bahasa dan mata uang di pengaturan; pilihanmu akan diingat.',
      ],
    },
    'customer-service': {
      title: 'Layanan pelanggan',
      body: [
        'Layanan pelanggan siap membantu 24/7. Buka Pusat Bantuan lalu pilih Hubungi kami, atau balas e-mail apa pun yang kami kirimkan kepadamu.',
      ],
    },
    newsletter: {
      title: 'Buletin',
      body: [
        'Berlangganan dengan alamat e-mailmu di bagian bawah halaman mana pun. Kami mengirim tautan konfirmasi; kamu resmi berlangganan setelah membukanya. Kamu bisa berhenti berlangganan kapan saja dari bagian yang sama atau dari e-mail buletin mana pun.',
      ],
    },
    'invite-friends': {
      title: 'Undang teman',
      body: [
        'Bagikan tautan undanganmu. Saat teman mendaftar lewat tautan itu dan menyelesaikan pesanan pertamanya, undangan itu dihitung untuk tahap hadiah di aktivitas undangan; hadiah tampil sebagai Sudah diklaim atau Belum diklaim di halaman aktivitas.',
      ],
    },
  },
  blog: {
    'genshin-welkin-moon-or-crystals': {
      title: 'Welkin Moon atau Genesis Crystals: top up Genshin mana yang lebih worth it?',
      summary:
        'Perbandingan sederhana Blessing of the Welkin Moon dan paket kristal, dihitung per dolar.',
      body: [
        'Blessing of the Welkin Moon seharga {{usd:499}} dan langsung memberi 300 Genesis Crystals, ditambah 90 Primogems setiap hari kamu login selama 30 hari: total 3.000 Primogems kalau tidak pernah absen.',
        'Paket kristal {{usd:499}} memberi 300 Genesis Crystals plus 30 kristal bonus, atau 600 saat pertama kali kamu membeli tingkat itu. Per dolar jauh lebih sedikit daripada Welkin, tapi langsung masuk dan tidak bergantung pada login harian.',
        'Kalau kamu main setiap hari, Welkin Moon adalah pilihan paling hemat di gim ini. Kalau kamu butuh kristal untuk banner yang berakhir besok, hanya paket kristal yang bisa membantu. Bonus pembelian pertama di-reset pada beberapa pembaruan versi, jadi cek bonus yang berlaku di zona gim sebelum membeli tingkat yang lebih besar.',
        'Apa pun pilihanmu, masukkan UID dengan teliti dan pilih server yang benar: UID yang salah adalah penyebab paling umum top up gagal. Jika itu terjadi, pesanan di-refund otomatis.',
      ],
    },
    'find-mlbb-user-id-server-id': {
      title: 'Cara menemukan User ID dan Server ID Mobile Legends',
      summary: 'Dua angka, satu layar profil: cara membacanya tanpa tertukar.',
      body: [
        'Buka Mobile Legends: Bang Bang dan ketuk avatarmu di pojok kiri atas. Di bawah nickname kamu akan terlihat sesuatu seperti 12345678 (2001).',
        'Angka pertama adalah User ID kamu. Angka di dalam kurung adalah Server ID kamu. Gemlane meminta keduanya di dua kolom terpisah dan memeriksanya ke gim sebelum kamu membayar: nama dalam gim kamu akan muncul jika keduanya benar.',
        'Jika nama tidak muncul, jangan menebak. Salin lagi angkanya dari layar profil. ID yang salah bisa membuat top up gagal; dalam hal itu pesanan di-refund otomatis setelah kegagalannya dikonfirmasi.',
      ],
    },
    'pubg-mobile-uc-guide': {
      title: 'UC PUBG Mobile: cara kerja tingkat bonus',
      summary:
        'Kenapa paket 6.000 UC dapat tambahan 2.100, dan kapan paket kecil lebih masuk akal.',
      body: [
        'Bonus paket UC bertambah seiring ukurannya: 300 UC dapat tambahan 25, 3.000 UC dapat 850, dan 6.000 UC dapat 2.100. Per dolar, paket terbesar memberi sekitar 35% lebih banyak UC daripada yang terkecil.',
        'Royale Pass tingkat Elite seharga 360 UC, jadi paket 300 + 25 ditambah sedikit UC sisa misi biasanya sudah cukup. Beli paket yang lebih besar hanya jika kamu yakin akan memakainya, karena UC tidak bisa di-refund setelah terkirim.',
        'Character ID kamu ada di layar profil di bawah namamu. Gemlane menampilkan nama dalam gim kamu sebelum membayar, supaya kamu bisa memastikan akun yang diisi sudah benar.',
      ],
    },
    'why-delivery-takes-ten-minutes': {
      title: 'Kenapa top up butuh sekitar 10 menit, dan apa yang terjadi setelah 24 jam',
      summary: 'Apa yang terjadi antara pembayaranmu dan kristal yang masuk ke akunmu.',
      body: [
        'Setelah penyedia pembayaran mengonfirmasi pembayaranmu, status pesanan berpindah dari Sedang dibayar ke Sedang diperiksa: kami mengonfirmasi ID pemain sekali lagi ke penerbit gim. Lalu statusnya Diproses selama penerbit mengisi akunmu, dan Selesai saat sudah masuk.',
        'Sebagian besar pesanan selesai dalam sekitar 10 menit. Jam sibuk, pemeliharaan dari penerbit, atau bank yang menahan pembayaran untuk ditinjau bisa membuatnya lebih lama. Jika pesanan tidak terkirim dalam 24 jam, pesanan ditandai Gagal dan di-refund otomatis ke kartu atau dompet digital yang kamu pakai untuk membayar.',
        'Kamu bisa mengikuti setiap langkah di detail pesanan, yang menampilkan waktu setiap perubahan status. Layanan pelanggan kami siap 24/7 jika ada yang terlihat janggal.',
      ],
    },
    'card-payment-limits-explained': {
      title: 'Pembayaran kartu: batas, biaya, dan arti Do Not Honor',
      summary:
        'Aturan kartu yang menjaga keamanan akunmu, dan cara agar pembayaran yang ditolak bisa lolos.',
      body: [
        'Pembayaran kartu minimal {{usd:1000}} dan maksimal {{usd:50000}} per transaksi. Satu kartu bisa dipakai 10 kali sehari dan 50 kali sebulan, satu akun bisa memakai hingga 5 kartu, dan satu kartu bisa dipakai di paling banyak 2 akun. Nama pemegang kartu harus tetap sama di semua pembayaranmu.',
        'Gemlane tidak mengenakan biaya sendiri. Penyedia pembayaran mengenakan 4,5% + {{usd:20}} untuk kartu dan 3,9% + {{usd:30}} untuk dompet digital; biaya ditampilkan di ringkasan harga sebelum kamu membayar.',
        'Bank terkadang menolak pembelian gim dengan kode seperti Do Not Honor atau Suspected Fraud. Ini keputusan bankmu, bukan Gemlane. Mencoba lagi dengan jumlah di bawah {{usd:10000}} biasanya berhasil; kamu juga bisa menelepon bank agar pembayaran diizinkan.',
      ],
    },
    'honkai-star-rail-express-supply-pass': {
      title: 'Penjelasan Express Supply Pass Honkai: Star Rail',
      summary:
        '300 Oneiric Shards langsung dan 90 Stellar Jade per hari: hitungan di balik pass ini.',
      body: [
        'Express Supply Pass seharga {{usd:499}} dan cara kerjanya seperti Welkin Moon di Genshin Impact: 300 Oneiric Shards saat dibeli, lalu 90 Stellar Jade setiap hari selama 30 hari.',
        'Karena itu, ini cara termurah untuk pull di banner kalau kamu login setiap hari. Membeli beberapa pass sekaligus memperpanjang durasinya, hingga 180 hari.',
        'Masukkan UID dan pilih server kamu (America, Europe, Asia, atau TW, HK, MO) sebelum membayar. Gemlane mengonfirmasi nama akun supaya kamu bisa memastikan itu akunmu.',
      ],
    },
    'zenless-zone-zero-first-top-up': {
      title: 'Zenless Zone Zero: maksimalkan top up pertamamu',
      summary: 'Monochrome ganda di pembelian pertama dan Inter-Knot Membership untuk Proxy baru.',
      body: [
        'Setiap tingkat Monochrome memberi Monochrome ganda saat pertama kali kamu membelinya. Kalau kamu berencana belanja, membeli setiap tingkat sekali lebih untung daripada membeli tingkat terbesar dua kali.',
        'Inter-Knot Membership adalah pass login harian Zenless Zone Zero: Monochrome langsung, lalu Polychrome setiap hari selama 30 hari.',
        'UID kamu tertera di bagian bawah menu gim. Akun baru mendapat potongan {{usd:300}} untuk pesanan Gemlane pertama senilai {{usd:1000}} atau lebih.',
      ],
    },
  },
};
