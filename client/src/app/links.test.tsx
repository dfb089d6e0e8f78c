/**
 * No link may lead to the 404 page: every internal link of the public pages, the public layout,
 * the agreement page, the 404 quick links and both sidebars resolves to a real route.
 */
import type { ComponentType } from 'react';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { matchRoutes } from 'react-router-dom';
import { appRoutes } from './router';
import { ADMIN_NAV, USER_NAV } from './layouts/nav';
import { PublicLayout } from './layouts/PublicLayout';
import NotFoundPage, { QUICK_LINKS } from '../components/NotFoundPage';
import HomePage from '../pages/public/HomePage';
import ContactPage from '../pages/public/ContactPage';
import TermsConditionsPage from '../pages/public/TermsConditionsPage';
import TermsPage from '../pages/public/TermsPage';
import PrivacyPage from '../pages/public/PrivacyPage';
import AboutPage from '../pages/public/AboutPage';
import ServicesPage from '../pages/public/ServicesPage';
import OurTeamPage from '../pages/public/OurTeamPage';
import AgreementPage from '../pages/user/AgreementPage';
import { renderWithApollo, settlePublicQueries } from '../test/apollo';
import { limitsMock } from '../test/memberFixtures';
import { createTestSessionStore } from '../test/render';

/** The leaf route a path resolves to; the catch-alls ('*', the member-shell '/user/*') are the 404 page. */
function resolves(to: string): boolean {
  const url = new URL(to, 'http://app.local');
  const matches = matchRoutes(appRoutes, url.pathname) ?? [];
  const leaf = matches[matches.length - 1]?.route;
  return !!leaf && leaf.path !== '*' && leaf.path !== '/user/*';
}

function internalHrefs(): string[] {
  return Array.from(document.querySelectorAll<HTMLAnchorElement>('a[href]'))
    .map((a) => a.getAttribute('href')!)
    .filter((href) => href.startsWith('/') && !href.startsWith('//') && !href.startsWith('/uploads/'));
}

const pages: [string, ComponentType][] = [
  ['Home', HomePage],
  ['Contact Us', ContactPage],
  ['Terms & Conditions', TermsConditionsPage],
  ['Terms', TermsPage],
  ['Privacy Policy', PrivacyPage],
  ['About Us', AboutPage],
  ['Services', ServicesPage],
  ['Our Team', OurTeamPage],
  ['Agreement & Terms', AgreementPage],
  ['404', NotFoundPage],
];

describe('internal links lead to real routes', () => {
  it('the resolver tells a real route from the 404 catch-alls', () => {
    expect(resolves('/user/plan')).toBe(true);
    expect(resolves('/user/query/create')).toBe(true);
    expect(resolves('/user/nowhere')).toBe(false);
    expect(resolves('/nowhere')).toBe(false);
  });

  it.each(pages)('%s: every link resolves', async (_name, Page) => {
    renderWithApollo(<Page />);
    await settlePublicQueries();
    const hrefs = internalHrefs();
    expect(hrefs.filter((href) => !resolves(href))).toEqual([]);
  });

  it('the public layout (header, drawer, footer) links resolve', async () => {
    const { store } = createTestSessionStore();
    renderWithApollo(<PublicLayout />, { store });
    await screen.findByRole('banner');
    const hrefs = internalHrefs();
    expect(hrefs.length).toBeGreaterThan(5);
    expect(hrefs.filter((href) => !resolves(href))).toEqual([]);
  });

  it('sidebars and the 404 quick links resolve', () => {
    const all = [...USER_NAV, ...ADMIN_NAV].flatMap((g) => g.items.map((i) => i.to)).concat(QUICK_LINKS.map((l) => l.to));
    expect(all.filter((to) => !resolves(to))).toEqual([]);
  });

  it("'I Agree' goes to the plans and 'Open a Ticket' to the ticket form, both real routes", async () => {
    renderWithApollo(<AgreementPage />, { mocks: [limitsMock()] });
    await userEvent.click(screen.getByRole('button', { name: 'I Agree' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/user/plan');
    expect(resolves('/user/plan')).toBe(true);
    cleanup();

    renderWithApollo(<ContactPage />);
    const ticket = screen.getByRole('link', { name: 'Open a Ticket' });
    expect(ticket).toHaveAttribute('href', '/user/query/create');
    expect(resolves(ticket.getAttribute('href')!)).toBe(true);
  });
});
