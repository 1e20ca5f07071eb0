// Analytics goes through an injected `track` callback; the default pushes to Google Tag Manager's dataLayer.

export interface AnalyticsEvent {
  event: string;
  [field: string]: unknown;
}

export type Track = (event: AnalyticsEvent) => void;

export const PAGE_VIEW_EVENT = 'page_view';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** Pushes the event onto `window.dataLayer`, creating it when the tag manager has not loaded yet. */
export const dataLayerTrack: Track = (event) => {
  if (typeof window === 'undefined') return;
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push(event);
};

export interface PageView {
  routeName: string | null;
  path: string;
  title: string;
  location: string;
}

export function pageViewEvent(view: PageView): AnalyticsEvent {
  return {
    event: PAGE_VIEW_EVENT,
    page_title: view.title,
    page_path: view.path,
    page_location: view.location,
    route_name: view.routeName,
  };
}
