import {
  discountBannerClosedAtom,
  isLoggedInAtom,
  registerDiscountAtom,
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
import { minorToMajor } from '@gemlane/i18n';
import { useAtom, useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
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

  if (activity && !loggedIn && showDiscountBanner(route, activity, closed)) {
    const amount = new Intl.NumberFormat(i18n.language || 'en').format(
      minorToMajor(activity.discountAmount, activity.currency),
    );
    return (
      <DiscountBanner
        symbol={activity.currencySymbol}
        amount={amount}
        onTap={() => void navigate(loginPath)}
        onClose={() => setClosed(true)}
      />
    );
  }
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
