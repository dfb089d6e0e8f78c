import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import SupportPage from './SupportPage';
import { CreateSupportMessageDocument, ListMySupportMessagesDocument, SupportSwitchDocument } from '../../modules/support/support.generated';
import { mockOp, renderWithApollo } from '../../test/apollo';

const message = { __typename: 'SupportMessageRecord', id: 4, memberId: 7, title: 'Login trouble', message: 'I cannot sign in from my phone.', reply: 'Please update the app.', status: 'RESOLVED', createdAt: '2025-03-12T14:05:00.000Z', repliedAt: '2025-03-12T15:05:00.000Z' };
const mine = (items: unknown[]) => mockOp(ListMySupportMessagesDocument, { page: 1, pageSize: 50 }, { mySupportMessages: { __typename: 'SupportMessagePage', items, total: items.length, page: 1, pageSize: 50 } });
const supportSwitch = (on: boolean) => mockOp(SupportSwitchDocument, {}, { settings: { __typename: 'Settings', support: on } });

describe('SupportPage (member)', () => {
  it('shows messages with replies and sends a new one after validating it', async () => {
    const create = jest.fn(() => ({ data: { createSupportMessage: { ...message, id: 5, title: 'Bonus question', message: 'How is the level income computed?', reply: null, status: 'PENDING', repliedAt: null } } }));
    renderWithApollo(<SupportPage />, {
      mocks: [mine([message]), supportSwitch(true), mockOp(CreateSupportMessageDocument, { input: { title: 'Bonus question', message: 'How is the level income computed?' } }, create), mine([message])],
    });
    expect(await screen.findByText('Reply: Please update the app.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /Title/ }), 'Bonus question');
    await userEvent.type(screen.getByRole('textbox', { name: /Message/ }), 'How is the level income computed?');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('Support message sent')).toBeInTheDocument();
  });

  it('disables the form while the support switch is off', async () => {
    renderWithApollo(<SupportPage />, { mocks: [mine([]), supportSwitch(false)] });
    expect(await screen.findByText(/Support messages are currently turned off/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
  });
});
