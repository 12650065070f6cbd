import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { NotFoundPage } from './not-found-page';

describe('NotFoundPage', () => {
  it('says the page was not found and links to publications, donate and home', () => {
    render(
      <MemoryRouter>
        <NotFoundPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Oops! Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /publications/i })).toHaveAttribute('href', '/publications');
    expect(screen.getByRole('link', { name: /Donate/ })).toHaveAttribute('href', '/support/donate');
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });
});
