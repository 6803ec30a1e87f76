/** Page views and events for the host page's tag manager (window.dataLayer). */
import type { Market } from './config.ts';

export type TrackingEvent =
  | { event: 'page_view'; page_path: string; market: Market }
  | { event: 'login'; login_method: string; market: Market }
  | { event: 'logout'; market: Market }
  | { event: 'order_cancelled'; order_number: string; reason_code: string; market: Market };

export function track(entry: TrackingEvent): void {
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push({ ...entry });
}

export function trackPageView(pagePath: string, market: Market): void {
  track({ event: 'page_view', page_path: pagePath, market });
}
