import type { FailedOrderHelp } from '@gemlane/stores/purchase';
import { usePartnerNavigate } from '@gemlane/stores/router';
import { useTranslation } from 'react-i18next';
import { Button } from '../../adapters/kit.ts';
import { useMessageText } from '../hooks/use-message-text.ts';
import styles from './failed-order-help.module.css';

/** Why an order failed and what the shopper can do next: check the player ID, ask support. */
export function FailedOrderHelpView({ help }: { help: FailedOrderHelp | null }) {
  const { t } = useTranslation();
  const say = useMessageText();
  const navigate = usePartnerNavigate();
  if (!help) return null;
  return (
    <div className={styles.help} data-testid="failed-order-help">
      {help.reason ? <p className={styles.text}>{say(help.reason)}</p> : null}
      {help.advice ? <p className={styles.text}>{say(help.advice)}</p> : null}
      <div className={styles.actions}>
        {help.checkIdPath ? (
          <Button
            block
            color="primary"
            size="large"
            onClick={() => void navigate(help.checkIdPath ?? '')}
          >
            {t('order.checkId')}
          </Button>
        ) : null}
        <Button block size="large" onClick={() => void navigate(help.supportPath)}>
          {t('order.contactSupport')}
        </Button>
      </div>
    </div>
  );
}
