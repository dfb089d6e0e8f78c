/**
 * Site pop-up (PAGES §2.1 '/'): the newest pop-up sent to everyone, shown once per browser session
 * (closing it remembers its id in sessionStorage).
 */
import { useEffect, useState } from 'react';
import { Image, Modal, Stack, Text } from '@mantine/core';
import { useListHomeNotificationsQuery } from '../notifications.generated';

export const POPUP_SEEN_KEY = 'meridian:popup-seen';

function seenId(): string | null {
  try {
    return window.sessionStorage.getItem(POPUP_SEEN_KEY);
  } catch {
    return null;
  }
}

export function SitePopup() {
  const { data } = useListHomeNotificationsQuery();
  const popup = (data?.homeNotifications ?? []).find((n) => n.type === 'SITE_POPUP');
  const [opened, setOpened] = useState(false);

  useEffect(() => {
    if (popup && seenId() !== String(popup.id)) setOpened(true);
  }, [popup]);

  if (!popup) return null;
  const close = () => {
    try {
      window.sessionStorage.setItem(POPUP_SEEN_KEY, String(popup.id));
    } catch {
      // Storage unavailable: the pop-up may show again next time.
    }
    setOpened(false);
  };
  return (
    <Modal opened={opened} onClose={close} title={popup.title} centered size="lg">
      <Stack gap="sm">
        {popup.imageUrl ? <Image src={popup.imageUrl} alt={popup.title} radius="sm" /> : null}
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {popup.message}
        </Text>
      </Stack>
    </Modal>
  );
}
