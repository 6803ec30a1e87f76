/**
 * The theme's CSS variables as a stylesheet made at build time (`virtual:mantine-theme.css`,
 * imported by components/MantineScope.tsx), instead of MantineProvider computing every colour,
 * size and shade of the theme on each render and inserting them as a <style> (which restyles the
 * whole page) while the first account page loads. The same computation Mantine makes at run time
 * and for its own default-css-variables.css: the default resolver on our theme, our resolver over
 * it, only what differs from Mantine's defaults (main.tsx loads those), for `:root`.
 */
import { fileURLToPath } from 'node:url';
import { runnerImport, type Plugin } from 'vite';
import {
  convertCssVariables,
  deepMerge,
  DEFAULT_THEME,
  defaultCssVariablesResolver,
  mergeMantineTheme,
} from '@mantine/core';
import type * as Theme from './src/components/theme.ts';

const ID = 'virtual:mantine-theme.css';
const RESOLVED = `\0${ID}`;
const THEME_MODULE = fileURLToPath(new URL('./src/components/theme.ts', import.meta.url));

type Variables = ReturnType<typeof defaultCssVariablesResolver>;

async function themeCss(): Promise<string> {
  const { module: app } = await runnerImport<typeof Theme>(THEME_MODULE);
  const theme = mergeMantineTheme(DEFAULT_THEME, app.theme);
  const merged: Variables = deepMerge(defaultCssVariablesResolver(theme), app.cssVariablesResolver(theme));
  const defaults = defaultCssVariablesResolver(DEFAULT_THEME);
  const changed = (scheme: keyof Variables) =>
    Object.fromEntries(
      Object.entries(merged[scheme]).filter(([name, value]) => defaults[scheme][name as never] !== value),
    );
  return convertCssVariables({ variables: changed('variables'), light: changed('light'), dark: changed('dark') });
}

export function mantineThemeCss(): Plugin {
  return {
    name: 'mein-konto-mantine-theme-css',
    resolveId: (id) => (id === ID ? RESOLVED : undefined),
    async load(id) {
      if (id !== RESOLVED) return undefined;
      this.addWatchFile(THEME_MODULE);
      return themeCss();
    },
  };
}
