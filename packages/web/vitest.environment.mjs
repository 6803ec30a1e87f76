/**
 * The DOM environment of the web's component tests: jsdom as installed for this package.
 * Vitest's built-in "jsdom" environment imports jsdom from wherever vitest itself is installed;
 * when the tests run from the repository root that can be a jsdom that needs a newer Node.
 */
import { JSDOM } from 'jsdom';
import { populateGlobal } from 'vitest/environments';

export default {
  name: 'jsdom',
  viteEnvironment: 'client',
  async setup(global) {
    const dom = new JSDOM('<!DOCTYPE html>', { pretendToBeVisual: true, url: 'http://localhost:3000/' });
    const { keys, originals } = populateGlobal(global, dom.window, { bindFunctions: true });
    global.jsdom = dom;
    return {
      teardown(global) {
        dom.window.close();
        delete global.jsdom;
        keys.forEach((key) => delete global[key]);
        originals.forEach((value, key) => {
          global[key] = value;
        });
      },
    };
  },
};
