/**
 * Home page sections fed by data (PAGES §2.1 '/'). Fill the empty ones in place:
 * - HomePlansSlot: plan cards (name, price, min–max, daily ROI, period) from the public `plans`
 *   query (src/modules/plans/PlanCards.tsx).
 * - HomeAchieversSlot: the achievers carousel from listAchievers.
 * - HomeAnnouncementsSlot: home-notification ticker, latest news, and the once-per-session banner
 *   popup (listHomeNotifications, listNews, getBanner).
 */
import { Section } from '../../components/Section';
import { PlanList } from '../plans/PlanCards';

export function HomePlansSlot() {
  return (
    <Section id="plans" title="Investment plans" intro="Every plan shows its amount range, daily return and duration before you commit." muted>
      <PlanList />
    </Section>
  );
}

export function HomeAchieversSlot() {
  return null;
}

export function HomeAnnouncementsSlot() {
  return null;
}
