import { MessageOutline, QuestionCircleOutline, UnorderedListOutline } from 'antd-mobile-icons';
import { usePartnerNavigate } from '@gemlane/stores/router';
import { useTranslation } from 'react-i18next';
import { closeWebPage, openNewWeb } from '@gemlane/stores/router/core';
import { Button, List } from '../../adapters/kit.ts';
import { useInApp } from '../../components/hooks/use-in-app.ts';
import { SUPPORT_URL } from '../../config/env.ts';
import { Page } from '../../components/page/page.tsx';
import { Section } from '../../components/section/section.tsx';
import styles from './support.module.css';

/** /myCustomer: the support page of the in-app webview (and of the mobile site). */
export default function MyCustomerPage() {
  const { t } = useTranslation();
  const navigate = usePartnerNavigate();
  const inApp = useInApp();
  return (
    <Page title={t('common.customerService')}>
      <div className={styles.hero}>
        <MessageOutline aria-hidden className={styles.icon} />
        <h2 className={styles.title}>{t('mobile.support.title')}</h2>
        <p className={styles.text}>{t('policies.support')}</p>
      </div>
      <Section>
        <Button block color="primary" size="large" onClick={() => openNewWeb(SUPPORT_URL)}>
          {t('mobile.support.chat')}
        </Button>
      </Section>
      <List className={styles.list}>
        <List.Item
          prefix={<UnorderedListOutline aria-hidden />}
          onClick={() => void navigate('/orderList')}
        >
          {t('accountInfo.myOrders')}
        </List.Item>
        <List.Item
          prefix={<QuestionCircleOutline aria-hidden />}
          onClick={() => void navigate('/helpCenter')}
        >
          {t('common.helpCenter')}
        </List.Item>
      </List>
      <Section title={t('policies.title')}>
        <ul className={styles.policies}>
          <li>{t('policies.delivery')}</li>
          <li>{t('policies.wrongId')}</li>
          <li>{t('policies.noCancellation')}</li>
        </ul>
      </Section>
      {inApp ? (
        <Section>
          <Button block size="large" onClick={() => closeWebPage(() => void navigate('/home'))}>
            {t('common.close')}
          </Button>
        </Section>
      ) : null}
    </Page>
  );
}
