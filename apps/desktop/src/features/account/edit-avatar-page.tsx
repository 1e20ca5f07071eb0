import { UploadOutlined } from '@ant-design/icons';
import { DECORATIVE } from '../../adapters/icon-defaults.tsx';
import { AVATAR_MIME_TYPES } from '@gemlane/contract';
import { formatDate } from '@gemlane/i18n';
import { avatarLockedUntil } from '@gemlane/stores';
import { useAvatarEditor } from '@gemlane/stores/react';
import { usePartnerNavigate } from '@gemlane/stores/router';
import { Avatar, Button, Space } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { AsyncView } from '../../components/async-view.tsx';
import { PageLayout } from '../../components/page-layout.tsx';
import { useProfile } from './use-profile.ts';
import { useAppMessage } from '../../adapters/app-message.tsx';

/** Avatar change, once a day, at most 20M (docs/product.md §5): choose, preview, confirm. */
export default function EditAvatarPage() {
  const { t, i18n } = useTranslation();
  const message = useAppMessage();
  const navigate = usePartnerNavigate();
  const profile = useProfile();
  const input = useRef<HTMLInputElement>(null);
  const editor = useAvatarEditor();

  const confirm = async () => {
    if (!(await editor.confirm())) return;
    void message.success(t('account.avatarSaved'));
    void navigate('/setting');
  };

  return (
    <PageLayout title={t('accountInfo.changeAvatar')}>
      <AsyncView {...profile} onRetry={profile.reload}>
        {(user) => {
          const lockedUntil = avatarLockedUntil(user);
          return (
            <div className="card narrow-form avatar-edit">
              <Avatar
                src={editor.draft?.previewUrl ?? user.avatar}
                size={120}
                alt={editor.draft ? t('account.avatarPreview') : ''}
              />
              <p className="muted">
                {editor.draft ? t('account.avatarPreview') : t('accountInfo.avatarRule')}
              </p>
              {lockedUntil ? (
                <p role="note" className="field-error-inline">
                  {t('errors.avatarOncePerDay')}{' '}
                  {t('account.nextChange', {
                    date: formatDate(lockedUntil, i18n.resolvedLanguage ?? 'en'),
                  })}
                </p>
              ) : null}
              <input
                ref={input}
                type="file"
                accept={AVATAR_MIME_TYPES.join(',')}
                className="sr-only"
                aria-label={t('account.avatarPick')}
                onChange={(e) => {
                  const file = e.target.files?.[0];
                  e.target.value = '';
                  const problem = editor.choose(file);
                  if (problem)
                    void message.error(
                      problem === 'tooLarge'
                        ? t('errors.avatarTooLarge')
                        : t('account.avatarTypes'),
                    );
                }}
              />
              {editor.draft ? (
                <Space>
                  <Button type="primary" loading={editor.saving} onClick={() => void confirm()}>
                    {t('common.confirm')}
                  </Button>
                  <Button disabled={editor.saving} onClick={editor.cancel}>
                    {t('common.cancel')}
                  </Button>
                </Space>
              ) : (
                <Button
                  type="primary"
                  icon={<UploadOutlined {...DECORATIVE} />}
                  disabled={Boolean(lockedUntil)}
                  onClick={() => input.current?.click()}
                >
                  {t('account.avatarPick')}
                </Button>
              )}
              <p className="muted small">{t('account.avatarTypes')}</p>
            </div>
          );
        }}
      </AsyncView>
    </PageLayout>
  );
}
