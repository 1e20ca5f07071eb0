import { useHomeCoupons, useLoad } from '@gemlane/stores/react';
import type { Banner, CouponTemplate } from '@gemlane/contract';
import {
  currentCurrencyAtom,
  currentLanguageAtom,
  gameModelSettledAtom,
  HOT_GAME_LIMIT,
  rankedHotGamesAtom,
  signUpOfferAtom,
} from '@gemlane/stores';
import { buildPath, useLoginPath, usePartnerNavigate } from '@gemlane/stores/router';
import { withFullEnglish } from '../../adapters/i18n.ts';
import { useAtomValue } from 'jotai';
import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../adapters/api-context.tsx';
import { showSuccess } from '../../adapters/feedback.ts';
import { homeBanners } from '../../boot/home-prefetch.ts';
import { BannerCarousel } from '../../components/banner-carousel/banner-carousel.tsx';
import { cartCountAtom } from '@gemlane/stores/purchase';
import {
  GameGrid,
  GameGridSkeleton,
  type GameTile,
} from '../../components/game-grid/game-grid.tsx';
import { useFormat } from '../../components/hooks/use-format.ts';
import { BagIcon, SearchIcon } from '../../components/icons/icons.tsx';
import { Section } from '../../components/section/section.tsx';
import { TabStrip } from '../../components/tab-strip/tab-strip.tsx';
import { SiteFooter } from '../../components/site-footer/site-footer.tsx';
import { WhenNear } from '../../components/when-near/when-near.tsx';
import { CouponOffers } from './coupon-offers.tsx';
import styles from './home.module.css';

// Below the fold: the newsletter's code, kit button and subscription call wait until it is near.
// Its texts are not in the first chunk's English: they load with it.
const NewsletterContainer = lazy(
  withFullEnglish(async () => ({
    default: (await import('../../components/newsletter/newsletter-container.tsx'))
      .NewsletterContainer,
  })),
);

/** /home: search, language, banners, sign-up promo, hot games, games by tab, coupons, newsletter. */
export default function HomePage() {
  const { t } = useTranslation();
  const format = useFormat();
  const api = useApi();
  const navigate = usePartnerNavigate();
  const loginPath = useLoginPath();
  const hot = useAtomValue(rankedHotGamesAtom);
  const offer = useAtomValue(signUpOfferAtom);
  const gamesSettled = useAtomValue(gameModelSettledAtom);
  const language = useAtomValue(currentLanguageAtom);
  const currency = useAtomValue(currentCurrencyAtom);
  const cartCount = useAtomValue(cartCountAtom);
  const homeCoupons = useHomeCoupons();
  const coupons = homeCoupons.templates;
  const banners = useLoad<Banner[]>(
    () => homeBanners(() => api.topBanner(undefined, { hideError: true })),
    [api],
  );
  const tabs = useLoad(() => api.tab(undefined, { hideError: true }), [api]);
  const [tabKey, setTabKey] = useState<string | null>(null);

  const open = (game: GameTile) =>
    void navigate(buildPath('GameZone', { gameZonePath: game.gameZonePath }));
  const activeTab = tabs.data?.find((tab) => tab.label === tabKey) ?? tabs.data?.[0];

  const claim = async (template: CouponTemplate) => {
    const outcome = await homeCoupons.claim(template);
    if (outcome === 'login') void navigate(loginPath);
    else if (outcome === 'claimed') showSuccess(t('coupon.claimed'));
    // 'failed': the api client has shown why.
  };

  return (
    <div className={styles.home}>
      <header className={styles.top}>
        <span className={styles.brand}>
          <img src="/favicon.svg" alt="" className={styles.brandLogo} />
          Gemlane
        </span>
        <button type="button" className={styles.search} onClick={() => void navigate('/search')}>
          <SearchIcon />
          <span>{t('common.searchPlaceholder')}</span>
        </button>
        <button
          type="button"
          className={styles.icon}
          aria-label={`${t('common.languageAndCurrency')}: ${language.abbreviation} ${currency.symbol} ${currency.value}`}
          onClick={() => void navigate('/languageAndCurrency')}
        >
          <span className={styles.lang}>{language.abbreviation}</span>
          <span className={styles.cur}>
            {currency.symbol} {currency.value}
          </span>
        </button>
        <button
          type="button"
          className={styles.icon}
          aria-label={t('mobile.cart.title')}
          onClick={() => void navigate('/cart')}
        >
          <BagIcon className={styles.bag} />
          {cartCount > 0 ? <span className={styles.count}>{cartCount}</span> : null}
        </button>
      </header>

      {banners.data && banners.data.length > 0 ? (
        <BannerCarousel
          banners={banners.data}
          label={t('mobile.home.banners')}
          onOpen={(b) => {
            const link = banners.data?.find((x) => x.bannerId === b.bannerId)?.link;
            if (link) void navigate(link);
          }}
        />
      ) : (
        <div className={styles.swiperPlaceholder} aria-hidden />
      )}

      {offer && offer !== 'pending' ? (
        <button type="button" className={styles.promo} onClick={() => void navigate(loginPath)}>
          <strong>
            {t('accountInfo.signUpPromo', {
              // Intl places the symbol (`$3.00`, `3,00 $`); never a bare number
              amount: format.money(offer),
            })}
          </strong>
          <span className={styles.promoCta}>{t('common.signUp')}</span>
        </button>
      ) : offer === 'pending' ? (
        // The activity is on its way: its place is kept so the games below do not jump (CLS).
        <div className={`${styles.promo} ${styles.promoSlot}`} aria-hidden />
      ) : null}

      <Section
        title={t('common.hotGames')}
        extra={
          <button
            type="button"
            className={styles.more}
            onClick={() => void navigate('/switchGame')}
          >
            {t('common.viewAll')}
          </button>
        }
      >
        {hot.length === 0 && !gamesSettled ? (
          <GameGridSkeleton count={HOT_GAME_LIMIT} />
        ) : (
          <GameGrid
            games={hot.map(({ rank, game }) => ({ ...game, hotRank: rank }))}
            ranked
            onOpen={open}
          />
        )}
      </Section>

      {tabs.data && tabs.data.length > 0 ? (
        <section className={styles.tabsBlock} aria-label={t('common.games')}>
          <TabStrip
            label={t('common.games')}
            tabs={tabs.data.map((tab) => ({ key: tab.label, title: tab.name }))}
            active={activeTab?.label ?? null}
            onChange={setTabKey}
          />
          <div className={styles.tabBody}>
            {activeTab ? <GameGrid games={activeTab.games} onOpen={open} /> : null}
          </div>
        </section>
      ) : tabs.loading ? (
        <section className={styles.tabsBlock} aria-hidden>
          <div className={styles.tabsSlot} />
          <div className={styles.tabBody}>
            <GameGridSkeleton count={HOT_GAME_LIMIT} />
          </div>
        </section>
      ) : null}

      {coupons.length > 0 ? (
        <Section title={t('mobile.home.coupons')}>
          <CouponOffers templates={coupons} onClaim={(tpl) => void claim(tpl)} />
        </Section>
      ) : null}

      <WhenNear placeClassName={styles.newsletterPlace}>
        <NewsletterContainer />
      </WhenNear>
      <SiteFooter />
    </div>
  );
}
