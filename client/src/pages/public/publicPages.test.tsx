import type { ComponentType } from 'react';
import { screen, within } from '@testing-library/react';
import HomePage from './HomePage';
import ContactPage from './ContactPage';
import TermsConditionsPage from './TermsConditionsPage';
import TermsPage from './TermsPage';
import PrivacyPage from './PrivacyPage';
import AboutPage from './AboutPage';
import ServicesPage from './ServicesPage';
import OurTeamPage from './OurTeamPage';
import { createTestSessionStore, renderWithProviders } from '../../test/render';
import { mockOp, renderWithApollo, settlePublicQueries } from '../../test/apollo';
import { PublicAchieversDocument as AchieversDocument, PublicNewsListDocument as NewsListDocument } from '../../modules/content/publicContent.generated';
import { PublicPlansDocument } from '../../modules/plans/plans.generated';
import { PublicWithdrawalLimitsDocument } from '../../modules/money/publicLimits.generated';
import { PublicOperatorDocument } from '../../modules/content/operator.generated';
import { PublicLayout } from '../../app/layouts/PublicLayout';

const plan = {
  __typename: 'PlanRecord',
  id: 1,
  name: 'Starter',
  description: 'For a first investment.',
  price: '100',
  minAmount: '100',
  maxAmount: '1000',
  roiDay: '0.5',
  periodMonths: 12,
  sponsorBonus: '5',
  capMultiplier: 2,
  isActive: true,
};
const plansMock = () => mockOp(PublicPlansDocument, {}, { plans: [plan, { ...plan, id: 2, name: 'Unlimited', maxAmount: '0', minAmount: '5000.5' }] });
/** Home and Our Team show the achievers, Home the latest news (public `achievers` and `news` queries). */
const achieversMock = () => mockOp(AchieversDocument, {}, { achievers: [{ __typename: 'AchieverCard', id: 1, username: 'Nora Winner', description: 'Gold rank', image: 'achievers/a.png', imageUrl: '/uploads/achievers/a.png', createdAt: '2025-03-12T10:00:00.000Z' }] });
const newsMock = () => mockOp(NewsListDocument, { page: 1, pageSize: 3 }, { news: { __typename: 'NewsPage', total: 1, page: 1, pageSize: 3, items: [{ __typename: 'NewsItem', id: 1, title: 'Platform update', content: 'Withdrawals twice a day.', createdAt: '2025-03-12T10:00:00.000Z', updatedAt: '2025-03-12T10:00:00.000Z' }] } });
/** The Terms pages state the withdrawal minimum and multiple from the public `settings`. */
const limitsMock = (withdrawalMin = '10', withdrawalMultiple = '10') =>
  mockOp(PublicWithdrawalLimitsDocument, {}, { settings: { __typename: 'Settings', withdrawalMin, withdrawalMultiple } });
/** Home, About Us and Services show the plan list (public `plans` query). */
/** Who runs the platform (the operator settings). */
const OPERATOR = { __typename: 'Settings', operatorName: 'Meridian Capital Ltd', operatorAddress: '1 Harbour Street, Valletta', contactEmail: 'help@meridian.example', supportHours: 'Mon–Fri 9:00–17:00 UTC', riskNotice: 'Plans can lose value; invest only what you can afford to lose.' };
const operatorMock = () => mockOp(PublicOperatorDocument, {}, { settings: OPERATOR });
const renderPage = (ui: Parameters<typeof renderWithProviders>[0], limits = limitsMock()) => renderWithApollo(ui, { mocks: [plansMock(), achieversMock(), newsMock(), limits, operatorMock()] });

const pages: [string, ComponentType][] = [
  ['Home', HomePage],
  ['Contact us', ContactPage],
  ['Terms & conditions', TermsConditionsPage],
  ['Terms', TermsPage],
  ['Privacy policy', PrivacyPage],
  ['About us', AboutPage],
  ['Services', ServicesPage],
  ['Our team', OurTeamPage],
];

