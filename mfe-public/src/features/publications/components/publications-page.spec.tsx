import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { messagesText, pagesPublicationsText, type PublicationItem } from '@society/contracts';
import { mockFetch, mockNetworkFailure } from '@society/web-kit/src/testing/mock-fetch';
import { PublicationsPage } from './publications-page';

function publication(overrides: Partial<PublicationItem> & Pick<PublicationItem, '_id' | 'title' | 'type' | 'publishDate'>): PublicationItem {
  return {
    description: `About ${overrides.title}`,
    fileUrl: `https://files.example/${overrides._id}.pdf`,
    flipbookUrl: '',
    coverImage: `/api/uploads/public/${overrides._id}.webp`,
    coverImageSrcSet: '',
    ...overrides,
  };
}

const REPORT_WITH_FLIPBOOK = publication({
  _id: 'ar24',
  title: 'Annual Report 2023-24',
  type: 'annual_report',
  publishDate: '2024-06-10T00:00:00.000Z',
  flipbookUrl: 'https://flipbook.example/ar24',
  coverImageSrcSet: '/api/uploads/public/ar24-400.webp 400w, /api/uploads/public/ar24.webp 800w',
});
const REPORT_WITHOUT_FLIPBOOK = publication({ _id: 'ar23', title: 'Annual Report 2022-23', type: 'annual_report', publishDate: '2023-06-10T00:00:00.000Z' });
const NEWSLETTERS = [
  publication({ _id: 'n3', title: 'Winter Newsletter 2024', type: 'newsletter', publishDate: '2024-12-15T00:00:00.000Z', flipbookUrl: 'https://flipbook.example/n3' }),
  publication({ _id: 'n2', title: 'Monsoon Newsletter 2023', type: 'newsletter', publishDate: '2023-08-01T00:00:00.000Z' }),
  publication({ _id: 'n1', title: 'First Newsletter 2022', type: 'newsletter', publishDate: '2022-03-01T00:00:00.000Z' }),
];

function renderPage(items: PublicationItem[], path = '/publications') {
  mockFetch((url) => (url === '/api/public/publications' ? { body: items } : { status: 404, body: {} }));
  render(
    <MemoryRouter initialEntries={[path]}>
      <PublicationsPage />
    </MemoryRouter>,
  );
}

const titles = () => screen.queryAllByRole('heading', { level: 2 }).map((h) => h.textContent);

