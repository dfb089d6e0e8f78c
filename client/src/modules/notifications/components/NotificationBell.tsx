/**
 * Header bell of both layouts (PAGES §1.1, §5): unread badge and the latest 5; a click on one marks
 * it seen; members get 'View all' (⇒ /user/notification). Live through `notificationAdded`.
 */
import { Link, useLocation } from 'react-router-dom';
import { ActionIcon, Badge, Box, Button, Group, Indicator, Menu, Text, VisuallyHidden } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import type { NotificationArea } from '../../../generated/types';
import { formatDateTime } from '../../../lib/money';
import { NOTIFICATIONS_PAGE, useLiveNotifications } from '../useLiveNotifications';
import { useNotificationActions } from '../useNotificationActions';

export function NotificationBell({ area }: { area: NotificationArea }) {
  const { pathname } = useLocation();
  const { items, unseen, loading } = useLiveNotifications(area, { pathname });
  const { markSeen, markAllSeen } = useNotificationActions(area);
  // The accessible name carries the count exactly as the badge shows it ('99+' included).
  const shown = unseen > 99 ? '99+' : String(unseen);
  const label = unseen ? `Notifications (${shown} unread)` : 'Notifications';

  return (
    <Menu position="bottom-end" width={320} shadow="md" withinPortal>
      <Menu.Target>
        {/* The menu target is the button itself (it carries aria-expanded); the badge sits inside it. */}
        <ActionIcon variant="subtle" size="lg" aria-label={label} title="Notifications">
          <Indicator disabled={!unseen} label={<span data-testid="notification-count">{shown}</span>} size={18} color="red" offset={-2}>
            <IconBell size={20} />
          </Indicator>
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Group justify="space-between" px="sm" py={6}>
          <Text fw={600} size="sm">
            Notifications
          </Text>
          {unseen ? (
            <Button size="compact-xs" variant="subtle" onClick={() => void markAllSeen()}>
              Mark all as seen
            </Button>
          ) : null}
        </Group>
        <Menu.Divider />
        {loading ? (
          <Text size="sm" c="dimmed" px="sm" py="xs">
            Loading notifications...
          </Text>
        ) : items.length === 0 ? (
          <Text size="sm" c="dimmed" px="sm" py="xs">
            No notifications available
          </Text>
        ) : (
          items.map((n) => (
            <Menu.Item key={n.id} onClick={() => (n.seen ? undefined : void markSeen(n.id))}>
              <Group gap="xs" wrap="nowrap" align="flex-start">
                {!n.seen ? (
                  <>
                    <Box w={8} h={8} mt={6} bg="blue" style={{ borderRadius: 8, flex: 'none' }} aria-hidden />
                    <VisuallyHidden>Unread:</VisuallyHidden>
                  </>
                ) : (
                  <Box w={8} style={{ flex: 'none' }} />
                )}
                <div>
                  <Text size="sm" fw={n.seen ? 400 : 600} lineClamp={1}>
                    {n.title}
                  </Text>
                  <Text size="xs" c="dimmed" lineClamp={2}>
                    {n.message}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {formatDateTime(n.createdAt)}
                  </Text>
                </div>
              </Group>
            </Menu.Item>
          ))
        )}
        {area === 'MEMBER' ? (
          <>
            <Menu.Divider />
            <Menu.Item component={Link} to={NOTIFICATIONS_PAGE}>
              <Group justify="space-between">
                <Text size="sm">View all</Text>
                {unseen ? <Badge size="sm">{unseen} unread</Badge> : null}
              </Group>
            </Menu.Item>
          </>
        ) : null}
      </Menu.Dropdown>
    </Menu>
  );
}
