import type { PaymentResult } from '@gemlane/contract';
import { Link } from '@gemlane/stores/router';
import { Button, Result, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useApi } from '../../adapters/api-client.tsx';
import { useFormatMoney } from '../../components/money.tsx';
import { PageLayout } from '../../components/page-layout.tsx';
import { useStatusLabel } from './order-status.tsx';
import { usePayAgain } from './use-pay-again.ts';

/** How often and how long the page asks again while the provider has not answered. */
export const RESULT_POLL_MS = 1500;
export const RESULT_POLL_MAX = 40;

const WAITING = new Set(['paying', 'paymentPending']);

export interface PaymentResultViewProps {
  result: PaymentResult | undefined;
  error: boolean;
  onPay: () => void;
  paying: boolean;
}

export function PaymentResultView({ result, error, onPay, paying }: PaymentResultViewProps) {
  const { t } = useTranslation();
  const format = useFormatMoney();
  const label = useStatusLabel();
  if (error) return <Result status="warning" title={t('common.loadFailed')} />;
  if (!result || WAITING.has(result.status)) {
    return (
      <div className="result-waiting" role="status">
        <Spin size="large" />
        <p>{t('order.result.pending')}</p>
      </div>
    );
  }
  const failed = result.paymentStatus === 'failed' || result.status === 'paymentFailed';
  const detail = (
    <Link key="detail" to={`/orderdetail?orderId=${encodeURIComponent(result.orderId)}`}>
      {t('order.result.viewOrder')}
    </Link>
  );
  if (failed) {
    return (
      <Result
        status="error"
        title={t('order.result.failed')}
        subTitle={
          [result.failureReason, result.advice].filter(Boolean).join(' ') || t('errors.payAgain')
        }
        extra={[
          result.canPay ? (
            <Button key="pay" type="primary" onClick={onPay} loading={paying}>
              {t('topUp.payAgain')}
            </Button>
          ) : null,
          detail,
        ]}
      />
    );
  }
  return (
    <Result
      status={result.status === 'fail' ? 'warning' : 'success'}
      title={result.status === 'fail' ? label(result.status) : t('order.result.success')}
      subTitle={
        <>
          <span>{format(result.amount)}</span> · <span>{label(result.status)}</span>
          <br />
          {result.status === 'fail'
            ? t('policies.failedRefund')
            : t('order.result.successDescription')}
        </>
      }
      extra={[detail]}
    />
  );
}

export default function PaymentResultPage() {
  const api = useApi();
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const outTradeNo = params.get('outTradeNo') ?? '';
  const [result, setResult] = useState<PaymentResult | undefined>(undefined);
  const [error, setError] = useState(false);
  const { payAgain, paying } = usePayAgain();

  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async (attempt: number) => {
      try {
        const next = await api.paymentResult({ outTradeNo });
        if (stopped) return;
        setResult(next);
        // The provider's answer can arrive after the shopper is back: ask again while waiting.
        if (WAITING.has(next.status) && attempt < RESULT_POLL_MAX) {
          timer = setTimeout(() => void poll(attempt + 1), RESULT_POLL_MS);
        }
      } catch {
        if (!stopped) setError(true);
      }
    };
    if (outTradeNo) void poll(0);
    else setError(true);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [api, outTradeNo]);

  return (
    <PageLayout title={t('topUp.paymentResult')}>
      <div className="card">
        <PaymentResultView
          result={result}
          error={error}
          onPay={() => result && void payAgain(result.orderId)}
          paying={paying !== null}
        />
      </div>
    </PageLayout>
  );
}
