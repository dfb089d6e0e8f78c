import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import QrLinkPage from './QrLinkPage';
import { AdminAddDepositAddressesDocument, AdminDeleteDepositAddressesDocument, AdminDepositAddressesDocument } from '../../modules/admin/graphql/system.generated';
import { confirmDialog, renderAdmin } from '../../modules/admin/testing';

const BEP = '0x52908400098527886E0F7030069857D2E4169EE7';
const TRC = 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8';
const current = { __typename: 'DepositAddresses', id: 2, bep20: BEP, trc20: TRC, active: true, createdAt: '2025-03-12T14:05:00.000Z' };
const older = { __typename: 'DepositAddresses', id: 1, bep20: '0x' + 'a'.repeat(40), trc20: null, active: true, createdAt: '2025-03-01T10:00:00.000Z' };
const list = (history: unknown[]) => ({ request: { query: AdminDepositAddressesDocument }, result: { data: { depositAddresses: current, depositAddressHistory: history } } });

describe('QrLinkPage', () => {
  it('shows the current addresses with QR codes and the earlier entries', async () => {
    renderAdmin(<QrLinkPage />, { mocks: [list([current, older])] });
    expect(screen.getByRole('heading', { level: 1, name: 'QR link' })).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'BEP20 address QR code' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'TRC20 address QR code' })).toBeInTheDocument();
    expect(screen.getByText(BEP)).toBeInTheDocument();
    expect(screen.getByText(TRC)).toBeInTheDocument();
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByText('Current')).toBeInTheDocument();
    // Export CSV: every address set, streamed by the server.
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', '/api/v1/export/qr');
  });

  it('validates the Add form: at least one address, BEP20 0x + 40 hex, TRC20 T + 33 base58', async () => {
    const add = jest.fn(() => ({ data: { addDepositAddresses: { ...current, id: 3, bep20: '0x' + 'b'.repeat(40), trc20: null } } }));
    renderAdmin(<QrLinkPage />, {
      mocks: [list([current]), { request: { query: AdminAddDepositAddressesDocument, variables: { input: { bep20: '0x' + 'b'.repeat(40), trc20: null } } }, result: add }, list([current])],
    });
    const addButton = await screen.findByRole('button', { name: 'Add' });
    await userEvent.click(addButton);
    expect(await screen.findAllByText('Enter at least one address')).toHaveLength(2);

    await userEvent.type(screen.getByRole('textbox', { name: 'BEP20' }), '0x123');
    await userEvent.type(screen.getByRole('textbox', { name: 'TRC20' }), 'T0OIl');
    await userEvent.click(addButton);
    expect(await screen.findByText('BEP20 address must be 0x followed by 40 hex digits')).toBeInTheDocument();
    expect(screen.getByText('TRC20 address must be T followed by 33 base58 characters')).toBeInTheDocument();
    expect(add).not.toHaveBeenCalled();

    await userEvent.clear(screen.getByRole('textbox', { name: 'BEP20' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'BEP20' }), '0x' + 'b'.repeat(40));
    await userEvent.clear(screen.getByRole('textbox', { name: 'TRC20' }));
    await userEvent.click(addButton);
    await waitFor(() => expect(add).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('Deposit addresses added')).toBeInTheDocument();
  });

  it('deletes an entry after confirming', async () => {
    const del = jest.fn(() => ({ data: { deleteDepositAddresses: { __typename: 'MessageResult', success: true, message: 'Address set removed' } } }));
    renderAdmin(<QrLinkPage />, { mocks: [list([current, older]), { request: { query: AdminDeleteDepositAddressesDocument, variables: { id: 1 } }, result: del }, list([current])] });
    const row = (await screen.findByText('0xaaaa…aaaa')).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: 'Delete' }));
    await confirmDialog('Delete');
    await waitFor(() => expect(del).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('Address set removed')).toBeInTheDocument();
  });
});
