import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockedResponse } from '@apollo/client/testing';
import ProfilePage, { PROFILE_UPDATED } from './ProfilePage';
import { UpdateMyProfileDocument } from '../../modules/member/member.generated';
import { MemberSendOtpDocument, MemberVerifyOtpDocument } from '../../modules/money/money.generated';
import { mockOp, renderWithApollo } from '../../test/apollo';
import { otpStore } from '../../modules/money/OtpBlock';
import { limitsMock, profileMock, stepUpMethodMock, twoFactorStatusMock } from '../../test/memberFixtures';
import { createTestSessionStore, inOneHour, member } from '../../test/render';

const NEW_BEP20 = '0x2222222222222222222222222222222222222222';

function setup(extra: MockedResponse[] = [], profile: Record<string, unknown> = {}) {
  const { store } = createTestSessionStore({ user: member, expireAt: inOneHour() });
  renderWithApollo(<ProfilePage />, { store, mocks: [profileMock(profile), limitsMock(), stepUpMethodMock(), twoFactorStatusMock(), ...extra], initialEntries: ['/user/profile/99'], path: '/user/profile/:id' });
}

const field = (name: string) => screen.getByRole('textbox', { name });
const update = () => screen.getByRole('button', { name: 'Update Details' });

beforeEach(() => otpStore.reset());

describe('ProfilePage', () => {
  it('shows the own profile (also for a foreign id) with read-only identity and editable details', async () => {
    setup();
    expect(await screen.findAllByText('MRD100007')).toHaveLength(2); // username and referral code
    expect(document.title).toBe('My profile');
    expect(screen.getByText('alice@example.com')).toBeInTheDocument();
    expect(screen.getByText('Sam Sponsor (MRD100003)')).toBeInTheDocument();
    expect(screen.getByText('12 Mar 2025')).toBeInTheDocument();
    expect(field('Full Name')).toHaveValue('Alice Member');
    expect(field('BEP20 payout address')).toHaveValue('0x1111111111111111111111111111111111111111');
    expect(update()).toBeDisabled();
  });

  it('a payout-address change needs a verified OTP, then sends only the changed field', async () => {
    const save = jest.fn(() => ({
      data: { updateProfile: { __typename: 'Member', id: 7, fullname: 'Alice Member', phone: '+15551234567', email: 'alice@example.com', emailVerified: true, bep20: NEW_BEP20, trc20: null } },
    }));
    setup([
      mockOp(MemberSendOtpDocument, {}, { sendOtp: { __typename: 'MessageResult', success: true, message: 'OTP sent successfully.' } }),
      mockOp(MemberVerifyOtpDocument, { otp: '654321' }, { verifyOtp: { __typename: 'OtpVerification', verified: true, message: 'OTP verified' } }),
      mockOp(UpdateMyProfileDocument, { input: { bep20: NEW_BEP20 } }, save),
    ]);
    await screen.findByText('alice@example.com');

    await userEvent.clear(field('BEP20 payout address'));
    await userEvent.type(field('BEP20 payout address'), '0x123');
    await userEvent.click(update()).catch(() => undefined);
    expect(update()).toBeDisabled();

    await userEvent.clear(field('BEP20 payout address'));
    await userEvent.type(field('BEP20 payout address'), NEW_BEP20);
    expect(screen.getByText(/Changing a payout address needs a one-time code sent to your email, and withdrawals then wait 24 hours/)).toBeInTheDocument();
    expect(update()).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('OTP sent successfully.')).toBeInTheDocument();
    const digits = screen.getAllByLabelText('OTP code');
    await userEvent.type(digits[0], '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(update()).toBeEnabled());

    await userEvent.click(update());
    expect(await screen.findByText(PROFILE_UPDATED)).toBeInTheDocument();
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('the very first payout address needs no OTP', async () => {
    const save = jest.fn(() => ({
      data: { updateProfile: { __typename: 'Member', id: 7, fullname: 'Alice Member', phone: '+15551234567', email: 'alice@example.com', emailVerified: true, bep20: NEW_BEP20, trc20: null } },
    }));
    setup([mockOp(UpdateMyProfileDocument, { input: { bep20: NEW_BEP20 } }, save)], { bep20: null, trc20: null });
    await screen.findByText('alice@example.com');
    await userEvent.type(field('BEP20 payout address'), NEW_BEP20);
    expect(screen.queryByRole('button', { name: 'Send OTP' })).not.toBeInTheDocument();
    await userEvent.click(update());
    expect(await screen.findByText(PROFILE_UPDATED)).toBeInTheDocument();
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('shows the withdrawal hold after a recent security change', async () => {
    setup([], { withdrawalHoldUntil: '2030-01-02T03:04:00.000Z' });
    expect(await screen.findByTestId('withdrawal-hold')).toHaveTextContent(/Withdrawals are on hold until .* because your email, password or payout address changed recently/);
  });

  it('validates the fields before saving (no OTP needed for name and phone)', async () => {
    setup();
    await screen.findByText('alice@example.com');
    await userEvent.clear(field('Full Name'));
    await userEvent.type(field('Full Name'), 'A');
    await userEvent.clear(field('Phone'));
    await userEvent.type(field('Phone'), '12ab');
    await userEvent.click(update());
    expect(await screen.findByText('Full name must be 2 to 100 characters')).toBeInTheDocument();
    expect(screen.getByText('Phone must be 7 to 15 digits, with an optional + country code')).toBeInTheDocument();
    expect(screen.queryByTestId('otp-block')).not.toBeInTheDocument();
  });
});
