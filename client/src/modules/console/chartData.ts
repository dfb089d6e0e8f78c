/**
 * Shapes console series for Mantine charts. Money strings become numbers ONLY to size bars and
 * areas; tooltips and tables show the exact strings.
 */
import { humanize, moneyToChartNumber, monthLabel } from '../admin/actions';

export interface MonthKindAmount {
  month: string;
  kind: string;
  amount: string;
}

/** Income per month, one row per month and one key per kind (a stacked area chart's data). */
export function incomeSeries(rows: MonthKindAmount[]): { data: Array<Record<string, string | number>>; kinds: string[] } {
  const kinds = [...new Set(rows.filter((r) => moneyToChartNumber(r.amount) !== 0).map((r) => r.kind))].sort();
  const byMonth = new Map<string, Record<string, string | number>>();
  for (const r of rows) {
    const point = byMonth.get(r.month) ?? { month: monthLabel(r.month), ...Object.fromEntries(kinds.map((k) => [incomeLabel(k), 0])) };
    if (kinds.includes(r.kind)) point[incomeLabel(r.kind)] = moneyToChartNumber(r.amount);
    byMonth.set(r.month, point);
  }
  return { data: [...byMonth.keys()].sort().map((m) => byMonth.get(m)!), kinds: kinds.map(incomeLabel) };
}

const INCOME_LABELS: Record<string, string> = {
  ROI: 'ROI',
  DIRECT_INCOME: 'Direct',
  LEVEL_INCOME: 'Level',
  ACTIVATION_LEVEL_INCOME: 'Activation level',
  REWARD: 'Reward',
  SALARY: 'Salary',
  CTO: 'CTO',
  LEADERSHIP: 'Leadership',
  COMPOUND_ROI: 'Compound ROI',
};

export function incomeLabel(kind: string): string {
  return INCOME_LABELS[kind] ?? humanize(kind);
}

const PALETTE = ['teal.6', 'indigo.6', 'grape.6', 'orange.6', 'cyan.6', 'pink.6', 'lime.7', 'yellow.7', 'red.6'];

export function seriesColor(index: number): string {
  return PALETTE[index % PALETTE.length];
}
