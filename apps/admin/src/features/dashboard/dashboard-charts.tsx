// The dashboard's charts (recharts). Loaded as a chunk of its own when the dashboard opens, so
// the rest of the console does not carry the chart library.
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { AdminDashboard } from '@gemlane/contract';

/** Colours with at least 3:1 against white (WCAG non-text contrast). */
const ORDERS = '#1d4ed8';
const PAID = '#15803d';

export interface DashboardChartsProps {
  dashboard: AdminDashboard;
}

export default function DashboardCharts({ dashboard }: DashboardChartsProps) {
  const statuses = dashboard.byStatus.filter((s) => s.count > 0);
  return (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fit, minmax(360px, 1fr))',
        gap: 24,
      }}
    >
      <figure style={{ margin: 0 }}>
        <figcaption>Orders per hour (UTC)</figcaption>
        <div
          role="img"
          aria-label={`Orders per hour: ${dashboard.orders} today, ${dashboard.paidOrders} paid`}
          style={{ width: '100%', height: 260 }}
        >
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={dashboard.hourly}>
              <CartesianGrid strokeDasharray="3 3" />
              <XAxis dataKey="hour" />
              <YAxis allowDecimals={false} />
              <Tooltip />
              <Legend />
              <Bar dataKey="orders" name="Orders" fill={ORDERS} isAnimationActive={false} />
              <Bar dataKey="paid" name="Paid" fill={PAID} isAnimationActive={false} />
            </BarChart>
          </ResponsiveContainer>
        </div>
      </figure>
      <figure style={{ margin: 0 }}>
        <figcaption>Orders by status</figcaption>
        <div
          role="img"
          aria-label={`Orders by status: ${statuses.map((s) => `${s.status} ${s.count}`).join(', ') || 'none'}`}
          style={{ width: '100%', height: 260 }}
        >
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={statuses} layout="vertical">
              <CartesianGrid strokeDasharray="3 3" />
              <XAxis type="number" allowDecimals={false} />
              <YAxis type="category" dataKey="status" width={110} />
              <Tooltip />
              <Bar dataKey="count" name="Orders" fill={ORDERS} isAnimationActive={false} />
            </BarChart>
          </ResponsiveContainer>
        </div>
      </figure>
    </div>
  );
}
