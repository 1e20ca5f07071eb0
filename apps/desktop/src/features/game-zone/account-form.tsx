import { CheckCircleFilled } from '@ant-design/icons';
import { DECORATIVE } from '../../adapters/icon-defaults.tsx';
import type { AccountField } from '@gemlane/contract';
import { Alert, Button, Input, Select, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  playerLabel,
  type AccountValues,
  type IdHelp,
  type VerifiedPlayer,
} from '@gemlane/stores/purchase';
import { IdHelpLink } from './id-help.tsx';

export interface AccountFormProps {
  fields: readonly AccountField[];
  values: AccountValues;
  onChange: (key: AccountField['key'], value: string) => void;
  onConfirm: () => void;
  /** Confirm ID is offered (the stores' rule: every required field has a value). */
  canConfirm: boolean;
  confirming: boolean;
  /** The in-game name once the ID is confirmed. */
  verified: VerifiedPlayer | null;
  /** The server's answer when the ID was refused. */
  error: string | null;
  /** The last ID verified for this game, offered again (the server by its name, never its code). */
  lastUsed: (VerifiedPlayer & { serverName?: string | null }) | null;
  onUseLast: () => void;
  /** Put the cursor in the first field (the shopper came to check the ID). */
  focusId?: boolean;
  /** "Where is my ID?" for this game, beside the player ID's label. */
  help?: IdHelp;
}

/** Player ID (and server ID where the game has one), then the Confirm ID step that shows the in-game name. */
export function AccountForm(props: AccountFormProps) {
  const { t } = useTranslation();
  return (
    <div className="account-form">
      <div className="account-fields">
        {props.fields.map((field, index) => {
          const id = `account-${field.key}`;
          const helpId = field.help ? `${id}-help` : undefined;
          return (
            <div key={field.key} className="form-field">
              <div className="field-label">
                <label htmlFor={id}>{field.label}</label>
                {field.key === 'userId' && props.help ? <IdHelpLink help={props.help} /> : null}
              </div>
              {field.type === 'select' ? (
                <Select
                  id={id}
                  value={props.values[field.key]}
                  placeholder={field.placeholder}
                  aria-describedby={helpId}
                  onChange={(value: string) => props.onChange(field.key, value)}
                  options={field.options.map((o) => ({ value: o.value, label: o.label }))}
                />
              ) : (
                <Input
                  id={id}
                  autoFocus={props.focusId === true && index === 0}
                  value={props.values[field.key] ?? ''}
                  placeholder={field.placeholder}
                  aria-describedby={helpId}
                  inputMode={field.pattern?.includes('\\d') ? 'numeric' : undefined}
                  onChange={(e) => props.onChange(field.key, e.target.value)}
                  onPressEnter={() => props.canConfirm && props.onConfirm()}
                />
              )}
              {field.help ? (
                <p id={helpId} className="field-help">
                  {field.help}
                </p>
              ) : null}
            </div>
          );
        })}
        <Button
          type="primary"
          className="confirm-id"
          onClick={props.onConfirm}
          loading={props.confirming}
          disabled={!props.canConfirm}
        >
          {t('topUp.confirmId')}
        </Button>
      </div>
      {props.lastUsed && !props.verified ? (
        <p className="last-used">
          {t('topUp.lastUsed')}{' '}
          <Tag.CheckableTag checked={false} onChange={props.onUseLast}>
            {playerLabel(props.lastUsed)}
            {' · '}
            {props.lastUsed.roleName}
          </Tag.CheckableTag>
        </p>
      ) : null}
      {props.verified ? (
        <p className="verified" role="status">
          <CheckCircleFilled {...DECORATIVE} />{' '}
          {t('topUp.verifiedAs', { name: props.verified.roleName })}
        </p>
      ) : null}
      {props.error ? <Alert type="error" showIcon title={props.error} role="alert" /> : null}
    </div>
  );
}
