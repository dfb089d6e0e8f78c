import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import CreateTicketPage from './CreateTicketPage';
import { CreateTicketDocument } from '../../modules/tickets/tickets.generated';
import { mockOp, renderWithApollo } from '../../test/apollo';

describe('CreateTicketPage', () => {
  it('validates the fields, creates the ticket and opens it', async () => {
    const create = jest.fn(() => ({
      data: { createTicket: { __typename: 'TicketRecord', id: 31, memberId: 7, subject: 'Plan question', description: 'Which plan suits me best?', category: 'Plans', priority: 'HIGH', status: 'OPEN', createdAt: '2025-03-12T14:05:00.000Z', updatedAt: '2025-03-12T14:05:00.000Z' } },
    }));
    renderWithApollo(
      <Routes>
        <Route path="/user/query/create" element={<CreateTicketPage />} />
        <Route path="*" element={null} />
      </Routes>,
      {
        mocks: [mockOp(CreateTicketDocument, { input: { subject: 'Plan question', category: 'Plans', priority: 'HIGH', description: 'Which plan suits me best?' } }, create)],
        initialEntries: ['/user/query/create'],
      },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Create ticket' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Subject is required')).toBeInTheDocument();
    expect(screen.getByText('Category is required')).toBeInTheDocument();
    expect(screen.getByText('Message is required')).toBeInTheDocument();

    await userEvent.type(screen.getByRole('textbox', { name: /Subject/ }), 'Plan question');
    await userEvent.click(screen.getByRole('combobox', { name: /Category/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Plans' }));
    await userEvent.click(screen.getByRole('combobox', { name: /Priority/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'High' }));
    await userEvent.type(screen.getByRole('textbox', { name: /Message/ }), 'too short');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Message must be 10 to 2000 characters')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();

    await userEvent.clear(screen.getByRole('textbox', { name: /Message/ }));
    await userEvent.type(screen.getByRole('textbox', { name: /Message/ }), 'Which plan suits me best?');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('Ticket created successfully!')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/user/queries/31'));
  });
});
