import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockedResponse } from '@apollo/client/testing';
import { TokensManager } from './TokensManager';
import {
  ApiTokenScopesDocument,
  ApiTokensDocument,
  CreateApiTokenDocument,
  RevokeApiTokenDocument,
  StaffTokenSendOtpDocument,
  StaffTokenStepUpDocument,
  StaffTokenStepUpMethodDocument,
  type ApiTokenFieldsFragment,
} from '../tokens.generated';
import { otpStore } from '../../money/OtpBlock';
import { mockError, mockOp, renderWithApollo } from '../../../test/apollo';
import { admin, createTestSessionStore, inOneHour, member } from '../../../test/render';
import { stepUpMethodMock } from '../../../test/memberFixtures';

const SECRET = 'mrd_pat_AbCdEfGhIjKlMnOpQrStUvWxYz0123456789ab';

const record = (over: Partial<ApiTokenFieldsFragment> = {}): ApiTokenFieldsFragment & { __typename: 'ApiTokenRecord' } => ({
  __typename: 'ApiTokenRecord',
  id: '5',
  name: 'Budget app',
  prefix: SECRET.slice(0, 12),
  scopes: ['read:profile', 'read:wallets'],
  expiresAt: new Date(Date.now() + 30 * 86_400_000).toISOString(),
  lastUsedAt: null,
  lastUsedIp: null,
  costBudget: null,
  createdAt: new Date().toISOString(),
  ...over,
});

const scopesMock = (
  scopes = [
    { name: 'read:profile', description: 'Your profile (name, email, referral code, account state)' },
    { name: 'read:wallets', description: 'Your wallet balances and statements' },
    { name: 'write:transfers', description: 'Send money to other members and move between your wallets' },
  ],
  staff = false,
) => mockOp(ApiTokenScopesDocument, { staff }, { apiTokenScopes: scopes.map((s) => ({ __typename: 'ScopeInfo', ...s })) });

const listMock = (tokens: ApiTokenFieldsFragment[], staff = false) => mockOp(ApiTokensDocument, { staff }, { apiTokens: tokens });

function renderMember(mocks: MockedResponse[]) {
  const { store } = createTestSessionStore({ user: member, expireAt: inOneHour() });
  return renderWithApollo(<TokensManager area="member" />, { store, mocks: [...mocks, stepUpMethodMock()] });
}

beforeEach(() => otpStore.reset());

describe('TokensManager (member)', () => {
  it('creates a token after the step-up and shows its secret once', async () => {
    // The first test of the file also loads its modules: allow a loaded machine some time (see the timeout below).
    const create = jest.fn(() => ({ data: { createApiToken: { __typename: 'CreatedApiToken', token: SECRET, apiToken: record() } } }));
    renderMember([
      scopesMock(),
      listMock([]),
      mockOp(CreateApiTokenDocument, { staff: false, input: { name: 'Budget app', scopes: ['read:profile', 'read:wallets'], expiresInDays: 30 } }, create),
      listMock([record({ lastUsedAt: '2025-03-12T10:00:00.000Z', lastUsedIp: '203.0.113.7' })]),
    ]);
    expect(await screen.findByText('No tokens yet. Create one above for your app or script.')).toBeInTheDocument();
    // Scopes come with their descriptions; write scopes are marked.
    expect(await screen.findByText('Your wallet balances and statements')).toBeInTheDocument();
    expect(screen.getAllByText('acts for you')).toHaveLength(1);

    await userEvent.type(screen.getByRole('textbox', { name: /^Name/ }), 'Budget app');
    await userEvent.click(screen.getByRole('checkbox', { name: /read:profile/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /read:wallets/ }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Expires after' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['7 days', '30 days', '90 days', '180 days', '1 year (365 days)']);
    await userEvent.click(screen.getByRole('option', { name: '30 days' }));

    // Not before the step-up.
    const submit = screen.getByRole('button', { name: 'Create token' });
    expect(submit).toBeDisabled();
    act(() => otpStore.markVerified(String(member.id)));
    await waitFor(() => expect(submit).toBeEnabled());
    await userEvent.click(submit);

    const shown = await screen.findByTestId('new-token');
    expect(within(shown).getByRole('textbox', { name: 'Token' })).toHaveValue(SECRET);
    expect(within(shown).getByText(/it will not be shown again/)).toBeInTheDocument();
    expect(create).toHaveBeenCalledTimes(1);

    // The list shows the prefix, scopes, last use and address; never the secret.
    const row = (await screen.findByText('mrd_pat_AbCd…')).closest('tr')!;
    expect(within(row).getByText('read:wallets')).toBeInTheDocument();
    expect(within(row).getByText('from 203.0.113.7')).toBeInTheDocument();
    expect(within(row).getByText('in 30 days')).toBeInTheDocument();

    await userEvent.click(within(shown).getByRole('button', { name: 'I have copied it' }));
    expect(screen.queryByTestId('new-token')).not.toBeInTheDocument();
    expect(document.body.innerHTML).not.toContain(SECRET);
    // The form is empty again.
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('');
  }, 40_000);

  it('revokes a token after a confirmation', async () => {
    const revoke = jest.fn(() => ({ data: { revokeApiToken: { __typename: 'ApiTokenRecord', id: '5', revokedAt: new Date().toISOString() } } }));
    renderMember([scopesMock(), listMock([record()]), mockOp(RevokeApiTokenDocument, { id: '5', staff: false }, revoke), listMock([])]);
    const row = (await screen.findByText('Budget app')).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: 'Revoke Budget app' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Apps using it stop working at once/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('Token "Budget app" revoked')).toBeInTheDocument();
    expect(revoke).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('No tokens yet. Create one above for your app or script.')).toBeInTheDocument();
  });

  it('cancelling the confirmation keeps the token', async () => {
    const revoke = jest.fn();
    renderMember([scopesMock(), listMock([record()]), mockOp(RevokeApiTokenDocument, { id: '5', staff: false }, revoke)]);
    const row = (await screen.findByText('Budget app')).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: 'Revoke Budget app' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(revoke).not.toHaveBeenCalled();
    expect(screen.getByText('Budget app')).toBeInTheDocument();
  });

  it('marks an expired token', async () => {
    renderMember([scopesMock(), listMock([record({ expiresAt: '2020-01-01T00:00:00.000Z' })])]);
    expect(await screen.findByText('Expired')).toBeInTheDocument();
  });

  it('asks for the step-up again when the server says it ran out', async () => {
    renderMember([
      scopesMock(),
      listMock([]),
      mockError(CreateApiTokenDocument, { staff: false, input: { name: 'CLI', scopes: ['read:profile'], expiresInDays: 90 } }, 'OTP verification required', 'OTP_REQUIRED'),
    ]);
    await userEvent.type(await screen.findByRole('textbox', { name: /^Name/ }), 'CLI');
    await userEvent.click(screen.getByRole('checkbox', { name: /read:profile/ }));
    act(() => otpStore.markVerified(String(member.id)));
    await userEvent.click(await screen.findByRole('button', { name: 'Create token' }));
    expect(await screen.findByText('Your verification ran out. Confirm again, then create the token.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create token' })).toBeDisabled();
    expect(screen.queryByTestId('new-token')).not.toBeInTheDocument();
  });
});

