import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import SendNotificationPage from './SendNotificationPage';
import { CreateNotificationDocument, ListHomeNotificationsDocument, NotificationMemberOptionsDocument } from '../../modules/notifications/notifications.generated';
import { mockOp, renderWithApollo } from '../../test/apollo';

const home = mockOp(ListHomeNotificationsDocument, {}, { homeNotifications: [], homeBanner: null });
const members = mockOp(NotificationMemberOptionsDocument, { search: null }, {
  members: { __typename: 'MemberPage', items: [{ __typename: 'Member', id: 7, username: 'MRD100007', fullname: 'Alice Member', email: 'alice@example.com' }] },
});

describe('SendNotificationPage', () => {
  it('sends to chosen members: the audience is required, the picker fills recipients', async () => {
    const create = jest.fn(() => ({
      data: { createNotification: { __typename: 'NotificationRecord', id: 3, title: 'Hello Alice', message: 'A personal note', type: 'NOTIFICATION', audience: 'SELECTED', imageUrl: null, createdAt: '2025-03-12T14:05:00.000Z' } },
    }));
    renderWithApollo(<SendNotificationPage />, {
      mocks: [home, members, mockOp(CreateNotificationDocument, { input: { type: 'NOTIFICATION', title: 'Hello Alice', message: 'A personal note', toAll: false, recipients: [7] } }, create)],
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Send notification' })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /Title/ }), 'Hello Alice');
    await userEvent.type(screen.getByRole('textbox', { name: /Message/ }), 'A personal note');
    await userEvent.click(screen.getByRole('switch', { name: 'All users' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Choose at least one member or send to all users')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('combobox', { name: 'Members' }));
    await userEvent.click(await screen.findByRole('option', { name: /Alice Member/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('Notification created successfully!')).toBeInTheDocument();
  });

  it('requires an image for a site pop-up', async () => {
    renderWithApollo(<SendNotificationPage />, { mocks: [home] });
    await userEvent.click(screen.getByRole('combobox', { name: 'Type' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Site Popup' }));
    await userEvent.type(screen.getByRole('textbox', { name: /Title/ }), 'Welcome offer');
    await userEvent.type(screen.getByRole('textbox', { name: /Message/ }), 'Top up this week');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('An image is required for a site pop-up')).toBeInTheDocument();
  });
});
