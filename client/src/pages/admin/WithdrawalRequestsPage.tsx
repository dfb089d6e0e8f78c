/**
 * /admin/pending-withdrawal-request and /admin/pending-withdrawal-request/:action —
 * 'Withdrawal Requests' / 'Withdrawal Requests — {action}' (kind NORMAL; the action picks the tab,
 * a tab change navigates).
 */
import { useNavigate, useParams } from 'react-router-dom';
import { statusTabOf } from '../../modules/admin/actions';
import { WithdrawalQueue } from '../../modules/admin/components/WithdrawalQueue';

export default function WithdrawalRequestsPage() {
  const { action } = useParams();
  const navigate = useNavigate();
  const tab = statusTabOf(action, 'pending');
  return (
    <WithdrawalQueue
      kind="NORMAL"
      title={action ? `Withdrawal requests — ${tab}` : 'Withdrawal requests'}
      tab={tab}
      onTabChange={(next) => navigate(`/admin/pending-withdrawal-request/${next}`)}
    />
  );
}
