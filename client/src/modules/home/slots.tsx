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
import { HomeAchievers, HomeNews } from '../content/components/HomeContent';
import { HomeBanner } from '../notifications/components/HomeBanner';
import { SitePopup } from '../notifications/components/SitePopup';

export function HomePlansSlot() {
  return (
    <Section id="plans" title="Investment plans" intro="Every plan shows its amount range, daily return and duration before you commit." muted>
      <PlanList />
    </Section>
  );
}

export function HomeAchieversSlot() {
  return <HomeAchievers />;
}

/** Banner and home notices, and the site pop-up (services). */
export function HomeAnnouncementsSlot() {
  return (
    <>
      <HomeBanner />
      <SitePopup />
    </>
  );
}

/** Latest news (listNews), under the announcements. */
export function HomeNewsSlot() {
  return <HomeNews />;
}
