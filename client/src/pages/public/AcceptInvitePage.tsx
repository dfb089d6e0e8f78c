import { useParams } from 'react-router-dom';
import { AuthCard } from '../../modules/auth/components/AuthCard';
import { AcceptInviteForm } from '../../modules/staff/components/AcceptInviteForm';

/** /admin/invite/:token — a staff invitation (issue 17): choose a password, then the admin dashboard, signed in. */
export default function AcceptInvitePage() {
  const { token = '' } = useParams();
  return (
    <AuthCard title="Join the staff" subtitle="Choose the password you will sign in with at the admin login.">
      <AcceptInviteForm token={token} />
    </AuthCard>
  );
}
