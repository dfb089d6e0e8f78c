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
import { renderWithProviders } from '../../test/render';

const pages: [string, ComponentType][] = [
  ['Home', HomePage],
  ['Contact Us', ContactPage],
  ['Terms & Conditions', TermsConditionsPage],
  ['Terms', TermsPage],
  ['Privacy Policy', PrivacyPage],
  ['About Us', AboutPage],
  ['Services', ServicesPage],
  ['Our Team', OurTeamPage],
];

describe('static public pages', () => {
  it.each(pages)('%s sets document.title and shows it as the order-2 heading', (title, Page) => {
    document.title = 'x';
    renderWithProviders(<Page />);
    expect(document.title).toBe(title);
    expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
  });

  it("Home: 'Get Started' goes to /register and the FAQ is an accordion", () => {
    renderWithProviders(<HomePage />);
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('heading', { name: 'How it works' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'How do withdrawals work?' })).toBeInTheDocument();
  });

  it("Contact Us: 'Open a Ticket' goes to /user/query/create", () => {
    renderWithProviders(<ContactPage />);
    expect(screen.getByRole('link', { name: 'Open a Ticket' })).toHaveAttribute('href', '/user/query/create');
    expect(screen.getByRole('heading', { name: 'Support hours' })).toBeInTheDocument();
  });

  it('Terms links to the full Terms & Conditions', () => {
    renderWithProviders(<TermsPage />);
    expect(screen.getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute('href', '/terms-conditions');
  });

  it('Terms & Conditions covers plans, withdrawals, fees and the 18+ rule', () => {
    renderWithProviders(<TermsConditionsPage />);
    for (const heading of ['5. Plans', '7. Withdrawals', '8. Fees', '2. Eligibility']) {
      expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
    }
    expect(screen.getByText(/at least 18 years old/)).toBeInTheDocument();
  });

  it('Services offers Register and Login', () => {
    renderWithProviders(<ServicesPage />);
    expect(screen.getAllByRole('link', { name: 'Register' })[0]).toHaveAttribute('href', '/register');
    expect(screen.getAllByRole('link', { name: 'Login' })[0]).toHaveAttribute('href', '/user/login');
  });

  it('Our Team shows team cards with initials', () => {
    renderWithProviders(<OurTeamPage />);
    const card = screen.getByRole('heading', { name: 'Sofia Marin' }).closest('div')!;
    expect(within(card.parentElement ?? card).getByText('SM')).toBeInTheDocument();
  });
});
