import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { OtpBlock, OTP_CLEARANCE_MS, otpStore, useOtpVerified } from './OtpBlock';
import { MemberSendOtpDocument, MemberStepUpMethodDocument, MemberVerifyOtpDocument } from './money.generated';
import { mockOp, renderWithApollo } from '../../test/apollo';
import { createTestSessionStore, inOneHour, member } from '../../test/render';

function Probe() {
  return <div data-testid="probe">{useOtpVerified() ? 'cleared' : 'not cleared'}</div>;
}

const mocks = (verified = true) => [
  mockOp(MemberSendOtpDocument, {}, { sendOtp: { __typename: 'MessageResult', success: true, message: 'OTP sent successfully.' } }),
  mockOp(MemberVerifyOtpDocument, { otp: '111222' }, { verifyOtp: { __typename: 'OtpVerification', verified, message: verified ? 'OTP verified' : 'Invalid OTP' } }),
];

function setup(verified = true) {
  const { store } = createTestSessionStore({ user: member, expireAt: inOneHour() });
  renderWithApollo(
    <>
      <OtpBlock purpose="First block" />
      <OtpBlock purpose="Second block" />
      <Probe />
    </>,
    { store, mocks: mocks(verified) },
  );
}

beforeEach(() => otpStore.reset());
afterEach(() => jest.useRealTimers());

describe('OtpBlock', () => {
  it('send → 6 digits → verify; the clearance is shared by every block of the member and lasts 5 minutes', async () => {
    setup();
    expect(await screen.findByTestId('probe')).toHaveTextContent('not cleared');
    await userEvent.click(screen.getAllByRole('button', { name: 'Send OTP' })[0]);
    expect(await screen.findByText('OTP sent successfully.')).toBeInTheDocument();

    // The code sent from one block can be entered in any: both now ask for it, resend is locked.
    expect(screen.queryByRole('button', { name: 'Send OTP' })).not.toBeInTheDocument();
    const resend = screen.getAllByRole('button', { name: 'Resend OTP' });
    expect(resend).toHaveLength(2);
    resend.forEach((b) => expect(b).toBeDisabled());
    expect(screen.getAllByText(/You can resend the code in (59|60) s\./)).toHaveLength(2);

    const verify = screen.getAllByRole('button', { name: 'Verify' })[1];
    expect(verify).toBeDisabled();
    await userEvent.type(screen.getAllByLabelText('OTP code')[6], '111222');
    await waitFor(() => expect(verify).toBeEnabled());
    await userEvent.click(verify);

    await waitFor(() => expect(screen.getAllByText('OTP verified', { selector: 'p' })).toHaveLength(2));
    expect(screen.getByTestId('probe')).toHaveTextContent('cleared');

    // Another member signed in on this browser is not cleared.
    otpStore.markVerified(String(member.id));
    expect(otpStore.of('8').verifiedUntil).toBe(0);
  });

  it('forgets the clearance after 5 minutes and says why', async () => {
    setup();
    jest.useFakeTimers({ advanceTimers: true });
    act(() => otpStore.markVerified(String(member.id)));
    expect(await screen.findByTestId('probe')).toHaveTextContent('cleared');
    await act(async () => {
      jest.advanceTimersByTime(OTP_CLEARANCE_MS + 1500);
    });
    await waitFor(() => expect(screen.getByTestId('probe')).toHaveTextContent('not cleared'));
    expect(screen.getAllByText('Your OTP verification expired. Send a new code to continue.')).toHaveLength(2);
  });

  it('a refused code leaves the block unverified', async () => {
    setup(false);
    await userEvent.click((await screen.findAllByRole('button', { name: 'Send OTP' }))[0]);
    await userEvent.type((await screen.findAllByLabelText('OTP code'))[0], '111222');
    await userEvent.click(screen.getAllByRole('button', { name: 'Verify' })[0]);
    expect(await screen.findByText('Invalid OTP')).toBeInTheDocument();
    expect(screen.getByTestId('probe')).toHaveTextContent('not cleared');
  });

  it('moves focus to the code after Send OTP and to the unlocked submit after Verify (never to the page body)', async () => {
    function Form() {
      const submit = useRef<HTMLButtonElement>(null);
      const verified = useOtpVerified();
      return (
        <>
          <OtpBlock nextFocusRef={submit} />
          <button ref={submit} type="button" disabled={!verified}>
            Withdraw
          </button>
        </>
      );
    }
    const { store } = createTestSessionStore({ user: member, expireAt: inOneHour() });
    renderWithApollo(<Form />, { store, mocks: mocks() });

    await userEvent.click(await screen.findByRole('button', { name: 'Send OTP' }));
    const digits = await screen.findAllByLabelText('OTP code');
    await waitFor(() => expect(digits[0]).toHaveFocus());

    await userEvent.keyboard('111222');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    const submit = screen.getByRole('button', { name: 'Withdraw' });
    await waitFor(() => expect(submit).toHaveFocus());
    expect(submit).toBeEnabled();
  });

  it('without a next control, focus lands on the verified panel', async () => {
    const { store } = createTestSessionStore({ user: member, expireAt: inOneHour() });
    renderWithApollo(<OtpBlock />, { store, mocks: mocks() });
    await userEvent.click(await screen.findByRole('button', { name: 'Send OTP' }));
    await waitFor(() => expect(screen.getAllByLabelText('OTP code')[0]).toHaveFocus());
    await userEvent.keyboard('111222');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(screen.getByRole('status', { name: 'OTP verified' })).toHaveFocus());
    expect(document.activeElement).not.toBe(document.body);
  });

  it('with an authenticator app (TOTP on): no mail, the code of the app (or a recovery code) verifies', async () => {
    const { store } = createTestSessionStore({ user: member, expireAt: inOneHour() });
    renderWithApollo(
      <>
        <OtpBlock purpose="Confirm the transfer." />
        <Probe />
      </>,
      {
        store,
        mocks: [
          mockOp(MemberStepUpMethodDocument, {}, { me: { __typename: 'Member', id: member.id, totpEnabled: true } }),
          mockOp(MemberVerifyOtpDocument, { otp: '654321' }, { verifyOtp: { __typename: 'OtpVerification', verified: true, message: 'OTP verified' } }),
        ],
      },
    );
    expect(await screen.findByText('Confirm this request with the code from your authenticator app.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send OTP' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Lost your phone? Use a recovery code' })).toBeInTheDocument();
    await userEvent.type(screen.getAllByLabelText('Authenticator code')[0], '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(screen.getByTestId('probe')).toHaveTextContent('cleared'));
  });
});
