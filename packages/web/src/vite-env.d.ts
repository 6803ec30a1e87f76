/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/client" />

interface Window {
  /** Set by /dpl/av/runtime-config.js, served by the gateway per deployment. */
  __MEIN_KONTO_CONFIG__?: unknown;
  /** Tag-manager data layer of the host page. */
  dataLayer?: Record<string, unknown>[];
}
