import { UploadOutlined } from '@ant-design/icons';
import { DECORATIVE } from '../../adapters/icon-defaults.tsx';
import { AVATAR_MAX_BYTES, AVATAR_MIME_TYPES } from '@gemlane/contract';
import { formatDate } from '@gemlane/i18n';
import { usePartnerNavigate } from '@gemlane/stores/router';
import { Avatar, Button } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../adapters/api-client.tsx';
import { AsyncView } from '../../components/async-view.tsx';
import { PageLayout } from '../../components/page-layout.tsx';
import { useProfile } from './use-profile.ts';
import { useAppMessage } from '../../adapters/app-message.tsx';

/** The reason a picked file cannot be an avatar, or null (spec: at most 20M, images only). */
export function avatarFileProblem(file: {
  size: number;
  type: string;
}): 'tooLarge' | 'type' | null {
  if (file.size > AVATAR_MAX_BYTES) return 'tooLarge';
  if (!(AVATAR_MIME_TYPES as readonly string[]).includes(file.type)) return 'type';
  return null;
}

/** Avatar change, once a day, at most 20M (spec section 5). */
export default function EditAvatarPage() {
  const api = useApi();
  const { t, i18n } = useTranslation();
  const message = useAppMessage();
  const navigate = usePartnerNavigate();
  const profile = useProfile();
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const upload = async (file: File) => {
    const problem = avatarFileProblem(file);
    if (problem) {
      void message.error(
        problem === 'tooLarge' ? t('errors.avatarTooLarge') : t('account.avatarTypes'),
      );
      return;
    }
    setPreview(URL.createObjectURL(file));
    setSaving(true);
    try {
      const uploaded = await api.upload({ file });
      await api.updateAvatar({ fileId: uploaded.fileId });
      void message.success(t('account.avatarSaved'));
      void navigate('/setting');
    } catch {
      setPreview(null);
    } finally {
      setSaving(false);
    }
  };

  return (
    <PageLayout title={t('accountInfo.changeAvatar')}>
      <AsyncView {...profile} onRetry={profile.reload}>
        {(user) => {
          const lockedUntil =
            user.avatarChangeableAt && new Date(user.avatarChangeableAt) > new Date()
              ? user.avatarChangeableAt
              : null;
          return (
            <div className="card narrow-form avatar-edit">
              <Avatar src={preview ?? user.avatar} size={120} alt="" />
              <p className="muted">{t('accountInfo.avatarRule')}</p>
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
                  if (file) void upload(file);
                }}
              />
              <Button
                type="primary"
                icon={<UploadOutlined {...DECORATIVE} />}
                loading={saving}
                disabled={Boolean(lockedUntil)}
                onClick={() => input.current?.click()}
              >
                {t('account.avatarPick')}
              </Button>
              <p className="muted small">{t('account.avatarTypes')}</p>
            </div>
          );
        }}
      </AsyncView>
    </PageLayout>
  );
}
