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
    let third!: Promise<boolean>;
    act(() => {
      third = confirm({ title: 'Unblock member?' });
    });
    expect(await screen.findByText('Unblock member?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await expect(third).resolves.toBe(false);
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
    let pending!: Promise<boolean>;
    act(() => {
      pending = confirm({ title: 'Approve withdrawal?' });
    });
    expect(await screen.findByText('Approve withdrawal?')).toBeInTheDocument();
    unmount();
    await expect(pending).resolves.toBe(false);

    renderProviders();
    let next!: Promise<boolean>;
    act(() => {
      next = confirm({ title: 'Reject deposit?' });
    });
    expect(await screen.findByText('Reject deposit?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await expect(next).resolves.toBe(true);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
