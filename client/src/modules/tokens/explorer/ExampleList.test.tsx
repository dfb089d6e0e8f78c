import fs from 'node:fs';
import path from 'node:path';
import { buildSchema, parse, validate } from 'graphql';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ExampleList } from './ExampleList';
import { EXPLORER_EXAMPLES, examplesFor, isoDay, variablesText } from './examples';
import { renderWithProviders } from '../../../test/render';

describe('the explorer examples', () => {
  it('offers the analyst reports and paging, each naming what it needs', () => {
    const staff = examplesFor('staff');
    expect(staff.map((e) => e.title)).toEqual(['Income by kind and day', 'Deposits and withdrawals by day', 'Top earners', 'Team sizes', 'A year of figures, page by page']);
    expect(staff.find((e) => e.id === 'income-by-kind-and-day')?.query).toContain('incomeReport(from: $from, to: $to)');
    // Deposits and withdrawals per day from the per-day report, paged by cursor (not monthly totals plus raw lines).
    const byDay = staff.find((e) => e.id === 'deposits-withdrawals')!;
    expect(byDay.query).toMatch(/moneyByDay\(from: \$from, to: \$to, first: 100, after: \$after\)[\s\S]*pageInfo \{\s+endCursor\s+hasNextPage[\s\S]*day\s+depositsTotal\s+depositsCount\s+withdrawalsTotal\s+withdrawalsCount/);
    expect(byDay.query).not.toMatch(/moneyDashboard|report\(/);
    expect(byDay.needs).toBe('reports:read');
    expect(byDay.variables?.()).toEqual({ from: isoDay(30), to: isoDay(0), after: null });
    // Top earners from what was paid (topEarners), not a simulated run (previewDay); name and code, no address.
    const top = staff.find((e) => e.id === 'top-earners')!;
    expect(top.query).toMatch(/topEarners\(from: \$from, to: \$to, first: 10\)[\s\S]*username[\s\S]*referralCode[\s\S]*amount/);
    expect(top.query).not.toMatch(/previewDay|bep20|trc20|email/);
    expect(top.needs).toBe('reports:read');
    expect(top.variables?.()).toEqual({ from: isoDay(30), to: isoDay(0) });
    expect(staff.find((e) => e.id === 'team-sizes')?.query).toContain('teamSummary');
    expect(staff.find((e) => e.id === 'cursor-paging')?.query).toMatch(/first: 100, after: \$after\)[\s\S]*pageInfo \{\s+endCursor\s+hasNextPage/);
    // Every example is one named operation, with variables for each $variable it declares.
    for (const e of EXPLORER_EXAMPLES) {
      expect(e.query.match(/^(query|mutation|subscription) \w+/gm)).toHaveLength(1);
      const declared = [...e.query.matchAll(/\$(\w+):/g)].map((m) => m[1]);
      expect(Object.keys(e.variables?.() ?? {}).sort()).toEqual([...new Set(declared)].sort());
    }
  });

  it('are valid operations of the schema (schema.graphql)', () => {
    const schema = buildSchema(fs.readFileSync(path.resolve(__dirname, '../../../../../schema.graphql'), 'utf8'));
    for (const e of EXPLORER_EXAMPLES) expect([e.id, validate(schema, parse(e.query)).map((err) => err.message)]).toEqual([e.id, []]);
  });

  it('fills the last 30 days as the report range', () => {
    const income = examplesFor('staff')[0];
    expect(JSON.parse(variablesText(income))).toEqual({ from: isoDay(30), to: isoDay(0) });
    expect(isoDay(1, Date.UTC(2025, 2, 1, 12))).toBe('2025-02-28');
    expect(variablesText(examplesFor('member')[0])).toBe('');
  });

  it('lists the examples by group and hands the picked one over', async () => {
    const onPick = jest.fn();
    renderWithProviders(<ExampleList examples={EXPLORER_EXAMPLES} onPick={onPick} />);
    const reports = screen.getByRole('region', { name: 'Reports (staff)' });
    expect(within(reports).getAllByRole('button')).toHaveLength(5);
    expect(within(screen.getByRole('region', { name: 'Member tokens' })).getByRole('button', { name: 'My wallets' })).toBeInTheDocument();
    expect(within(reports).getAllByText('reports:read').length).toBeGreaterThan(0);
    await userEvent.click(within(reports).getByRole('button', { name: 'Top earners' }));
    expect(onPick).toHaveBeenCalledWith(expect.objectContaining({ id: 'top-earners' }));
  });

  it('keeps the examples disabled until the editors have loaded (a pick would open an empty tab)', async () => {
    const onPick = jest.fn();
    renderWithProviders(<ExampleList examples={EXPLORER_EXAMPLES} onPick={onPick} ready={false} />);
    const button = screen.getByRole('button', { name: 'Top earners' });
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(onPick).not.toHaveBeenCalled();
  });

  it('says so when the role may run none', () => {
    renderWithProviders(<ExampleList examples={[]} onPick={jest.fn()} />);
    expect(screen.getByText('No examples for your access.')).toBeInTheDocument();
  });
});
