/**
 * The app shell of index.html (decision 029): what a phone can paint before the app's JavaScript
 * has arrived and started.
 * - The header (HeaderPlaceholder, rendered here from the component when the app is built) inside
 *   #root; the app replaces it with its own header, which looks the same (main.tsx renders the
 *   first page in a transition, so the placeholder stays until that page is ready).
 * - The entry stylesheet (Mantine's baseline and variables, app.css; about 6 kB brotli) inlined
 *   as a <style>, so that no request stands between the HTML and the first paint; the content
 *   security policy allows inline styles (Mantine sets style attributes anyway). Its <link>
 *   stays, disabled, so that Vite's loader knows it is there.
 * - The runtime configuration as a deferred script: it still runs before the app module (deferred
 *   and module scripts run in document order), but no longer stops the parser.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { runnerImport, type Plugin } from 'vite';
import type * as Placeholder from './src/app/shell/HeaderPlaceholder.tsx';
import type * as Texts from './src/lib/i18n/de.ts';

export function appShell(options: { runtimeConfigSrc: string }): Plugin {
  return {
    name: 'mein-konto-app-shell',
    transformIndexHtml: {
      order: 'post',
      async handler(html, context) {
        const { module: placeholder } = await runnerImport<typeof Placeholder>('./src/app/shell/HeaderPlaceholder.tsx');
        const { module: texts } = await runnerImport<typeof Texts>('./src/lib/i18n/de.ts');
        const header = renderToStaticMarkup(
          createElement(placeholder.HeaderPlaceholder, { title: texts.de['shell.header'] }),
        );
        let shell = html.replace('<div id="root"></div>', `<div id="root">${header}</div>`);
        if (shell === html) throw new Error('index.html has no empty <div id="root"></div>');
        // The build's entry stylesheet, inlined (vite dev serves styles through the module graph).
        // The link stays, disabled (a browser neither fetches nor applies it): Vite's loader adds a
        // chunk's stylesheets that no <link> in the page names yet, and the chunks of dialogs and
        // form validations name the entry's stylesheet too, which would otherwise be fetched again
        // and applied after the component styles (their theme variables then lost).
        shell = shell.replace(
          /<link rel="stylesheet"[^>]*href="([^"]*\/(assets\/[^"]+\.css))"[^>]*>/g,
          (link, href: string, file: string) => {
            const asset = context.bundle?.[file];
            if (asset?.type !== 'asset') return link;
            return `<style>${String(asset.source)}</style><link rel="stylesheet" href="${href}" disabled>`;
          },
        );
        return {
          html: shell,
          tags: [{ tag: 'script', attrs: { src: options.runtimeConfigSrc, defer: true }, injectTo: 'head-prepend' }],
        };
      },
    },
  };
}
