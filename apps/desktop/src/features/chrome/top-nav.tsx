import { DownOutlined, ShoppingCartOutlined } from '@ant-design/icons';
import { DECORATIVE } from '../../adapters/icon-defaults.tsx';
import type { RouteName } from '@gemlane/stores/router';
import { Link } from '@gemlane/stores/router';
import { useTranslation } from 'react-i18next';
import { HoverPopover } from '../../adapters/hover-popover.tsx';
import { BrandLogo } from '../../components/brand-logo.tsx';
import type { GamesMenuProps } from './games-menu.tsx';
import { HelpMenu } from './help-menu.tsx';
import {
  LanguageCurrencySelector,
  type LanguageCurrencySelectorProps,
} from './language-currency-selector.tsx';
import { GamesMenu, loadGamesMenu, PopoverContent } from './popover-contents.tsx';
import { SearchBox, type SearchBoxProps } from './search-box.tsx';
import { UserEntry, type UserEntryProps } from './user-menu.tsx';

const GAME_ROUTES: readonly RouteName[] = ['GameZone', 'OldGameZone'];
const HELP_ROUTES: readonly RouteName[] = ['HelpCenter', 'Terms', 'Privacy'];

export interface TopNavProps {
  routeName: RouteName | null;
  games: GamesMenuProps;
  search: SearchBoxProps;
  language: LanguageCurrencySelectorProps;
  user: UserEntryProps;
  /** Items in the cart (the sum of the lines' quantities), shown on the header's cart link. */
  cartCount: number;
}

/** The desktop top navigation of docs/product.md §2. */
export function TopNav({ routeName, games, search, language, user, cartCount }: TopNavProps) {
  const { t } = useTranslation();
  const active = (names: readonly RouteName[]) =>
    routeName && names.includes(routeName) ? ' active' : '';
  return (
    <header className="top-nav">
      <nav className="top-nav-inner" aria-label={t('desktop.mainNav')}>
        <Link to="/home" className="nav-logo" aria-label={t('desktop.logoHome')}>
          <BrandLogo />
        </Link>
        <Link
          to="/home"
          className={`nav-item${active(['Home'])}`}
          aria-current={routeName === 'Home' ? 'page' : undefined}
        >
          {t('nav.home')}
        </Link>
        <HoverPopover
          content={
            <PopoverContent>
              <GamesMenu {...games} />
            </PopoverContent>
          }
          placement="bottomLeft"
          className="games-popover"
        >
          <button
            type="button"
            className={`nav-item nav-button${active(GAME_ROUTES)}`}
            aria-haspopup="true"
            onPointerEnter={loadGamesMenu}
            onFocus={loadGamesMenu}
          >
            {t('nav.games')} <DownOutlined {...DECORATIVE} className="nav-caret" />
          </button>
        </HoverPopover>
        <HoverPopover content={<HelpMenu />} placement="bottomLeft">
          <button
            type="button"
            className={`nav-item nav-button${active(HELP_ROUTES)}`}
            aria-haspopup="true"
          >
            {t('nav.helpCenter')} <DownOutlined {...DECORATIVE} className="nav-caret" />
          </button>
        </HoverPopover>
        <div className="nav-spacer" />
        <SearchBox {...search} />
        <LanguageCurrencySelector {...language} />
        <Link
          to="/cart"
          className={`nav-item nav-cart${active(['Cart'])}`}
          aria-current={routeName === 'Cart' ? 'page' : undefined}
          aria-label={cartCount > 0 ? t('nav.cartWithCount', { count: cartCount }) : t('nav.cart')}
          title={t('nav.cart')}
        >
          <ShoppingCartOutlined {...DECORATIVE} className="nav-cart-icon" />
          {cartCount > 0 ? (
            <span className="nav-cart-count" aria-hidden="true">
              {cartCount > 99 ? '99+' : cartCount}
            </span>
          ) : null}
        </Link>
        <UserEntry {...user} />
      </nav>
    </header>
  );
}
