/**
 * Site pop-up (PAGES §2.1 '/'): the newest pop-up sent to everyone, shown once per browser session
 * (closing it remembers its id in sessionStorage).
 */
import { Suspense, useEffect, useState } from 'react';
import { lazyWithTimeout } from '../../../app/lazy';
import { usePublicQuery } from '../../../lib/publicGraphql';
import { PublicHomeNotificationsDocument, type PublicHomeNotificationsQuery } from '../publicNotifications.generated';

const SitePopupModal = lazyWithTimeout(() => import('./SitePopupModal'));

export const POPUP_SEEN_KEY = 'meridian:popup-seen';

function seenId(): string | null {
  try {
    return window.sessionStorage.getItem(POPUP_SEEN_KEY);
  } catch {
    return null;
  }
}

export function SitePopup() {
  const { data } = usePublicQuery<PublicHomeNotificationsQuery>(PublicHomeNotificationsDocument);
  const popup = (data?.homeNotifications ?? []).find((n) => n.type === 'SITE_POPUP');
  const [opened, setOpened] = useState(false);
  // The dialog's chunk loads once there is a pop-up to show (and stays for its closing transition).
  const [shown, setShown] = useState(false);

  useEffect(() => {
    if (popup && seenId() !== String(popup.id)) {
      setShown(true);
      setOpened(true);
    }
  }, [popup]);

  if (!popup || !shown) return null;
  const close = () => {
    try {
      window.sessionStorage.setItem(POPUP_SEEN_KEY, String(popup.id));
    } catch {
      // Storage unavailable: the pop-up may show again next time.
    }
    setOpened(false);
  };
  return (
    <Suspense fallback={null}>
      <SitePopupModal opened={opened} onClose={close} title={popup.title} message={popup.message} imageUrl={popup.imageUrl} />
    </Suspense>
  );
}
