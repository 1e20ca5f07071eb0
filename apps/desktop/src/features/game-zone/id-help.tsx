import type { IdHelp } from '@gemlane/stores/purchase';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyDesktopDialog } from '../../adapters/lazy-desktop-dialog.tsx';

export interface IdHelpLinkProps {
  /** The game's picture and lines (`account.help` of the purchase view-model). */
  help: IdHelp;
}

/** "Where is my ID?" beside the player ID: a dialog with the game's picture and instructions. */
export function IdHelpLink({ help }: IdHelpLinkProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        type="link"
        size="small"
        className="id-help-trigger"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {t('idHelp.trigger')}
      </Button>
      <LazyDesktopDialog
        open={open}
        title={t('idHelp.title')}
        onClose={() => setOpen(false)}
        width={400}
      >
        <div className="id-help">
          <img {...help.image} className="id-help-picture" alt={t('idHelp.pictureAlt')} />
          <ol className="id-help-steps">
            {help.steps.map((key) => (
              <li key={key}>{t(key)}</li>
            ))}
          </ol>
        </div>
      </LazyDesktopDialog>
    </>
  );
}
