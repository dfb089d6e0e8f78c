/** /admin/offers/{offerId} — 'Offers' (PAGES §2.3): the editor for `offerId` ('new' = blank) and all offers. */
import { useParams } from 'react-router-dom';
import { PageHeader } from '../../components/PageHeader';
import { OfferEditor } from '../../modules/content/components/OfferEditor';

/** The offer id of the route: a positive integer, else null (a new offer). */
export function offerIdOf(param: string | undefined): number | null {
  return param && /^\d+$/.test(param) && Number(param) > 0 ? Number(param) : null;
}

export default function OffersPage() {
  const { offerId } = useParams();
  return (
    <>
      <PageHeader title="Offers" subtitle="Offers for every member or for chosen members, within their dates." />
      <OfferEditor offerId={offerIdOf(offerId)} />
    </>
  );
}
