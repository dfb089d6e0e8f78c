import { screen } from '@testing-library/react';
import { formatMoney } from '../lib/money';
import { renderWithProviders } from '../test/render';
import { STAT_UNAVAILABLE, StatCard } from './StatCard';

describe('StatCard', () => {
  it('shows the amount in the one money format', () => {
    renderWithProviders(<StatCard label="Income Wallet" value={formatMoney('100')} testId="v" />);
    expect(screen.getByTestId('v')).toHaveTextContent('$100.00');
  });

  it('an error state shows no number: a dash and why', () => {
    renderWithProviders(<StatCard label="Income Wallet" value={formatMoney(undefined)} error={new Error('Failed to fetch')} testId="v" />);
    expect(screen.getByTestId('v')).toHaveTextContent('—');
    expect(screen.queryByText('$0.00')).not.toBeInTheDocument();
    expect(screen.getByText(STAT_UNAVAILABLE)).toBeInTheDocument();
    expect(screen.getByText('not available')).toBeInTheDocument();
  });

  it('a linked card in an error state names no amount either', () => {
    renderWithProviders(<StatCard label="ROI Wallet" value="$0.00" error to="/user/dep" />);
    const link = screen.getByRole('link', { name: /ROI Wallet.*not available/ });
    expect(link).not.toHaveTextContent('$');
  });

  it('shows detail lines under the figure, and none while the figure is unavailable', () => {
    const details = [['Pending', 3], ['Pending amount', formatMoney('12.5')]] as const;
    const { unmount } = renderWithProviders(<StatCard label="Deposits" value={formatMoney('100')} details={details} to="/admin/deposite/complete" />);
    const link = screen.getByRole('link', { name: /Deposits.*\$100\.00.*Pending.*3.*Pending amount.*\$12\.50/ });
    expect(link).toHaveAttribute('href', '/admin/deposite/complete');
    unmount();
    renderWithProviders(<StatCard label="Deposits" value={formatMoney('100')} details={details} error />);
    expect(screen.queryByText('Pending')).not.toBeInTheDocument();
  });

  it('holds an element as its figure without invalid nesting (no <div> inside <p>)', () => {
    const { container } = renderWithProviders(<StatCard label="Today's Trade" value={<div>Traded</div>} testId="v" />);
    expect(container.querySelector('p div')).toBeNull();
    expect(screen.getByTestId('v')).toHaveTextContent('Traded');
  });
});
