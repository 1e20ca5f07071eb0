import { Result, Spin } from 'antd';
import { useConsole } from '../../core/console-context.tsx';
import { useQuery } from '../../core/use-query.ts';
import { DashboardView } from './dashboard-view.tsx';

export function DashboardPage() {
  const { api } = useConsole();
  const dashboard = useQuery(() => api.adminDashboard({}), 'dashboard');
  if (dashboard.loading && !dashboard.data) return <Spin />;
  if (!dashboard.data)
    return (
      <Result
        status="error"
        title="The dashboard did not load"
        subTitle={dashboard.error?.message}
      />
    );
  return <DashboardView dashboard={dashboard.data} />;
}
