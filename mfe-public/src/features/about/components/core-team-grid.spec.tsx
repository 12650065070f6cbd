import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { messagesText, pagesAboutText, type CoreTeamPublicMember } from '@society/contracts';
import { mockFetch, mockNetworkFailure } from '@society/web-kit/src/testing/mock-fetch';
import { memberPhotoUrl } from '../api/get-core-team';
import { CoreTeamGrid } from './core-team-grid';

const PHOTO_SRCSET = '/api/uploads/public/core-team/a1-300.webp 300w, /api/uploads/public/core-team/a1.webp 600w';
const MEMBERS: CoreTeamPublicMember[] = [
  {
    _id: '1',
    name: 'First Member',
    position: 'President',
    profilePhotoPath: '/api/uploads/public/core-team/a1.webp',
    profilePhotoSrcSet: PHOTO_SRCSET,
    linkedin: 'https://www.linkedin.com/in/first',
    instagram: '',
  },
  {
    _id: '2',
    name: 'Second Member',
    position: 'Secretary',
    profilePhotoPath: '',
    profilePhotoSrcSet: '',
    linkedin: '',
    instagram: 'https://www.instagram.com/second',
  },
];

describe('Meet Our Core Team', () => {
  it('shows a spinner while the team loads, then each member in the order received', async () => {
    const fetchMock = mockFetch(() => ({ body: MEMBERS }));
    render(<CoreTeamGrid />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the core team');

    const cards = await screen.findAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['First Member', 'Second Member']);
    expect(within(cards[0]).getByText('President')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/admin/coreteam', expect.objectContaining({ method: 'GET' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows the uploaded photo, or the default image when a member has none or it fails to load', async () => {
    mockFetch(() => ({ body: MEMBERS }));
    render(<CoreTeamGrid />);
    const photo = await screen.findByRole('img', { name: 'Photo of First Member' });
    expect(photo).toHaveAttribute('src', '/api/uploads/public/core-team/a1.webp');
    expect(photo).toHaveAttribute('srcset', PHOTO_SRCSET);
    expect(photo).toHaveAttribute('sizes', '8.5rem');

    const [, second] = screen.getAllByRole('listitem');
    expect(second.querySelector('img')).toHaveAttribute('src', 'test-file-stub'); // the shipped default
    expect(second.querySelector('img')).toHaveAttribute('alt', '');
    expect(second.querySelector('img')).not.toHaveAttribute('srcset');

    // The default replaces the smaller copies too, or the browser would keep loading a broken one.
    fireEvent.error(photo);
    expect(screen.queryByRole('img', { name: 'Photo of First Member' })).not.toBeInTheDocument();
    const fallback = screen.getAllByRole('listitem')[0].querySelector('img');
    expect(fallback).toHaveAttribute('src', 'test-file-stub');
    expect(fallback).not.toHaveAttribute('srcset');
    expect(fallback).not.toHaveAttribute('sizes');
  });

  it('shows a photo stored in one copy by its URL alone', async () => {
    mockFetch(() => ({ body: [{ ...MEMBERS[0], profilePhotoSrcSet: '' }] }));
    render(<CoreTeamGrid />);
    const photo = await screen.findByRole('img', { name: 'Photo of First Member' });
    expect(photo).toHaveAttribute('src', '/api/uploads/public/core-team/a1.webp');
    expect(photo).not.toHaveAttribute('srcset');
    expect(photo).not.toHaveAttribute('sizes');
  });

  it('opens the LinkedIn and Instagram profiles in a new tab, only where given', async () => {
    mockFetch(() => ({ body: MEMBERS }));
    render(<CoreTeamGrid />);
    const linkedin = await screen.findByRole('link', { name: 'First Member on LinkedIn (opens in a new tab)' });
    expect(linkedin).toHaveAttribute('href', 'https://www.linkedin.com/in/first');
    expect(linkedin).toHaveAttribute('target', '_blank');
    expect(linkedin).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'Second Member on Instagram (opens in a new tab)' })).toHaveAttribute('target', '_blank');
    expect(screen.queryByRole('link', { name: /First Member on Instagram/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Second Member on LinkedIn/ })).not.toBeInTheDocument();
  });

  it("shows 'Error: ' and the server's message in red when the team cannot be loaded, and tries again", async () => {
    mockFetch(() => ({ status: 500, body: { statusCode: 500, message: 'Database unavailable' } }));
    render(<CoreTeamGrid />);
    const error = await screen.findByText('Error: Database unavailable');
    expect(error).toHaveClass('about-team__error');

    mockFetch(() => ({ body: MEMBERS }));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'First Member' })).toBeInTheDocument();
  });

  it("shows 'Error: ' and the network message when there is no response", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockNetworkFailure();
    render(<CoreTeamGrid />);
    expect(await screen.findByText('Error: Network error. Please check your connection.')).toBeInTheDocument();
  });

  it('does not send a visitor with an old staff session to the login page', async () => {
    window.localStorage.setItem('token', 'expired');
    mockFetch(() => ({ status: 401, body: { statusCode: 401, message: 'Unauthorized' } }));
    render(<CoreTeamGrid />);
    expect(await screen.findByText('Error: Unauthorized')).toBeInTheDocument();
    expect(window.localStorage.getItem('token')).toBe('expired');
  });
});

