/**
 * The bell's data (PAGES §1.1, §5): the latest notifications and the unseen count of one session
 * (member or admin area), kept live by `notificationAdded`. Each event refetches every active
 * notification list (the bell and /user/notification), which both dedupes by id and keeps the
 * unseen count exact; a toast shows the title at once unless the member is on /user/notification.
 * After a WebSocket reconnect the lists are refetched so nothing is missed.
 */
import { useCallback } from 'react';
import { useApolloClient } from '@apollo/client';
import { notifications as toasts } from '@mantine/notifications';
import { useRefetchOnReconnect } from '../../app/apollo';
import type { NotificationArea } from '../../generated/types';
import { useListMyNotificationsQuery, useOnNotificationAddedSubscription } from './notifications.generated';

export const BELL_SIZE = 5;
export const NOTIFICATIONS_PAGE = '/user/notification';

export function useLiveNotifications(area: NotificationArea, options: { pathname: string }) {
  const client = useApolloClient();
  const query = useListMyNotificationsQuery({ variables: { area, page: 1, pageSize: BELL_SIZE }, fetchPolicy: 'cache-and-network' });

  const refetchLists = useCallback(() => client.refetchQueries({ include: ['listMyNotifications'] }), [client]);

  useOnNotificationAddedSubscription({
    variables: { area },
    onData: ({ data }) => {
      const n = data.data?.notificationAdded;
      if (!n) return;
      void refetchLists();
      if (!(area === 'MEMBER' && options.pathname === NOTIFICATIONS_PAGE)) {
        toasts.show({ id: `notification-${n.id}`, title: 'New notification', message: n.title, color: 'blue', autoClose: 6000 });
      }
    },
  });

  useRefetchOnReconnect(refetchLists);

  const page = query.data?.myNotifications;
  return { items: page?.items ?? [], unseen: page?.unseen ?? 0, loading: query.loading && !page, error: query.error, refetch: query.refetch };
}
