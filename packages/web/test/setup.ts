import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// Route modules load lazily (transformed on first use, several seconds for the first test of a
// file on a busy 2-core machine): waits allow for that, within the 20 s a test may take.
configure({ asyncUtilTimeout: 15_000 });

// jsdom lacks these browser APIs that Mantine and the shell use.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (!('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.assign(window, { ResizeObserver: ResizeObserverStub });
}
window.scrollTo = () => undefined;

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  window.dataLayer = [];
});
