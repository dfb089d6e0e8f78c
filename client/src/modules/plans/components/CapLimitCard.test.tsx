import { screen } from '@testing-library/react';
import { capMock, investmentRecord, personSummary, runningInvestmentsMock } from '../testing';
import { renderWithApollo } from '../../../test/apollo';
import { newSubscriptions, walletsMock } from '../../../test/memberFixtures';
import { createTestSessionStore, inOneHour, member } from '../../../test/render';
import { CapLimitCard, capUsedPercent } from './CapLimitCard';

const silver = investmentRecord({
  id: 7,
  memberId: member.id,
  payerId: member.id,
  planId: 2,
  amount: '1000',
  roiDay: '0.6',
  startDay: '2026-01-10',
  endDay: '2028-01-10',
  description: '',
  createdAt: '2026-01-10T10:00:00.000Z',
  ageDays: 3,
  exitFeePercent: '20',
  plan: { __typename: 'PlanRecord', id: 2, name: 'Silver' },
  member: personSummary(member.id, member.username, member.fullname),
  payer: personSummary(member.id, member.username, member.fullname),
});

function setup(c: Partial<Record<string, unknown>> = {}) {
  const { store } = createTestSessionStore({ user: member, expireAt: inOneHour() });
  return renderWithApollo(<CapLimitCard />, { store, subscriptions: newSubscriptions(), mocks: [capMock(c), runningInvestmentsMock([silver]), walletsMock()] });
}

describe('CapLimitCard', () => {
  it('shows the Limit, the running principal and the running investments', async () => {
    setup();
    expect(await screen.findByTestId('dashboard-limit')).toHaveTextContent('$1,975.00');
    expect(screen.getByTestId('dashboard-active-plan')).toHaveTextContent('$1,000.00');
    expect(screen.getByTestId('dashboard-cap')).toHaveTextContent('$25.00 / $2,000.00');
    expect(await screen.findByText('Silver')).toBeInTheDocument();
  });

  it('says when earning is closed at the cap', async () => {
    setup({ earned: '2000', remaining: '0', open: false });
    expect(await screen.findByText('You have reached your earnings cap. Top up again to keep earning.')).toBeInTheDocument();
    expect(screen.getByText('earning closed: top up to reopen')).toBeInTheDocument();
  });

  it('computes the share of the cap exactly', () => {
    expect(capUsedPercent('25', '2000')).toBe(1.25);
    expect(capUsedPercent('2500', '2000')).toBe(100);
    expect(capUsedPercent('0', '0')).toBe(0);
  });
});
