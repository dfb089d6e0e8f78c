/**
 * Earnings over time: ROI, level and direct income per day of the last `days` days (the member's
 * myIncome series), stacked. Used on the dashboard and the Income page. The chart itself is a lazy
 * chunk (EarningsAreaChart); a skeleton of its height holds the place while it loads.
 */
import { Suspense } from 'react';
import { Alert, Skeleton } from '@mantine/core';
import { lazyWithTimeout } from '../../../app/lazy';
import { kindLabel } from '../../money/labels';

export const CHART_KINDS = ['ROI', 'LEVEL_INCOME', 'DIRECT_INCOME'];

const EarningsAreaChart = lazyWithTimeout(() => import('./EarningsAreaChart'));

export function EarningsChart({ days, loading, failed, h = 240, period = 'the last 30 days' }: { days: Array<{ day: string; kind: string; amount: string }> | undefined; loading?: boolean; failed?: boolean; h?: number; period?: string }) {
  if (failed) return <Alert color="red">The earnings could not be loaded.</Alert>;
  if (!days || !days.length) return <Alert color="gray">{loading ? 'Loading…' : `No income in ${period} yet.`}</Alert>;
  return (
    <div role="img" aria-label={`Earnings per day over ${period}: ${CHART_KINDS.map((k) => kindLabel(k)).join(', ')}`}>
      <Suspense fallback={<Skeleton h={h} radius="sm" />}>
        <EarningsAreaChart days={days} kinds={CHART_KINDS} h={h} />
      </Suspense>
    </div>
  );
}
