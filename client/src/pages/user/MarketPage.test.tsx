import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import MarketPage from './MarketPage';
import { MarketPairsDocument } from '../../modules/ranks/ranks.generated';
import { mockOp, renderWithApollo } from '../../test/apollo';
import { atPhoneWidth, restoreWidth } from '../../test/viewport';

// The chart is replaced by its pair (its own query and recharts are not this page's subject).
jest.mock('../../modules/ranks/components/PriceChart', () => ({
  PriceChart: ({ pair }: { pair: string }) => <div data-testid="price-chart">{pair}</div>,
}));

const pair = (p: string, change: string) => ({ __typename: 'MarketPair', pair: p, lastPrice: '64250.50', change24h: change, high24h: '65000.00', low24h: '63000.00' });
const pairs = mockOp(MarketPairsDocument, {}, { marketPairs: [pair('BTC/USDT', '1.25'), pair('ETH/USDT', '-0.5')] });


describe('MarketPage', () => {
  afterEach(restoreWidth);

  it('lists the pairs; Chart selects the chart pair, Trade opens the trade page with it', async () => {
    atPhoneWidth(false);
    renderWithApollo(<MarketPage />, { mocks: [pairs], initialEntries: ['/user/market'], path: '/user/market' });
    const eth = (await screen.findByRole('cell', { name: 'ETH/USDT' })).closest('tr')!;
    expect(within(eth).getAllByRole('cell').map((c) => c.textContent).slice(0, 5)).toEqual(['ETH/USDT', '64250.50', '-0.50%', '65000.00', '63000.00']);
    expect(screen.getByTestId('price-chart')).toHaveTextContent('BTC/USDT');
    await userEvent.click(within(eth).getByRole('button', { name: 'Chart ETH/USDT' }));
    expect(screen.getByTestId('price-chart')).toHaveTextContent('ETH/USDT');
    expect(within(eth).getByRole('button', { name: 'Chart ETH/USDT' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(within(eth).getByRole('button', { name: 'Trade ETH/USDT' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/user/trade?pair=ETH%2FUSDT');
  });

  it('on a phone, each pair is a card with its figures and both buttons', async () => {
    atPhoneWidth(true);
    renderWithApollo(<MarketPage />, { mocks: [pairs], initialEntries: ['/user/market'], path: '/user/market' });
    const cards = await screen.findAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(within(cards[0]).getByText('24h Change %')).toBeInTheDocument();
    expect(within(cards[0]).getByText('1.25%')).toBeInTheDocument();
    expect(within(cards[0]).getByRole('button', { name: 'Trade BTC/USDT' })).toBeVisible();
  });
});
