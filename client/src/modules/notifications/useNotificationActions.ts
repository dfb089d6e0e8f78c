/** Mark-seen flows of the bell and /user/notification: perform, then refresh every list; toasts on failure. */
import { useApolloClient } from '@apollo/client';
import type { NotificationArea } from '../../generated/types';
import { useMarkAllNotificationsSeenMutation, useMarkNotificationSeenMutation } from './notifications.generated';
import { errorMessage, notifyError, notifySuccess } from '../../lib/notify';

export function useNotificationActions(area: NotificationArea) {
  const client = useApolloClient();
  const [markOne, one] = useMarkNotificationSeenMutation();
  const [markAll, all] = useMarkAllNotificationsSeenMutation();
  const refresh = () => client.refetchQueries({ include: ['listMyNotifications'] });

  const markSeen = async (id: number) => {
    try {
      // The answer (seen, seenAt) updates MyNotification:<id> in the cache at once.
      await markOne({ variables: { id, area } });
      await refresh();
    } catch (err) {
      notifyError(errorMessage(err));
    }
  };

  const markAllSeen = async () => {
    try {
      const { data } = await markAll({ variables: { area } });
      await refresh();
      notifySuccess(data?.markAllNotificationsSeen ? 'All notifications marked as seen' : 'Nothing new to mark');
    } catch (err) {
      notifyError(errorMessage(err));
    }
  };

  return { markSeen, markAllSeen, busy: one.loading || all.loading };
}
