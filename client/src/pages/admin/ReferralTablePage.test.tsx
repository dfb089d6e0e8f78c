import { screen, within } from '@testing-library/react';
import ReferralTablePage from './ReferralTablePage';
import AdminReferralTreePage from './ReferralTreePage';
import { TreeMemberDocument } from '../../modules/team/team.generated';
import { mockError } from '../../test/apollo';
import { renderAdmin } from '../../modules/admin/testing';
import { directMembersMock, teamFiguresMock, teamLevelsMock, teamNode, treeMemberMock } from '../../modules/team/testing';

const sponsor = teamNode({ id: 7, username: 'MRD100007', referralCode: 'MRD100007', fullname: 'Alice Member', email: 'alice@example.com', isActive: true, teamSize: 2, teamBusiness: '300', directCount: 2 });
const d1 = teamNode({ id: 11, fullname: 'Dan Direct', email: 'dan@example.com' });

describe('Admin referral pages', () => {
  it('/admin/refferal-table/{code}: sponsor card and directs with View, Directs and Tree links', async () => {
    renderAdmin(<ReferralTablePage />, {
      path: '/admin/refferal-table/:referral_code',
      initialEntries: ['/admin/refferal-table/MRD100007'],
      mocks: [treeMemberMock(sponsor, 'MRD100007'), teamFiguresMock({ memberId: 7, directCount: 1, activeDirects: 0 }, { memberId: 7 }), directMembersMock({ memberId: 7, take: 50 }, [d1], 1)],
    });
    expect(document.title).toBe('Referral table — MRD100007');
    expect(screen.getByRole('link', { name: 'Tree' })).toHaveAttribute('href', '/admin/refferal/MRD100007');
    const card = await screen.findByTestId('sponsor-card');
    expect(card).toHaveTextContent('Alice Member');
    expect(card).toHaveTextContent('Team Business $300.00');
    const row = (await screen.findByText('dan@example.com')).closest('tr')!;
    expect(within(row).getByRole('link', { name: 'View MRD100011' })).toHaveAttribute('href', '/admin/check/profile/11');
    expect(within(row).getByRole('link', { name: 'Directs of MRD100011' })).toHaveAttribute('href', '/admin/refferal-table/MRD100011');
    expect(within(row).getByRole('link', { name: 'Tree of MRD100011' })).toHaveAttribute('href', '/admin/refferal/MRD100011');
    expect(screen.getByTestId('directs-total')).toHaveTextContent(/^1$/);
  });

  it('/admin/refferal-table/{code}: an unknown code shows the error', async () => {
    renderAdmin(<ReferralTablePage />, {
      path: '/admin/refferal-table/:referral_code',
      initialEntries: ['/admin/refferal-table/NOPE'],
      mocks: [mockError(TreeMemberDocument, { code: 'NOPE' }, 'User not found', 'NOT_FOUND')],
    });
    expect(await screen.findByText('User not found')).toBeInTheDocument();
  });

  it('/admin/refferal/{code}: the tree rooted at the code, nodes link to the profile', async () => {
    renderAdmin(<AdminReferralTreePage />, {
      path: '/admin/refferal/:referral_code',
      initialEntries: ['/admin/refferal/MRD100007'],
      mocks: [treeMemberMock(sponsor, 'MRD100007'), teamLevelsMock(7, { teamSize: 2, teamBusiness: '300' })],
    });
    expect(document.title).toBe('Referral tree — MRD100007');
    const root = await screen.findByTestId('tree-node-7');
    expect(within(root).getByRole('link', { name: 'MRD100007' })).toHaveAttribute('href', '/admin/check/profile/7');
    expect(screen.getByRole('link', { name: 'Directs' })).toHaveAttribute('href', '/admin/refferal-table/MRD100007');
    expect(await screen.findByTestId('panel-team-business')).toHaveTextContent('$300.00');
  });
});
