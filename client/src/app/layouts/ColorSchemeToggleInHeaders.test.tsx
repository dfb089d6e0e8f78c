/**
 * Issue 20 item 13: the light/dark switch is in the header of every area: the signed-in shell (member
 * and admin areas) and the public layout. ColorSchemeToggle.test covers the switch itself.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SignedInShell } from './SignedInShell';
import { PublicLayout } from './PublicLayout';
import { USER_NAV } from './nav';
import { createTestSessionStore, renderWithProviders } from '../../test/render';
import { mockOp, renderWithApollo } from '../../test/apollo';
import { PublicOperatorDocument } from '../../modules/content/operator.generated';

const OPERATOR = { __typename: 'Settings', operatorName: 'Meridian Capital Ltd', operatorAddress: '', contactEmail: '', supportHours: '', riskNotice: '' };

beforeEach(() => window.localStorage.clear());

describe('the light/dark switch is in the header', () => {
  it('of the signed-in shell, beside the area actions, and it switches the scheme', async () => {
    renderWithProviders(
      <SignedInShell home="/user/dashboard" navbarWidth={240} nav={USER_NAV} navLabel="Member" actions={<button type="button">Logout</button>} main={<p>Page</p>} />,
    );
    const header = screen.getByRole('banner');
    const toggle = within(header).getByRole('button', { name: 'Switch to dark mode' });
    expect(within(header).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    await userEvent.click(toggle);
    expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'dark');
    expect(within(header).getByRole('button', { name: 'Switch to light mode' })).toBeInTheDocument();
  });

  it('of the public layout', async () => {
    renderWithApollo(<PublicLayout />, { mocks: [mockOp(PublicOperatorDocument, {}, { settings: OPERATOR })], store: createTestSessionStore().store });
    const header = await screen.findByRole('banner');
    expect(within(header).getByTestId('color-scheme-toggle')).toHaveAccessibleName(/^Switch to (dark|light) mode$/);
  });
});
