import { useLoad } from '@gemlane/stores/react';
import { usePartnerNavigate } from '@gemlane/stores/router';
import { NICKNAME_RULE, type UserInfo } from '@gemlane/contract';
import { loadUserInfoAtom } from '@gemlane/stores';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../adapters/api-context.tsx';
import { showSuccess } from '../../adapters/feedback.ts';
import { Button } from '../../adapters/kit.ts';
import { useFormat } from '../../components/hooks/use-format.ts';
import { Page } from '../../components/page/page.tsx';
import { Field } from '../../components/form-field/form-field.tsx';
import styles from './account.module.css';

/** /edit-user: a new username, at most once a month (the server says when the next change is allowed). */
export default function EditUserPage() {
  const { t } = useTranslation();
  const api = useApi();
  const format = useFormat();
  const navigate = usePartnerNavigate();
  const reloadUser = useSetAtom(loadUserInfoAtom);
  const profile = useLoad<UserInfo>(() => api.getUserInfo(), [api]);
  const [name, setName] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const value = name ?? profile.data?.username ?? '';
  const lockedUntil =
    profile.data?.nicknameChangeableAt && new Date(profile.data.nicknameChangeableAt) > new Date()
      ? profile.data.nicknameChangeableAt
      : null;
  const trimmed = value.trim();
  const invalid =
    trimmed.length < NICKNAME_RULE.minLength || trimmed.length > NICKNAME_RULE.maxLength;

  const onSave = async () => {
    setBusy(true);
    try {
      await api.updateNickname({ nickname: trimmed });
      showSuccess(t('accountInfo.saved'));
      void reloadUser().catch(() => undefined);
      void navigate(-1);
    } catch {
      // The server's reason (once a month) is already shown.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Page title={t('accountInfo.editUsername')} backTo="/setting">
      <form
        className={styles.form}
        onSubmit={(e) => {
          e.preventDefault();
          if (!invalid && !lockedUntil) void onSave();
        }}
      >
        <Field
          id="username"
          label={t('accountInfo.username')}
          value={value}
          placeholder={t('accountInfo.usernamePlaceholder')}
          maxLength={NICKNAME_RULE.maxLength}
          onChange={setName}
          disabled={Boolean(lockedUntil)}
        />
        <p className={styles.rule}>{t('accountInfo.usernameRule')}</p>
        {lockedUntil ? (
          <p className={styles.rule}>
            {t('mobile.account.nextChange', { date: format.dateTime(lockedUntil) })}
          </p>
        ) : null}
        <Button
          type="submit"
          block
          color="primary"
          size="large"
          loading={busy}
          disabled={invalid || Boolean(lockedUntil) || trimmed === profile.data?.username}
        >
          {t('common.save')}
        </Button>
      </form>
    </Page>
  );
}
