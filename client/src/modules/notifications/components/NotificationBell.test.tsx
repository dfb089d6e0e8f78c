import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NotificationBell } from './NotificationBell';
import { ListMyNotificationsDocument, MarkNotificationSeenDocument } from '../notifications.generated';
import { mockOp, renderWithApollo } from '../../../test/apollo';
import { newSubscriptions } from '../../../test/memberFixtures';

const note = (id: number, title: string, seen = false) => ({
  __typename: 'MyNotification',
  id,
  title,
  message: `${title} message`,
  type: 'NOTIFICATION',
  imageUrl: null,
  createdAt: '2025-03-12T14:05:00.000Z',
  seen,
  seenAt: seen ? '2025-03-12T15:00:00.000Z' : null,
});
const page = (items: ReturnType<typeof note>[], unseen: number) => ({
  myNotifications: { __typename: 'MyNotificationPage', items, total: items.length, unseen, page: 1, pageSize: 5 },
});
const VARS = { area: 'MEMBER', page: 1, pageSize: 5 };

describe('NotificationBell', () => {
  it('raises the count and shows a toast when notificationAdded arrives', async () => {
    const subscriptions = newSubscriptions();
    renderWithApollo(<NotificationBell area="MEMBER" />, {
      mocks: [mockOp(ListMyNotificationsDocument, VARS, page([note(1, 'Old news', true)], 0)), mockOp(ListMyNotificationsDocument, VARS, page([note(2, 'Maintenance'), note(1, 'Old news', true)], 1))],
      subscriptions,
      initialEntries: ['/user/dashboard'],
    });
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    act(() => subscriptions.simulateResult({ result: { data: { notificationAdded: note(2, 'Maintenance') } } }));
    expect(await screen.findByRole('button', { name: 'Notifications (1 unread)' })).toBeInTheDocument();
    expect(screen.getByTestId('notification-count')).toHaveTextContent('1');
    expect(await screen.findByText('New notification')).toBeInTheDocument();
    expect(screen.getByText('Maintenance')).toBeInTheDocument();
  });

  it('shows no toast on /user/notification (the list itself updates)', async () => {
    const subscriptions = newSubscriptions();
    renderWithApollo(<NotificationBell area="MEMBER" />, {
      mocks: [mockOp(ListMyNotificationsDocument, VARS, page([], 0)), mockOp(ListMyNotificationsDocument, VARS, page([note(3, 'Quiet')], 1))],
      subscriptions,
      initialEntries: ['/user/notification'],
    });
    await screen.findByRole('button', { name: 'Notifications' });
    act(() => subscriptions.simulateResult({ result: { data: { notificationAdded: note(3, 'Quiet') } } }));
    await screen.findByRole('button', { name: 'Notifications (1 unread)' });
    expect(screen.queryByText('New notification')).not.toBeInTheDocument();
  });

  it('lists the latest and marks one seen on click', async () => {
    const markSeen = jest.fn(() => ({ data: { markNotificationSeen: note(4, 'Deposit #4 completed', true) } }));
    renderWithApollo(<NotificationBell area="MEMBER" />, {
      mocks: [
        mockOp(ListMyNotificationsDocument, VARS, page([note(4, 'Deposit #4 completed')], 1)),
        mockOp(MarkNotificationSeenDocument, { id: 4, area: 'MEMBER' }, markSeen),
        mockOp(ListMyNotificationsDocument, VARS, page([note(4, 'Deposit #4 completed', true)], 0)),
      ],
      subscriptions: newSubscriptions(),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications (1 unread)' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: /Deposit #4 completed/ }));
    await waitFor(() => expect(markSeen).toHaveBeenCalledTimes(1));
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
  });

  it("the bell's accessible name carries the count as shown, also past 99; an unread item says so in text, not a label on a div", async () => {
    renderWithApollo(<NotificationBell area="MEMBER" />, {
      mocks: [mockOp(ListMyNotificationsDocument, VARS, page([note(5, 'Big day')], 120))],
      subscriptions: newSubscriptions(),
    });
    const bell = await screen.findByRole('button', { name: 'Notifications (99+ unread)' });
    expect(screen.getByTestId('notification-count')).toHaveTextContent('99+');
    expect(bell).toHaveAccessibleName(expect.stringContaining(screen.getByTestId('notification-count').textContent!));
    await userEvent.click(bell);
    const item = await screen.findByRole('menuitem', { name: /Big day/ });
    expect(item).toHaveTextContent('Unread:');
    expect(document.querySelector('div[aria-label]:not([role])')).toBeNull();
  });
});
