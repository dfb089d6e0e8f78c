import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { MantineProvider } from '@mantine/core';
import { Providers } from '../test/render';
import { theme } from '../app/theme';
import { SignedInShell } from '../app/layouts/SignedInShell';
import { confirm } from './confirm';

function renderProviders() {
  return render(
    <Providers>
      <span>page</span>
    </Providers>,
  );
}

/** Asks, and waits until the dialog shows; resolves to its promise (wrapped, so it is not awaited here). */
async function ask(title: string): Promise<{ answer: Promise<boolean> }> {
  let answer!: Promise<boolean>;
  act(() => {
    answer = confirm({ title });
  });
  expect(await screen.findByText(title)).toBeInTheDocument();
  return { answer };
}

describe('confirm', () => {
  it('shows one dialog for a double click: the second request resolves false, the first one the answer', async () => {
    renderProviders();
    let first!: Promise<boolean>;
    let second!: Promise<boolean>;
    act(() => {
      first = confirm({ title: 'Block member?' });
      second = confirm({ title: 'Block member?' });
    });
    await expect(second).resolves.toBe(false);
    expect(await screen.findAllByRole('dialog')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await expect(first).resolves.toBe(true);

    // Once it is answered, the next request opens a dialog again.
    const third = await ask('Unblock member?');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await expect(third.answer).resolves.toBe(false);
  });

  it('a dialog still open when the signed-in shell goes away (sign-out) ends as cancelled, and later ones open', async () => {
    // The shell brings its own ModalsProvider, as in the app.
    const { unmount } = render(
      <MantineProvider theme={theme} env="test">
        <MemoryRouter>
          <SignedInShell home="/admin/panel/dashboard" navbarWidth={240} nav={[]} navLabel="Admin" actions={null} main={<p>Page</p>} />
        </MemoryRouter>
      </MantineProvider>,
    );
    const pending = await ask('Approve withdrawal?');
    unmount();
    await expect(pending.answer).resolves.toBe(false);

    renderProviders();
    const next = await ask('Reject deposit?');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await expect(next.answer).resolves.toBe(true);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
