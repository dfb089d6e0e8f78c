import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FindMemberByRefDocument } from '../../member/member.generated';
import { mockOp, renderWithApollo } from '../../../test/apollo';
import { createTestSessionStore, inOneHour, member } from '../../../test/render';
import { TopUpForm } from './TopUpForm';
import { otpStore } from '../../money/OtpBlock';
import { TopUpQuoteDocument } from '../quote.generated';
import { stepUpMethodMock } from '../../../test/memberFixtures';

const starter = {
  __typename: 'PlanRecord', id: 1, name: 'Starter', description: '', price: '100', minAmount: '100', maxAmount: '999',
  roiDay: '0.5', sponsorBonus: '5', periodMonths: 24, capMultiplier: 2, isActive: true, buyBlockedReason: null,
} as const;
const friend = { __typename: 'MemberSummary', id: 8, username: 'MRD100008', fullname: 'Bob Friend', referralCode: 'MRD100008', isActive: true, status: 'unblock' };

const summary = (id: number, fullname: string, referralCode: string) => ({ __typename: 'MemberSummary', id, fullname, referralCode });
const quote = {
  __typename: 'TopUpQuote', planId: 1, planName: 'Starter', amount: '150', roiDay: '0.5', dailyRoi: '0.75', monthDays: 31, monthlyRoi: '23.25',
  startDay: '2026-12-01', endDay: '2028-12-01', periodMonths: 24, capMultiplier: 2, capAmount: '300',
  exitFees: [{ __typename: 'ExitFeeStepRecord', fromDay: 0, toDay: 10, percent: '20' }, { __typename: 'ExitFeeStepRecord', fromDay: 11, toDay: null, percent: '0' }],
  sponsorBonusPercent: '5', sponsorBonus: '7.5', sponsor: summary(3, 'Carol Upline', 'MRD100003'), receiver: summary(8, 'Bob Friend', 'MRD100008'),
  blockedReason: null,
};

/** The quote of $150 of Starter for Bob Friend (the amount both friend tests type). */
const quoteMock = () => mockOp(TopUpQuoteDocument, { input: { planId: 1, amount: '150.00', kind: 'FRIEND', receiverId: 8 } }, { topUpQuote: quote });

function setup(onSubmit: jest.Mock) {
  const { store } = createTestSessionStore({ user: member, expireAt: inOneHour() });
  return renderWithApollo(<TopUpForm friend plans={[starter]} activeBalance="500" submitLabel="Top Up" onSubmit={onSubmit} />, {
    store,
    mocks: [mockOp(FindMemberByRefDocument, { query: 'MRD100008' }, { findMember: friend }), { ...quoteMock(), maxUsageCount: Number.POSITIVE_INFINITY }, stepUpMethodMock()],
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

describe('TopUpForm: what the plan gives and what cannot be bought (issue 20 items 5 and 6)', () => {
  it("a friend top-up shows the friend's figures and who gets the bonus", async () => {
    const onSubmit = jest.fn().mockResolvedValue({ ok: true });
    const { store } = createTestSessionStore({ user: member, expireAt: inOneHour() });
    renderWithApollo(<TopUpForm friend plans={[starter]} activeBalance="500" submitLabel="Top Up" onSubmit={onSubmit} />, {
      store,
      mocks: [
        mockOp(FindMemberByRefDocument, { query: 'MRD100008' }, { findMember: friend }),
        quoteMock(),
        stepUpMethodMock(),
      ],
    });
    expect(await screen.findByTestId('topup-quote-empty')).toBeInTheDocument();
    await userEvent.type(await screen.findByRole('textbox', { name: 'Member (email or referral code)' }), 'MRD100008');
    await userEvent.click(screen.getByRole('button', { name: 'Find' }));
    expect(await screen.findByText(/Bob Friend/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: 'Plan' }));
    await userEvent.click(await screen.findByRole('option', { name: /Starter/ }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Amount' }), '150');
    const panel = await screen.findByTestId('topup-quote');
    expect(panel).toHaveTextContent('Earnings cap of Bob Friend×2: adds $300.00');
    expect(panel).toHaveTextContent('Sponsor bonus5.00% = $7.50 to Carol Upline (MRD100003)');
    expect(panel).toHaveTextContent('First month (31 days)$23.25');
  });

  it("a friend top-up below the friend's running plan shows the server's reason before confirming, and cannot be submitted", async () => {
    const onSubmit = jest.fn().mockResolvedValue({ ok: true });
    otpStore.markVerified(String(member.id));
    const { store } = createTestSessionStore({ user: member, expireAt: inOneHour() });
    const refused = { ...quote, blockedReason: 'Buy a bigger plan than the active one' };
    renderWithApollo(<TopUpForm friend plans={[starter]} activeBalance="500" submitLabel="Top Up" onSubmit={onSubmit} />, {
      store,
      mocks: [
        mockOp(FindMemberByRefDocument, { query: 'MRD100008' }, { findMember: friend }),
        mockOp(TopUpQuoteDocument, { input: { planId: 1, amount: '150.00', kind: 'FRIEND', receiverId: 8 } }, { topUpQuote: refused }),
        stepUpMethodMock(),
      ],
    });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Member (email or referral code)' }), 'MRD100008');
    await userEvent.click(screen.getByRole('button', { name: 'Find' }));
    expect(await screen.findByText(/Bob Friend/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: 'Plan' }));
    await userEvent.click(await screen.findByRole('option', { name: /Starter/ }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Amount' }), '150');
    expect(await screen.findByTestId('topup-blocked')).toHaveTextContent('Buy a bigger plan than the active one');
    const submit = screen.getByRole('button', { name: 'Top Up' });
    expect(submit).toBeDisabled();
    await userEvent.click(submit).catch(() => undefined);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("a plan she cannot buy for herself is offered disabled, with the server's reason", async () => {
    const { store } = createTestSessionStore({ user: member, expireAt: inOneHour() });
    const silver = { ...starter, id: 2, name: 'Silver', buyBlockedReason: 'Buy a bigger plan than the active one' };
    renderWithApollo(<TopUpForm plans={[starter, silver]} activeBalance="500" submitLabel="Re-Top-Up" kind="RETOPUP" onSubmit={jest.fn()} />, { store });
    await userEvent.click(await screen.findByRole('combobox', { name: 'Plan' }));
    const option = await screen.findByRole('option', { name: /Silver/ });
    expect(option).toHaveTextContent('(Buy a bigger plan than the active one)');
    expect(option).toHaveAttribute('data-combobox-disabled', 'true');
    expect(screen.getByRole('option', { name: /Starter/ })).not.toHaveAttribute('data-combobox-disabled');
  });
});
