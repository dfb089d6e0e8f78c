import { Drawer, Modal, Pagination, PasswordInput, DEFAULT_THEME } from '@mantine/core';
import userEvent from '@testing-library/user-event';
import { render, screen } from '@testing-library/react';
import { Providers } from '../test/render';
import { contrast, cssVariablesResolver, theme } from './theme';

describe('theme', () => {
  it('every modal and drawer close button has a name', async () => {
    render(
      <Providers>
        <Modal opened onClose={() => undefined} title="A dialog">
          body
        </Modal>
        <Drawer opened onClose={() => undefined} title="A drawer">
          body
        </Drawer>
      </Providers>,
    );
    expect(await screen.findAllByRole('button', { name: 'Close' })).toHaveLength(2);
  });

  it('the password show/hide toggle is reachable with Tab and works from the keyboard', async () => {
    render(
      <Providers>
        <PasswordInput label="Password" />
      </Providers>,
    );
    const field = screen.getByLabelText('Password');
    await userEvent.click(field);
    await userEvent.tab();
    const toggle = screen.getByRole('button', { name: 'Toggle password visibility' });
    expect(toggle).toHaveFocus();
    expect(field).toHaveAttribute('type', 'password');
    await userEvent.keyboard('{Enter}');
    expect(field).toHaveAttribute('type', 'text');
  });

  it('every pagination button has a name', () => {
    render(
      <Providers>
        <Pagination total={5} value={2} onChange={() => undefined} withEdges />
      </Providers>,
    );
    for (const name of ['First page', 'Previous page', 'Page 1', 'Page 2', 'Page 5', 'Next page', 'Last page']) expect(screen.getByRole('button', { name })).toBeInTheDocument();
    expect(screen.getAllByRole('button').every((b) => (b.getAttribute('aria-label') ?? b.textContent ?? '').trim() !== '')).toBe(true);
  });

  it('text and filled colours reach 4.5:1 in light and dark', () => {
    const vars = cssVariablesResolver({ ...DEFAULT_THEME, ...theme } as Parameters<typeof cssVariablesResolver>[0]);
    const white = '#ffffff';
    const gray1 = DEFAULT_THEME.colors.gray[1];
    const dark7 = DEFAULT_THEME.colors.dark[7];
    for (const name of Object.keys(DEFAULT_THEME.colors).filter((n) => n !== 'gray' && n !== 'dark')) {
      expect(contrast(vars.light[`--mantine-color-${name}-filled`], white)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(vars.light[`--mantine-color-${name}-text`], gray1)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(vars.light[`--mantine-color-${name}-light-color`], DEFAULT_THEME.colors[name][1])).toBeGreaterThanOrEqual(4.5);
      expect(contrast(vars.dark[`--mantine-color-${name}-filled`], white)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(vars.dark[`--mantine-color-${name}-text`], dark7)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(vars.dark[`--mantine-color-${name}-outline`], dark7)).toBeGreaterThanOrEqual(4.5);
    }
    expect(contrast(vars.light['--mantine-color-dimmed'], gray1)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(vars.light['--mantine-color-error'], white)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(vars.dark['--mantine-color-dimmed'], dark7)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(vars.dark['--mantine-color-error'], dark7)).toBeGreaterThanOrEqual(4.5);
  });
});
