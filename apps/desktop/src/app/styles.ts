// Every stylesheet of the app, in cascade order (later wins a tie). main.tsx imports this list
// right after the site-wide globals, so that all of it is in the one stylesheet the HTML links:
// a server-rendered page of a lazily loaded route paints styled before its chunk arrives (no
// unstyled flash, no layout shift). Each component imports its own file too (for Storybook and to
// say whose rules they are); the build keeps one copy, here. A new component stylesheet goes in
// this list as well, at its place in the cascade.
import './global.css';
import '../features/chrome/top-nav.css';
import '../adapters/hover-popover.css';
import '../features/chrome/search-box.css';
import '../components/text-input.css';
import '../features/chrome/user-menu.css';
import '../features/chrome/app-chrome.css';
import '../features/chrome/popover-contents.css';
import '../components/language-currency-panel.css';
import '../features/chrome/footer.css';
import '../components/game-card.css';
import '../features/home/banner-carousel.css';
import '../features/games/search-page.css';
import '../features/game-zone/game-zone.css';
import '../features/game-zone/package-grid.css';
import '../components/payment-method-picker.css';
import '../components/price-summary.css';
import '../components/coupon-picker.css';
import '../features/cart/cart-view.css';
import '../features/orders/orders.css';
import '../features/auth/auth-card.css';
import '../features/account/account.css';
import '../features/coupons/coupon-page.css';
import '../features/content/content.css';
import './kit-overrides.css';
import '../components/not-found-view.css';
