import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import DirectMembersPage from './DirectMembersPage';
import { DirectMembersDocument } from '../../modules/team/team.generated';
import { mockError, renderWithApollo } from '../../test/apollo';
import { directMembersMock, teamFiguresMock, teamNode } from '../../modules/team/testing';

const alice = teamNode({ id: 11, fullname: 'Alice Direct', email: 'alice@example.com', isActive: true, ownBusiness: '250', planName: 'Silver', joinedAt: '2025-03-12T10:00:00.000Z' });
const bob = teamNode({ id: 12, fullname: 'Bob Direct', email: 'bob@example.com' });
const carol = teamNode({ id: 13, fullname: 'Carol Direct', email: 'carol@example.com' });

describe('DirectMembersPage (/user/direct-members)', () => {
  it('shows Total/Active/Inactive and the directs table, and loads more by key', async () => {
    renderWithApollo(<DirectMembersPage />, {
      mocks: [
        teamFiguresMock({ directCount: 3, activeDirects: 1 }, { memberId: undefined }),
        directMembersMock({ take: 50 }, [alice, bob], 3, 12),
        directMembersMock({ after: 12, take: 50 }, [carol], 3, null),
      ],
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Direct members' })).toBeInTheDocument();
    expect(document.title).toBe('Direct members');
    expect(screen.getByRole('link', { name: 'View Tree' })).toHaveAttribute('href', '/user/refferral-tree');
    expect(await screen.findByText('alice@example.com')).toBeInTheDocument();
    expect(screen.getByTestId('directs-total')).toHaveTextContent(/^3$/);
    expect(screen.getByTestId('directs-active')).toHaveTextContent(/^1$/);
    expect(screen.getByTestId('directs-inactive')).toHaveTextContent(/^2$/);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['S. No', 'Username', 'Full Name', 'E-Mail', 'Active Plan', 'Status', 'Joined']);
    const cells = within(screen.getByText('alice@example.com').closest('tr')!).getAllByRole('cell');
    expect(cells[0]).toHaveTextContent(/^1$/);
    expect(cells[1]).toHaveTextContent('MRD100011');
    expect(cells[4]).toHaveTextContent('$250.00 · Silver');
    expect(cells[5]).toHaveTextContent('Active');
    expect(cells[6]).toHaveTextContent('12 Mar 2025');

    await userEvent.click(screen.getByRole('button', { name: 'Load more (2 of 3)' }));
    expect(await screen.findByText('carol@example.com')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Load more/ })).not.toBeInTheDocument();

    await userEvent.type(screen.getByRole('textbox', { name: 'Search by username, name or email' }), 'bob');
    expect(screen.queryByText('alice@example.com')).not.toBeInTheDocument();
    expect(screen.getByText('bob@example.com')).toBeInTheDocument();
  });

  it('shows an empty state and an error state', async () => {
    const { unmount } = renderWithApollo(<DirectMembersPage />, { mocks: [teamFiguresMock({}, { memberId: undefined }), directMembersMock({ take: 50 }, [], 0)] });
    expect(await screen.findByText('No direct members yet')).toBeInTheDocument();
    unmount();
    renderWithApollo(<DirectMembersPage />, { mocks: [teamFiguresMock({}, { memberId: undefined }), mockError(DirectMembersDocument, { take: 50 }, 'Not allowed', 'FORBIDDEN')] });
    expect(await screen.findByText('Not allowed')).toBeInTheDocument();
  });
});
