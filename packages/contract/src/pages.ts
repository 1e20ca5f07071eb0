// The named pages of the storefront and their English SEO texts. They sit in the contract, below
// both the route table (packages/stores) and the language packs (packages/i18n, whose English
// `seo.<RouteName>.*` section a test holds equal to ROUTE_SEO_EN).

export const ROUTE_NAMES = [
  'Home',
  'SwitchGame',
  'Search',
  'GameZone',
  'OldGameZone',
  'Coupon',
  'LanguageAndCurrency',
  'Me',
  'Cart',
  'Setting',
  'EditUser',
  'EditAvatar',
  'HelpCenter',
  'OrderList',
  'OrderDetail',
  'AboutUs',
  'Terms',
  'Privacy',
  'PaymentResult',
  'Login',
  'LoginRelate',
  'LoginSign',
  'Signin',
  'Register',
  'LoginEmail',
  'SetPassword',
  'ResetPassword',
  'EmailBinding',
  'Blog',
  'BlogDetail',
  'ShortLink',
  'MyCustomer',
] as const;

export type RouteName = (typeof ROUTE_NAMES)[number];

export interface SeoTexts {
  title: string;
  description: string;
  keywords: string;
}

const KEYWORDS = 'game top up, game recharge, in-game currency, Gemlane';

function seo(title: string, description: string, keywords = KEYWORDS): SeoTexts {
  return { title: `${title} | Gemlane`, description, keywords };
}

export const ROUTE_SEO_EN: Readonly<Record<RouteName, SeoTexts>> = {
  Home: seo(
    'Game Top-Up Store',
    'Top up your favourite games in seconds: direct recharge, safe payment and delivery in about 10 minutes.',
    'game top up, Genshin Impact top up, Honkai Star Rail, Zenless Zone Zero, PUBG UC, Mobile Legends diamonds',
  ),
  SwitchGame: seo('All Games', 'Pick a game to top up from the full Gemlane catalogue.'),
  Search: seo('Search Games', 'Search the Gemlane catalogue for the game you want to top up.'),
  GameZone: seo(
    'Top Up',
    'Choose a package, enter your player ID and pay safely. Delivery in about 10 minutes.',
  ),
  OldGameZone: seo(
    'Top Up',
    'Choose a package, enter your player ID and pay safely. Delivery in about 10 minutes.',
  ),
  Coupon: seo('My Coupons', 'Your available, used and expired Gemlane coupons.'),
  LanguageAndCurrency: seo(
    'Language and Currency',
    'Choose your language and the currency prices are shown in.',
  ),
  Me: seo('My Account', 'Your Gemlane profile, orders, coupons, messages and invite rewards.'),
  Cart: seo('Cart', 'Review your top-up order and check out securely.'),
  Setting: seo('Settings', 'Manage your Gemlane account settings.'),
  EditUser: seo('Edit Username', 'Change your Gemlane username.'),
  EditAvatar: seo('Edit Avatar', 'Change your Gemlane avatar.'),
  HelpCenter: seo(
    'Help Center',
    'Answers about top-ups, payments, delivery and refunds. Support is available 24/7.',
  ),
  OrderList: seo('My Orders', 'Track your Gemlane top-up orders and their status.'),
  OrderDetail: seo('Order Detail', 'The status and details of your Gemlane order.'),
  AboutUs: seo('About Us', 'Gemlane is a game top-up store for gamers worldwide.'),
  Terms: seo('Terms of Service', 'The terms that apply when you use Gemlane.'),
  Privacy: seo('Privacy Policy', 'How Gemlane collects, uses and protects your data.'),
  PaymentResult: seo('Payment Result', 'The result of your Gemlane payment.'),
  Login: seo('Log In', 'Log in to Gemlane to top up games and track your orders.'),
  LoginRelate: seo('Log In', 'Log in to Gemlane with your partner account.'),
  LoginSign: seo('Log In', 'Log in or sign up to Gemlane.'),
  Signin: seo('Sign In', 'Sign in to your Gemlane account.'),
  Register: seo('Sign Up', 'Create a Gemlane account and get a welcome discount.'),
  LoginEmail: seo('Log In with E-mail', 'Log in to Gemlane with your e-mail address.'),
  SetPassword: seo('Set Password', 'Set the password of your Gemlane account.'),
  ResetPassword: seo('Reset Password', 'Reset the password of your Gemlane account.'),
  EmailBinding: seo('Bind E-mail', 'Bind an e-mail address to your Gemlane account.'),
  Blog: seo('Blog', 'Game news, guides and top-up tips from Gemlane.'),
  BlogDetail: seo('Blog', 'Game news, guides and top-up tips from Gemlane.'),
  ShortLink: seo('Redirecting', 'Taking you to your Gemlane page.'),
  MyCustomer: seo('Customer Service', 'Contact Gemlane customer service, available 24/7.'),
};
