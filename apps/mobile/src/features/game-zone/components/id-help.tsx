import type { IdHelp } from '@gemlane/stores/purchase';
import { CloseOutline, QuestionCircleOutline } from 'antd-mobile-icons';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Popup, preloadPopup } from '../../../adapters/kit.ts';
import styles from './id-help.module.css';
import sheet from '../../../components/sheet/sheet.module.css';

export interface IdHelpLinkProps {
  /** The game's picture and lines (`account.help` of the purchase view-model). */
  help: IdHelp;
}

/** "Where is my ID?" under the player ID: a sheet with the game's picture and instructions. */
export function IdHelpLink({ help }: IdHelpLinkProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  return (
    <>
      <button
        ref={trigger}
        type="button"
        className={styles.trigger}
        aria-haspopup="dialog"
        onPointerEnter={preloadPopup}
        onClick={() => setOpen(true)}
      >
        <QuestionCircleOutline aria-hidden className={styles.icon} />
        {t('idHelp.trigger')}
      </button>
      <Popup
        visible={open}
        onMaskClick={() => setOpen(false)}
        bodyClassName={sheet.sheet}
        // Opened afresh each time, so the close button below takes the focus as it mounts.
        destroyOnClose
        // Focus goes back to the link that opened the sheet.
        afterClose={() => trigger.current?.focus()}
      >
        <div
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          onKeyDown={(event) => {
            if (event.key === 'Escape') setOpen(false);
          }}
        >
          <div className={styles.head}>
            <h2 id={titleId} className={styles.title}>
              {t('idHelp.title')}
            </h2>
            <button
              ref={(button) => button?.focus()}
              type="button"
              className={styles.close}
              aria-label={t('common.close')}
              onClick={() => setOpen(false)}
            >
              <CloseOutline aria-hidden />
            </button>
          </div>
          <img {...help.image} className={styles.picture} alt={t('idHelp.pictureAlt')} />
          <ol className={styles.steps}>
            {help.steps.map((key) => (
              <li key={key}>{t(key)}</li>
            ))}
          </ol>
        </div>
      </Popup>
    </>
  );
}
