import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { localStorageColorSchemeManager, MantineProvider } from '@mantine/core';
import { theme } from '../app/theme';
import { ColorSchemeToggle } from './ColorSchemeToggle';

function app() {
  // As the app's MantineProvider (App.tsx): the default manager keeps the choice in localStorage.
  return render(
    <MantineProvider theme={theme} defaultColorScheme="light" colorSchemeManager={localStorageColorSchemeManager()}>
      <ColorSchemeToggle />
    </MantineProvider>,
  );
}

describe('ColorSchemeToggle', () => {
  beforeEach(() => window.localStorage.clear());

  it('switches light and dark and remembers the choice in this browser', async () => {
    const first = app();
    expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'light');
    await userEvent.click(screen.getByRole('button', { name: 'Switch to dark mode' }));
    expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'dark');
    expect(window.localStorage.getItem('mantine-color-scheme-value')).toBe('dark');
    first.unmount();

    // A new visit (a fresh mount) starts dark and offers the way back.
    app();
    expect(await screen.findByRole('button', { name: 'Switch to light mode' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await userEvent.click(screen.getByRole('button', { name: 'Switch to light mode' }));
    expect(window.localStorage.getItem('mantine-color-scheme-value')).toBe('light');
  });
});
