import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import TopupDetailPage from './TopupDetailPage';
import { AdminInvestmentDocument, DeleteTopUpDocument, SetTopUpNoteDocument } from '../../modules/plans/investments.generated';
import { confirmDialog, renderAdmin } from '../../modules/admin/testing';
import { investmentRecord } from '../../modules/plans/testing';
import { SENT_FOR_APPROVAL } from '../../modules/staff/pending';

const investment = (over: Record<string, unknown> = {}) => investmentRecord({ note: 'Paid by bank', hidden: false, paidIncomes: [], ...over });

const detail = (over: Record<string, unknown> = {}) => ({ request: { query: AdminInvestmentDocument, variables: { id: 42 } }, result: { data: { investment: investment(over) } } });
const at = { path: '/admin/topup/detail/:id', initialEntries: ['/admin/topup/detail/42'] };

describe('TopupDetailPage (/admin/topup/detail/{id})', () => {
  it('shows the note and saves an edit (trimmed); a refusal shows the server message and keeps the text', async () => {
    const saved = { request: { query: SetTopUpNoteDocument, variables: { id: 42, note: 'Checked by Ada' } }, result: { data: { setTopUpNote: { __typename: 'InvestmentRecord', id: 42, note: 'Checked by Ada' } } } };
    const refused = {
      request: { query: SetTopUpNoteDocument, variables: { id: 42, note: 'Second' } },
      result: { errors: [{ message: 'Note must be at most 500 characters', extensions: { code: 'BAD_USER_INPUT' } }] },
    };
    renderAdmin(<TopupDetailPage />, { ...at, mocks: [detail(), saved, refused] });
    const box = (await screen.findByLabelText('Note')) as HTMLTextAreaElement;
    expect(box.value).toBe('Paid by bank');
    const save = screen.getByRole('button', { name: 'Save note' });
    expect(save).toBeDisabled();

    await userEvent.clear(box);
    await userEvent.type(box, '  Checked by Ada  ');
    expect(save).toBeEnabled();
    await userEvent.click(save);
    expect(await screen.findByText('Note saved')).toBeInTheDocument();
    await waitFor(() => expect(box.value).toBe('Checked by Ada'));
    expect(screen.getByRole('button', { name: 'Save note' })).toBeDisabled();

    await userEvent.clear(box);
    await userEvent.type(box, 'Second');
    await userEvent.click(screen.getByRole('button', { name: 'Save note' }));
    expect(await screen.findByText('Note must be at most 500 characters')).toBeInTheDocument();
    expect(box.value).toBe('Second');
  });

  it('flags a note over 500 characters and does not send it', async () => {
    renderAdmin(<TopupDetailPage />, { ...at, mocks: [detail({ note: '' })] });
    const box = (await screen.findByLabelText('Note')) as HTMLTextAreaElement;
    await userEvent.click(box);
    await userEvent.paste('x'.repeat(501));
    expect(await screen.findByText('At most 500 characters')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save note' })).toBeDisabled();
  });

  it('deletes after confirmation and goes back to the list with a success toast', async () => {
    const deleted = { request: { query: DeleteTopUpDocument, variables: { id: 42 } }, result: { data: { deleteTopUp: { __typename: 'InvestmentRecord', id: 42, status: 'REVERSED', hidden: true, pendingApproval: null } } } };
    renderAdmin(<TopupDetailPage />, { ...at, mocks: [detail(), deleted] });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/reversed first/)).toBeInTheDocument();
    expect(within(dialog).getByText('Bob Payer (MRD100008)')).toBeInTheDocument();
    await confirmDialog('Delete');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/admin/topup'));
    expect(await screen.findByText('Top-up #42 deleted')).toBeInTheDocument();
  });

  it('cancelling the dialog deletes nothing; a refusal stays on the page with the server message', async () => {
    const refused = { request: { query: DeleteTopUpDocument, variables: { id: 42 } }, result: { errors: [{ message: 'Top-up not found', extensions: { code: 'NOT_FOUND' } }] } };
    renderAdmin(<TopupDetailPage />, { ...at, mocks: [detail(), refused] });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await confirmDialog('Cancel');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('location').textContent).toBe('/admin/topup/detail/42');

    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await confirmDialog('Delete');
    expect(await screen.findByText('Top-up not found')).toBeInTheDocument();
    expect(screen.getByTestId('location').textContent).toBe('/admin/topup/detail/42');
  });

  it('a deleted top-up shows Deleted and offers no actions', async () => {
    renderAdmin(<TopupDetailPage />, { ...at, mocks: [detail({ hidden: true, status: 'REVERSED' })] });
    expect(await screen.findByText('Deleted')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reverse top-up' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Note')).toBeDisabled();
  });

  it('a deletion waiting for a second staff member says so and stays on the page', async () => {
    const waiting = {
      request: { query: DeleteTopUpDocument, variables: { id: 42 } },
      result: { data: { deleteTopUp: { __typename: 'InvestmentRecord', id: 42, status: 'RUNNING', hidden: false, pendingApproval: { __typename: 'ApprovalRequestRecord', id: '9', status: 'PENDING' } } } },
    };
    renderAdmin(<TopupDetailPage />, { ...at, mocks: [detail(), waiting], access: { role: 'FINANCE', adminId: 2 } });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await confirmDialog('Delete');
    expect(await screen.findByText(SENT_FOR_APPROVAL)).toBeInTheDocument();
    expect(screen.queryByText('Top-up #42 deleted')).not.toBeInTheDocument();
    expect(screen.getByTestId('location').textContent).toBe('/admin/topup/detail/42');
  });

  it('a role without topups:reverse (ANALYST) reads the top-up with no Reverse, Delete or Save note', async () => {
    renderAdmin(<TopupDetailPage />, { ...at, mocks: [detail()], access: { role: 'ANALYST' } });
    expect(((await screen.findByLabelText('Note')) as HTMLTextAreaElement).value).toBe('Paid by bank');
    expect(screen.queryByRole('button', { name: 'Reverse top-up' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save note' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Note')).toHaveAttribute('readonly');
  });

  it("shows the payer's description of a friend top-up", async () => {
    renderAdmin(<TopupDetailPage />, { ...at, mocks: [detail({ kind: 'FRIEND', description: 'Birthday gift' })] });
    expect(await screen.findByText('Birthday gift')).toBeInTheDocument();
    expect(screen.getByText('Description')).toBeInTheDocument();
  });
});
