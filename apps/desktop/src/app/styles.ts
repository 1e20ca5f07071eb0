// Every stylesheet of the app, in cascade order (later wins a tie); each file sits beside the
// component or feature whose rules it holds. main.tsx and Storybook's preview import this list, so
// all of it is in the one stylesheet the HTML links: a server-rendered page of a lazily loaded route
// paints styled before its chunk arrives (no unstyled flash, no layout shift). Components do not
// import their stylesheet themselves: in Storybook's dev server a CSS import inside a lazily loaded
// module (popover bodies, dialogs) delayed it past the stories' waits. A new stylesheet goes in this
// list at its place in the cascade.
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
