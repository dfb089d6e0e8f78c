/** /admin/roi-pending-withdrawal-request — 'ROI Withdrawals' (kind ROI). */
import { useState } from 'react';
import type { StatusTab } from '../../modules/admin/actions';
import { WithdrawalQueue } from '../../modules/admin/components/WithdrawalQueue';

export default function RoiWithdrawalsPage() {
  const [tab, setTab] = useState<StatusTab>('pending');
  return <WithdrawalQueue kind="ROI" title="ROI withdrawals" tab={tab} onTabChange={setTab} />;
}
