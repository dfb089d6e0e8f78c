import { explainDailyRoi, explainLevel, explainRated, runningOn, UNEXPLAINED } from './ledger-explain';

const $ = (d: number) => BigInt(Math.round(d * 100)) * 10_000n;

describe('explainDailyRoi', () => {
  it('one rate: the principal and the daily %', () => {
    // $2,000 at 0.6 % = $12.00; $500 at 0.6 % = $3.00.
    const running = [
      { amount: $(2000), roiRate: 6000n, status: 'RUNNING' },
      { amount: $(500), roiRate: 6000n, status: 'EXPIRED' },
    ];
    expect(explainDailyRoi($(15), running)).toEqual({ onAmount: $(2500), percent: 6000n });
  });
  it('mixed rates: the principal, no single percent', () => {
    const running = [
      { amount: $(1000), roiRate: 5000n, status: 'RUNNING' },
      { amount: $(100), roiRate: 7000n, status: 'RUNNING' },
    ];
    expect(explainDailyRoi($(5.7), running)).toEqual({ onAmount: $(1100), percent: null });
  });
  it('trimmed by the cap: still explained while no investment stopped early', () => {
    expect(explainDailyRoi($(1), [{ amount: $(1000), roiRate: 5000n, status: 'RUNNING' }])).toEqual({ onAmount: $(1000), percent: 5000n });
    expect(explainDailyRoi($(1), [{ amount: $(1000), roiRate: 5000n, status: 'CLOSED' }])).toEqual(UNEXPLAINED);
    expect(explainDailyRoi($(1), [{ amount: $(1000), roiRate: 5000n, status: 'CLAIMING' }])).toEqual({ onAmount: $(1000), percent: 5000n });
  });
  it('an investment stopped after the day (its stop day kept) ran on it: explained, also when the cap trimmed the credit', () => {
    const stopped = { amount: $(1000), roiRate: 5000n, status: 'CLOSED', stoppedDay: '2026-11-20', startDay: '2026-11-01', endDay: '2027-11-01' };
    expect(runningOn([stopped], '2026-11-19')).toEqual([stopped]);
    expect(runningOn([stopped], '2026-11-20')).toEqual([]);
    expect(explainDailyRoi($(5), runningOn([stopped], '2026-11-19'))).toEqual({ onAmount: $(1000), percent: 5000n });
    expect(explainDailyRoi($(1), runningOn([stopped], '2026-11-19'))).toEqual({ onAmount: $(1000), percent: 5000n });
  });
  it("runningOn is the daily run's predicate (ranOnDay), keeping an early stop with no stop day kept so it is declined", () => {
    const term = { startDay: '2026-11-01', endDay: '2026-11-21', roiRate: 5000n, amount: $(1000) };
    const expired = { ...term, status: 'EXPIRED' };
    const pausedUnknown = { ...term, status: 'PAUSED', stoppedDay: null };
    expect(runningOn([expired, pausedUnknown], '2026-11-20')).toEqual([expired, pausedUnknown]);
    expect(runningOn([expired, pausedUnknown], '2026-11-21')).toEqual([]);
    expect(explainDailyRoi($(1), runningOn([expired, pausedUnknown], '2026-11-20'))).toEqual(UNEXPLAINED);
  });
  it('a credit the set of investments does not add up to is unexplained', () => {
    expect(explainDailyRoi($(6), [{ amount: $(1000), roiRate: 5000n, status: 'RUNNING' }])).toEqual(UNEXPLAINED);
    expect(explainDailyRoi($(6), [])).toEqual(UNEXPLAINED);
  });
});

describe('explainRated', () => {
  it('shows the rate while it still gives the credit (or more: the cap trimmed it)', () => {
    expect(explainRated($(100), $(2000), 50_000n)).toEqual({ onAmount: $(2000), percent: 50_000n });
    expect(explainRated($(40), $(2000), 50_000n)).toEqual({ onAmount: $(2000), percent: 50_000n });
  });
  it('a rate lowered since the credit is not shown; the base is', () => {
    expect(explainRated($(100), $(2000), 40_000n)).toEqual({ onAmount: $(2000), percent: null });
    expect(explainRated($(100), $(2000), null)).toEqual({ onAmount: $(2000), percent: null });
  });
});

describe('explainLevel', () => {
  const lines = [
    { level: 1, rate: 100_000n, sources: 2, base: $(12.5), share: $(1.25) },
    { level: 2, rate: 50_000n, sources: 2, base: $(1.7), share: 85_000n },
  ];
  it('one level: its base and rate', () => {
    expect(explainLevel(lines, 2)).toEqual({ onAmount: $(1.7), percent: 50_000n });
    expect(explainLevel(lines, 3)).toEqual(UNEXPLAINED);
  });
  it('the whole day: the sum of the bases; a percent only for a single level', () => {
    expect(explainLevel(lines)).toEqual({ onAmount: $(14.2), percent: null });
    expect(explainLevel(lines.slice(0, 1))).toEqual({ onAmount: $(12.5), percent: 100_000n });
    expect(explainLevel([])).toEqual(UNEXPLAINED);
  });
});
