/** /admin/compound-pending-withdrawal-request — 'Compound Withdrawals' (kind COMPOUND). */
import { useState } from 'react';
import type { StatusTab } from '../../modules/admin/actions';
import { WithdrawalQueue } from '../../modules/admin/components/WithdrawalQueue';

export default function CompoundWithdrawalsPage() {
  const [tab, setTab] = useState<StatusTab>('pending');
  return <WithdrawalQueue kind="COMPOUND" title="Compound withdrawals" tab={tab} onTabChange={setTab} />;
}
