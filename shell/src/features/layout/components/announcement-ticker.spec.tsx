import { act, render, screen, waitFor } from '@testing-library/react';
import { mockFetch, mockNetworkFailure } from '@society/web-kit/src/testing/mock-fetch';
import { MemoryRouter } from 'react-router-dom';
import { frameText } from '@society/contracts';
import { AnnouncementTicker } from './announcement-ticker';

const list = [
  { _id: 'b', Title: 'Second', Announcement: 'Winter drive in Panchkula', order: 2 },
  { _id: 'a', Title: 'First', Announcement: 'Classes start Monday', order: 1 },
  { _id: 'c', Title: 'Third', Announcement: 'Volunteers wanted', order: 3 },
];

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

describe('announcements ticker', () => {
  it('shows the announcements sorted by order, in two looping groups', async () => {
    const fetchMock = mockFetch(() => ({ body: list }));
    render(<AnnouncementTicker />);
    const ticker = await screen.findByRole('region', { name: 'Announcements' });
    expect(fetchMock).toHaveBeenCalledWith('/api/public/Announcement', expect.objectContaining({ method: 'GET' }));

    const groups = ticker.querySelectorAll('ul');
    expect(groups).toHaveLength(2);
    for (const group of Array.from(groups)) {
      expect(Array.from(group.querySelectorAll('li')).map((li) => li.textContent)).toEqual([
        'First: Classes start Monday',
        'Second: Winter drive in Panchkula',
        'Third: Volunteers wanted',
      ]);
    }
    // The copy exists only for the loop: screen readers hear each announcement once.
    expect(groups[1]).toHaveAttribute('aria-hidden', 'true');
  });

  it('holds its place with an empty bar until the list arrives, then renders nothing when it is empty', async () => {
    mockFetch(() => ({ body: [] }));
    const { container } = render(<AnnouncementTicker />);
    // The bar's height is kept while loading: the page below does not jump when the news arrives.
    expect(container.querySelector('.sh-ticker--pending')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('region', { name: 'Announcements' })).toBeNull();
    await waitFor(() => expect(container).toBeEmptyDOMElement());
  });

  it('treats an answer that is not a list as empty', async () => {
    const fetchMock = mockFetch(() => ({ body: { Title: 'not a list' } }));
    const { container } = render(<AnnouncementTicker />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await waitFor(() => expect(container).toBeEmptyDOMElement());
  });

  it('shows nothing and logs when the fetch fails', async () => {
    mockNetworkFailure();
    const { container } = render(<AnnouncementTicker />);
    await waitFor(() => expect(console.error).toHaveBeenCalledWith('Announcements could not be loaded.', expect.anything()));
    await waitFor(() => expect(container).toBeEmptyDOMElement());
  });

  it('fetches again every 5 minutes', async () => {
    jest.useFakeTimers();
    try {
      let answer: unknown = [];
      const fetchMock = mockFetch(() => ({ body: answer }));
      render(<AnnouncementTicker />);
      await act(async () => undefined);
      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect(screen.queryByRole('region', { name: 'Announcements' })).toBeNull();

      answer = list;
      await act(async () => {
        jest.advanceTimersByTime(300_000);
      });
      expect(fetchMock).toHaveBeenCalledTimes(2);
      expect(screen.getByRole('region', { name: 'Announcements' })).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('on a Hindi page names the region and its label in Hindi (the announcements are as written)', async () => {
    await frameText.load('hi');
    mockFetch(() => ({ body: list }));
    render(
      <MemoryRouter initialEntries={['/hi']}>
        <AnnouncementTicker />
      </MemoryRouter>,
    );
    const ticker = await screen.findByRole('region', { name: 'सूचनाएँ' });
    expect(ticker).toHaveTextContent('सूचना');
    expect(ticker).toHaveTextContent('First: Classes start Monday');
  });

  it('on a Hindi page shows the Hindi staff wrote, and the English where they left it blank', async () => {
    await frameText.load('hi');
    mockFetch(() => ({
      body: [
        { ...list[1], TitleHi: 'कक्षाएँ', AnnouncementHi: 'सोमवार से कक्षाएँ शुरू' },
        { ...list[0], TitleHi: '', AnnouncementHi: '' },
      ],
    }));
    render(
      <MemoryRouter initialEntries={['/hi']}>
        <AnnouncementTicker />
      </MemoryRouter>,
    );
    const ticker = await screen.findByRole('region', { name: 'सूचनाएँ' });
    expect(Array.from(ticker.querySelectorAll('ul')[0].querySelectorAll('li')).map((li) => li.textContent)).toEqual([
      'कक्षाएँ: सोमवार से कक्षाएँ शुरू',
      'Second: Winter drive in Panchkula',
    ]);
  });

  it('keeps the English on an English page, whatever Hindi there is', async () => {
    mockFetch(() => ({ body: [{ ...list[1], TitleHi: 'कक्षाएँ', AnnouncementHi: 'सोमवार से कक्षाएँ शुरू' }] }));
    render(<AnnouncementTicker />);
    const ticker = await screen.findByRole('region', { name: 'Announcements' });
    expect(ticker.querySelector('li')?.textContent).toBe('First: Classes start Monday');
  });
});
