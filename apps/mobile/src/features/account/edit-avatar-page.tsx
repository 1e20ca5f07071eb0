import { usePartnerNavigate } from '@gemlane/stores/router';
import { AVATAR_MAX_BYTES, AVATAR_MIME_TYPES, type UserInfo } from '@gemlane/contract';
import { loadUserInfoAtom } from '@gemlane/stores';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../adapters/api-context.tsx';
import { showSuccess, showToast } from '../../adapters/feedback.ts';
import { Avatar } from '../../adapters/kit.ts';
import { useAsync } from '../../components/hooks/use-async.ts';
import { useFormat } from '../../components/hooks/use-format.ts';
import { Page } from '../../components/page/page.tsx';
import styles from './account.module.css';

/** /edit-avatar: pick an image (at most 20M), upload it, set it; once a day. */
export default function EditAvatarPage() {
  const { t } = useTranslation();
  const api = useApi();
  const format = useFormat();
  const navigate = usePartnerNavigate();
  const reloadUser = useSetAtom(loadUserInfoAtom);
  const profile = useAsync<UserInfo>(() => api.getUserInfo(), [api]);
  const [busy, setBusy] = useState(false);
  const lockedUntil =
    profile.data?.avatarChangeableAt && new Date(profile.data.avatarChangeableAt) > new Date()
      ? profile.data.avatarChangeableAt
      : null;

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > AVATAR_MAX_BYTES) {
      showToast(t('errors.avatarTooLarge'));
      return;
    }
    if (!(AVATAR_MIME_TYPES as readonly string[]).includes(file.type)) {
      showToast(t('errors.uploadFailed'));
      return;
    }
    setBusy(true);
    try {
      const uploaded = await api.upload({ file });
      await api.updateAvatar({ fileId: uploaded.fileId });
      showSuccess(t('accountInfo.saved'));
      void reloadUser().catch(() => undefined);
      void navigate(-1);
    } catch {
      // 'Upload Failed' or the once-a-day rule is shown by the api client.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Page title={t('accountInfo.changeAvatar')} backTo="/setting">
      <div className={styles.form}>
        <Avatar src={profile.data?.avatar ?? ''} className={styles.avatarBig} aria-hidden />
        <p className={styles.rule}>{t('accountInfo.avatarRule')}</p>
        {lockedUntil ? (
          <p className={styles.rule}>
            {t('mobile.account.nextChange', { date: format.dateTime(lockedUntil) })}
          </p>
        ) : null}
        <label
          className={styles.fileLabel}
          aria-disabled={busy || Boolean(lockedUntil)}
          style={lockedUntil ? { opacity: 0.5, pointerEvents: 'none' } : undefined}
        >
          {busy ? t('common.loading') : t('accountInfo.changeAvatar')}
          <input
            type="file"
            accept={AVATAR_MIME_TYPES.join(',')}
            className="gl-visually-hidden"
            disabled={busy || Boolean(lockedUntil)}
            onChange={(e) => void onFile(e.target.files?.[0])}
          />
        </label>
      </div>
    </Page>
  );
}
