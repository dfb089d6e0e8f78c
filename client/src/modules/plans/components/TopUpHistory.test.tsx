import { screen } from '@testing-library/react';
import { MyTopUpHistoryDocument } from '../investments.generated';
import { mockOp, renderWithApollo } from '../../../test/apollo';
import { createTestSessionStore, inOneHour, member } from '../../../test/render';
import { TopUpHistory, useTopUpHistory } from './TopUpHistory';
import type { InvestmentColumn } from './InvestmentTable';

const investment = {
  __typename: 'InvestmentRecord', id: 7, memberId: member.id, payerId: member.id, planId: 2, kind: 'TOPUP', amount: '1000', roiDay: '0.6', capMultiplier: 2,
  startDay: '2026-01-10', endDay: '2028-01-10', status: 'RUNNING', description: '', createdAt: '2026-01-10T10:00:00.000Z', ageDays: 3, exitFeePercent: '20',
  plan: { __typename: 'PlanRecord', id: 2, name: 'Silver' },
  member: { __typename: 'MemberSummary', id: member.id, username: member.username, fullname: member.fullname },
  payer: { __typename: 'MemberSummary', id: member.id, username: member.username, fullname: member.fullname },
};
const history = (items: unknown[]) => mockOp(MyTopUpHistoryDocument, { page: 1, pageSize: 10 }, { myInvestments: { __typename: 'InvestmentPage', total: items.length, page: 1, pageSize: 10, items } });

function Harness({ columns = ['plan', 'amount', 'status'] }: { columns?: InvestmentColumn[] }) {
  return <TopUpHistory title="Top-Up History" columns={columns} history={useTopUpHistory()} />;
}
const setup = (items: unknown[], columns?: InvestmentColumn[]) =>
  renderWithApollo(<Harness columns={columns} />, { store: createTestSessionStore({ user: member, expireAt: inOneHour() }).store, mocks: [history(items)] });

describe('TopUpHistory', () => {
  it('lists the first page of the member top-ups under its title', async () => {
    setup([investment]);
    expect(await screen.findByText('Silver')).toBeInTheDocument();
    expect(screen.getByText('Top-Up History')).toBeInTheDocument();
    expect(screen.getAllByText('$1,000.00').length).toBeGreaterThan(0);
  });

  it('shows the payer\'s description of a friend top-up (the Top Up a Friend history)', async () => {
    setup([{ ...investment, kind: 'FRIEND', description: 'Birthday gift' }, { ...investment, id: 8, kind: 'FRIEND', description: '' }], ['plan', 'amount', 'description']);
    expect(await screen.findByText('Birthday gift')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Description' })).toBeInTheDocument();
    expect(screen.getByText('—')).toBeInTheDocument();
  });

  it('says when there are none', async () => {
    setup([]);
    expect(await screen.findByText('No top-ups yet')).toBeInTheDocument();
  });
});
