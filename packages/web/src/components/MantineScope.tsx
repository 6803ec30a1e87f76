/**
 * Mantine for the parts of the app that use its components (the account area, dialogs). The
 * public pages — above all the login, whose first load has a bundle budget — are plain elements
 * styled by app.css, so Mantine's runtime loads only with the first Mantine-based chunk, and so do
 * its component styles: in the `mantine` cascade layer, so that app.css (unlayered, loaded first)
 * still wins over them although this stylesheet arrives later.
 */
import '@mantine/core/styles.layer.css';
import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { cssVariablesResolver, theme } from './theme.ts';

export function MantineScope({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} forceColorScheme="light">
      {children}
    </MantineProvider>
  );
}
