import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import SettingsPage from './SettingsPage';
import { AdminSettingsDocument, AdminUpdateSettingsDocument } from '../../modules/admin/graphql/settings.generated';
import { renderAdmin } from '../../modules/admin/testing';

const settings = {
  __typename: 'Settings',
  level: true,
  direct: true,
  reward: true,
  register: true,
  login: true,
  withdrawal: true,
  deposite: true,
  roi: false,
  support: true,
  topup: true,
  entryFee: '25.00',
  depositMin: '10.00',
  withdrawalMin: '10.00',
  withdrawalMultiple: '10.00',
  withdrawalFeeNormal: '10',
  withdrawalFeeRoi: '5',
  withdrawalFeeCompound: '5',
  transferMin: '10.00',
  transferFee: '0',
  compoundPercent: '0.5',
  ctoPercent: '1',
  usernamePrefix: 'MRD',
  timeZone: 'UTC',
  verifyEmail: false,
  requireSponsor: true,
  manualTrade: false,
  directOnRetopup: false,
  approvalThreshold: '1000.00',
  operatorName: 'Meridian',
  operatorAddress: '',
  contactEmail: '',
  supportHours: '',
  riskNotice: 'Investing carries risk.',
};

function mocks() {
  const variables = jest.fn((_vars: unknown) => true);
  const result = jest.fn(() => ({ data: { updateSettings: { ...settings, withdrawal: false, transferMin: '25.00' } } }));
  return {
    variables,
    result,
    list: [
      { request: { query: AdminSettingsDocument }, result: { data: { settings } } },
      { request: { query: AdminUpdateSettingsDocument }, variableMatcher: variables, result },
    ],
  };
}

describe('SettingsPage', () => {
  it("shows each feature switch with 'You can turn on and off {feature} for users.'", async () => {
    renderAdmin(<SettingsPage />, { mocks: mocks().list });
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    expect(await screen.findByText('App settings')).toBeInTheDocument();
    const features: Array<[string, string]> = [
      ['Allow Level Income', 'Level Income'],
      ['Direct Income', 'Direct Income'],
      ['Reward', 'Reward'],
      ['New Registration', 'New Registration'],
      ['Login', 'Login'],
      ['Withdrawal', 'Withdrawal'],
      ['Deposit', 'Deposit'],
      ['ROI', 'ROI'],
      ['Support', 'Support'],
      ['Top-Up', 'Top-Up'],
    ];
    for (const [label, feature] of features) {
      const toggle = screen.getByRole('switch', { name: label });
      expect(toggle).toHaveAccessibleDescription(`You can turn on and off ${feature} for users.`);
    }
    expect(screen.getByRole('switch', { name: 'Allow Level Income' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'ROI' })).not.toBeChecked();
    expect(screen.getByRole('textbox', { name: /Minimum transfer/ })).toHaveValue('10.00');
  });

  it('Save sends only the changed fields', async () => {
    const m = mocks();
    renderAdmin(<SettingsPage />, { mocks: m.list });
    await userEvent.click(await screen.findByRole('switch', { name: 'Withdrawal' }));
    const transferMin = screen.getByRole('textbox', { name: /Minimum transfer/ });
    await userEvent.clear(transferMin);
    await userEvent.type(transferMin, '25');
    // The same number written differently is not a change.
    const entryFee = screen.getByRole('textbox', { name: /Entry fee/ });
    await userEvent.clear(entryFee);
    await userEvent.type(entryFee, '25');

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(m.result).toHaveBeenCalledTimes(1));
    expect(m.variables.mock.calls.at(-1)?.[0]).toEqual({ input: { withdrawal: false, transferMin: '25' } });
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    // The form now starts from the saved values.
    expect(screen.getByRole('switch', { name: 'Withdrawal' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('validates fees 0–100, minimums ≥ 0 and the multiple ≥ 1 before saving', async () => {
    const m = mocks();
    renderAdmin(<SettingsPage />, { mocks: m.list });
    const fee = await screen.findByRole('textbox', { name: /Income withdrawal fee/ });
    await userEvent.clear(fee);
    await userEvent.type(fee, '150');
    const multiple = screen.getByRole('textbox', { name: /Withdrawal multiple of/ });
    await userEvent.clear(multiple);
    await userEvent.type(multiple, '0.5');
    const depositMin = screen.getByRole('textbox', { name: /Minimum deposit/ });
    await userEvent.clear(depositMin);
    await userEvent.type(depositMin, '-1');

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Income withdrawal fee must be at most 100')).toBeInTheDocument();
    expect(screen.getByText('Withdrawal multiple of must be at least 1')).toBeInTheDocument();
    expect(screen.getByText('Minimum deposit must be a number')).toBeInTheDocument();
    expect(m.result).not.toHaveBeenCalled();
  });

  it('the approval threshold (maker-checker) is saved like the other money settings', async () => {
    const m = mocks();
    renderAdmin(<SettingsPage />, { mocks: m.list });
    const threshold = await screen.findByRole('textbox', { name: /Approval threshold/ });
    expect(threshold).toHaveValue('1000.00');
    expect(threshold).toHaveAccessibleDescription(/needs a second staff member to approve it/);
    await userEvent.clear(threshold);
    await userEvent.type(threshold, '-5');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Approval threshold must be a number')).toBeInTheDocument();
    expect(m.result).not.toHaveBeenCalled();

    await userEvent.clear(threshold);
    await userEvent.type(threshold, '2500');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(m.result).toHaveBeenCalledTimes(1));
    expect(m.variables.mock.calls.at(-1)?.[0]).toEqual({ input: { approvalThreshold: '2500' } });
  });

  it('the operator (name, address, contact email, support hours) and the risk notice are saved, validated (issue 20 item 14)', async () => {
    const m = mocks();
    renderAdmin(<SettingsPage />, { mocks: m.list });
    const name = await screen.findByRole('textbox', { name: /Company name/ });
    expect(name).toHaveValue('Meridian');
    expect(screen.getByRole('textbox', { name: /Risk notice/ })).toHaveValue('Investing carries risk.');
    await userEvent.type(screen.getByRole('textbox', { name: /Contact email/ }), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter an email address')).toBeInTheDocument();
    expect(m.result).not.toHaveBeenCalled();

    await userEvent.clear(screen.getByRole('textbox', { name: /Contact email/ }));
    await userEvent.type(screen.getByRole('textbox', { name: /Contact email/ }), 'help@meridian.example');
    await userEvent.clear(name);
    await userEvent.type(name, 'Meridian Capital Ltd');
    await userEvent.type(screen.getByRole('textbox', { name: /Support hours/ }), 'Mon-Fri 9-17 UTC');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(m.result).toHaveBeenCalledTimes(1));
    expect(m.variables.mock.calls.at(-1)?.[0]).toEqual({ input: { operatorName: 'Meridian Capital Ltd', contactEmail: 'help@meridian.example', supportHours: 'Mon-Fri 9-17 UTC' } });
  });

  it('Cancel resets the form to the loaded settings', async () => {
    renderAdmin(<SettingsPage />, { mocks: mocks().list });
    const login = await screen.findByRole('switch', { name: 'Login' });
    await userEvent.click(login);
    expect(login).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(login).toBeChecked();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });
});
