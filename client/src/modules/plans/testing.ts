/** Test fixtures of the plans module: top-ups (InvestmentFields + detail fields) and the earnings cap. */
import type { MockedResponse } from '@apollo/client/testing';
import { MyCapDocument, MyInvestmentsDocument } from './investments.generated';
import { mockOp } from '../../test/apollo';

export const personSummary = (id: number, username: string, fullname: string) => ({ __typename: 'MemberSummary', id, username, fullname });

export function investmentRecord(over: Record<string, unknown> = {}) {
  return {
    __typename: 'InvestmentRecord',
    id: 42,
    memberId: 7,
    payerId: 8,
    planId: 1,
    kind: 'TOPUP',
    amount: '300.00',
    roiDay: '0.5',
    capMultiplier: 2,
    startDay: '2025-03-01',
    endDay: '2025-09-01',
    status: 'RUNNING',
    description: '',
    createdAt: '2025-03-01T10:00:00.000Z',
    ageDays: 11,
    exitFeePercent: '10',
    plan: { __typename: 'PlanRecord', id: 1, name: 'Starter' },
    member: personSummary(7, 'MRD100007', 'Alice Member'),
    payer: personSummary(8, 'MRD100008', 'Bob Payer'),
    ...over,
  };
}

const reusable = { maxUsageCount: Number.POSITIVE_INFINITY };

/** The member's cap as `myCap` answers it: $2,000 cap on $1,000 running, $25 earned. */
export function capMock(over: Record<string, unknown> = {}): MockedResponse {
  return mockOp(
    MyCapDocument,
    {},
    { myCap: { __typename: 'CapRecord', capTotal: '2000', earned: '25', remaining: '1975', open: true, ctoQualified: false, runningPrincipal: '1000', runningCount: 1, ...over } },
    reusable,
  );
}

/** The running investments the dashboard's Limit card lists (first page of 5). */
export function runningInvestmentsMock(items: unknown[], pageSize = 5): MockedResponse {
  return mockOp(
    MyInvestmentsDocument,
    { status: 'RUNNING', page: 1, pageSize },
    { myInvestments: { __typename: 'InvestmentPage', total: items.length, page: 1, pageSize, items } },
    reusable,
  );
}
