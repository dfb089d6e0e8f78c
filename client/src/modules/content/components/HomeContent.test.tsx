import { act, screen } from '@testing-library/react';
import { AchieversDocument, NewsListDocument } from '../content.generated';
import { renderAdmin } from '../../admin/testing';
import { HomeAchievers, HomeNews } from './HomeContent';

const news = (id: number, title: string) => ({ __typename: 'NewsItem', id, title, content: `${title} body`, createdAt: '2025-03-12T10:00:00.000Z', updatedAt: '2025-03-12T10:00:00.000Z' });
const newsMock = (items: unknown[]) => ({ request: { query: NewsListDocument, variables: { page: 1, pageSize: 3 } }, result: { data: { news: { __typename: 'NewsPage', total: items.length, page: 1, pageSize: 3, items } } } });
const achieversMock = (items: unknown[]) => ({ request: { query: AchieversDocument }, result: { data: { achievers: items } } });

describe('home page content', () => {
  it('shows the latest news as articles', async () => {
    renderAdmin(<HomeNews />, { mocks: [newsMock([news(2, 'Second'), news(1, 'First')])] });
    expect(await screen.findByRole('heading', { name: 'Latest news' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Second' })).toHaveTextContent('Second body');
    expect(screen.getByRole('article', { name: 'First' })).toBeInTheDocument();
  });

  it('shows achiever cards with their photos', async () => {
    renderAdmin(<HomeAchievers />, {
      mocks: [achieversMock([{ __typename: 'AchieverCard', id: 3, username: 'Top Earner', description: 'Rank 5', image: 'achievers/a.png', imageUrl: '/uploads/achievers/a.png', createdAt: '2025-03-12T10:00:00.000Z' }])],
    });
    expect(await screen.findByRole('heading', { name: 'Our achievers' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Photo of Top Earner' })).toHaveAttribute('src', '/uploads/achievers/a.png');
    expect(screen.getByText('Rank 5')).toBeInTheDocument();
  });

  it('shows no empty sections', async () => {
    const { container } = renderAdmin(
      <>
        <HomeNews />
        <HomeAchievers />
      </>,
      { mocks: [newsMock([]), achieversMock([])] },
    );
    await act(async () => {
      await new Promise((r) => setTimeout(r, 50));
    });
    expect(container.querySelector('section')).toBeNull();
  });
});
