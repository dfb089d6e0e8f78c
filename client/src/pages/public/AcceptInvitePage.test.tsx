import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockedResponse } from '@apollo/client/testing';
import AcceptInvitePage from './AcceptInvitePage';
import { AcceptStaffInviteDocument } from '../../modules/staff/invite.generated';
import { INVITE_ACCEPTED } from '../../modules/staff/hooks/useAcceptInvite';
import { mockError, mockOp, renderWithApollo } from '../../test/apollo';
import { createTestSessionStore } from '../../test/render';

const TOKEN = 'ab'.repeat(32);
const staff = { __typename: 'Member' as const, id: 12, username: 'STF12345678', fullname: 'Fiona Finance', email: 'fin@example.com', role: 'admin' };

async function setup(mocks: MockedResponse[]) {
  const { store } = createTestSessionStore(null);
  renderWithApollo(<AcceptInvitePage />, { path: '/admin/invite/:token', initialEntries: [`/admin/invite/${TOKEN}`], store, mocks });
  await screen.findByRole('heading', { level: 1, name: 'Join the staff' });
  return store;
}

async function fill(password: string, confirm: string) {
  await userEvent.click(screen.getByLabelText(/^Password/));
  await userEvent.paste(password);
  await userEvent.click(screen.getByLabelText(/^Confirm password/));
  await userEvent.paste(confirm);
  await userEvent.click(screen.getByRole('button', { name: 'Set password and sign in' }));
}

describe('AcceptInvitePage (/admin/invite/:token)', () => {
  it('asks for the password twice: too short or different is refused before sending', async () => {
    const answer = jest.fn();
    await setup([mockOp(AcceptStaffInviteDocument, { token: TOKEN, password: 'short' }, answer)]);
    await fill('short', 'short');
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText(/^Password/));
    await userEvent.clear(screen.getByLabelText(/^Confirm password/));
    await fill('long-enough-1', 'long-enough-2');
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(answer).not.toHaveBeenCalled();
  });

  it('accepts the invitation with the token of the link, stores the admin session as the admin login does and opens the dashboard', async () => {
    const expireAt = Date.now() + 86_400_000;
    const answer = jest.fn(() => ({ data: { acceptStaffInvite: { __typename: 'Session', expireAt, account: staff } } }));
    const store = await setup([mockOp(AcceptStaffInviteDocument, { token: TOKEN, password: 'finance-pass-1' }, answer)]);
    await fill('finance-pass-1', 'finance-pass-1');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/admin/dashboard'));
    expect(answer).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()).toMatchObject({ admin: { id: 12, username: 'STF12345678', fullname: 'Fiona Finance', email: 'fin@example.com', role: 'admin' }, adminExpireAt: expireAt, user: null });
    expect(await screen.findByText(INVITE_ACCEPTED)).toBeInTheDocument();
  });

  it('an invalid or expired link shows the server message with the way to the admin login', async () => {
    const store = await setup([mockError(AcceptStaffInviteDocument, { token: TOKEN, password: 'finance-pass-1' }, 'This invitation is invalid or has expired', 'BAD_USER_INPUT', { token: 'invalid or expired' })]);
    await fill('finance-pass-1', 'finance-pass-1');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This invitation is invalid or has expired');
    expect(screen.getByRole('link', { name: 'Go to the admin login' })).toHaveAttribute('href', '/admin/panel/login');
    expect(screen.getByTestId('location').textContent).toBe(`/admin/invite/${TOKEN}`);
    expect(store.getSnapshot().admin).toBeNull();
  });
});
