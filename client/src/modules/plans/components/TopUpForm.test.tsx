import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FindMemberByRefDocument } from '../../member/member.generated';
import { mockOp, renderWithApollo } from '../../../test/apollo';
import { createTestSessionStore, inOneHour, member } from '../../../test/render';
import { TopUpForm } from './TopUpForm';
import { otpStore } from '../../money/OtpBlock';

const starter = {
  __typename: 'PlanRecord', id: 1, name: 'Starter', description: '', price: '100', minAmount: '100', maxAmount: '999',
  roiDay: '0.5', sponsorBonus: '5', periodMonths: 24, capMultiplier: 2, isActive: true,
} as const;
const friend = { __typename: 'MemberSummary', id: 8, username: 'MRD100008', fullname: 'Bob Friend', referralCode: 'MRD100008', isActive: true, status: 'unblock' };

function setup(onSubmit: jest.Mock) {
  const { store } = createTestSessionStore({ user: member, expireAt: inOneHour() });
  return renderWithApollo(<TopUpForm friend plans={[starter]} activeBalance="500" submitLabel="Top Up" onSubmit={onSubmit} />, {
    store,
    mocks: [mockOp(FindMemberByRefDocument, { query: 'MRD100008' }, { findMember: friend })],
  });
}

beforeEach(() => otpStore.reset());

describe('TopUpForm (friend)', () => {
  it('asks for the step-up (OTP or authenticator code) before a top-up for another member is sent', async () => {
    const onSubmit = jest.fn().mockResolvedValue({ ok: true });
    setup(onSubmit);
    await userEvent.type(await screen.findByRole('textbox', { name: 'Member (email or referral code)' }), 'MRD100008');
    await userEvent.click(screen.getByRole('button', { name: 'Find' }));
    expect(await screen.findByText(/Bob Friend/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: 'Plan' }));
    await userEvent.click(await screen.findByRole('option', { name: /Starter/ }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Amount' }), '150');
    expect(screen.getByTestId('otp-block')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Top Up' }));
    expect(await screen.findByText('Verify the code first: a top-up for another member needs it.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the description with the friend top-up; more than 200 characters is refused before sending', async () => {
    const onSubmit = jest.fn().mockResolvedValue({ ok: true });
    setup(onSubmit);
    otpStore.markVerified(String(member.id));
    await userEvent.type(await screen.findByRole('textbox', { name: 'Member (email or referral code)' }), 'MRD100008');
    await userEvent.click(screen.getByRole('button', { name: 'Find' }));
    expect(await screen.findByText(/Bob Friend/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: 'Plan' }));
    await userEvent.click(await screen.findByRole('option', { name: /Starter/ }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Amount' }), '150');
    const description = screen.getByRole('textbox', { name: 'Description' });

    await userEvent.click(description);
    await userEvent.paste('x'.repeat(201));
    await userEvent.click(screen.getByRole('button', { name: 'Top Up' }));
    expect(await screen.findByText('At most 200 characters')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.clear(description);
    await userEvent.type(description, '  Birthday gift ');
    await userEvent.click(screen.getByRole('button', { name: 'Top Up' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ planId: 1, amount: '150.00', description: 'Birthday gift', receiver: { query: 'MRD100008' } });
    // Sent: the form is cleared for the next one.
    await waitFor(() => expect(description).toHaveValue(''));
  }, 60_000);
});
