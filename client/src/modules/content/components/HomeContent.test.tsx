import { act, screen } from '@testing-library/react';
import { PublicAchieversDocument as AchieversDocument, PublicNewsListDocument as NewsListDocument } from '../publicContent.generated';
import { mockError, mockNetworkError, mockPublicFetch } from '../../../test/apollo';
import { renderWithProviders } from '../../../test/render';
import { HomeAchievers, HomeNews } from './HomeContent';

const news = (id: number, title: string) => ({ __typename: 'NewsItem', id, title, content: `${title} body`, createdAt: '2025-03-12T10:00:00.000Z', updatedAt: '2025-03-12T10:00:00.000Z' });
const newsMock = (items: unknown[]) => ({ request: { query: NewsListDocument, variables: { page: 1, pageSize: 3 } }, result: { data: { news: { __typename: 'NewsPage', total: items.length, page: 1, pageSize: 3, items } } } });
const achieversMock = (items: unknown[]) => ({ request: { query: AchieversDocument }, result: { data: { achievers: items } } });

describe('home page content', () => {
  it('shows the latest news as articles', async () => {
    const fetchMock = mockPublicFetch([newsMock([news(2, 'Second'), news(1, 'First')])]);
    renderWithProviders(<HomeNews />);
    expect(await screen.findByRole('heading', { name: 'Latest news' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Second' })).toHaveTextContent('Second body');
    expect(screen.getByRole('article', { name: 'First' })).toBeInTheDocument();
    // One POST to /graphql, with the session cookie (no Apollo on the public pages).
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0][1]).toMatchObject({ method: 'POST', credentials: 'include' });
  });

  it('says so when the news cannot be loaded (server message, or the generic text on a network failure)', async () => {
    mockPublicFetch([mockError(NewsListDocument, { page: 1, pageSize: 3 }, 'News are resting', 'INTERNAL_SERVER_ERROR')]);
    const first = renderWithProviders(<HomeNews />);
    expect(await screen.findByRole('alert')).toHaveTextContent('News are resting');
    first.unmount();

    mockPublicFetch([mockNetworkError(AchieversDocument, undefined)]);
    renderWithProviders(<HomeAchievers />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
    expect(screen.getByRole('heading', { name: 'Our achievers' })).toBeInTheDocument();
  });

  it('shows achiever cards with their photos', async () => {
    mockPublicFetch([
      achieversMock([{ __typename: 'AchieverCard', id: 3, username: 'Top Earner', description: 'Rank 5', image: 'achievers/a.png', imageUrl: '/uploads/achievers/a.png', createdAt: '2025-03-12T10:00:00.000Z' }]),
    ]);
    renderWithProviders(<HomeAchievers />);
    expect(await screen.findByRole('heading', { name: 'Our achievers' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Photo of Top Earner' })).toHaveAttribute('src', '/uploads/achievers/a.png');
    expect(screen.getByText('Rank 5')).toBeInTheDocument();
  });

  it('shows no empty sections', async () => {
    const fetchMock = mockPublicFetch([newsMock([]), achieversMock([])]);
    const { container } = renderWithProviders(
      <>
        <HomeNews />
        <HomeAchievers />
      </>,
    );
    await act(async () => {
      await new Promise((r) => setTimeout(r, 50));
    });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(container.querySelector('section')).toBeNull();
  });
});
