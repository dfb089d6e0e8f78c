import { addMonths, ctoCategory, ctoShare, leadershipPercent, leadershipShares, previousMonth, salaryDueDays } from './rules';

const $ = (n: number) => BigInt(Math.round(n * 100)) * 10_000n;

describe('leadership differential', () => {
  it('percent by rank from rank 3', () => {
    expect(leadershipPercent(2)).toBe(0n);
    expect(leadershipPercent(3)).toBe(10_000n);
    expect(leadershipPercent(8)).toBe(35_000n);
    expect(leadershipPercent(4, 5)).toBe(0n);
  });

  it('each leader earns its percent minus what a lower leader already took', () => {
    // buyer <- A (rank 3, 1 %) <- B (none) <- C (rank 5, 2 %) <- D (rank 4, 1.5 %) <- E (rank 8, 3.5 %)
    const shares = leadershipShares($(1000), [
      { memberId: 1, percent: 10_000n },
      { memberId: 2, percent: 0n },
      { memberId: 3, percent: 20_000n },
      { memberId: 4, percent: 15_000n },
      { memberId: 5, percent: 35_000n },
    ]);
    expect(shares).toEqual([
      { memberId: 1, percent: 10_000n, amount: $(10) },
      { memberId: 3, percent: 10_000n, amount: $(10) },
      { memberId: 5, percent: 15_000n, amount: $(15) },
    ]);
  });

  it('floors to the micro-unit', () => {
    expect(leadershipShares(333n, [{ memberId: 1, percent: 15_000n }])[0].amount).toBe(4n); // 333 x 1.5 % = 4.995
  });
});

describe('CTO', () => {
  const base = { ownPrincipal: $(50), directsPrincipal: $(5000), activationDay: '2026-01-10', directJoinDays: ['2026-01-13'] };
  it('category 1 within 3 days, 2 within 10, none later', () => {
    expect(ctoCategory(base)).toBe(1);
    expect(ctoCategory({ ...base, directJoinDays: ['2026-01-14'] })).toBe(2);
    expect(ctoCategory({ ...base, directJoinDays: ['2026-01-20'] })).toBe(2);
    expect(ctoCategory({ ...base, directJoinDays: ['2026-01-21'] })).toBeNull();
    expect(ctoCategory({ ...base, directJoinDays: ['2026-01-05'] })).toBe(1); // joined before activation
  });
  it('needs $50 own and $5,000 in directs', () => {
    expect(ctoCategory({ ...base, ownPrincipal: $(49.99) })).toBeNull();
    expect(ctoCategory({ ...base, directsPrincipal: $(4999.99) })).toBeNull();
    expect(ctoCategory({ ...base, activationDay: null })).toBeNull();
  });
  it('equal share of the percent of turnover', () => {
    expect(ctoShare($(30000), 10_000n, 3)).toBe($(100));
    expect(ctoShare($(100), 10_000n, 3)).toBe(333_333n);
    expect(ctoShare($(100), 10_000n, 0)).toBe(0n);
  });
});

describe('salary months', () => {
  it('monthly anniversaries, clamped to the month end', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2026-11-15', 2)).toBe('2027-01-15');
    expect(previousMonth('2026-01-05')).toBe('2025-12');
  });
  it('due days up to the day, caught up in order, at most N months', () => {
    expect(salaryDueDays('2026-01-15', '2026-02-14', 0, 10)).toEqual([]);
    expect(salaryDueDays('2026-01-15', '2026-02-15', 0, 10)).toEqual(['2026-02-15']);
    expect(salaryDueDays('2026-01-15', '2026-04-20', 1, 10)).toEqual(['2026-03-15', '2026-04-15']);
    expect(salaryDueDays('2026-01-15', '2030-01-01', 9, 10)).toEqual(['2026-11-15']);
    expect(salaryDueDays('2026-01-15', '2030-01-01', 10, 10)).toEqual([]);
  });
});
