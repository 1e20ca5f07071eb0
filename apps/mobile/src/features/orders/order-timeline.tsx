import type { OrderDetail } from '@gemlane/contract';
import { useTranslation } from 'react-i18next';
import { Steps } from '../../adapters/kit.ts';
import { useFormat } from '../../components/hooks/use-format.ts';
import { orderStatusView } from '@gemlane/stores/purchase';

/** The order's states, oldest first, with their time and note (bank reason, refund). */
export function OrderTimeline({ timeline }: { timeline: OrderDetail['timeline'] }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Steps direction="vertical" current={timeline.length - 1}>
      {timeline.map((entry, index) => (
        <Steps.Step
          key={`${entry.at}-${index}`}
          title={t(orderStatusView(entry.status).labelKey)}
          description={[format.dateTime(entry.at), entry.note].filter(Boolean).join(' · ')}
          status={
            orderStatusView(entry.status).tone === 'danger'
              ? 'error'
              : index === timeline.length - 1
                ? 'process'
                : 'finish'
          }
        />
      ))}
    </Steps>
  );
}
