/**
 * Home page sections fed by data (PAGES §2.1 '/'). They render nothing yet; fill them in place:
 * - HomePlansSlot: plan cards (name, price, min–max, daily ROI, period) from listPlans.
 * - HomeAchieversSlot: the achievers carousel from listAchievers.
 * - HomeAnnouncementsSlot: home-notification ticker, latest news, and the once-per-session banner
 *   popup (listHomeNotifications, listNews, getBanner).
 */
export function HomePlansSlot() {
  return null;
}

export function HomeAchieversSlot() {
  return null;
}

export function HomeAnnouncementsSlot() {
  return null;
}
