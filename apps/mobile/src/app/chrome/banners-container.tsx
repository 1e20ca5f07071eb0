import {
  discountBannerClosedAtom,
  isLoggedInAtom,
  registerActivitySettledAtom,
  registerDiscountAtom,
  reserveDiscountBanner,
  showDiscountBanner,
  showOrderNoticeBanner,
  tradeNoticeAtom,
} from '@gemlane/stores';
import {
  buildPath,
  useLoginPath,
  usePartnerNavigate,
  type RouteName,
} from '@gemlane/stores/router';
import { formatMoney } from '@gemlane/i18n/format';
import { useAtom, useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { BannerSlot } from '../../components/banners/banner-slot.tsx';
import { DiscountBanner } from '../../components/banners/discount-banner.tsx';
import { OrderNoticeBanner } from '../../components/banners/order-notice-banner.tsx';

/** The discount banner (game zone tabs, visitors with a discount) and the order notice (Home). */
export function BannersContainer({ route }: { route: RouteName | null }) {
  const navigate = usePartnerNavigate();
  const loginPath = useLoginPath();
  const { i18n } = useTranslation();
  const activity = useAtomValue(registerDiscountAtom);
  const notice = useAtomValue(tradeNoticeAtom);
  const [closed, setClosed] = useAtom(discountBannerClosedAtom);
  // The banner invites to sign up (tap -> login): a logged-in user has nothing to do with it.
  const loggedIn = useAtomValue(isLoggedInAtom);
  const activitySettled = useAtomValue(registerActivitySettledAtom);

  if (activity && !loggedIn && showDiscountBanner(route, activity, closed)) {
    const amount = formatMoney(activity.discountAmount, activity.currency, i18n.language || 'en');
    return (
      <DiscountBanner
        amount={amount}
        onTap={() => void navigate(loginPath)}
        onClose={() => setClosed(true)}
      />
    );
  }
  // A visitor's activity is still on its way: keep the banner's height so the zone does not jump.
  if (!loggedIn && reserveDiscountBanner(route, activitySettled, closed)) return <BannerSlot />;
  if (notice && showOrderNoticeBanner(route, notice)) {
    return (
      <OrderNoticeBanner
        notice={notice.orderNotice}
        onOpen={() => void navigate(buildPath('OrderDetail', {}, { orderId: notice.orderId }))}
      />
    );
  }
  return null;
}
