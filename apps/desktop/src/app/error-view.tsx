import { HOME_PATH, loadPage } from '@gemlane/stores/router/core';
import { CloseCircleFilled } from '@ant-design/icons';
import { DECORATIVE } from '../adapters/icon-defaults.tsx';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';

/** The error page body: what went wrong and the way back home. */
export function ErrorView({ detail }: { detail?: string }) {
  const { t } = useTranslation();
  return (
    <Result
      status="error"
      icon={<CloseCircleFilled {...DECORATIVE} />}
      title={t('common.errorBoundary.title')}
      subTitle={detail ?? t('common.errorBoundary.description')}
      extra={
        <Button type="primary" onClick={() => loadPage(HOME_PATH)}>
          {t('common.backToHome')}
        </Button>
      }
    />
  );
}
