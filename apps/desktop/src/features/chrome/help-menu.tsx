import { usePartnerLink } from '@gemlane/stores/router';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Content of the Help Center popover. */
export function HelpMenu() {
  const { t } = useTranslation();
  const link = usePartnerLink();
  return (
    <ul className="plain-menu">
      <li>
        <Link to={link('/helpCenter')}>{t('nav.helpCenter')}</Link>
      </li>
      <li>
        <Link to={link('/terms')}>{t('nav.terms')}</Link>
      </li>
      <li>
        <Link to={link('/privacy')}>{t('nav.privacy')}</Link>
      </li>
    </ul>
  );
}
