/** /admin/achivers — 'Achievers' (PAGES §2.3): add a card with a photo; the cards table. */
import { PageHeader } from '../../components/PageHeader';
import { AchieversManager } from '../../modules/content/components/AchieversManager';

export default function AchieversPage() {
  return (
    <>
      <PageHeader title="Achievers" subtitle="Cards shown on the home page." />
      <AchieversManager />
    </>
  );
}