describe('memberPhotoUrl', () => {
  it.each([
    ['/api/uploads/public/core-team/a1.webp', '/api/uploads/public/core-team/a1.webp'],
    ['public/core-team/a1.webp', '/api/uploads/public/core-team/a1.webp'],
    ['a1.webp', '/api/uploads/public/a1.webp'],
    ['', null],
    ['https://elsewhere.example/a.jpg', null],
    ['../private/donations/x.png', null],
  ])('%p → %p', (path, url) => {
    expect(memberPhotoUrl(path)).toBe(url);
  });
});

describe('Meet Our Core Team in Hindi', () => {
  function renderHindi() {
    render(
      <MemoryRouter initialEntries={['/hi/about']}>
        <CoreTeamGrid />
      </MemoryRouter>,
    );
  }

  beforeAll(() => Promise.all([pagesAboutText.load('hi'), messagesText.load('hi')]));

  it('says the heading and the links in Hindi, keeping the names and positions as the team wrote them', async () => {
    mockFetch(() => ({ body: MEMBERS }));
    renderHindi();
    expect(screen.getByRole('heading', { level: 2, name: 'हमारी मुख्य टीम से मिलिए' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('मुख्य टीम की जानकारी लोड हो रही है');
    expect(await screen.findByRole('img', { name: 'First Member की फ़ोटो' })).toBeInTheDocument();
    expect(screen.getByText('President')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'LinkedIn पर First Member (नए टैब में खुलेगा)' })).toHaveAttribute('target', '_blank');
  });

  it('shows a position in Hindi where the society wrote it', async () => {
    mockFetch(() => ({ body: [{ ...MEMBERS[0], positionHi: 'अध्यक्ष' }, MEMBERS[1]] }));
    renderHindi();
    expect(await screen.findByText('अध्यक्ष')).toHaveClass('about-member__position');
    expect(screen.getByText('Secretary')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'First Member' })).toBeInTheDocument();
  });

  it('says in Hindi that the team could not be loaded when there is no response', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockNetworkFailure();
    renderHindi();
    expect(await screen.findByText('त्रुटि: ' + messagesTextHindi('networkError'))).toHaveClass('about-team__error');
    expect(screen.getByRole('button', { name: 'फिर से कोशिश करें' })).toBeInTheDocument();
  });
});

function messagesTextHindi(key: keyof typeof messagesText.en): string {
  return messagesText.loaded('hi')?.[key] ?? '';
}
