import { screen, within } from '@testing-library/react';
import DevelopersPage from './DevelopersPage';
import { admin, createTestSessionStore, inOneHour, member, renderWithProviders } from '../../test/render';

describe('DevelopersPage', () => {
  it('documents tokens, scopes, sending, budgets, paging and webhooks, and links the explorer', async () => {
    const { store } = createTestSessionStore(null);
    renderWithProviders(<DevelopersPage />, { store });
    expect(await screen.findByRole('heading', { level: 1, name: 'Developers' })).toBeInTheDocument();
    expect(document.title).toBe('Developers');
    for (const heading of ['Create a token', 'Scopes', 'Send the token', 'Budgets', 'Paging', 'Webhooks', 'The explorer']) {
      expect(screen.getByRole('heading', { level: 3, name: heading })).toBeInTheDocument();
    }
    const scopes = screen.getByRole('table', { name: 'Member token scopes' });
    expect(within(scopes).getAllByRole('row')).toHaveLength(10); // header + 9 scopes
    expect(within(scopes).getByText('write:withdrawals')).toBeInTheDocument();
    // Sending the token, on HTTP and the WebSocket.
    expect(screen.getByLabelText('curl')).toHaveTextContent("Authorization: Bearer mrd_pat_…");
    expect(screen.getByLabelText('Subscriptions (graphql-ws)')).toHaveTextContent('connectionParams: { authorization:');
    // Budgets: the cost extension and the 429.
    expect(screen.getByLabelText('An answer with its cost')).toHaveTextContent('"requested"');
    expect(screen.getByLabelText('Over budget')).toHaveTextContent('Retry-After');
    expect(screen.getByLabelText('Over budget')).toHaveTextContent('RATE_LIMITED');
    // Cursor paging.
    expect(screen.getByLabelText('Every page')).toHaveTextContent('page.pageInfo.endCursor');
    expect(screen.getByLabelText("One page of a year's income figures")).toHaveTextContent('pageInfo { endCursor hasNextPage }');
    // Webhooks: the Standard Webhooks headers and a constant-time check with node:crypto.
    const verify = screen.getByLabelText('Verify a delivery (Node.js, node:crypto)');
    expect(verify).toHaveTextContent("import crypto from 'node:crypto'");
    expect(verify).toHaveTextContent('crypto.timingSafeEqual');
    expect(verify).toHaveTextContent("headers['webhook-signature']");
    expect(within(screen.getByRole('table', { name: 'Webhook events' })).getByText('income.daily')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Webhooks' })).getByRole('link', { name: 'Webhooks' })).toHaveAttribute('href', '/user/webhooks');
    // The explorer; a visitor is sent to sign in for a token.
    expect(screen.getByRole('link', { name: 'Open the explorer' })).toHaveAttribute('href', '/developers/explorer');
    expect(screen.getByRole('link', { name: 'Sign in to create a token' })).toHaveAttribute('href', '/user/login');
    expect(screen.queryByRole('link', { name: /Staff explorer/ })).not.toBeInTheDocument();
  });

  it('links a signed-in member and staff member to their tokens and the staff explorer', async () => {
    const { store } = createTestSessionStore({ user: member, expireAt: inOneHour(), admin, adminExpireAt: inOneHour() });
    renderWithProviders(<DevelopersPage />, { store });
    expect(await screen.findByRole('link', { name: 'Manage my tokens' })).toHaveAttribute('href', '/user/tokens');
    expect(screen.getByRole('link', { name: 'Manage my staff tokens' })).toHaveAttribute('href', '/admin/tokens');
    expect(screen.getByRole('link', { name: /Staff explorer/ })).toHaveAttribute('href', '/admin/graphql');
  });
});
