import type { FailedOrderHelp } from '@gemlane/stores/purchase';
import { Link } from '@gemlane/stores/router';
import { useTranslation } from 'react-i18next';
import { useMessageText } from './use-message-text.ts';

/** Why an order failed and what the shopper can do next: check the player ID, ask support. */
export function FailedOrderHelpView({ help }: { help: FailedOrderHelp | null }) {
  const { t } = useTranslation();
  const say = useMessageText();
  if (!help) return null;
  return (
    <div className="failed-order-help">
      {help.reason ? <p className="failed-reason">{say(help.reason)}</p> : null}
      {help.advice ? <p className="failed-advice">{say(help.advice)}</p> : null}
      <p className="failed-actions">
        {help.checkIdPath ? <Link to={help.checkIdPath}>{t('order.checkId')}</Link> : null}{' '}
        <Link to={help.supportPath}>{t('order.contactSupport')}</Link>
      </p>
    </div>
  );
}
