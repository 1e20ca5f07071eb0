import type { ContentTranslations } from './index.ts';

export const zh: ContentTranslations = {
  help: {
    'delivery-time': {
      title: '发货需要多长时间？',
      body: [
        '支付确认后，通常约 10 分钟即可到账，最长不超过 24 小时。',
        '如果订单在 24 小时内未能发货，将被标记为“失败”，并自动按原支付方式退款。你无需联系我们即可获得这笔退款。',
      ],
    },
    'order-states': {
      title: '各个订单状态是什么意思？',
      body: [
        '支付中：等待你完成支付。待支付：支付服务商尚未返回结果。核查中：已支付，我们正在向游戏核实你的玩家 ID。处理中：游戏正在为你的账号充值。已完成：已到账。',
        '支付失败：支付未成功，你可以重新支付。失败：充值未能到账，订单将自动退款。订单已取消：订单在支付前已被取消，之后无法再支付。',
      ],
    },
    'wrong-game-id': {
      title: '我输入了错误的游戏 ID',
      body: [
        '购买前必须先确认游戏 ID：Gemlane 会显示你输入的 ID 对应的游戏内角色名。如果 ID 有误，会出现“你提交的 ID 不正确”的提示，且无法支付。',
        '如果错误的 ID 仍导致充值失败，在游戏方确认失败后，订单会自动退款。',
        'Mobile Legends: Bang Bang 需要输入你的 User ID 和 Server ID；个人资料中括号里的数字就是 Server ID。',
      ],
    },
    'cancel-or-return': {
      title: '我可以取消订单或退货吗？',
      body: [
        '尚未支付的订单可以取消。已取消的订单无法再支付。',
        '已完成的充值订单不能取消或退货，因为游戏货币已经充入游戏账号。',
      ],
    },
    'automatic-refunds': {
      title: '自动退款是如何进行的？',
      body: [
        '充值失败会自动退款：包括游戏拒绝该玩家 ID，或订单未在 24 小时内到账的情况。',
        '退款将原路退回到你付款所用的银行卡或钱包。银行通常会在 5 到 10 个工作日内显示这笔退款。',
      ],
    },
    fees: {
      title: 'Gemlane 收取手续费吗？',
      body: [
        '不收取。Gemlane 本身不收取任何费用，手续费由支付服务商收取。',
        '银行卡支付：4.5% + {{usd:20}}。钱包支付：3.9% + {{usd:30}}。手续费会在付款前显示在价格明细中。',
      ],
    },
    'card-limits': {
      title: '银行卡充值限额',
      body: [
        '每笔银行卡支付金额须在 {{usd:1000}}至 {{usd:50000}}之间。',
        '一张卡每天最多使用 10 次，每月最多 50 次。一个账号最多可使用 5 张卡，同一张卡最多可用于 2 个账号。各次付款的持卡人姓名必须保持一致。',
      ],
    },
    'declined-payments': {
      title: '银行拒绝了我的付款（Do Not Honor、Suspected Fraud）',
      body: [
        '银行有时会以 Do Not Honor 或 Suspected Fraud 等代码拒绝游戏类消费。这是你的银行做出的决定。',
        '请尝试用低于 {{usd:10000}}的金额重新支付，或请银行放行这笔付款。订单会停留在“支付失败”状态，你可以再次支付。',
      ],
    },
    currencies: {
      title: '可以用哪些货币支付？',
      body: [
        '价格可以用 USD、EUR、GBP、JPY、IDR、VND、THB、MYR、PHP、RUB、CNY、BRL、KRW 和 SGD 显示。请在语言和货币设置中选择货币。',
        '价格按我们每日的汇率由美元换算，并四舍五入到各货币的最小单位。',
      ],
    },
    'create-account': {
      title: '创建账号与登录',
      body: [
        '使用电子邮箱注册：我们会发送一个 6 位验证码，10 分钟内有效。然后设置密码。',
        '你也可以通过合作伙伴应用登录。登录用户拥有个人资料、优惠券、订单、消息和邀请好友活动；访客可以浏览和搜索游戏。',
      ],
    },
    'password-rules': {
      title: '密码规则',
      body: [
        '密码长度为 8 到 20 个字符，且须包含大写字母、小写字母、数字和符号中超过 2 种（即至少 3 种）。不允许使用空格以及带重音的字母、表情符号等特殊字符。',
        '忘记密码？请在登录页点击“忘记密码？”：我们会向你的邮箱发送验证码。',
      ],
    },
    'username-and-avatar': {
      title: '修改用户名和头像',
      body: [
        '用户名每月可修改一次。',
        '头像每天可修改一次。图片最大 20 MB，支持 PNG、JPEG、GIF 或 WebP 格式。',
      ],
    },
    'email-binding': {
      title: '为合作伙伴账号绑定邮箱',
      body: [
        '如果你是通过合作伙伴登录的，可以在设置中绑定电子邮箱。我们会发送一个 6 位验证码，以确认该邮箱属于你。',
      ],
    },
    'language-and-currency': {
      title: '语言和货币',
      body: [
        'Gemlane 支持 English、Deutsch、Français、Bahasa Indonesia、日本語、Bahasa Melayu、Русский、ไทย、Tiếng Việt 和中文。请在设置中选择语言和货币，你的选择会被保存。',
      ],
    },
    'customer-service': {
      title: '客户服务',
      body: [
        '客服全天候（24/7）在线。打开帮助中心并选择“联系我们”，或直接回复我们发给你的任意一封邮件。',
      ],
    },
    newsletter: {
      title: '新闻订阅',
      body: [
        '在任意页面底部输入邮箱即可订阅。我们会发送一封确认链接，打开后即订阅成功。你可以随时在同一位置或通过任意一封订阅邮件退订。',
      ],
    },
    'invite-friends': {
      title: '邀请好友',
      body: [
        '分享你的邀请链接。好友通过该链接注册并完成首笔订单后，即计入邀请活动的奖励阶梯；奖励会在活动页面显示为“已领取”或“未领取”。',
      ],
    },
  },
  blog: {
    'genshin-welkin-moon-or-crystals': {
      title: 'Welkin Moon 还是 Genesis Crystals：Genshin 充哪个更划算？',
      summary: '按每美元价值，直接对比 Blessing of the Welkin Moon 与结晶礼包。',
      body: [
        'Blessing of the Welkin Moon 售价 {{usd:499}}，购买后立即获得 300 Genesis Crystals，之后 30 天内每天登录可领 90 Primogems：如果一天不落，总共是 3,000 Primogems。',
        '{{usd:499}}的结晶礼包提供 300 Genesis Crystals 外加 30 个赠送结晶，首次购买该档位则赠送 600 个。按每美元计算远不如 Welkin，但它立即到账，也不依赖每日登录。',
        '如果你每天都玩，Welkin Moon 是游戏里性价比最高的选择。如果你需要为明天就结束的卡池凑结晶，只有结晶礼包能帮上忙。首充奖励会随部分版本更新重置，因此在购买大额档位之前，请先在游戏专区查看当前的奖励。',
        '无论选哪种，都请仔细输入 UID 并选择正确的服务器：UID 错误是充值失败最常见的原因。一旦发生，订单会自动退款。',
      ],
    },
    'find-mlbb-user-id-server-id': {
      title: '在哪里找到你的 Mobile Legends User ID 和 Server ID',
      summary: '两个数字，同一个资料页：如何读取而不搞混。',
      body: [
        '打开 Mobile Legends: Bang Bang，点击左上角的头像。在昵称下方你会看到类似 12345678 (2001) 的内容。',
        '第一个数字是你的 User ID，括号里的数字是你的 Server ID。Gemlane 会在两个单独的输入框中分别询问，并在付款前向游戏核实：如果填写正确，你会看到自己的游戏内角色名。',
        '如果角色名没有出现，请不要猜测，从资料页重新复制这两个数字。错误的 ID 可能导致充值失败；这种情况下，一旦确认失败，订单会自动退款。',
      ],
    },
    'pubg-mobile-uc-guide': {
      title: 'PUBG Mobile UC：赠送档位是怎么回事',
      summary: '为什么 6,000 UC 礼包多送 2,100，以及什么时候买小礼包更合适。',
      body: [
        'UC 礼包越大，赠送越多：300 UC 送 25，3,000 UC 送 850，6,000 UC 送 2,100。按每美元计算，最大的礼包比最小的多出约 35% 的 UC。',
        'Royale Pass 的精英档需要 360 UC，所以 300 + 25 的礼包加上任务剩下的少量 UC 通常就够了。只有确定会用完时才买大礼包，因为 UC 一旦到账就无法退款。',
        '你的 Character ID 在资料页的名字下方。Gemlane 会在付款前显示你的游戏内角色名，方便你确认充值的是正确的账号。',
      ],
    },
    'why-delivery-takes-ten-minutes': {
      title: '为什么充值大约需要 10 分钟，24 小时后又会怎样',
      summary: '从你付款到结晶进入账号，中间发生了什么。',
      body: [
        '支付服务商确认付款后，你的订单会从“支付中”变为“核查中”：我们会再次向游戏发行商核实玩家 ID。发行商为你的账号充值期间显示“处理中”，到账后显示“已完成”。',
        '大多数订单约 10 分钟完成。高峰时段、发行商维护，或银行暂扣付款进行审核，都可能让时间变长。如果订单未在 24 小时内到账，会被标记为“失败”，并自动退回到你付款所用的银行卡或钱包。',
        '你可以在订单详情中查看每一步，其中会显示每次状态变化的时间。如有任何异常，我们的客服全天候（24/7）为你服务。',
      ],
    },
    'card-payment-limits-explained': {
      title: '银行卡支付：限额、手续费以及 Do Not Honor 的含义',
      summary: '保护你账号安全的银行卡规则，以及如何让被拒的付款顺利通过。',
      body: [
        '每笔银行卡支付金额须在 {{usd:1000}}至 {{usd:50000}}之间。一张卡每天最多使用 10 次、每月最多 50 次，一个账号最多可使用 5 张卡，一张卡最多可用于 2 个账号。各次付款的持卡人姓名必须保持一致。',
        'Gemlane 不收取任何自有费用。支付服务商对银行卡收取 4.5% + {{usd:20}}，对钱包收取 3.9% + {{usd:30}}；手续费会在付款前显示在价格明细中。',
        '银行有时会以 Do Not Honor 或 Suspected Fraud 等代码拒绝游戏类消费。这是你的银行的决定，而不是 Gemlane 的。用低于 {{usd:10000}}的金额再试一次通常就能成功；你也可以致电银行，请其放行这笔付款。',
      ],
    },
    'honkai-star-rail-express-supply-pass': {
      title: 'Honkai: Star Rail 的 Express Supply Pass 详解',
      summary: '立得 300 Oneiric Shards，每天 90 Stellar Jade：这张通行证背后的账。',
      body: [
        'Express Supply Pass 售价 {{usd:499}}，和 Genshin Impact 的 Welkin Moon 机制相同：购买时获得 300 Oneiric Shards，之后 30 天内每天获得 90 Stellar Jade。',
        '如果你每天登录，这是抽卡池最便宜的方式。叠加购买多张可以延长有效期，最长 180 天。',
        '付款前请输入你的 UID 并选择服务器（America、Europe、Asia 或 TW, HK, MO）。Gemlane 会确认账号名，方便你核对是否是自己的账号。',
      ],
    },
    'zenless-zone-zero-first-top-up': {
      title: 'Zenless Zone Zero：让首次充值物超所值',
      summary: '首充双倍 Monochrome，以及为新绳匠准备的 Inter-Knot Membership。',
      body: [
        '每个 Monochrome 档位首次购买都会获得双倍 Monochrome。如果你打算消费，每个档位各买一次，比最大档位买两次更划算。',
        'Inter-Knot Membership 是 Zenless Zone Zero 的每日登录通行证：购买后立即获得 Monochrome，之后 30 天内每天获得 Polychrome。',
        '你的 UID 显示在游戏菜单底部。新账号在 Gemlane 的首笔满 {{usd:1000}}订单可享 {{usd:300}}优惠。',
      ],
    },
  },
};
