/**
 * An accessible Mantine theme: dark enough shades for white text and links (WCAG AA), a visible
 * focus ring everywhere, comfortable type sizes, reduced motion respected.
 */
import { createTheme, DEFAULT_THEME, type CSSVariablesResolver } from '@mantine/core';

const { blue, red, gray, green, yellow } = DEFAULT_THEME.colors;

export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: 9,
  focusRing: 'always',
  respectReducedMotion: true,
  fontFamily: 'Arial, Helvetica, "Helvetica Neue", sans-serif',
  fontSizes: { xs: '0.875rem', sm: '1rem', md: '1.125rem', lg: '1.25rem', xl: '1.375rem' },
  lineHeights: { xs: '1.5', sm: '1.55', md: '1.6', lg: '1.6', xl: '1.6' },
  headings: {
    fontFamily: 'Arial, Helvetica, "Helvetica Neue", sans-serif',
    sizes: {
      h1: { fontSize: '1.875rem', lineHeight: '1.3' },
      h2: { fontSize: '1.5rem', lineHeight: '1.35' },
      h3: { fontSize: '1.25rem', lineHeight: '1.4' },
    },
  },
  defaultRadius: 'sm',
  components: {
    TextInput: { defaultProps: { size: 'md' } },
    PasswordInput: { defaultProps: { size: 'md' } },
    Checkbox: { defaultProps: { size: 'md' } },
    Text: { defaultProps: { size: 'md' } },
    Anchor: { defaultProps: { underline: 'always' } },
  },
});

/** Colour variables whose Mantine defaults are too light for text on white. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {
    '--mantine-color-focus-ring': blue[9],
    // One required marker everywhere: the asterisk in the label's colour, as the plain fields have it.
    '--input-asterisk-color': 'currentColor',
  },
  light: {
    '--mantine-color-dimmed': gray[7],
    '--mantine-color-error': red[9],
    '--mantine-color-anchor': blue[9],
    '--mantine-color-blue-light-color': blue[9],
    '--mantine-color-red-light-color': red[9],
    '--mantine-color-green-light-color': green[9],
    '--mantine-color-yellow-light-color': gray[9],
    '--mantine-color-placeholder': gray[7],
    '--mantine-color-yellow-light': yellow[0],
  },
  dark: {},
});
