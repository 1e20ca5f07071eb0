import type { ReactNode } from 'react';

/** The page container with its one h1. */
export function PageLayout({
  title,
  children,
  actions,
}: {
  title: ReactNode;
  children: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div className="container page">
      <div className="page-head">
        <h1 className="page-title">{title}</h1>
        {actions}
      </div>
      {children}
    </div>
  );
}
