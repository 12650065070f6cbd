import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { webkitText } from '@society/contracts';
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

  it('on a Hindi path says so in Hindi and links the Hindi pages', async () => {
    await webkitText.load('hi');
    render(
      <MemoryRouter initialEntries={['/hi/no-such-page']}>
        <NotFoundPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'माफ़ कीजिए, यह पेज नहीं मिला' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'हमारे प्रकाशन पढ़ें' })).toHaveAttribute('href', '/hi/publications');
    expect(screen.getByRole('link', { name: 'किसी बच्चे की पढ़ाई के लिए दान करें' })).toHaveAttribute('href', '/hi/support/donate');
    expect(screen.getByRole('link', { name: 'होम पेज पर वापस जाएँ' })).toHaveAttribute('href', '/hi');
  });
});
