import { usePartnerNavigate } from '@gemlane/stores/router';
import { AVATAR_MIME_TYPES, type UserInfo } from '@gemlane/contract';
import { avatarLockedUntil } from '@gemlane/stores';
import { useAvatarEditor, useLoad } from '@gemlane/stores/react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../adapters/api-context.tsx';
import { showSuccess, showToast } from '../../adapters/feedback.ts';
import { Avatar, Button } from '../../adapters/kit.ts';
import { useFormat } from '../../components/hooks/use-format.ts';
import { Page } from '../../components/page/page.tsx';
import styles from './account.module.css';

/** /edit-avatar: pick an image (at most 20M), see it, confirm to save; once a day. */
export default function EditAvatarPage() {
  const { t } = useTranslation();
  const api = useApi();
  const format = useFormat();
  const navigate = usePartnerNavigate();
  const profile = useLoad<UserInfo>(() => api.getUserInfo(), [api]);
  const editor = useAvatarEditor();
  const lockedUntil = avatarLockedUntil(profile.data);

  const confirm = async () => {
    if (!(await editor.confirm())) return;
    showSuccess(t('accountInfo.saved'));
    void navigate(-1);
  };

  return (
    <Page title={t('accountInfo.changeAvatar')} backTo="/setting">
      <div className={styles.form}>
        <Avatar
          src={editor.draft?.previewUrl ?? profile.data?.avatar ?? ''}
          className={styles.avatarBig}
          alt={editor.draft ? t('account.avatarPreview') : ''}
          aria-hidden={editor.draft ? undefined : true}
        />
        <p className={styles.rule}>
          {editor.draft ? t('account.avatarPreview') : t('accountInfo.avatarRule')}
        </p>
        {lockedUntil ? (
          <p className={styles.rule}>
            {t('mobile.account.nextChange', { date: format.dateTime(lockedUntil) })}
          </p>
        ) : null}
        {editor.draft ? (
          <>
            <Button
              block
              color="primary"
              size="large"
              loading={editor.saving}
              onClick={() => void confirm()}
            >
              {t('common.confirm')}
            </Button>
            <Button block size="large" disabled={editor.saving} onClick={editor.cancel}>
              {t('common.cancel')}
            </Button>
          </>
        ) : (
          <label
            className={styles.fileLabel}
            aria-disabled={Boolean(lockedUntil)}
            style={lockedUntil ? { opacity: 0.5, pointerEvents: 'none' } : undefined}
          >
            {t('accountInfo.changeAvatar')}
            <input
              type="file"
              accept={AVATAR_MIME_TYPES.join(',')}
              className="gl-visually-hidden"
              disabled={Boolean(lockedUntil)}
              onChange={(e) => {
                const file = e.target.files?.[0];
                e.target.value = '';
                const problem = editor.choose(file);
                if (problem)
                  showToast(
                    problem === 'tooLarge' ? t('errors.avatarTooLarge') : t('errors.uploadFailed'),
                  );
              }}
            />
          </label>
        )}
      </div>
    </Page>
  );
}
