import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ReferralTreePage from './ReferralTreePage';
import { SearchTeamDocument } from '../../modules/team/team.generated';
import { mockError, renderWithApollo } from '../../test/apollo';
import { branchMock, searchMock, teamLevelsMock, teamNode, treeMemberMock } from '../../modules/team/testing';

const root = teamNode({ id: 7, username: 'MRD100007', fullname: 'Alice Member', directCount: 3, teamSize: 5, teamBusiness: '1500' });
const a1 = teamNode({ id: 21, fullname: 'Grace Child' });
const a = teamNode({ id: 11, fullname: 'Andy Direct', directCount: 1, teamSize: 1, isActive: true, ownBusiness: '100', planName: 'Silver', children: [a1] });
const b = teamNode({ id: 12, fullname: 'Beth Direct', directCount: 2, teamSize: 2 });
const c = teamNode({ id: 13, fullname: 'Carl Direct' });
const b1 = teamNode({ id: 31, fullname: 'Bill Grandchild' });
const b2 = teamNode({ id: 32, fullname: 'Bea Grandchild' });

const mocks = () => [
  treeMemberMock(root),
  teamLevelsMock(7, { directCount: 3, activeDirects: 1, teamSize: 5, teamBusiness: '1500' }, [
    [3, 1, '100'],
    [2, 0, '1400'],
  ]),
  branchMock(7, [a, b], { nextAfter: 12, total: 3 }),
  branchMock(7, [c], { after: 12, total: 3 }),
  branchMock(12, [b1, b2]),
  searchMock('MRD100032', 7, [root, b, b2]),
  mockError(SearchTeamDocument, { query: 'nobody', memberId: 7 }, 'Not found in this team', 'NOT_FOUND'),
  // A member outside the team: the server refuses (FORBIDDEN); the page says the same as for nobody.
  mockError(SearchTeamDocument, { query: 'MRD100099', memberId: 7 }, 'Forbidden', 'FORBIDDEN'),
  mockError(SearchTeamDocument, { query: 'MRD100099', memberId: 7 }, 'Not allowed', 'FORBIDDEN'),
];

// Generous timeout: a search loads each level of the path in turn.
const node = (id: number) => screen.findByTestId(`tree-node-${id}`, {}, { timeout: 5000 });

describe('ReferralTreePage (/user/refferral-tree)', () => {
  it('shows the member as the root with the team panel and level counts', async () => {
    renderWithApollo(<ReferralTreePage />, { mocks: mocks() });
    expect(document.title).toBe('Referral tree');
    expect(await node(7)).toHaveTextContent('MRD100007');
    expect(await screen.findByTestId('panel-team-business')).toHaveTextContent('$1,500.00');
    expect(screen.getByTestId('panel-team-size')).toHaveTextContent(/^5$/);
    const levels = screen.getByRole('table', { name: 'Level counts' });
    const rows = within(levels).getAllByRole('row');
    expect(rows).toHaveLength(21);
    expect(within(rows[1]).getAllByRole('cell').map((c) => c.textContent)).toEqual(['1', '3', '1', '$100.00']);
    expect(within(rows[2]).getAllByRole('cell').map((c) => c.textContent)).toEqual(['2', '2', '0', '$1,400.00']);
  });

  it('loads two levels on expand, more on demand, and the next level when a grandchild has no preview', async () => {
    renderWithApollo(<ReferralTreePage />, { mocks: mocks() });
    await userEvent.click(await node(7));
    expect(await node(11)).toHaveTextContent('Andy Direct');
    expect(screen.getByTestId('tree-node-11')).toHaveTextContent('$100.00 · Silver');
    expect(screen.getByTestId('tree-node-12')).toHaveTextContent('Beth Direct');

    // Andy's first direct members came with the same call: expanding shows them without a request.
    await userEvent.click(screen.getByTestId('tree-node-11'));
    expect(await node(21)).toHaveTextContent('No more members');

    await userEvent.click(screen.getByRole('button', { name: 'Show more members' }));
    expect(await node(13)).toHaveTextContent('Carl Direct');
    expect(screen.queryByRole('button', { name: 'Show more members' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByTestId('tree-node-12'));
    expect(await node(31)).toHaveTextContent('Bill Grandchild');
    expect(screen.getByTestId('tree-node-32')).toHaveTextContent('Bea Grandchild');
  });

  it('search opens the path to the member and highlights it; outside the team is "Not found in this team"', async () => {
    renderWithApollo(<ReferralTreePage />, { mocks: mocks() });
    await node(7);
    const box = screen.getByRole('textbox', { name: 'Search by username, email or referral code' });
    await userEvent.type(box, 'MRD100032');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    const found = await node(32);
    await waitFor(() => expect(found).toHaveAttribute('data-highlighted', 'true'));
    expect(screen.getByTestId('tree-node-12')).toBeInTheDocument();

    // Set the text directly: the found node may take the focus while keys would still be typed.
    fireEvent.change(box, { target: { value: 'nobody' } });
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Not found in this team')).toBeInTheDocument();

    fireEvent.change(box, { target: { value: 'MRD100099' } });
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Not found in this team')).toBeInTheDocument();
  });
});