describe('PublicationsPage', () => {
  it('lists annual reports with Download in a new tab, and Read only where a flipbook exists', async () => {
    const user = userEvent.setup();
    renderPage([REPORT_WITH_FLIPBOOK, REPORT_WITHOUT_FLIPBOOK, ...NEWSLETTERS]);

    expect(await screen.findByRole('tab', { name: 'Annual Reports' })).toHaveAttribute('aria-selected', 'true');
    await screen.findByRole('heading', { name: 'Annual Report 2023-24' });
    expect(titles()).toEqual(['Annual Report 2023-24', 'Annual Report 2022-23']);
    expect(screen.getByText('10 June 2024')).toBeInTheDocument();
    const cover = screen.getByRole('img', { name: 'Cover of Annual Report 2023-24' });
    expect(cover).toHaveAttribute('src', '/api/uploads/public/ar24.webp');
    expect(cover).toHaveAttribute('srcset', '/api/uploads/public/ar24-400.webp 400w, /api/uploads/public/ar24.webp 800w');
    expect(cover).toHaveAttribute('sizes', '(min-width: 40rem) 9rem, 7rem');
    // A cover stored in one copy: its URL alone.
    const singleCover = screen.getByRole('img', { name: 'Cover of Annual Report 2022-23' });
    expect(singleCover).toHaveAttribute('src', '/api/uploads/public/ar23.webp');
    expect(singleCover).not.toHaveAttribute('srcset');
    expect(singleCover).not.toHaveAttribute('sizes');

    const download = screen.getByRole('link', { name: /^Download Annual Report 2022-23/ });
    expect(download).toHaveAttribute('href', 'https://files.example/ar23.pdf');
    expect(download).toHaveAttribute('target', '_blank');
    expect(screen.getAllByRole('button', { name: /^Read / })).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Read Annual Report 2023-24' }));
    const dialog = screen.getByRole('dialog', { name: 'Annual Report 2023-24' });
    expect(within(dialog).getByTitle('Flipbook: Annual Report 2023-24')).toHaveAttribute('src', 'https://flipbook.example/ar24');
    expect(within(dialog).getByText(/open the PDF in a new tab/)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Open in new tab' })).toHaveAttribute('href', 'https://flipbook.example/ar24');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    // A newsletter never gets Read, even with a flipbook.
    await user.click(screen.getByRole('tab', { name: 'Newsletters' }));
    expect(titles()).toEqual(['Winter Newsletter 2024']);
    expect(screen.queryByRole('button', { name: /^Read / })).not.toBeInTheDocument();
  });

  it('filters newsletters by year, newest first and selected, and goes back to the newest on returning to the tab', async () => {
    const user = userEvent.setup();
    renderPage(NEWSLETTERS);
    await user.click(await screen.findByRole('tab', { name: 'Newsletters' }));

    const years = screen.getByRole('group', { name: 'Filter newsletters by year' });
    expect(within(years).getAllByRole('button').map((b) => b.textContent)).toEqual(['2024', '2023', '2022']);
    expect(within(years).getByRole('button', { name: '2024' })).toHaveAttribute('aria-pressed', 'true');
    expect(titles()).toEqual(['Winter Newsletter 2024']);

    await user.click(within(years).getByRole('button', { name: '2022' }));
    expect(within(years).getByRole('button', { name: '2022' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(years).getByRole('button', { name: '2024' })).toHaveAttribute('aria-pressed', 'false');
    expect(titles()).toEqual(['First Newsletter 2022']);

    await user.click(screen.getByRole('tab', { name: 'Annual Reports' }));
    expect(screen.getByText('No annual reports available')).toBeInTheDocument();
    expect(screen.getByText('Check back later for new annual reports.')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Newsletters' }));
    expect(screen.getByRole('button', { name: '2024' })).toHaveAttribute('aria-pressed', 'true');
    expect(titles()).toEqual(['Winter Newsletter 2024']);
  });

  it('says when there are no newsletters at all', async () => {
    const user = userEvent.setup();
    renderPage([REPORT_WITH_FLIPBOOK]);
    await user.click(await screen.findByRole('tab', { name: 'Newsletters' }));
    expect(screen.getByText('No newsletters available')).toBeInTheDocument();
  });

  it('names the year that has no newsletters and hints at another one', async () => {
    const user = userEvent.setup();
    // 2024 comes from the annual report: the years are those found in all the data.
    renderPage([REPORT_WITH_FLIPBOOK, NEWSLETTERS[1]]);
    await user.click(await screen.findByRole('tab', { name: 'Newsletters' }));
    expect(screen.getByText('No newsletters available for 2024')).toBeInTheDocument();
    expect(screen.getByText('Try selecting another year above.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '2023' }));
    expect(titles()).toEqual(['Monsoon Newsletter 2023']);
  });

  it("shows the load error with 'Try Again', which loads the list again", async () => {
    const user = userEvent.setup();
    const replies = [{ status: 500, body: { statusCode: 500, message: 'Database unavailable' } }, { body: [REPORT_WITHOUT_FLIPBOOK] }];
    const fetchMock = mockFetch(() => replies.shift() ?? { body: [] });
    render(
      <MemoryRouter>
        <PublicationsPage />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable');
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'Annual Report 2022-23' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

describe('PublicationsPage in Hindi', () => {
  beforeAll(() => Promise.all([pagesPublicationsText.load('hi'), messagesText.load('hi')]));

  it('shows the tabs, the cards and their dates in Hindi', async () => {
    const user = userEvent.setup();
    renderPage([REPORT_WITH_FLIPBOOK, REPORT_WITHOUT_FLIPBOOK, ...NEWSLETTERS], '/hi/publications');

    expect(await screen.findByRole('heading', { level: 1, name: 'प्रकाशन' })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'वार्षिक रिपोर्ट' })).toHaveAttribute('aria-selected', 'true');
    await screen.findByRole('heading', { name: 'Annual Report 2023-24' });
    expect(screen.getByText('10 जून 2024')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Annual Report 2023-24 का कवर' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^डाउनलोड करें\s?Annual Report 2022-23 \(नए टैब में खुलेगा\)$/ })).toHaveAttribute('target', '_blank');

    await user.click(screen.getByRole('button', { name: /^पढ़ें\s?Annual Report 2023-24$/ }));
    const dialog = screen.getByRole('dialog', { name: 'Annual Report 2023-24' });
    expect(within(dialog).getByTitle('फ़्लिपबुक: Annual Report 2023-24')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'नए टैब में खोलें' })).toHaveAttribute('href', 'https://flipbook.example/ar24');
    const closeButtons = within(dialog).getAllByRole('button', { name: 'बंद करें' });
    await user.click(closeButtons[closeButtons.length - 1]);

    await user.click(screen.getByRole('tab', { name: 'न्यूज़लेटर' }));
    expect(screen.getByRole('group', { name: 'साल के अनुसार न्यूज़लेटर देखें' })).toBeInTheDocument();
    expect(screen.getByText('न्यूज़लेटर', { selector: '.pub-pubs__type' })).toBeInTheDocument();
  });

  it("shows a publication's Hindi title and description where the society wrote them", async () => {
    renderPage([{ ...REPORT_WITHOUT_FLIPBOOK, titleHi: 'वार्षिक रिपोर्ट 2022-23', descriptionHi: 'हमारा साल 2022-23।' } as PublicationItem, REPORT_WITH_FLIPBOOK], '/hi/publications');
    expect(await screen.findByRole('heading', { name: 'वार्षिक रिपोर्ट 2022-23' })).toBeInTheDocument();
    expect(screen.getByText('हमारा साल 2022-23।')).toBeInTheDocument();
    expect(titles()).toEqual(['वार्षिक रिपोर्ट 2022-23', 'Annual Report 2023-24']);
  });

  it('says in Hindi when a year has no newsletters, and when there are no reports', async () => {
    const user = userEvent.setup();
    renderPage([REPORT_WITH_FLIPBOOK, NEWSLETTERS[1]], '/hi/publications');
    await user.click(await screen.findByRole('tab', { name: 'न्यूज़लेटर' }));
    expect(screen.getByText('2024 का कोई न्यूज़लेटर उपलब्ध नहीं है')).toBeInTheDocument();
    expect(screen.getByText('ऊपर से कोई और साल चुनकर देखें।')).toBeInTheDocument();
  });

  it('says in Hindi that the list could not be loaded when there is no response', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockNetworkFailure();
    render(
      <MemoryRouter initialEntries={['/hi/publications']}>
        <PublicationsPage />
      </MemoryRouter>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(messagesText.loaded('hi')?.networkError ?? 'missing');
    expect(screen.getByRole('button', { name: 'फिर से कोशिश करें' })).toBeInTheDocument();
  });
});
