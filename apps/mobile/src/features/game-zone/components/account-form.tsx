import type { AccountField } from '@gemlane/contract';
import { playerLabel, type IdHelp, type VerifiedPlayer } from '@gemlane/stores/purchase';
import { CheckCircleFill } from 'antd-mobile-icons';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../adapters/kit.ts';
import styles from './account-form.module.css';
import { IdHelpLink } from './id-help.tsx';

export interface AccountFormProps {
  fields: readonly AccountField[];
  values: Readonly<Record<string, string>>;
  onChange: (key: AccountField['key'], value: string) => void;
  /** The confirmed account; the inputs lock until the user taps Change. */
  verified: VerifiedPlayer | null;
  /** Confirm ID is offered (the stores' rule: every required field has a value). */
  canConfirm: boolean;
  checking: boolean;
  error?: string | null;
  onConfirm: () => void;
  onEdit: () => void;
  /** The shopper came to check the ID: the inputs open, the cursor in the first one. */
  focusId?: boolean;
  /** "Where is my ID?" for this game, under the fields. */
  help?: IdHelp;
}

/** Step 1 of the game zone: the player ID (and server ID) and the Confirm ID step. */
export function AccountForm({
  fields,
  values,
  onChange,
  verified,
  canConfirm,
  checking,
  error,
  onConfirm,
  onEdit,
  focusId = false,
  help: idHelp,
}: AccountFormProps) {
  const { t } = useTranslation();
  const reopened = useRef(false);
  const reopen = focusId && verified !== null && !reopened.current;
  useEffect(() => {
    // The ID the publisher refused is opened for checking (once), not kept locked as confirmed.
    if (!reopen) return;
    reopened.current = true;
    onEdit();
  }, [reopen, onEdit]);
  if (verified) {
    return (
      <div className={styles.verified} data-testid="verified-role">
        <CheckCircleFill className={styles.ok} aria-hidden />
        <div className={styles.who}>
          <div className={styles.roleName}>
            {t('mobile.gameZone.roleName', { name: verified.roleName })}
          </div>
          <div className={styles.ids}>{playerLabel(verified)}</div>
        </div>
        <Button size="small" fill="outline" className={styles.change} onClick={onEdit}>
          {t('mobile.gameZone.change')}
        </Button>
      </div>
    );
  }
  const help = fields.map((f) => f.help).filter((h): h is string => Boolean(h));
  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        if (canConfirm) onConfirm();
      }}
    >
      <div className={styles.row}>
        {fields.map((field, index) => {
          const id = `account-${field.key}`;
          return (
            <label key={field.key} className={styles.field} htmlFor={id}>
              <span className={styles.label}>{field.label}</span>
              {field.type === 'select' ? (
                <select
                  id={id}
                  className={styles.input}
                  value={values[field.key] ?? ''}
                  onChange={(e) => onChange(field.key, e.target.value)}
                >
                  <option value="">{field.placeholder}</option>
                  {field.options.map((o) => (
                    <option key={o.value} value={o.value}>
                      {o.label}
                    </option>
                  ))}
                </select>
              ) : (
                <input
                  id={id}
                  autoFocus={focusId && index === 0}
                  className={styles.input}
                  value={values[field.key] ?? ''}
                  placeholder={field.placeholder}
                  inputMode={field.key === 'serverId' ? 'numeric' : 'text'}
                  autoComplete="off"
                  onChange={(e) => onChange(field.key, e.target.value.trim())}
                />
              )}
            </label>
          );
        })}
      </div>
      {idHelp ? <IdHelpLink help={idHelp} /> : null}
      {help.map((h) => (
        <p key={h} className={styles.help}>
          {h}
        </p>
      ))}
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <Button
        type="submit"
        block
        color="primary"
        fill="outline"
        size="large"
        loading={checking}
        disabled={!canConfirm}
      >
        {t('mobile.gameZone.confirmId')}
      </Button>
    </form>
  );
}
