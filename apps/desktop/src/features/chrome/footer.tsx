import type { Game } from '@gemlane/contract';
import { Link } from '@gemlane/stores/router';
import { useTranslation } from 'react-i18next';
import { BrandLogo } from '../../components/brand-logo.tsx';
import { SUPPORT_URL } from '../../config/env.ts';
import { NewsletterBlock, type NewsletterBlockProps } from './newsletter-block.tsx';
import { PaymentLogos } from './payment-logos.tsx';

/** The footer links five games (docs/product.md §2). */
export const FOOTER_GAME_COUNT = 5;

export interface FooterProps {
  games: readonly Game[];
  newsletter: NewsletterBlockProps;
  /** Inside the native app the support link opens the in-app customer page instead. */
  inApp?: boolean;
  /** A plain <a> (full page load through the edge), not a router Link. */
  siteSwitch?: SiteSwitch;
}

export interface SiteSwitch {
  switchHref: string;
  switchTo: 'desktop' | 'mobile';
}

export function Footer({ games, newsletter, inApp = false, siteSwitch }: FooterProps) {
  const { t } = useTranslation();
  return (
    <footer className="site-footer">
      <div className="footer-inner">
        <div className="footer-brand">
          <BrandLogo />
          <p>{t('footer.description')}</p>
          <h2 className="footer-title">{t('footer.paymentMethods')}</h2>
          <PaymentLogos />
        </div>
        <nav className="footer-col" aria-labelledby="footer-games">
          <h2 id="footer-games" className="footer-title">
            {t('footer.popularGames')}
          </h2>
          <ul>
            {games.slice(0, FOOTER_GAME_COUNT).map((game) => (
              <li key={game.gameId}>
                <Link to={`/gameZone/${game.gameZonePath}`}>{game.gameName}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav className="footer-col" aria-labelledby="footer-company">
          <h2 id="footer-company" className="footer-title">
            {t('footer.company')}
          </h2>
          <ul>
            <li>
              <Link to="/aboutUs">{t('common.aboutUs')}</Link>
            </li>
            <li>
              <Link to="/blog-list">{t('common.blog')}</Link>
            </li>
            <li>
              <Link to="/helpCenter">{t('common.helpCenter')}</Link>
            </li>
            <li>
              {inApp ? (
                <Link to="/myCustomer">{t('footer.support')}</Link>
              ) : (
                <a href={SUPPORT_URL} target="_blank" rel="noopener noreferrer">
                  {t('footer.support')}
                </a>
              )}
            </li>
          </ul>
          <h2 className="footer-title">{t('footer.legal')}</h2>
          <ul>
            <li>
              <Link to="/terms">{t('common.terms')}</Link>
            </li>
            <li>
              <Link to="/privacy">{t('common.privacy')}</Link>
            </li>
          </ul>
        </nav>
        <div className="footer-col footer-newsletter">
          <NewsletterBlock {...newsletter} />
        </div>
      </div>
      <p className="footer-copyright">
        {t('footer.copyright')}
        {siteSwitch ? (
          <>
            {' · '}
            <a href={siteSwitch.switchHref}>
              {siteSwitch.switchTo === 'mobile'
                ? t('footer.switchToMobile')
                : t('footer.switchToDesktop')}
            </a>
          </>
        ) : null}
      </p>
    </footer>
  );
}
