/** Test fixtures of the plans module: an admin's view of one top-up (InvestmentFields + detail fields). */
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
    createdAt: '2025-03-01T10:00:00.000Z',
    ageDays: 11,
    exitFeePercent: '10',
    plan: { __typename: 'PlanRecord', id: 1, name: 'Starter' },
    member: personSummary(7, 'MRD100007', 'Alice Member'),
    payer: personSummary(8, 'MRD100008', 'Bob Payer'),
    ...over,
  };
}