describe('TokensManager (staff)', () => {
  it('offers the role’s scopes (the alias folded) and steps up with the authenticator', async () => {
    const { store } = createTestSessionStore({ admin, adminExpireAt: inOneHour() });
    const stepUp = jest.fn(() => ({ data: { stepUp: { __typename: 'StepUpResult', verified: true, method: 'totp', message: 'Verified', validForSeconds: 300 } } }));
    renderWithApollo(<TokensManager area="staff" />, {
      store,
      mocks: [
        scopesMock([
          { name: 'read:profile', description: 'Your profile' },
          { name: 'reports:read', description: 'Dashboards, reports, exports' },
          { name: 'read:reports', description: 'Dashboards, reports, exports' },
          ],
          true,
        ),
        listMock([], true),
        mockOp(StaffTokenStepUpMethodDocument, {}, { twoFactorStatus: { __typename: 'TwoFactorStatus', enabled: true } }),
        mockOp(StaffTokenStepUpDocument, { code: '123456' }, stepUp),
      ],
    });
    expect(await screen.findByRole('checkbox', { name: /reports:read/ })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /read:reports/ })).not.toBeInTheDocument();
    await userEvent.type((await screen.findAllByLabelText('Authenticator code'))[0], '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('status', { name: 'Step-up verified' })).toBeInTheDocument();
    expect(stepUp).toHaveBeenCalledTimes(1);
  });

  it('staff without an authenticator confirm with a mailed code', async () => {
    const { store } = createTestSessionStore({ admin, adminExpireAt: inOneHour() });
    const send = jest.fn(() => ({ data: { sendOtp: { __typename: 'MessageResult', success: true, message: 'OTP sent successfully.' } } }));
    const stepUp = jest.fn(() => ({ data: { stepUp: { __typename: 'StepUpResult', verified: true, method: 'email', message: 'Verified', validForSeconds: 300 } } }));
    renderWithApollo(<TokensManager area="staff" />, {
      store,
      mocks: [
        scopesMock([{ name: 'reports:read', description: 'Reports' }], true),
        listMock([], true),
        mockOp(StaffTokenStepUpMethodDocument, {}, { twoFactorStatus: { __typename: 'TwoFactorStatus', enabled: false } }),
        mockOp(StaffTokenSendOtpDocument, {}, send),
        mockOp(StaffTokenStepUpDocument, { code: '654321' }, stepUp),
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('OTP sent successfully.')).toBeInTheDocument();
    await userEvent.type((await screen.findAllByLabelText('Emailed code'))[0], '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('status', { name: 'Step-up verified' })).toBeInTheDocument();
    expect(send).toHaveBeenCalledTimes(1);
    expect(stepUp).toHaveBeenCalledTimes(1);
  });

  it("manages the staff session's tokens while a member session is open in the same browser (staff: true)", async () => {
    const { store } = createTestSessionStore({ admin, adminExpireAt: inOneHour(), user: member, expireAt: inOneHour() });
    renderWithApollo(<TokensManager area="staff" />, {
      store,
      mocks: [
        scopesMock([{ name: 'reports:read', description: 'Reports' }], true),
        listMock([record({ name: 'Staff BI', scopes: ['reports:read'] })], true),
        mockOp(StaffTokenStepUpMethodDocument, {}, { twoFactorStatus: { __typename: 'TwoFactorStatus', enabled: true } }),
      ],
    });
    expect(await screen.findByText('Staff BI')).toBeInTheDocument();
    expect(await screen.findByRole('checkbox', { name: /reports:read/ })).toBeInTheDocument();
  });
});
