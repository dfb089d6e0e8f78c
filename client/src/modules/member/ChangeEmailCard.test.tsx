import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockedResponse } from '@apollo/client/testing';
import ProfilePage from '../../pages/user/ProfilePage';
import { SendVerificationEmailDocument, VerifyUserDocument } from '../auth/auth.generated';
import { ChangeMyEmailDocument } from './member.generated';
import { mockError, mockOp, renderWithApollo } from '../../test/apollo';
import { limitsMock, profileMock } from '../../test/memberFixtures';
import { createTestSessionStore, inOneHour, member } from '../../test/render';
import { EMAIL_CHANGED, EMAIL_CODE_SENT } from './useChangeEmail';
import { validateNewEmail } from './ChangeEmailCard';

const NEW_EMAIL = 'alice.new@example.com';

function setup(extra: MockedResponse[]) {
  const { store } = createTestSessionStore({
    user: member,
    expireAt: inOneHour(),
  });
  renderWithApollo(<ProfilePage />, {
    store,
    mocks: [profileMock(), limitsMock({ withdrawalHoldHours: 48 }), ...extra],
    initialEntries: ['/user/profile/7'],
    path: '/user/profile/:id',
  });
}

const sendCodeMock = () =>
  mockOp(
    SendVerificationEmailDocument,
    { email: NEW_EMAIL },
    {
      sendVerificationEmail: {
        __typename: 'MessageResult',
        success: true,
        message: 'Code sent',
      },
    },
  );
const changed = () => ({
  data: {
    updateProfile: {
      __typename: 'Member',
      id: 7,
      email: NEW_EMAIL,
      emailVerified: true,
      withdrawalHoldUntil: '2030-01-02T03:04:00.000Z',
    },
  },
});

async function requestCode() {
  await screen.findByText('alice@example.com');
  expect(screen.getByText(/Withdrawals are then held for 48 hours/)).toBeInTheDocument();
  await userEvent.type(screen.getByRole('textbox', { name: 'New email' }), NEW_EMAIL);
  await userEvent.keyboard('{Enter}'); // keyboard submit
  expect(await screen.findByText(EMAIL_CODE_SENT)).toBeInTheDocument();
  expect(screen.getByText(NEW_EMAIL)).toBeInTheDocument();
}

describe('Change email card', () => {
  it('sends a code to the new address, then changes the email with the code and the current password', async () => {
    const verify = jest.fn(() => ({
      data: {
        verifyUser: {
          __typename: 'MessageResult',
          success: true,
          message: 'Verified',
        },
      },
    }));
    const change = jest.fn(changed);
    setup([
      sendCodeMock(),
      mockOp(VerifyUserDocument, { email: NEW_EMAIL, otp: '123456' }, verify),
      mockOp(ChangeMyEmailDocument, { email: NEW_EMAIL, currentPassword: 'Secret#123' }, change),
    ]);
    await requestCode();

    await userEvent.type(screen.getByRole('textbox', { name: 'Code' }), '123456');
    await userEvent.type(screen.getByLabelText(/^Current password/), 'Secret#123');
    await userEvent.click(screen.getByRole('button', { name: 'Change email' }));

    expect(await screen.findByText(EMAIL_CHANGED)).toBeInTheDocument();
    expect(verify).toHaveBeenCalledTimes(1);
    expect(change).toHaveBeenCalledTimes(1);
    // Back to step one for a further change.
    expect(await screen.findByRole('textbox', { name: 'New email' })).toHaveValue('');
  });

  it('shows a wrong current password at the field and retries without re-checking the used code', async () => {
    const verify = jest.fn(() => ({
      data: {
        verifyUser: {
          __typename: 'MessageResult',
          success: true,
          message: 'Verified',
        },
      },
    }));
    const change = jest.fn(changed);
    setup([
      sendCodeMock(),
      mockOp(VerifyUserDocument, { email: NEW_EMAIL, otp: '123456' }, verify),
      mockError(ChangeMyEmailDocument, { email: NEW_EMAIL, currentPassword: 'wrong-pass' }, 'Current password is wrong', 'BAD_USER_INPUT', {
        currentPassword: 'wrong password',
      }),
      mockOp(ChangeMyEmailDocument, { email: NEW_EMAIL, currentPassword: 'Secret#123' }, change),
    ]);
    await requestCode();

    await userEvent.type(screen.getByRole('textbox', { name: 'Code' }), '123456');
    const password = screen.getByLabelText(/^Current password/);
    await userEvent.type(password, 'wrong-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Change email' }));

    expect(await screen.findByText('Current password is wrong')).toBeInTheDocument(); // toast
    expect(await screen.findByText('wrong password')).toBeInTheDocument(); // field error
    expect(screen.queryByText(EMAIL_CHANGED)).not.toBeInTheDocument();
    expect(change).not.toHaveBeenCalled();
    // The code was accepted already (a verified code cannot be checked twice): only the password is asked again.
    expect(screen.queryByRole('textbox', { name: 'Code' })).not.toBeInTheDocument();

    await userEvent.clear(password);
    await userEvent.type(password, 'Secret#123');
    await userEvent.click(screen.getByRole('button', { name: 'Change email' }));
    expect(await screen.findByText(EMAIL_CHANGED)).toBeInTheDocument();
    await waitFor(() => expect(change).toHaveBeenCalledTimes(1));
    expect(verify).toHaveBeenCalledTimes(1);
  });

  it("moves focus to the code after 'Send code' and back to the new address after 'Use another address' (never to the page body)", async () => {
    setup([sendCodeMock()]);
    await requestCode();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Code' })).toHaveFocus());
    await userEvent.click(screen.getByRole('button', { name: 'Use another address' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'New email' })).toHaveFocus());
  });

  it('validates the new address', () => {
    expect(validateNewEmail('not-an-email', 'alice@example.com')).toBe('Enter a valid email address');
    expect(validateNewEmail('Alice@Example.com', 'alice@example.com')).toBe('This is already your email');
    expect(validateNewEmail(NEW_EMAIL, 'alice@example.com')).toBeNull();
  });
});
