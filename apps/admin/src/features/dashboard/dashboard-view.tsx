import { Card, Col, Row, Spin, Statistic, Typography } from 'antd';
import { lazy, Suspense } from 'react';
import type { AdminDashboard } from '@gemlane/contract';
import { formatMoney, formatTime } from '../../components/format.ts';

// The chart library is its own chunk, fetched when the dashboard first shows.
const DashboardCharts = lazy(() => import('./dashboard-charts.tsx'));

const percent = (rate: number) => `${(rate * 100).toFixed(1)} %`;

export interface DashboardViewProps {
  dashboard: AdminDashboard;
}

/** Today at a glance: orders, revenue per currency, failure and refund rates, the queue. */
export function DashboardView({ dashboard: d }: DashboardViewProps) {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 24 }}>
      <Typography.Title level={1} style={{ fontSize: 20, margin: 0 }}>
        Today ({d.day}, UTC)
      </Typography.Title>
      <Typography.Text>Read at {formatTime(d.at)}.</Typography.Text>
      <Row gutter={[16, 16]}>
        <Col xs={12} md={6}>
          <Card>
            <Statistic title="Orders" value={d.orders} />
          </Card>
        </Col>
        <Col xs={12} md={6}>
          <Card>
            <Statistic title="Paid orders" value={d.paidOrders} />
          </Card>
        </Col>
        <Col xs={12} md={6}>
          <Card>
            <Statistic title="Failure rate" value={percent(d.failureRate)} />
          </Card>
        </Col>
        <Col xs={12} md={6}>
          <Card>
            <Statistic title="Refund rate" value={percent(d.refundRate)} />
            <Typography.Text>{d.refunds} refunds</Typography.Text>
          </Card>
        </Col>
      </Row>
      <Row gutter={[16, 16]}>
        <Col xs={24} md={12}>
          <Card title="Revenue by currency">
            {d.revenue.length === 0 ? (
              <Typography.Text>No paid orders yet today.</Typography.Text>
            ) : (
              <ul aria-label="Revenue by currency" style={{ margin: 0, paddingLeft: 20 }}>
                {d.revenue.map((r) => (
                  <li key={r.currency}>{formatMoney(r)}</li>
                ))}
              </ul>
            )}
          </Card>
        </Col>
        <Col xs={24} md={12}>
          <Card title="Job queue now">
            <Row gutter={16}>
              <Col span={6}>
                <Statistic title="Waiting" value={d.queue.queued} />
              </Col>
              <Col span={6}>
                <Statistic title="Due now" value={d.queue.ready} />
              </Col>
              <Col span={6}>
                <Statistic title="Running" value={d.queue.running} />
              </Col>
              <Col span={6}>
                <Statistic title="Given up" value={d.queue.dead} />
              </Col>
            </Row>
          </Card>
        </Col>
      </Row>
      <Card title="Charts">
        <Suspense fallback={<Spin aria-label="Loading the charts" />}>
          <DashboardCharts dashboard={d} />
        </Suspense>
      </Card>
    </div>
  );
}
