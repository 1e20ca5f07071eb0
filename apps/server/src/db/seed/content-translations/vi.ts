import type { ContentTranslations } from './index.ts';

export const vi: ContentTranslations = {
  help: {
    'delivery-time': {
      title: 'Giao hàng mất bao lâu?',
      body: [
        'Thông thường, đơn hàng được giao trong khoảng 10 phút sau khi thanh toán của bạn được xác nhận, và chậm nhất là 24 giờ.',
        'Nếu đơn hàng không được giao trong vòng 24 giờ, đơn sẽ được đánh dấu Thất bại và tự động hoàn tiền về phương thức bạn đã thanh toán. Bạn không cần liên hệ với chúng tôi để nhận khoản hoàn tiền này.',
      ],
    },
    'order-states': {
      title: 'Các trạng thái đơn hàng có nghĩa là gì?',
      body: [
        'Đang thanh toán: đang chờ bạn hoàn tất thanh toán. Chờ thanh toán: nhà cung cấp dịch vụ thanh toán chưa phản hồi. Đang kiểm tra: đã thanh toán; chúng tôi đang xác nhận ID người chơi của bạn với trò chơi. Đang xử lý: trò chơi đang nạp vào tài khoản của bạn. Hoàn tất: đã giao.',
        'Thanh toán không thành công: giao dịch không thực hiện được; bạn có thể thanh toán lại. Thất bại: không thể giao gói nạp và đơn hàng được hoàn tiền tự động. Đã hủy đơn: đơn hàng đã bị hủy trước khi thanh toán và không bao giờ có thể thanh toán được nữa.',
      ],
    },
    'wrong-game-id': {
      title: 'Tôi đã nhập sai ID trò chơi',
      body: [
        'ID trò chơi phải được xác nhận trước khi mua: Gemlane hiển thị tên trong game của ID bạn nhập. Nếu ID sai, thông báo "ID bạn nhập không đúng" sẽ xuất hiện và bạn không thể thanh toán.',
        'Nếu ID sai vẫn khiến lượt nạp thất bại, đơn hàng sẽ được hoàn tiền tự động ngay khi trò chơi xác nhận lỗi.',
        'Với Mobile Legends: Bang Bang, hãy nhập User ID và Server ID của bạn; số trong ngoặc đơn trên hồ sơ của bạn chính là Server ID.',
      ],
    },
    'cancel-or-return': {
      title: 'Tôi có thể hủy hoặc trả lại đơn hàng không?',
      body: [
        'Bạn có thể hủy đơn hàng chưa thanh toán. Đơn hàng đã hủy sẽ không bao giờ thanh toán lại được.',
        'Đơn nạp đã hoàn tất không thể hủy hay trả lại, vì tiền tệ trong game đã được cộng vào tài khoản trò chơi.',
      ],
    },
    'automatic-refunds': {
      title: 'Hoàn tiền tự động hoạt động như thế nào?',
      body: [
        'Lượt nạp thất bại sẽ được hoàn tiền tự động: khi trò chơi từ chối ID người chơi, hoặc khi đơn hàng không được giao trong vòng 24 giờ.',
        'Tiền được hoàn về thẻ hoặc ví bạn đã dùng để thanh toán. Ngân hàng thường hiển thị khoản này trong vòng 5 đến 10 ngày làm việc.',
      ],
    },
    fees: {
      title: 'Gemlane có thu phí không?',
      body: [
        'Không. Bản thân Gemlane không thu phí; phí do nhà cung cấp dịch vụ thanh toán thu.',
        'Thanh toán bằng thẻ: 4,5% + {{usd:20}}. Thanh toán bằng ví: 3,9% + {{usd:30}}. Phí được hiển thị trong phần tóm tắt giá trước khi bạn thanh toán.',
      ],
    },
    'card-limits': {
      title: 'Hạn mức nạp bằng thẻ',
      body: [
        'Mỗi giao dịch thanh toán bằng thẻ phải từ {{usd:1000}} đến tối đa {{usd:50000}}.',
        'Một thẻ có thể dùng 10 lần mỗi ngày và 50 lần mỗi tháng. Một tài khoản có thể dùng tối đa 5 thẻ, và cùng một thẻ chỉ được dùng trên tối đa 2 tài khoản. Tên chủ thẻ phải giống nhau trong mọi lần thanh toán của bạn.',
      ],
    },
    'declined-payments': {
      title: 'Ngân hàng từ chối thanh toán của tôi (Do Not Honor, Suspected Fraud)',
      body: [
        'Đôi khi ngân hàng từ chối giao dịch mua game với các mã như Do Not Honor hoặc Suspected Fraud. Quyết định này do ngân hàng của bạn đưa ra.',
        'Vui lòng thử lại với số tiền dưới {{usd:10000}}, hoặc đề nghị ngân hàng cho phép giao dịch. Đơn hàng vẫn ở trạng thái Thanh toán không thành công và bạn có thể thanh toán lại.',
      ],
    },
    currencies: {
      title: 'Tôi có thể thanh toán bằng những loại tiền tệ nào?',
      body: [
        'Giá có thể hiển thị bằng USD, EUR, GBP, JPY, IDR, VND, THB, MYR, PHP, RUB, CNY, BRL, KRW và SGD. Hãy chọn tiền tệ trong phần cài đặt ngôn ngữ và tiền tệ.',
        'Giá được quy đổi từ đô la Mỹ theo tỷ giá hằng ngày của chúng tôi và làm tròn đến đơn vị nhỏ nhất của từng loại tiền tệ.',
      ],
    },
    'create-account': {
      title: 'Tạo tài khoản và đăng nhập',
      body: [
        'Đăng ký bằng địa chỉ email của bạn: chúng tôi sẽ gửi một mã gồm 6 chữ số, có hiệu lực trong 10 phút. Sau đó hãy đặt mật khẩu.',
        'Bạn cũng có thể đăng nhập qua ứng dụng đối tác. Người dùng đã đăng nhập có hồ sơ, phiếu giảm giá, đơn hàng, tin nhắn và chương trình mời bạn bè; khách có thể xem và tìm kiếm trò chơi.',
      ],
    },
    'password-rules': {
      title: 'Quy tắc mật khẩu',
      body: [
        'Mật khẩu dài từ 8 đến 20 ký tự và kết hợp nhiều hơn 2 loại trong số chữ hoa, chữ thường, chữ số và ký hiệu. Không được dùng dấu cách và các ký tự đặc biệt như chữ có dấu hay emoji.',
        'Quên mật khẩu? Hãy dùng "Quên mật khẩu?" trên trang đăng nhập: chúng tôi sẽ gửi mã đến email của bạn.',
      ],
    },
    'username-and-avatar': {
      title: 'Đổi tên người dùng và ảnh đại diện',
      body: [
        'Bạn có thể đổi tên người dùng mỗi tháng một lần.',
        'Bạn có thể đổi ảnh đại diện mỗi ngày một lần. Ảnh có dung lượng tối đa 20 MB, ở định dạng PNG, JPEG, GIF hoặc WebP.',
      ],
    },
    'email-binding': {
      title: 'Liên kết email với tài khoản đối tác',
      body: [
        'Nếu bạn đăng nhập qua đối tác, bạn có thể liên kết địa chỉ email trong Cài đặt. Chúng tôi sẽ gửi một mã gồm 6 chữ số để xác nhận địa chỉ đó thuộc về bạn.',
      ],
    },
    'language-and-currency': {
      title: 'Ngôn ngữ và tiền tệ',
      body: [
        'Gemlane có sẵn bằng English, Deutsch, Français, Bahasa Indonesia, 日本語, Bahasa Melayu, Русский, ไทย, Tiếng Việt và 中文. Hãy chọn ngôn ngữ và tiền tệ trong phần cài đặt; lựa chọn của bạn sẽ được ghi nhớ.',
      ],
    },
    'customer-service': {
      title: 'Chăm sóc khách hàng',
      body: [
        'Bộ phận chăm sóc khách hàng hoạt động 24/7. Hãy mở Trung tâm trợ giúp và chọn Liên hệ với chúng tôi, hoặc trả lời bất kỳ email nào chúng tôi đã gửi cho bạn.',
      ],
    },
    newsletter: {
      title: 'Bản tin',
      body: [
        'Đăng ký bằng địa chỉ email của bạn ở cuối bất kỳ trang nào. Chúng tôi sẽ gửi một liên kết xác nhận; bạn được đăng ký ngay khi mở liên kết đó. Bạn có thể hủy đăng ký bất cứ lúc nào từ cùng khu vực đó hoặc từ bất kỳ email bản tin nào.',
      ],
    },
    'invite-friends': {
      title: 'Mời bạn bè',
      body: [
        'Chia sẻ liên kết mời của bạn. Khi một người bạn đăng ký bằng liên kết đó và hoàn tất đơn hàng đầu tiên, lượt mời sẽ được tính vào các mốc thưởng của hoạt động mời bạn; phần thưởng hiển thị là Đã nhận hoặc Chưa nhận trên trang hoạt động.',
      ],
    },
  },
  blog: {
    'genshin-welkin-moon-or-crystals': {
      title: 'Welkin Moon hay Genesis Crystals: nạp Genshin gói nào đáng tiền hơn?',
      summary:
        'So sánh đơn giản giữa Blessing of the Welkin Moon và các gói pha lê, tính theo mỗi đô la.',
      body: [
        'Blessing of the Welkin Moon có giá {{usd:499}}, tặng ngay 300 Genesis Crystals và thêm 90 Primogems mỗi ngày bạn đăng nhập trong 30 ngày: tổng cộng 3.000 Primogems nếu bạn không bỏ lỡ ngày nào.',
        'Gói pha lê {{usd:499}} cho 300 Genesis Crystals cùng 30 pha lê thưởng, hoặc 600 nếu đây là lần đầu bạn mua mốc này. Tính theo mỗi đô la thì ít hơn nhiều so với Welkin, nhưng bạn nhận ngay và không phụ thuộc vào việc đăng nhập hằng ngày.',
        'Nếu bạn chơi mỗi ngày, Welkin Moon là lựa chọn đáng giá nhất trong game. Nếu bạn cần pha lê cho một banner kết thúc vào ngày mai, chỉ gói pha lê mới giúp được. Thưởng nạp lần đầu được làm mới sau một số bản cập nhật, vì vậy hãy xem mức thưởng hiện tại trong khu vực trò chơi trước khi mua các mốc lớn.',
        'Dù chọn gói nào, hãy nhập UID cẩn thận và chọn đúng máy chủ: UID sai là nguyên nhân phổ biến nhất khiến lượt nạp thất bại. Khi đó, đơn hàng sẽ được hoàn tiền tự động.',
      ],
    },
    'find-mlbb-user-id-server-id': {
      title: 'Tìm User ID và Server ID Mobile Legends của bạn ở đâu',
      summary: 'Hai con số trên cùng một màn hình hồ sơ: cách đọc mà không nhầm lẫn.',
      body: [
        'Mở Mobile Legends: Bang Bang và chạm vào ảnh đại diện ở góc trên bên trái. Bên dưới biệt danh, bạn sẽ thấy dạng như 12345678 (2001).',
        'Số đầu tiên là User ID của bạn. Số trong ngoặc đơn là Server ID của bạn. Gemlane yêu cầu nhập cả hai vào hai ô riêng và kiểm tra với trò chơi trước khi bạn thanh toán: nếu đúng, bạn sẽ thấy tên trong game của mình.',
        'Nếu tên không hiện ra, đừng đoán. Hãy sao chép lại các con số từ màn hình hồ sơ. ID sai có thể khiến lượt nạp thất bại; khi đó đơn hàng sẽ được hoàn tiền tự động ngay khi lỗi được xác nhận.',
      ],
    },
    'pubg-mobile-uc-guide': {
      title: 'UC PUBG Mobile: các mốc thưởng hoạt động thế nào',
      summary: 'Vì sao gói 6.000 UC được tặng thêm 2.100, và khi nào nên mua gói nhỏ.',
      body: [
        'Gói UC càng lớn thì thưởng càng nhiều: 300 UC được thêm 25, 3.000 UC được thêm 850 và 6.000 UC được thêm 2.100. Tính theo mỗi đô la, gói lớn nhất cho nhiều hơn khoảng 35% UC so với gói nhỏ nhất.',
        'Royale Pass bậc Elite có giá 360 UC, nên gói 300 + 25 cộng thêm một ít UC còn lại từ nhiệm vụ thường là đủ. Chỉ mua gói lớn khi bạn chắc chắn sẽ dùng hết, vì UC không thể hoàn tiền sau khi đã giao.',
        'Character ID của bạn nằm trên màn hình hồ sơ, bên dưới tên của bạn. Gemlane hiển thị tên trong game của bạn trước khi thanh toán để bạn xác nhận mình đang nạp đúng tài khoản.',
      ],
    },
    'why-delivery-takes-ten-minutes': {
      title: 'Vì sao lượt nạp mất khoảng 10 phút, và điều gì xảy ra sau 24 giờ',
      summary: 'Những gì diễn ra từ lúc bạn thanh toán đến khi pha lê vào tài khoản.',
      body: [
        'Sau khi nhà cung cấp dịch vụ thanh toán xác nhận giao dịch, đơn hàng chuyển từ Đang thanh toán sang Đang kiểm tra: chúng tôi xác nhận lại ID người chơi với nhà phát hành game. Sau đó đơn ở trạng thái Đang xử lý trong lúc nhà phát hành nạp vào tài khoản của bạn, và Hoàn tất khi đã nhận được.',
        'Hầu hết đơn hàng hoàn tất trong khoảng 10 phút. Giờ cao điểm, nhà phát hành bảo trì hoặc ngân hàng tạm giữ giao dịch để xem xét có thể khiến thời gian lâu hơn. Nếu đơn hàng không được giao trong vòng 24 giờ, đơn sẽ được đánh dấu Thất bại và tự động hoàn tiền về thẻ hoặc ví bạn đã dùng để thanh toán.',
        'Bạn có thể theo dõi từng bước trong chi tiết đơn hàng, nơi hiển thị thời điểm của mỗi lần đổi trạng thái. Bộ phận chăm sóc khách hàng của chúng tôi luôn sẵn sàng 24/7 nếu có điều gì bất thường.',
      ],
    },
    'card-payment-limits-explained': {
      title: 'Thanh toán bằng thẻ: hạn mức, phí và ý nghĩa của Do Not Honor',
      summary:
        'Các quy tắc về thẻ giúp bảo vệ tài khoản của bạn, và cách để giao dịch bị từ chối được chấp nhận.',
      body: [
        'Mỗi giao dịch thanh toán bằng thẻ phải từ {{usd:1000}} đến tối đa {{usd:50000}}. Một thẻ có thể dùng 10 lần mỗi ngày và 50 lần mỗi tháng, một tài khoản có thể dùng tối đa 5 thẻ, và một thẻ chỉ được dùng trên tối đa 2 tài khoản. Tên chủ thẻ phải giống nhau trong mọi lần thanh toán của bạn.',
        'Gemlane không thu phí riêng. Nhà cung cấp dịch vụ thanh toán thu 4,5% + {{usd:20}} với thẻ và 3,9% + {{usd:30}} với ví; phí được hiển thị trong phần tóm tắt giá trước khi bạn thanh toán.',
        'Đôi khi ngân hàng từ chối giao dịch mua game với các mã như Do Not Honor hoặc Suspected Fraud. Đây là quyết định của ngân hàng bạn, không phải của Gemlane. Thử lại với số tiền dưới {{usd:10000}} thường sẽ thành công; bạn cũng có thể gọi cho ngân hàng để cho phép giao dịch.',
      ],
    },
    'honkai-star-rail-express-supply-pass': {
      title: 'Giải thích Express Supply Pass của Honkai: Star Rail',
      summary:
        'Nhận ngay 300 Oneiric Shards và 90 Stellar Jade mỗi ngày: phép tính đằng sau thẻ này.',
      body: [
        'Express Supply Pass có giá {{usd:499}} và hoạt động giống Welkin Moon trong Genshin Impact: 300 Oneiric Shards khi mua, sau đó 90 Stellar Jade mỗi ngày trong 30 ngày.',
        'Vì vậy đây là cách rẻ nhất để quay banner nếu bạn đăng nhập hằng ngày. Mua chồng nhiều thẻ sẽ kéo dài thời hạn, tối đa 180 ngày.',
        'Hãy nhập UID và chọn máy chủ (America, Europe, Asia hoặc TW, HK, MO) trước khi thanh toán. Gemlane xác nhận tên tài khoản để bạn kiểm tra đó đúng là tài khoản của mình.',
      ],
    },
    'zenless-zone-zero-first-top-up': {
      title: 'Zenless Zone Zero: tận dụng tối đa lần nạp đầu tiên',
      summary: 'Nhân đôi Monochrome khi mua lần đầu và Inter-Knot Membership cho các Proxy mới.',
      body: [
        'Mỗi mốc Monochrome đều cho gấp đôi Monochrome trong lần mua đầu tiên. Nếu bạn định chi tiền, mua mỗi mốc một lần sẽ có lợi hơn mua mốc lớn nhất hai lần.',
        'Inter-Knot Membership là thẻ đăng nhập hằng ngày của Zenless Zone Zero: nhận Monochrome ngay, sau đó nhận Polychrome mỗi ngày trong 30 ngày.',
        'UID của bạn hiển thị ở cuối menu trò chơi. Tài khoản mới được giảm {{usd:300}} cho đơn Gemlane đầu tiên từ {{usd:1000}} trở lên.',
      ],
    },
  },
};
