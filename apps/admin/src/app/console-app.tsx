import { App as AntdApp } from 'antd';
import { useMemo } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { AntdProvider } from '../adapters/antd-provider.tsx';
import { API_BASE } from '../config/env.ts';
import { createAdminApi } from '../core/client.ts';
import { ConsoleProvider, useConsole, useStaff } from '../core/console-context.tsx';
import type { SessionStore } from '../core/session.ts';
import { AuditPage } from '../features/audit/audit-page.tsx';
import { CatalogPage } from '../features/catalog/catalog-page.tsx';
import { CustomersPage } from '../features/customers/customers-page.tsx';
import { OrderPage } from '../features/orders/order-page.tsx';
import { OrdersPage } from '../features/orders/orders-page.tsx';
import { SignInPage } from '../features/sign-in/sign-in-page.tsx';
import { ConsoleShell } from './console-shell.tsx';

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
      <Routes>
        <Route path="/" element={<Navigate to="/orders" replace />} />
        <Route path="/orders" element={<OrdersPage />} />
        <Route path="/orders/:orderId" element={<OrderPage />} />
        <Route path="/customers" element={<CustomersPage />} />
        <Route path="/catalog" element={<CatalogPage />} />
        <Route path="/audit" element={<AuditPage />} />
        <Route path="*" element={<Navigate to="/orders" replace />} />
      </Routes>
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
