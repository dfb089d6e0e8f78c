import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AchieversPage from './AchieversPage';
import { AchieversDocument, AddAchieverDocument, DeleteAchieverDocument } from '../../modules/content/content.generated';
import { confirmDialog, renderAdmin } from '../../modules/admin/testing';

const card = (id: number, username: string) => ({ __typename: 'AchieverCard', id, username, description: 'Gold rank', image: `achievers/${id}.png`, imageUrl: `/uploads/achievers/${id}.png`, createdAt: '2025-03-12T10:00:00.000Z' });
const list = (items: unknown[]) => ({ request: { query: AchieversDocument }, result: { data: { achievers: items } } });

describe('AchieversPage (/admin/achivers)', () => {
  let fetchMock: jest.Mock;
  beforeEach(() => {
    fetchMock = jest.fn();
    (window as unknown as { fetch: unknown }).fetch = fetchMock;
  });
  afterEach(() => {
    delete (window as unknown as { fetch?: unknown }).fetch;
  });

  it('uploads the photo, then adds the card; the list refreshes', async () => {
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ success: true, upload: { name: 'achievers/new.png' } }), { status: 201 }));
    const add = { request: { query: AddAchieverDocument, variables: { input: { username: 'Nora', description: 'Gold rank', image: 'achievers/new.png' } } }, result: { data: { addAchiever: card(2, 'Nora') } } };
    renderAdmin(<AchieversPage />, { mocks: [list([card(1, 'Old')]), add, list([card(2, 'Nora'), card(1, 'Old')])] });
    expect(await screen.findByRole('cell', { name: 'Old' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', '/api/v1/export/achievers');

    await userEvent.type(screen.getByLabelText(/^Username/), 'Nora');
    await userEvent.type(screen.getByLabelText(/^Description/), 'Gold rank');
    await userEvent.upload(document.querySelector('input[type="file"]') as HTMLInputElement, new File([new Uint8Array(10)], 'nora.png', { type: 'image/png' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add Achiever' }));

    expect(await screen.findByText('Achiever added')).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: 'Nora' })).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/v1/uploads/image');
    expect((init.body as FormData).get('area')).toBe('achievers');
  });

  it('requires a photo and shows the server message when the upload is refused', async () => {
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ success: false, message: 'Unsupported file type (JPEG, PNG or WebP)', code: 'BAD_USER_INPUT' }), { status: 400 }));
    renderAdmin(<AchieversPage />, { mocks: [list([])] });
    await userEvent.type(screen.getByLabelText(/^Username/), 'Nora');
    await userEvent.click(screen.getByRole('button', { name: 'Add Achiever' }));
    expect(await screen.findByText('A photo is required')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    await userEvent.upload(document.querySelector('input[type="file"]') as HTMLInputElement, new File([new Uint8Array(10)], 'fake.png', { type: 'image/png' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add Achiever' }));
    expect(await screen.findByText('Unsupported file type (JPEG, PNG or WebP)')).toBeInTheDocument();
  });

  it('deletes a card after confirmation', async () => {
    const del = { request: { query: DeleteAchieverDocument, variables: { id: 1 } }, result: { data: { deleteAchiever: { __typename: 'MessageResult', success: true, message: 'Achiever deleted' } } } };
    renderAdmin(<AchieversPage />, { mocks: [list([card(1, 'Old')]), del, list([])] });
    const row = (await screen.findByRole('cell', { name: 'Old' })).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: 'Delete Old' }));
    await confirmDialog('Delete');
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Old' })).not.toBeInTheDocument());
    expect(screen.getByText('Achiever deleted')).toBeInTheDocument();
  });
});
