import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import OffersPage, { offerIdOf } from './OffersPage';
import { CreateOfferDocument, OfferDocument, OffersDocument } from '../../modules/content/content.generated';
import { renderAdmin } from '../../modules/admin/testing';

const offer = (over: Record<string, unknown> = {}) => ({
  __typename: 'OfferRecord', id: 5, title: 'VIP offer', description: 'For chosen members', image: null, imageUrl: null, startDate: '2030-01-01', endDate: '2030-01-31', status: true, allMembers: false, memberIds: [7, 9], createdAt: '2025-03-12T10:00:00.000Z', ...over,
});
const list = (items: unknown[]) => ({ request: { query: OffersDocument, variables: {} }, result: { data: { offers: items } } });
const page = (path: string, mocks: unknown[]) =>
  renderAdmin(
    <Routes>
      <Route path="/admin/offers/:offerId" element={<OffersPage />} />
    </Routes>,
    { initialEntries: [path], mocks: mocks as never },
  );

describe('OffersPage (/admin/offers/{offerId})', () => {
  it('offerIdOf: positive integers, else a new offer', () => {
    expect(offerIdOf('12')).toBe(12);
    expect(offerIdOf('new')).toBeNull();
    expect(offerIdOf('0')).toBeNull();
  });

  it('edits the offer of the route, with its audience', async () => {
    page('/admin/offers/5', [list([offer()]), { request: { query: OfferDocument, variables: { id: 5 } }, result: { data: { offer: offer() } } }]);
    expect(await screen.findByRole('heading', { name: 'Edit offer #5' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Title/)).toHaveValue('VIP offer');
    expect(screen.getByLabelText(/^Member IDs/)).toHaveValue('7, 9');
    expect(await screen.findByRole('cell', { name: '2 members' })).toBeInTheDocument();
  });

  it('creates a new offer for everyone and opens it; checks the dates first', async () => {
    const create = {
      request: { query: CreateOfferDocument, variables: { input: { title: 'Spring offer', description: '', startDate: '2030-03-01', endDate: '2030-03-31', status: true, allMembers: true, memberIds: undefined, image: undefined } } },
      result: { data: { createOffer: offer({ id: 6, title: 'Spring offer', allMembers: true, memberIds: [], startDate: '2030-03-01', endDate: '2030-03-31' }) } },
    };
    page('/admin/offers/new', [list([]), create, list([offer({ id: 6, title: 'Spring offer' })]), { request: { query: OfferDocument, variables: { id: 6 } }, result: { data: { offer: offer({ id: 6, title: 'Spring offer', allMembers: true, memberIds: [] }) } } }]);
    expect(await screen.findByRole('heading', { name: 'New offer' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Title/), 'Spring offer');
    const from = screen.getByLabelText(/^Valid From/);
    const to = screen.getByLabelText(/^Valid To/);
    await userEvent.clear(from);
    await userEvent.type(from, '2030-03-01');
    await userEvent.clear(to);
    await userEvent.type(to, '2030-02-01');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Valid To must be on or after Valid From')).toBeInTheDocument();
    await userEvent.clear(to);
    await userEvent.type(to, '2030-03-31');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Offer created')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/offers/6'));
  });
});
