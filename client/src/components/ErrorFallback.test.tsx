import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorFallback } from './ErrorFallback';
import { browser } from '../lib/browser';
import { Providers } from '../test/render';

describe('ErrorFallback', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows the exact texts and sets the title', () => {
    document.title = 'Before';
    render(
      <Providers>
        <ErrorFallback />
      </Providers>,
    );
    expect(document.title).toBe('Error');
    expect(screen.getByRole('heading', { name: 'Oops! Something went wrong.' })).toBeInTheDocument();
    expect(screen.getByText("We're sorry for the inconvenience. Please try refreshing the page.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh Page' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to Home' })).toBeInTheDocument();
  });

  it("'Refresh Page' reloads the page", async () => {
    const reload = jest.spyOn(browser, 'reload').mockImplementation(() => {});
    render(
      <Providers>
        <ErrorFallback />
      </Providers>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Refresh Page' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("'Go to Home' does a full navigation to '/'", async () => {
    const assign = jest.spyOn(browser, 'assign').mockImplementation(() => {});
    render(
      <Providers>
        <ErrorFallback />
      </Providers>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Go to Home' }));
    expect(assign).toHaveBeenCalledWith('/');
  });

  it('browser.reload calls window.location.reload (jsdom reports the navigation)', () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    browser.reload();
    const messages = consoleError.mock.calls.map((call) => String((call[0] as Error)?.message ?? call[0]));
    // jsdom cannot navigate; it logs an error naming the navigation it refused.
    expect(messages.some((m) => /navigation/i.test(m))).toBe(true);
  });
});
