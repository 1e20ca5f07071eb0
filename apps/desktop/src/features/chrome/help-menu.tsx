import { Link } from '@gemlane/stores/router';
import { useTranslation } from 'react-i18next';

/** Content of the Help Center popover. */
export function HelpMenu() {
  const { t } = useTranslation();
  return (
    <ul className="plain-menu">
      <li>
        <Link to="/helpCenter">{t('nav.helpCenter')}</Link>
      </li>
      <li>
        <Link to="/terms">{t('nav.terms')}</Link>
      </li>
      <li>
        <Link to="/privacy">{t('nav.privacy')}</Link>
      </li>
    </ul>
  );
}
