/** /user/offers — 'Offers': the active offers addressed to the member. */
import { PageHeader } from '../../components/PageHeader';
import { MemberOffers } from '../../modules/content/components/MemberOffers';

export default function OffersPage() {
  return (
    <>
      <PageHeader title="Offers" subtitle="Current offers for you." />
      <MemberOffers />
    </>
  );
}
