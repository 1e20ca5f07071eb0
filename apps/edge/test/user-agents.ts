// Real user agents (as published by the browsers, crawlers and apps) and the layout each must get.
// `mobile`: served by the mobile origin; `desktop`: by the desktop origin; `bot`: never redirected.
export type Expected = 'mobile' | 'desktop' | 'bot';
export type Kind = 'phone' | 'tablet' | 'desktop' | 'in-app' | 'bot';

export interface UserAgentCase {
  name: string;
  kind: Kind;
  ua: string;
  expected: Expected;
  /** `Sec-CH-UA-Mobile` as the browser sends it, when it does. */
  hint?: '?0' | '?1';
}

const phone = (name: string, ua: string, hint?: '?1'): UserAgentCase => ({
  name,
  kind: 'phone',
  ua,
  expected: 'mobile',
  hint,
});
// Tablets get the desktop site: the spec's PC is "not in the app and device type not mobile", and
// a tablet is not a mobile device.
const tablet = (name: string, ua: string, hint?: '?0'): UserAgentCase => ({
  name,
  kind: 'tablet',
  ua,
  expected: 'desktop',
  hint,
});
const desktop = (name: string, ua: string, hint?: '?0'): UserAgentCase => ({
  name,
  kind: 'desktop',
  ua,
  expected: 'desktop',
  hint,
});
const inApp = (name: string, ua: string, expected: Expected = 'mobile'): UserAgentCase => ({
  name,
  kind: 'in-app',
  ua,
  expected,
});
const bot = (name: string, ua: string): UserAgentCase => ({
  name,
  kind: 'bot',
  ua,
  expected: 'bot',
});

