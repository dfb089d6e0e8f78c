/**
 * /admin/approvals — 'Approvals' (issue 17, maker-checker): money actions one staff member asked
 * for, waiting for a second one (pending / approved / rejected / withdrawn / all). Approve and Reject
 * for a role holding the request's permission, never for the request's maker; the maker may Withdraw
 * their own pending request.
 */
import { PageHeader } from '../../components/PageHeader';
import { ApprovalsQueue } from '../../modules/staff/components/ApprovalsQueue';

export default function ApprovalsPage() {
  return (
    <>
      <PageHeader title="Approvals" subtitle="Cash handling, top-up reversals and large withdrawals wait here until a second staff member approves them." />
      <ApprovalsQueue />
    </>
  );
}
