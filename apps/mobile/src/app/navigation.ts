// Navigation for code outside React (the api client's 401 handling), through the router's own
// navigate function once the router is mounted.
import { useEffect } from 'react';
import { useNavigate, type NavigateFunction } from 'react-router';

let current: NavigateFunction | null = null;

/** Rendered once inside <BrowserRouter>: hands its navigate function to code outside React. */
export function NavigationBridge(): null {
  const navigate = useNavigate();
  useEffect(() => {
    current = navigate;
    return () => {
      if (current === navigate) current = null;
    };
  }, [navigate]);
  return null;
}

/** Replaces the current entry (as a redirect does); before the router mounts, the browser loads it. */
export function navigateFromOutside(to: string): void {
  if (current) void current(to, { replace: true });
  else window.location.replace(to);
}
