import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import NotFoundPage from './NotFoundPage';
import { renderWithProviders } from '../test/render';

describe('NotFoundPage', () => {
  it('shows the exact texts, sets the title and lists the quick links', () => {
    renderWithProviders(<NotFoundPage />, { initialEntries: ['/no/such/page'] });

    expect(document.title).toBe('404');
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText("The page you're looking for doesn't exist or has been moved.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeInTheDocument();

    const quick = [
      ['User Login', '/user/login'],
      ['Admin Login', '/admin/panel/login'],
      ['Register', '/register'],
      ['About Us', '/about-us'],
      ['Contact Us', '/contact-us'],
    ];
    for (const [name, href] of quick) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });

  it("'Go Back' goes back in history", async () => {
    renderWithProviders(<NotFoundPage />, { initialEntries: ['/about-us?x=1', '/missing'], initialIndex: 1 });
    expect(screen.getByTestId('location')).toHaveTextContent('/missing');

    await userEvent.click(screen.getByRole('button', { name: 'Go Back' }));

    expect(screen.getByTestId('location')).toHaveTextContent('/about-us?x=1');
  });

  it("'Go Back' without history goes to '/'", async () => {
    renderWithProviders(<NotFoundPage />, { initialEntries: ['/missing'] });

    await userEvent.click(screen.getByRole('button', { name: 'Go Back' }));

    expect(screen.getByTestId('location').textContent).toBe('/');
  });

  it("'Go to Home' navigates to '/'", async () => {
    renderWithProviders(<NotFoundPage />, { initialEntries: ['/missing'] });
    await userEvent.click(screen.getByRole('link', { name: 'Go to Home' }));
    expect(screen.getByTestId('location').textContent).toBe('/');
  });
});