describe('static public pages', () => {
  it.each(pages)('%s sets document.title and shows it as the order-2 heading', async (title, Page) => {
    document.title = 'x';
    renderPage(<Page />);
    expect(document.title).toBe(title);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    await settlePublicQueries();
  });

  it("Home: 'Get Started' goes to /register and the FAQ is an accordion", async () => {
    renderPage(<HomePage />);
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('heading', { name: 'How it works' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'How do withdrawals work?' })).toBeInTheDocument();
    await settlePublicQueries();
  });

  it.each([
    ['Home', HomePage],
    ['About Us', AboutPage],
    ['Services', ServicesPage],
  ] as [string, ComponentType][])('%s shows the plan cards: price, min–max, daily ROI, period and Get Started', async (_title, Page) => {
    renderPage(<Page />);
    const cards = await screen.findAllByTestId('plan-card');
    expect(cards).toHaveLength(2);
    const starter = within(cards[0]);
    expect(starter.getByRole('heading', { name: 'Starter' })).toBeInTheDocument();
    expect(starter.getByText('$100.00', { selector: 'p' })).toBeInTheDocument();
    expect(starter.getByText('$100.00 – $1,000.00')).toBeInTheDocument();
    expect(starter.getByText('0.50%')).toBeInTheDocument();
    expect(starter.getByText('12 months')).toBeInTheDocument();
    expect(starter.getByRole('link', { name: 'Get Started with Starter' })).toHaveAttribute('href', '/register');
    expect(within(cards[1]).getByText('$5,000.50 and up')).toBeInTheDocument();
  });

  it("Contact Us: 'Open a Ticket' goes to /user/query/create", () => {
    renderWithProviders(<ContactPage />);
    expect(screen.getByRole('link', { name: 'Open a Ticket' })).toHaveAttribute('href', '/user/query/create');
    expect(screen.getByRole('heading', { name: 'Who we are' })).toBeInTheDocument();
  });

  it('Terms links to the full Terms & Conditions', async () => {
    renderPage(<TermsPage />);
    expect(screen.getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute('href', '/terms-conditions');
    await settlePublicQueries();
  });

  it('Terms & Conditions covers plans, withdrawals, fees and the 18+ rule', async () => {
    renderPage(<TermsConditionsPage />);
    for (const heading of ['5. Plans', '7. Withdrawals', '8. Fees', '2. Eligibility']) {
      expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
    }
    expect(screen.getByText(/at least 18 years old/)).toBeInTheDocument();
    await settlePublicQueries();
  });

  it.each([
    ['Terms', TermsPage],
    ['Terms & Conditions', TermsConditionsPage],
    ['Home (FAQ)', HomePage],
  ] as [string, ComponentType][])("%s states the server's withdrawal minimum and multiple, not fixed figures", async (_title, Page) => {
    renderPage(<Page />, limitsMock('25', '5'));
    expect(await screen.findByText(/^Minimum withdrawal is \$25\.00, in multiples of \$5\.00\. Requests are processed within 72 hours\./)).toBeInTheDocument();
    expect(screen.queryByText(/Minimum withdrawal is \$10/)).not.toBeInTheDocument();
  });

  it('Services offers Register and Login', async () => {
    renderPage(<ServicesPage />);
    expect(screen.getAllByRole('link', { name: 'Register' })[0]).toHaveAttribute('href', '/register');
    expect(screen.getAllByRole('link', { name: 'Login' })[0]).toHaveAttribute('href', '/user/login');
    await settlePublicQueries();
  });

  it('Our Team shows team cards with initials and the achievers', async () => {
    renderPage(<OurTeamPage />);
    const card = screen.getByRole('heading', { name: 'Sofia Marin' }).closest('div')!;
    expect(within(card.parentElement ?? card).getByText('SM')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Photo of Nora Winner' })).toBeInTheDocument();
  });

  it('Home shows the latest news and the achievers', async () => {
    renderPage(<HomePage />);
    expect(await screen.findByRole('article', { name: 'Platform update' })).toHaveTextContent('Withdrawals twice a day.');
    expect(await screen.findByRole('img', { name: 'Photo of Nora Winner' })).toBeInTheDocument();
  });

  it('Home names the operator with the risk notice, and the hero shows the plans on offer (issue 20 item 14)', async () => {
    renderPage(<HomePage />);
    const details = await screen.findByTestId('operator-details');
    expect(details).toHaveTextContent('Meridian Capital Ltd');
    expect(details).toHaveTextContent('1 Harbour Street, Valletta');
    expect(within(details).getByRole('link', { name: 'help@meridian.example' })).toHaveAttribute('href', 'mailto:help@meridian.example');
    expect(details).toHaveTextContent('Support hours: Mon–Fri 9:00–17:00 UTC');
    expect(screen.getByTestId('risk-notice')).toHaveTextContent('Plans can lose value; invest only what you can afford to lose.');
    const hero = await screen.findByTestId('hero-product');
    expect(hero).toHaveTextContent('Starter');
    expect(hero).toHaveTextContent('0.50% daily');
  });

  it('Contact us and the footer name the operator', async () => {
    renderPage(<ContactPage />);
    expect(await screen.findByTestId('operator-details')).toHaveTextContent('help@meridian.example');
    renderWithApollo(<PublicLayout />, { mocks: [operatorMock()], store: createTestSessionStore().store });
    const footer = await screen.findByRole('contentinfo');
    expect(await within(footer).findByText(/Meridian Capital Ltd\. All rights reserved/)).toBeInTheDocument();
    expect(within(footer).getByTestId('risk-notice')).toHaveTextContent('Risk notice: Plans can lose value');
  });
});
