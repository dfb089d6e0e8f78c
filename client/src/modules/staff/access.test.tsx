import { screen } from '@testing-library/react';
import { useStaffAccess, StaffAccessProvider } from './access';
import { MyStaffAccessDocument } from './access.generated';
import { ROLE_PERMISSIONS } from './testing';
import { renderWithApollo } from '../../test/apollo';

function Probe() {
  const access = useStaffAccess();
  return (
    <p data-testid="probe">
      {[access.status, access.role ?? '-', access.adminId ?? '-', access.can('reports:read'), access.can('withdrawals:decide'), access.can(['wallets:adjust', 'reports:read']), access.needsSecondPerson].join(' ')}
    </p>
  );
}

const answer = (role: 'ANALYST' | 'OWNER', needsSecondPerson = false) => ({
  request: { query: MyStaffAccessDocument },
  result: {
    data: {
      myStaffAccess: { __typename: 'StaffAccess', role, permissions: [...ROLE_PERMISSIONS[role]], fourEyes: !needsSecondPerson, needsSecondPerson },
      adminMe: { __typename: 'Member', id: 5, fullname: 'Ann Analyst' },
    },
  },
});

describe('useStaffAccess', () => {
  it('outside the admin layout nothing is allowed', () => {
    renderWithApollo(<Probe />);
    expect(screen.getByTestId('probe').textContent).toBe('ready - - false false false false');
  });

  it('reads myStaffAccess once: role, permissions (a list: any one), the admin id and needsSecondPerson', async () => {
    renderWithApollo(
      <StaffAccessProvider>
        <Probe />
      </StaffAccessProvider>,
      { mocks: [answer('ANALYST')] },
    );
    expect(screen.getByTestId('probe').textContent).toBe('loading - - false false false false');
    expect(await screen.findByText('ready ANALYST 5 true false true false')).toBeInTheDocument();
  });

  it('an OWNER alone on the money desk: everything allowed, a second person needed', async () => {
    renderWithApollo(
      <StaffAccessProvider>
        <Probe />
      </StaffAccessProvider>,
      { mocks: [answer('OWNER', true)] },
    );
    expect(await screen.findByText('ready OWNER 5 true true true true')).toBeInTheDocument();
  });
});
