import { App as AntdApp, Spin } from 'antd';
import { lazy, Suspense, useMemo } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { AntdProvider } from '../adapters/antd-provider.tsx';
import { API_BASE } from '../config/env.ts';
import { createAdminApi } from '../core/client.ts';
import { ConsoleProvider, useConsole, useStaff } from '../core/console-context.tsx';
import type { SessionStore } from '../core/session.ts';
import { SignInPage } from '../features/sign-in/sign-in-page.tsx';
import { ConsoleShell } from './console-shell.tsx';

// Each screen is its own chunk, fetched when it is first opened (the charts too, inside the
// dashboard's).
const DashboardPage = lazy(() =>
  import('../features/dashboard/dashboard-page.tsx').then((m) => ({ default: m.DashboardPage })),
);
const OrdersPage = lazy(() =>
  import('../features/orders/orders-page.tsx').then((m) => ({ default: m.OrdersPage })),
);
const OrderPage = lazy(() =>
  import('../features/orders/order-page.tsx').then((m) => ({ default: m.OrderPage })),
);
const CustomersPage = lazy(() =>
  import('../features/customers/customers-page.tsx').then((m) => ({ default: m.CustomersPage })),
);
const CatalogPage = lazy(() =>
  import('../features/catalog/catalog-page.tsx').then((m) => ({ default: m.CatalogPage })),
);
const CouponsPage = lazy(() =>
  import('../features/coupons/coupons-page.tsx').then((m) => ({ default: m.CouponsPage })),
);
const StaffPage = lazy(() =>
  import('../features/staff/staff-page.tsx').then((m) => ({ default: m.StaffPage })),
);
const AuditPage = lazy(() =>
  import('../features/audit/audit-page.tsx').then((m) => ({ default: m.AuditPage })),
);

function Routed() {
  const { api, session } = useConsole();
  const current = useStaff();
  if (!current) return <SignInPage />;
  const signOut = () => {
    // The server revokes the session; the tab forgets it either way.
    void api.staffSignOut({}, { hideError: true }).finally(() => session.set(null));
  };
  return (
    <ConsoleShell staff={current.staff} onSignOut={signOut}>
      <Suspense fallback={<Spin />}>
        <Routes>
          <Route path="/" element={<Navigate to="/dashboard" replace />} />
          <Route path="/dashboard" element={<DashboardPage />} />
          <Route path="/orders" element={<OrdersPage />} />
          <Route path="/orders/:orderId" element={<OrderPage />} />
          <Route path="/customers" element={<CustomersPage />} />
          <Route path="/catalog" element={<CatalogPage />} />
          <Route path="/coupons" element={<CouponsPage />} />
          <Route path="/staff" element={<StaffPage />} />
          <Route path="/audit" element={<AuditPage />} />
          <Route path="*" element={<Navigate to="/dashboard" replace />} />
        </Routes>
      </Suspense>
    </ConsoleShell>
  );
}

function WithApi({ session }: { session: SessionStore }) {
  const { message } = AntdApp.useApp();
  const api = useMemo(
    () => createAdminApi({ baseURL: API_BASE, session, showError: (m) => void message.error(m) }),
    [session, message],
  );
  return (
    <ConsoleProvider value={{ api, session }}>
      <Routed />
    </ConsoleProvider>
  );
}

export function ConsoleApp({ session }: { session: SessionStore }) {
  return (
    <AntdProvider>
      <BrowserRouter>
        <WithApi session={session} />
      </BrowserRouter>
    </AntdProvider>
  );
}
