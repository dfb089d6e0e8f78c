/**
 * The profile pages' 'Two-factor authentication' section: off → set up (QR + key) → a code →
 * the recovery codes once (copy) → on, with the codes left; on → turn off with the password and a code.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockedResponse } from '@apollo/client/testing';
import { TwoFactorCard, TOTP_OFF, TOTP_ON } from './TwoFactorCard';
import { BeginTotpEnrolmentDocument, ConfirmTotpEnrolmentDocument, DisableTotpDocument, TwoFactorStatusDocument } from '../twoFactor.generated';
import { mockError, mockOp, renderWithApollo } from '../../../test/apollo';
import { createTestSessionStore, inOneHour, member } from '../../../test/render';

const status = (enabled: boolean, left = 10) => ({
  twoFactorStatus: { __typename: 'TwoFactorStatus', enabled, enabledAt: enabled ? '2026-11-27T10:00:00.000Z' : null, recoveryCodesLeft: enabled ? left : 0 },
});
const codes = Array.from({ length: 10 }, (_, i) => `code${i}-abcde`);

function setup(mocks: MockedResponse[], staff = false) {
  const { store } = createTestSessionStore({ user: member, expireAt: inOneHour() });
  return renderWithApollo(<TwoFactorCard staff={staff} />, { store, mocks });
}

describe('TwoFactorCard', () => {
  it('enrols: QR and key, a code, the 10 recovery codes shown once, then on', async () => {
    setup([
      mockOp(TwoFactorStatusDocument, { staff: false }, status(false)),
      mockOp(BeginTotpEnrolmentDocument, { staff: false }, {
        beginTotpEnrolment: { __typename: 'TotpEnrolment', secret: 'JBSWY3DPEHPK3PXP', otpauthUri: 'otpauth://totp/Meridian:alice%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=Meridian' },
      }),
      mockError(ConfirmTotpEnrolmentDocument, { code: '111111', staff: false }, 'The code does not match. Check the time on your phone and try again.', 'BAD_USER_INPUT', { code: 'invalid code' }),
      mockOp(ConfirmTotpEnrolmentDocument, { code: '222222', staff: false }, { confirmTotpEnrolment: { __typename: 'TotpConfirmation', recoveryCodes: codes } }),
      mockOp(TwoFactorStatusDocument, { staff: false }, status(true)),
    ]);
    expect(await screen.findByText('Off')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Set up authenticator app' }));
    expect(await screen.findByRole('img', { name: 'QR code for your authenticator app' })).toBeInTheDocument();
    expect(screen.getByTestId('totp-secret')).toHaveTextContent('JBSW Y3DP EHPK 3PXP');

    const confirm = screen.getByRole('button', { name: 'Confirm' });
    expect(confirm).toBeDisabled();
    await userEvent.type(screen.getAllByLabelText('Authenticator code')[0], '111111');
    await userEvent.click(confirm);
    expect(await screen.findByText('The code does not match. Check the time on your phone and try again.')).toBeInTheDocument();
    expect(screen.queryByTestId('recovery-codes')).not.toBeInTheDocument();

    await userEvent.type(screen.getAllByLabelText('Authenticator code')[0], '222222');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(TOTP_ON)).toBeInTheDocument();
    for (const c of codes) expect(screen.getByText(c)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy codes' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'I have saved my recovery codes' }));
    expect(await screen.findByText('On')).toBeInTheDocument();
    expect(screen.getByTestId('recovery-left')).toHaveTextContent('Recovery codes left: 10');
    // The codes are not shown again.
    expect(screen.queryByText(codes[0])).not.toBeInTheDocument();
  });

  it('turns off with the current password and a code (admin profile: staff)', async () => {
    setup(
      [
        mockOp(TwoFactorStatusDocument, { staff: true }, status(true, 2)),
        mockOp(DisableTotpDocument, { currentPassword: 'secret-pass', code: 'aaaaa-bbbbb', staff: true }, { disableTotp: { __typename: 'TwoFactorStatus', enabled: false, enabledAt: null, recoveryCodesLeft: 0 } }),
        mockOp(TwoFactorStatusDocument, { staff: true }, status(false)),
      ],
      true,
    );
    expect(await screen.findByTestId('recovery-left')).toHaveTextContent('Recovery codes left: 2');
    await userEvent.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText('Current password is required')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Current Password/), 'secret-pass');
    await userEvent.type(screen.getByLabelText(/^Authenticator or recovery code/), ' aaaaa-bbbbb ');
    await userEvent.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText(TOTP_OFF)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Set up authenticator app' })).toBeInTheDocument());
  });
});
