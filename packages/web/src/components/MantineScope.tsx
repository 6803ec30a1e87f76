/**
 * Mantine for the account area's layout, text and form controls (its dialogs and buttons are the
 * app's own: components/Dialog.tsx and `.btn`, decision 050). The public pages — above all the
 * login, whose first load has a bundle budget — are plain elements styled by app.css, so Mantine's
 * runtime loads only with the first Mantine-based chunk, and so do
 * its component styles: in the `mantine` cascade layer, so that app.css (unlayered, loaded first)
 * still wins over them although this stylesheet arrives later.
 *
 * Only the styles of the components the app uses (and of those they are built from), in the
 * order of Mantine's complete stylesheet; its baseline, variables and global rules come with
 * main.tsx. About 9 kB brotli instead of 29 kB on every account page's first load. `npm run
 * budget` fails when the built JavaScript uses a Mantine class that no stylesheet defines: a
 * newly used component then needs its line here.
 */
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/VisuallyHidden.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Anchor.layer.css';
import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/CheckboxCard.layer.css';
import '@mantine/core/styles/CheckboxIndicator.layer.css';
import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Divider.layer.css';
import '@mantine/core/styles/List.layer.css';
import '@mantine/core/styles/RadioCard.layer.css';
import '@mantine/core/styles/RadioIndicator.layer.css';
import '@mantine/core/styles/Radio.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import '@mantine/core/styles/Switch.layer.css';
import '@mantine/core/styles/Table.layer.css';
import '@mantine/core/styles/ThemeIcon.layer.css';
import '@mantine/core/styles/Title.layer.css';
// The theme's CSS variables, made at build time (mantineThemeCss.ts): MantineProvider does not compute them.
import 'virtual:mantine-theme.css';
import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { theme } from './theme.ts';

export function MantineScope({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} withCssVariables={false} forceColorScheme="light">
      {children}
    </MantineProvider>
  );
}