export const USER_AGENTS: readonly UserAgentCase[] = [
  // Phones
  phone(
    'iPhone Safari 17',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  ),
  phone(
    'iPhone Safari 18',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1.1 Mobile/15E148 Safari/604.1',
  ),
  phone(
    'iPhone Safari 12',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 12_5_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1.2 Mobile/15E148 Safari/604.1',
  ),
  phone(
    'iPod touch Safari',
    'Mozilla/5.0 (iPod touch; CPU iPhone OS 12_5_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1.2 Mobile/15E148 Safari/604.1',
  ),
  phone(
    'Chrome iOS',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1',
  ),
  phone(
    'Firefox iOS',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/127.0 Mobile/15E148 Safari/605.1.15',
  ),
  phone(
    'Edge iOS',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 EdgiOS/126.2592.56 Mobile/15E148 Safari/605.1.15',
  ),
  phone(
    'Android Chrome (reduced UA)',
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
    '?1',
  ),
  phone(
    'Android Chrome Pixel 8',
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0.6422.165 Mobile Safari/537.36',
  ),
  phone(
    'Android Chrome Galaxy S23',
    'Mozilla/5.0 (Linux; Android 13; SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/112.0.0.0 Mobile Safari/537.36',
  ),
  phone(
    'Android Chrome Redmi Note 12',
    'Mozilla/5.0 (Linux; Android 13; 23021RAA2Y) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.6099.144 Mobile Safari/537.36',
  ),
  phone(
    'Android Chrome old Android 4.4',
    'Mozilla/5.0 (Linux; Android 4.4.2; Nexus 5 Build/KOT49H) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/34.0.1847.114 Mobile Safari/537.36',
  ),
  phone(
    'Android WebView (generic)',
    'Mozilla/5.0 (Linux; Android 12; SM-A525F Build/SP1A.210812.016; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/119.0.6045.163 Mobile Safari/537.36',
  ),
  phone(
    'Samsung Internet',
    'Mozilla/5.0 (Linux; Android 13; SAMSUNG SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/23.0 Chrome/115.0.0.0 Mobile Safari/537.36',
  ),
  phone(
    'Samsung Internet reduced',
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
  ),
  phone('Firefox Android', 'Mozilla/5.0 (Android 14; Mobile; rv:127.0) Gecko/127.0 Firefox/127.0'),
  phone(
    'Firefox Android older',
    'Mozilla/5.0 (Android 9; Mobile; rv:68.0) Gecko/68.0 Firefox/68.0',
  ),
  phone(
    'Firefox Focus Android',
    'Mozilla/5.0 (Linux; Android 13) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Focus/126.0 Chrome/126.0.6478.71 Mobile Safari/537.36',
  ),
  phone(
    'Opera Mobile Android',
    'Mozilla/5.0 (Linux; Android 10; VOG-L29) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/118.0.0.0 Mobile Safari/537.36 OPR/76.2.4027.73374',
  ),
  phone(
    'Opera Mini (Android, extreme mode)',
    'Opera/9.80 (Android; Opera Mini/36.2.2254/119.132; U; id) Presto/2.12.423 Version/12.16',
  ),
  phone(
    'Opera Mini (J2ME feature phone)',
    'Opera/9.80 (J2ME/MIDP; Opera Mini/9.80 (S60; SymbOS; Opera Mobi/23.348; U; en) Presto/2.5.25 Version/10.54',
  ),
  phone(
    'Opera Mini (Chromium based)',
    'Mozilla/5.0 (Linux; U; Android 11; Infinix X6511 Build/RP1A.201005.001) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/91.0.4472.101 Mobile Safari/537.36 OPR/64.0.2254.62069',
  ),
  phone(
    'UC Browser Android',
    'Mozilla/5.0 (Linux; U; Android 8.1.0; en-US; Redmi Note 5 Build/OPM1.171019.011) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/57.0.2987.108 UCBrowser/13.4.0.1306 Mobile Safari/537.36',
  ),
  phone(
    'UC Browser (UCWEB feature phone)',
    'UCWEB/2.0 (MIDP-2.0; U; Adr 9.0.0) UCBrowser U2/1.0.0 Gecko/63.0 Firefox/63.0 iPhone/7.1 SearchCraft/2.8.2 baiduboxapp/3.2.5.10 BingWeb/9.1 ALiSearchApp/2.4',
  ),
  phone(
    'UC Browser iOS',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 15_7 like Mac OS X; zh-CN) AppleWebKit/537.51.1 (KHTML, like Gecko) Mobile/19H12 UCBrowser/13.2.6.1786 Mobile AliApp(TUnionSDK/0.1.20.4)',
  ),
  phone(
    'MIUI Browser',
    'Mozilla/5.0 (Linux; U; Android 12; en-gb; 2201117TG Build/SKQ1.211006.001) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/100.0.4896.127 Mobile Safari/537.36 XiaoMi/MiuiBrowser/13.10.1-gn',
  ),
  phone(
    'Huawei Browser',
    'Mozilla/5.0 (Linux; Android 10; HarmonyOS; ELS-NX9; HMSCore 6.11.0.302) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/99.0.4844.88 HuaweiBrowser/14.0.0.322 Mobile Safari/537.36',
  ),
  phone(
    'Vivo Browser',
    'Mozilla/5.0 (Linux; Android 11; V2027; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/87.0.4280.141 Mobile Safari/537.36 VivoBrowser/10.2.10.0',
  ),
  phone(
    'Yandex Browser Android',
    'Mozilla/5.0 (Linux; Android 12; M2101K6G) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 YaBrowser/24.4.3.74.00 SA/3 Mobile Safari/537.36',
  ),
  phone(
    'Brave Android',
    'Mozilla/5.0 (Linux; Android 14; Pixel 7a) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  ),
  phone(
    'Edge Android',
    'Mozilla/5.0 (Linux; Android 10; HD1913) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.71 Mobile Safari/537.36 EdgA/126.0.2592.80',
  ),
  phone(
    'DuckDuckGo Android',
    'Mozilla/5.0 (Linux; Android 13) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/126.0.6478.122 Mobile DuckDuckGo/5 Safari/537.36',
  ),
  phone(
    'KaiOS',
    'Mozilla/5.0 (Mobile; LYF/F300B/LYF-F300B-001-01-15-130718-i;Android; rv:48.0) Gecko/48.0 Firefox/48.0 KAIOS/2.5',
  ),
  phone(
    'Windows Phone 10 Edge',
    'Mozilla/5.0 (Windows Phone 10.0; Android 6.0.1; Microsoft; RM-1152) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/52.0.2743.116 Mobile Safari/537.36 Edge/15.15254',
  ),
  phone(
    'BlackBerry 10',
    'Mozilla/5.0 (BB10; Touch) AppleWebKit/537.10+ (KHTML, like Gecko) Version/10.0.9.2372 Mobile Safari/537.10+',
  ),
  phone(
    'Cubot phone (brand ends in "bot")',
    'Mozilla/5.0 (Linux; Android 10; CUBOT X30) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/96.0.4664.104 Mobile Safari/537.36',
  ),
  phone(
    'Windows Phone 8 IE Mobile (Lumia)',
    'Mozilla/5.0 (compatible; MSIE 10.0; Windows Phone 8.0; Trident/6.0; IEMobile/10.0; ARM; Touch; NOKIA; Lumia 920)',
  ),
  phone(
    'Windows Phone 8.1 in its desktop mode (Lumia, WPDesktop)',
    'Mozilla/5.0 (Windows NT 6.2; ARM; Trident/7.0; Touch; rv:11.0; WPDesktop; Lumia 930) like Gecko',
  ),
  // Automated clients, by isbot's maintained list (crawlers from a maintained library,
  // not our own list); before that this table sent them on as a phone and as a PC.
  bot(
    'Lighthouse mobile emulation',
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/128.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse',
  ),

  // Tablets (the desktop site, see `tablet`)
  tablet(
    'iPad Safari (pre-iPadOS 13 UA)',
    'Mozilla/5.0 (iPad; CPU OS 12_5_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1.2 Mobile/15E148 Safari/604.1',
  ),
  tablet(
    'iPad Chrome',
    'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1',
  ),
  tablet(
    'iPad mini iOS 9',
    'Mozilla/5.0 (iPad; CPU OS 9_3_5 like Mac OS X) AppleWebKit/601.1.46 (KHTML, like Gecko) Version/9.0 Mobile/13G36 Safari/601.1',
  ),
  tablet(
    'Galaxy Tab S8 Chrome',
    'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.6099.230 Safari/537.36',
    '?0',
  ),
  tablet(
    'Galaxy Tab Samsung Internet',
    'Mozilla/5.0 (Linux; Android 12; SAMSUNG SM-T970) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/22.0 Chrome/111.0.5563.116 Safari/537.36',
  ),
  tablet(
    'Lenovo Tab Chrome',
    'Mozilla/5.0 (Linux; Android 11; Lenovo TB-J606F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/117.0.0.0 Safari/537.36',
  ),
  tablet(
    'Xiaomi Pad 6',
    'Mozilla/5.0 (Linux; Android 13; 23043RP34G) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.6367.82 Safari/537.36',
  ),
  tablet(
    'Nexus 7 Chrome',
    'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 7 Build/MOB30X) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/61.0.3163.98 Safari/537.36',
  ),
  tablet(
    'Firefox Android tablet',
    'Mozilla/5.0 (Android 13; Tablet; rv:127.0) Gecko/127.0 Firefox/127.0',
  ),
  tablet(
    'Kindle Fire HD Silk',
    'Mozilla/5.0 (Linux; Android 9; KFTRWI) AppleWebKit/537.36 (KHTML, like Gecko) Silk/106.3.4 like Chrome/106.0.5249.170 Safari/537.36',
  ),
  tablet(
    'Kindle Fire old Silk',
    'Mozilla/5.0 (Linux; U; en-us; KFAPWI Build/JDQ39) AppleWebKit/535.19 (KHTML, like Gecko) Silk/3.13 Safari/535.19 Silk-Accelerated=true',
  ),
  tablet(
    'Kindle e-reader',
    'Mozilla/5.0 (X11; U; Linux armv7l like Android; en-us) AppleWebKit/531.2+ (KHTML, like Gecko) Version/5.0 Safari/531.2+ Kindle/3.0+',
  ),
  tablet(
    'Huawei MatePad',
    'Mozilla/5.0 (Linux; Android 10; BAH3-W09; HMSCore 6.12.0.302) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/99.0.4844.88 HuaweiBrowser/14.0.2.311 Safari/537.36',
  ),
  tablet(
    'BlackBerry PlayBook',
    'Mozilla/5.0 (PlayBook; U; RIM Tablet OS 2.1.0; en-US) AppleWebKit/536.2+ (KHTML like Gecko) Version/7.2.1.0 Safari/536.2+',
  ),

  // Desktops
  desktop(
    'Windows Chrome',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
    '?0',
  ),
  desktop(
    'Windows Chrome no hint',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/109.0.0.0 Safari/537.36',
  ),
  desktop(
    'Windows 7 Chrome',
    'Mozilla/5.0 (Windows NT 6.1; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/109.0.0.0 Safari/537.36',
  ),
  desktop(
    'Windows Edge',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0',
    '?0',
  ),
  desktop(
    'Windows Edge Legacy',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/70.0.3538.102 Safari/537.36 Edge/18.19045',
  ),
  desktop(
    'Windows Firefox',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0',
  ),
  desktop(
    'Windows Firefox ESR 32-bit',
    'Mozilla/5.0 (Windows NT 10.0; rv:115.0) Gecko/20100101 Firefox/115.0',
  ),
  desktop(
    'Windows Opera',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0.0.0 Safari/537.36 OPR/111.0.0.0',
    '?0',
  ),
  desktop(
    'Windows Yandex',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 YaBrowser/24.6.0.0 Safari/537.36',
  ),
  desktop(
    'Windows 7 IE 8 on a Tablet PC',
    'Mozilla/4.0 (compatible; MSIE 8.0; Windows NT 6.1; Trident/4.0; SLCC2; .NET CLR 2.0.50727; Media Center PC 6.0; Tablet PC 2.0)',
  ),
  desktop('Windows IE 11', 'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko'),
  desktop(
    'Windows Vivaldi',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Vivaldi/6.8.3381.44',
  ),
  desktop(
    'Windows 360 browser',
    'Mozilla/5.0 (Windows NT 10.0; WOW64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/108.0.0.0 Safari/537.36 QIHU 360SE',
  ),
  desktop(
    'Windows QQ Browser',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/94.0.4606.71 Safari/537.36 Core/1.94.201.400 QQBrowser/11.9.5355.400',
  ),
  desktop(
    'Windows on ARM Edge',
    'Mozilla/5.0 (Windows NT 10.0; ARM64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0.0.0 Safari/537.36 Edg/125.0.0.0',
  ),
  desktop(
    'macOS Safari',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  ),
  desktop(
    'macOS Chrome',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
    '?0',
  ),
  desktop(
    'macOS Firefox',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:127.0) Gecko/20100101 Firefox/127.0',
  ),
  desktop(
    'macOS Edge',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0',
  ),
  desktop(
    'macOS Opera',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0.0.0 Safari/537.36 OPR/111.0.0.0',
  ),
  desktop(
    'macOS Yandex',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 YaBrowser/24.4.0.0 Safari/537.36',
  ),
  desktop(
    'iPadOS 13+ Safari (desktop-class UA)',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  ),
  desktop(
    'Linux Chrome',
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
    '?0',
  ),
  desktop(
    'Linux Firefox',
    'Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0',
  ),
  desktop(
    'Ubuntu Firefox',
    'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:126.0) Gecko/20100101 Firefox/126.0',
  ),
  desktop(
    'Linux Opera',
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0.0.0 Safari/537.36 OPR/111.0.0.0',
  ),
  desktop(
    'Linux Yandex',
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/122.0.0.0 YaBrowser/24.1.0.0 Safari/537.36',
  ),
  desktop(
    'Linux Edge',
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0',
  ),
  desktop(
    'Debian Chromium',
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.126 Safari/537.36',
  ),
  desktop(
    'ChromeOS Chrome',
    'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  ),
  desktop(
    'FreeBSD Firefox',
    'Mozilla/5.0 (X11; FreeBSD amd64; rv:126.0) Gecko/20100101 Firefox/126.0',
  ),
  desktop(
    'Android Chrome "Request desktop site"',
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
    '?0',
  ),
  bot(
    'Headless Chromium (test runner)',
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/126.0.6478.126 Safari/537.36',
  ),

  // In-app browsers: the layout follows the device; ours (Gemlane/x.y) always gets the mobile app
  inApp(
    'Facebook iOS',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/21F79 [FBAN/FBIOS;FBAV/468.1.0.56.109;FBBV/613526453;FBDV/iPhone15,2;FBMD/iPhone;FBSN/iOS;FBSV/17.5;FBSS/3;FBID/phone;FBLC/en_US;FBOP/5;FBRV/615036937]',
  ),
  inApp(
    'Facebook Android',
    'Mozilla/5.0 (Linux; Android 13; SM-A536B Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/126.0.6478.71 Mobile Safari/537.36 [FB_IAB/FB4A;FBAV/470.0.0.43.108;]',
  ),
  inApp(
    'Facebook iPad',
    'Mozilla/5.0 (iPad; CPU OS 16_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/20H19 [FBAN/FBIOS;FBAV/450.0.0.38.108;FBBV/564431005;FBDV/iPad7,11;FBMD/iPad;FBSN/iPadOS;FBSV/16.7;FBSS/2;FBID/tablet;FBLC/en_US;FBOP/5]',
    // Another app's webview on a tablet: a tablet, so the desktop site (only our own app is always mobile).
    'desktop',
  ),
  inApp(
    'Messenger Android',
    'Mozilla/5.0 (Linux; Android 12; moto g(60) Build/S2RIS32.32-20-9; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/126.0.6478.71 Mobile Safari/537.36 [FB_IAB/Orca-Android;FBAV/465.0.0.35.109;]',
  ),
  inApp(
    'Instagram iOS',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 334.0.4.32.98 (iPhone14,5; iOS 17_4_1; en_US; en; scale=3.00; 1170x2532; 608720130)',
  ),
  inApp(
    'Instagram Android',
    'Mozilla/5.0 (Linux; Android 14; SM-G991B Build/UP1A.231005.007; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/125.0.6422.165 Mobile Safari/537.36 Instagram 335.0.0.39.93 Android (34/14; 480dpi; 1080x2176; samsung; SM-G991B; o1s; exynos2100; en_US; 606286196)',
  ),
  inApp(
    'WeChat iOS',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.49(0x18003137) NetType/WIFI Language/zh_CN',
  ),
  inApp(
    'WeChat Android',
    'Mozilla/5.0 (Linux; Android 13; V2183A Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/116.0.0.0 Mobile Safari/537.36 XWEB/1160117 MMWEBSDK/20240404 MMWEBID/2364 MicroMessenger/8.0.49.2600(0x2800313D) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64',
  ),
  inApp(
    'WeChat Windows desktop',
    'Mozilla/5.0 (Windows NT 10.0; WOW64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/81.0.4044.138 Safari/537.36 NetType/WIFI MicroMessenger/7.0.20.1781(0x6700143B) WindowsWechat(0x63090a13) XWEB/9129 Flue',
    'desktop',
  ),
  inApp(
    'TikTok iOS',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 musical_ly_35.1.0 JsSdk/2.0 NetType/WIFI Channel/App Store ByteLocale/en Region/US isDarkMode/0 WKWebView/1 RevealType/Dialog BytedanceWebview/d8a21c6',
  ),
  inApp(
    'TikTok Android',
    'Mozilla/5.0 (Linux; Android 13; SM-A546B Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/126.0.6478.71 Mobile Safari/537.36 trill_350404 JsSdk/1.0 NetType/WIFI Channel/googleplay AppName/trill app_version/35.4.4 ByteLocale/en ByteFullLocale/en Region/ID AppId/1180 Spark/1.5.8.1-bugfix AppVersion/35.4.4 BytedanceWebview/d8a21c6',
  ),
  inApp(
    'Line iOS',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Safari Line/14.9.0',
  ),
  inApp(
    'Line Android',
    'Mozilla/5.0 (Linux; Android 13; SO-51C Build/61.2.D.0.181; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/126.0.6478.71 Mobile Safari/537.36 Line/14.10.1/IAB',
  ),
  inApp(
    'Twitter Android',
    'Mozilla/5.0 (Linux; Android 12; Pixel 6 Build/SQ3A.220705.004; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/103.0.5060.129 Mobile Safari/537.36 TwitterAndroid',
  ),
  inApp(
    'Twitter iOS',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Twitter for iPhone/10.3',
  ),
  inApp(
    'Snapchat iOS',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Snapchat/13.0.0.42 (like Safari/8618.2.12.10.2, panda)',
  ),
  inApp(
    'Telegram Android WebView',
    'Mozilla/5.0 (Linux; Android 14; 2312DRA50G Build/UKQ1.231003.002; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/126.0.6478.71 Mobile Safari/537.36 Telegram-Android/10.14.5 (Xiaomi 2312DRA50G; Android 14; SDK 34; HIGH)',
  ),
  inApp(
    'Gemlane app Android',
    'Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/AP2A.240605.024; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/126.0.6478.71 Mobile Safari/537.36 Gemlane/2.3',
  ),
  inApp(
    'Gemlane app iOS',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Gemlane/2.3',
  ),
  inApp(
    'Gemlane app Android tablet (lowercase brand)',
    'Mozilla/5.0 (Linux; Android 13; SM-X700 Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/126.0.6478.71 Safari/537.36 gemlane/1.0',
  ),
  inApp(
    'Gemlane app on iPadOS desktop-class UA',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Gemlane/2.3',
  ),

  // Crawlers and link unfurlers: never redirected, each origin canonical for its layout
  bot(
    'Googlebot desktop',
    'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; Googlebot/2.1; +http://www.google.com/bot.html) Chrome/126.0.6478.126 Safari/537.36',
  ),
  bot(
    'Googlebot smartphone',
    'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.126 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  ),
  bot('Googlebot classic', 'Googlebot/2.1 (+http://www.google.com/bot.html)'),
  bot('Googlebot Image', 'Googlebot-Image/1.0'),
  bot(
    'Google-InspectionTool',
    'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.126 Mobile Safari/537.36 (compatible; Google-InspectionTool/1.0;)',
  ),
  bot(
    'AdsBot-Google mobile',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 14_7_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/14.1.2 Mobile/15E148 Safari/604.1 (compatible; AdsBot-Google-Mobile; +http://www.google.com/mobile/adsbot.html)',
  ),
  bot(
    'Storebot-Google',
    'Mozilla/5.0 (X11; Linux x86_64; Storebot-Google/1.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.126 Safari/537.36',
  ),
  bot(
    'Bingbot desktop',
    'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm) Chrome/116.0.1938.76 Safari/537.36',
  ),
  bot(
    'Bingbot mobile',
    'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/116.0.1938.76 Mobile Safari/537.36 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
  ),
  bot('DuckDuckBot', 'DuckDuckBot/1.1; (+http://duckduckgo.com/duckduckbot.html)'),
  bot(
    'DuckDuckBot https',
    'Mozilla/5.0 (compatible; DuckDuckBot-Https/1.1; https://duckduckgo.com/duckduckbot)',
  ),
  bot(
    'Baiduspider',
    'Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)',
  ),
  bot(
    'Baiduspider mobile',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 9_1 like Mac OS X) AppleWebKit/601.1.46 (KHTML, like Gecko) Version/9.0 Mobile/13B143 Safari/601.1 (compatible; Baiduspider-render/2.0; +http://www.baidu.com/search/spider.html)',
  ),
  bot('YandexBot', 'Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)'),
  bot(
    'YandexBot mobile',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 15_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/15.4 Mobile/15E148 Safari/604.1 (compatible; YandexMobileBot/3.0; +http://yandex.com/bots)',
  ),
  bot(
    'Applebot',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/13.1.1 Safari/605.1.15 (Applebot/0.1; +http://www.apple.com/go/applebot)',
  ),
  bot(
    'facebookexternalhit',
    'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
  ),
  bot(
    'Meta external agent',
    'meta-externalagent/1.1 (+https://developers.facebook.com/docs/sharing/webmasters/crawler)',
  ),
  bot('Twitterbot', 'Twitterbot/1.0'),
  bot('Slackbot link expanding', 'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)'),
  bot('Slackbot', 'Slackbot 1.0 (+https://api.slack.com/robots)'),
  bot('Discordbot', 'Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)'),
  bot('TelegramBot', 'TelegramBot (like TwitterBot)'),
  bot('WhatsApp link preview', 'WhatsApp/2.23.20.0'),
  bot(
    'LinkedInBot',
    'LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)',
  ),
  bot(
    'Pinterestbot',
    'Mozilla/5.0 (compatible; Pinterestbot/1.0; +http://www.pinterest.com/bot.html)',
  ),
  bot(
    'PetalBot',
    'Mozilla/5.0 (Linux; Android 7.0;) AppleWebKit/537.36 (KHTML, like Gecko) Mobile Safari/537.36 (compatible; PetalBot;+https://webmaster.petalsearch.com/site/petalbot)',
  ),
  bot(
    'Bytespider',
    'Mozilla/5.0 (Linux; Android 5.0) AppleWebKit/537.36 (KHTML, like Gecko) Mobile Safari/537.36 (compatible; Bytespider; spider-feedback@bytedance.com)',
  ),
  bot('AhrefsBot', 'Mozilla/5.0 (compatible; AhrefsBot/7.0; +http://ahrefs.com/robot/)'),
  bot('SemrushBot', 'Mozilla/5.0 (compatible; SemrushBot/7~bl; +http://www.semrush.com/bot.html)'),
  bot(
    'GPTBot',
    'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko); compatible; GPTBot/1.2; +https://openai.com/gptbot',
  ),
  bot('Sogou spider', 'Sogou web spider/4.0(+http://www.sogou.com/docs/help/webmasters.htm#07)'),
  bot(
    'SeznamBot',
    'Mozilla/5.0 (compatible; SeznamBot/4.0; +https://o-seznam.cz/napoveda/vyhledavani/en/seznambot-crawler/)',
  ),
  bot(
    'Yahoo Slurp',
    'Mozilla/5.0 (compatible; Yahoo! Slurp; http://help.yahoo.com/help/us/ysearch/slurp)',
  ),
  bot(
    'archive.org',
    'Mozilla/5.0 (compatible; archive.org_bot +http://archive.org/details/archive.org_bot)',
  ),
];
