import { Badge, createTheme, darken, DEFAULT_THEME, luminance, type CSSVariablesResolver, type MantineColorsTuple, type MantineThemeComponent } from '@mantine/core';

/*
 * Colours that pass WCAG AA (4.5:1 for text, in light and dark).
 *
 * Mantine's palettes are kept, but the shades it picks for text and for filled backgrounds are not
 * always dark enough: white on teal-7 is 3.1:1, dimmed gray-6 on white 3.3:1, green-9 on white 4.4:1,
 * the "light" variant's shade 9 on shade 1 about 4.3:1 for teal. So the primary shade is 9 and the
 * CSS variables below replace, per colour, the few that fall short with a darkened shade that passes.
 * The e2e suite runs axe on the key pages and fails on any serious contrast finding.
 */

const WHITE = '#ffffff';
/** Text must stand on these too (striped rows, hovered rows, light badges). */
const LIGHT_SURFACE = '#f1f3f5'; // gray-1
const DARK_SURFACE = '#2e2e2e'; // dark-6, the lightest dark background used behind text

const AA = 4.6; // a little margin over 4.5:1

export function contrast(a: string, b: string): number {
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p);
  return (x + 0.05) / (y + 0.05);
}

/** `color` darkened in small steps until it reaches AA against every background. */
export function darkenUntil(color: string, backgrounds: string[], ratio = AA): string {
  let value = color;
  for (let amount = 0.05; backgrounds.some((bg) => contrast(value, bg) < ratio) && amount < 1; amount += 0.05) {
    value = darken(color, amount);
  }
  return value;
}

/** The darkest shade from `start` down to 0 that reaches AA against every (dark) background. */
function lightestPassing(shades: MantineColorsTuple, start: number, backgrounds: string[]): string {
  for (let i = start; i >= 0; i -= 1) {
    if (backgrounds.every((bg) => contrast(shades[i], bg) >= AA)) return shades[i];
  }
  return shades[0];
}

const PAGINATION_CONTROLS: Record<string, string> = { first: 'First page', previous: 'Previous page', next: 'Next page', last: 'Last page' };

export const theme = createTheme({
  primaryColor: 'teal',
  // White text on the filled primary: teal-9 is 5.0:1 (teal-7 was 3.1:1). Filled colours that still
  // fall short are darkened in the variables below.
  primaryShade: { light: 9, dark: 9 },
  defaultRadius: 'md',
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '700' },
  cursorType: 'pointer',
  components: {
    // Every dialog's close button has a name (screen readers announced an unnamed button). Plain objects
    // rather than Modal.extend / Drawer.extend: importing those components here would put the modal code
    // (and the floating-ui it pulls in) into every page's first load.
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } } satisfies MantineThemeComponent,
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } } satisfies MantineThemeComponent,
    // The show/hide toggle of every password field is reachable with Tab (Mantine leaves it out of the tab order).
    PasswordInput: { defaultProps: { visibilityToggleFocusable: true } } satisfies MantineThemeComponent,
    // Every pagination button has a name: 'Previous page', 'Next page', 'Page 3' (the arrows had none).
    Pagination: { defaultProps: { getControlProps: (control: string) => ({ 'aria-label': PAGINATION_CONTROLS[control] ?? control }), getItemProps: (page: number) => ({ 'aria-label': `Page ${page}` }) } } satisfies MantineThemeComponent,
    // A status badge never shrinks below its text ('COMPLETE', not 'CO…') in a narrow cell.
    Badge: Badge.extend({ styles: { root: { flexShrink: 0, minWidth: 'max-content' }, label: { overflow: 'visible' } } }),
  },
});

function colourVariables(scheme: 'light' | 'dark'): Record<string, string> {
  const vars: Record<string, string> = {};
  for (const [name, shades] of Object.entries(DEFAULT_THEME.colors)) {
    if (name === 'dark' || name === 'gray') continue;
    const base = shades[9];
    // Filled backgrounds carry white text in both schemes.
    const filled = darkenUntil(base, [WHITE]);
    vars[`--mantine-color-${name}-filled`] = filled;
    vars[`--mantine-color-${name}-filled-hover`] = darken(filled, 0.12);
    if (scheme === 'light') {
      // Coloured text (c="red", outline buttons) on white and light-gray surfaces.
      const text = darkenUntil(base, [WHITE, LIGHT_SURFACE]);
      vars[`--mantine-color-${name}-text`] = text;
      vars[`--mantine-color-${name}-outline`] = text;
      // The light variant: shade-9 text on the shade-1 background (shade 2 on hover).
      vars[`--mantine-color-${name}-light-color`] = darkenUntil(base, [shades[1], shades[2]]);
    } else {
      const text = lightestPassing(shades, 4, [DEFAULT_THEME.colors.dark[7], DARK_SURFACE]);
      vars[`--mantine-color-${name}-text`] = text;
      vars[`--mantine-color-${name}-outline`] = text;
    }
  }
  return vars;
}

/** Passed to MantineProvider next to the theme. */
export const cssVariablesResolver: CSSVariablesResolver = () => {
  const dimmedLight = darkenUntil(DEFAULT_THEME.colors.gray[6], [WHITE, LIGHT_SURFACE]);
  return {
    variables: {},
    light: {
      ...colourVariables('light'),
      '--mantine-color-dimmed': dimmedLight,
      '--mantine-color-placeholder': dimmedLight,
      '--mantine-color-error': darkenUntil(DEFAULT_THEME.colors.red[8], [WHITE, LIGHT_SURFACE]),
      '--mantine-color-anchor': 'var(--mantine-color-teal-text)',
    },
    dark: {
      ...colourVariables('dark'),
      '--mantine-color-dimmed': DEFAULT_THEME.colors.dark[1],
      '--mantine-color-placeholder': DEFAULT_THEME.colors.dark[1],
      '--mantine-color-error': DEFAULT_THEME.colors.red[4],
      '--mantine-color-anchor': 'var(--mantine-color-teal-text)',
    },
  };
};
