import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { GALLERY_PAGE_SIZE, messagesText, pagesGalleryText, type GalleryItem, type Page } from '@society/contracts';
import { PageDataProvider } from '@society/web-kit';
import { mockFetch, mockNetworkFailure, type FakeReply } from '@society/web-kit/src/testing/mock-fetch';
import { GALLERY_CACHE_KEY } from '../api/get-gallery';
import { GalleryPage } from './gallery-page';

const DIWALI_SRCSET = '/api/uploads/public/a-480.webp 480w, /api/uploads/public/a-960.webp 960w, /api/uploads/public/a.webp 1600w';
const ITEMS: GalleryItem[] = [
  {
    _id: '1',
    imageUrl: '/api/uploads/public/a.webp',
    imageSrcSet: DIWALI_SRCSET,
    title: 'Diwali with the children',
    description: 'Lamps and sweets.',
    category: 'Events',
  },
  { _id: '2', imageUrl: '/api/uploads/public/b.webp', imageSrcSet: '', title: 'Annual sports day', description: 'Races in the park.', category: 'Events' },
  { _id: '3', imageUrl: '/api/uploads/public/c.webp', imageSrcSet: '', title: 'Tree planting', description: 'Saplings at the school.', category: 'Campaigns' },
];

/** What GET /api/admin/gallery answers for a page of a category (newest first, as ITEMS are). */
function galleryPage(items: GalleryItem[], url: string): Page<GalleryItem> {
  const query = new URL(url, 'http://site').searchParams;
  const category = query.get('category') ?? 'All';
  const page = Number(query.get('page') ?? '1');
  const pageSize = Number(query.get('pageSize') ?? String(GALLERY_PAGE_SIZE));
  const shown = category === 'All' ? items : items.filter((item) => item.category === category);
  return { items: shown.slice((page - 1) * pageSize, page * pageSize), total: shown.length, page, pageSize };
}

/** Where the page is now (its address bar). */
let currentSearch = '';
function Address() {
  currentSearch = useLocation().search;
  return null;
}

function renderGallery(address = '/gallery') {
  return render(
    <MemoryRouter initialEntries={[address]}>
      <GalleryPage />
      <Address />
    </MemoryRouter>,
  );
}

const FIRST_PAGE_SOURCE = `/admin/gallery?category=Events&page=1&pageSize=${GALLERY_PAGE_SIZE}`;

function cardTitles() {
  return screen.queryAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
}

describe('GalleryPage', () => {
  it('on a ready page shows the photos it was rendered with at once, then the fresh list; a later visit fetches afresh', async () => {
    let answer: (reply: FakeReply) => void = () => undefined;
    mockFetch(() => new Promise<FakeReply>((resolve) => (answer = resolve)));
    const view = render(
      <MemoryRouter>
        <PageDataProvider data={{ [FIRST_PAGE_SOURCE]: galleryPage(ITEMS.slice(0, 1), FIRST_PAGE_SOURCE) }}>
          <GalleryPage />
        </PageDataProvider>
      </MemoryRouter>,
    );
    // No spinner: the photos are there from the first render, as in the page's HTML.
    expect(screen.queryByRole('status')).toBeNull();
    expect(cardTitles()).toEqual(['Diwali with the children']);
    expect(localStorage.getItem(GALLERY_CACHE_KEY)).toBe(JSON.stringify(ITEMS.slice(0, 1)));
    answer({ body: galleryPage(ITEMS, FIRST_PAGE_SOURCE) });
    await waitFor(() => expect(cardTitles()).toEqual(['Diwali with the children', 'Annual sports day']));
    view.unmount();

    // Mounted again (a visit later by a link inside the site): the page's data is not reused.
    mockNetworkFailure();
    render(
      <MemoryRouter>
        <PageDataProvider data={{ [FIRST_PAGE_SOURCE]: galleryPage(ITEMS.slice(0, 1), FIRST_PAGE_SOURCE) }}>
          <GalleryPage />
        </PageDataProvider>
      </MemoryRouter>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading photos');
    expect(await screen.findByText('Failed to fetch images')).toBeInTheDocument();
  });


  it('starts on Events, filters by the chosen category, says when a category is empty and opens a photo', async () => {
    const user = userEvent.setup();
    let answer: (reply: FakeReply) => void = () => undefined;
    const fetchMock = mockFetch((url) => (url.includes('category=Events') ? new Promise<FakeReply>((resolve) => (answer = resolve)) : { body: galleryPage(ITEMS, url) }));
    renderGallery();

    expect(screen.getByRole('status')).toHaveTextContent('Loading photos');
    // One page of the category, asked of the API (which filters and pages).
    expect(fetchMock).toHaveBeenCalledWith(`/api${FIRST_PAGE_SOURCE}`, expect.objectContaining({ method: 'GET' }));
    answer({ body: galleryPage(ITEMS, FIRST_PAGE_SOURCE) });

    await screen.findByRole('heading', { name: 'Diwali with the children' });
    const filters = screen.getByRole('group', { name: 'Filter photos by category' });
    expect(within(filters).getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Events',
      'Campaigns',
      'Celebrations',
      'Workshops',
      'Community',
      'Others',
    ]);
    expect(within(filters).getByRole('button', { name: 'Events' })).toHaveAttribute('aria-pressed', 'true');
    expect(cardTitles()).toEqual(['Diwali with the children', 'Annual sports day']);
    // The first photo is fetched at once and first (the page's largest paint); the rest as they come into view.
    expect(screen.getByRole('img', { name: 'Diwali with the children' })).toHaveAttribute('loading', 'eager');
    expect(screen.getByRole('img', { name: 'Diwali with the children' })).toHaveAttribute('fetchpriority', 'high');
    expect(screen.getByRole('img', { name: 'Annual sports day' })).toHaveAttribute('loading', 'lazy');

    // Each button is also a plain form submit (category=…), so the filter works before the scripts arrive.
    expect(within(filters).getByRole('button', { name: 'Campaigns' })).toHaveAttribute('type', 'submit');
    expect(within(filters).getByRole('button', { name: 'Campaigns' })).toHaveAttribute('value', 'Campaigns');
    expect(filters.closest('form')).toHaveAttribute('action', '/gallery');

    await user.click(within(filters).getByRole('button', { name: 'Campaigns' }));
    expect(within(filters).getByRole('button', { name: 'Campaigns' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(filters).getByRole('button', { name: 'Events' })).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(cardTitles()).toEqual(['Tree planting']));
    expect(currentSearch).toBe('?category=Campaigns');

    await user.click(within(filters).getByRole('button', { name: 'Workshops' }));
    expect(await screen.findByText('No images found for this category.')).toBeInTheDocument();
    expect(cardTitles()).toEqual([]);

    await user.click(within(filters).getByRole('button', { name: 'Campaigns' }));
    await screen.findByRole('heading', { name: 'Tree planting' });
    await user.click(screen.getByRole('button', { name: 'Read More about Tree planting' }));
    const dialog = screen.getByRole('dialog', { name: 'Tree planting' });
    expect(within(dialog).getByRole('img', { name: 'Tree planting' })).toHaveAttribute('src', '/api/uploads/public/c.webp');
    expect(within(dialog).getByText('Saplings at the school.')).toBeInTheDocument();
    expect(within(dialog).getByText('Campaigns')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('lets the browser pick a smaller copy of a photo for its card and its large view, when the site has them', async () => {
    const user = userEvent.setup();
    mockFetch((url) => ({ body: galleryPage(ITEMS, url) }));
    renderGallery();

    const card = (await screen.findByRole('img', { name: 'Diwali with the children' })) as HTMLImageElement;
    expect(card).toHaveAttribute('src', '/api/uploads/public/a.webp');
    expect(card).toHaveAttribute('srcset', DIWALI_SRCSET);
    expect(card).toHaveAttribute(
      'sizes',
      '(min-width: 72rem) 22rem, (min-width: 57rem) calc(33.33vw - 2rem), (min-width: 48rem) calc(50vw - 2.25rem), ' +
        '(min-width: 37.5rem) calc(50vw - 1.75rem), calc(100vw - 2rem)',
    );
    expect(card).toHaveAttribute('loading', 'eager');

    await user.click(screen.getByRole('button', { name: 'Read More about Diwali with the children' }));
    const large = within(screen.getByRole('dialog', { name: 'Diwali with the children' })).getByRole('img');
    expect(large).toHaveAttribute('srcset', DIWALI_SRCSET);
    expect(large).toHaveAttribute('sizes', '(min-width: 58rem) 53rem, calc(100vw - 5rem)');
    await user.click(screen.getByRole('button', { name: 'Close' }));

    // Only one copy stored: the plain URL alone.
    const single = screen.getByRole('img', { name: 'Annual sports day' });
    expect(single).toHaveAttribute('src', '/api/uploads/public/b.webp');
    expect(single).not.toHaveAttribute('srcset');
    expect(single).not.toHaveAttribute('sizes');
    await user.click(screen.getByRole('button', { name: 'Read More about Annual sports day' }));
    expect(within(screen.getByRole('dialog', { name: 'Annual sports day' })).getByRole('img')).not.toHaveAttribute('srcset');
  });

  it('clears the cached copy on entry, writes it after a fetch and clears it again on leaving', async () => {
    localStorage.setItem(GALLERY_CACHE_KEY, JSON.stringify([ITEMS[2]]));
    let answer: (reply: FakeReply) => void = () => undefined;
    mockFetch(() => new Promise<FakeReply>((resolve) => (answer = resolve)));
    const view = renderGallery();

    expect(localStorage.getItem(GALLERY_CACHE_KEY)).toBeNull();
    answer({ body: galleryPage(ITEMS, FIRST_PAGE_SOURCE) });
    await screen.findByRole('heading', { name: 'Diwali with the children' });
    // The photos shown: the page's.
    expect(JSON.parse(localStorage.getItem(GALLERY_CACHE_KEY) ?? 'null')).toEqual(ITEMS.slice(0, 2));

    view.unmount();
    expect(localStorage.getItem(GALLERY_CACHE_KEY)).toBeNull();
  });

  it("shows the server's message with 'Try Again', which refetches, and reports a corrupt cache", async () => {
    const user = userEvent.setup();
    const replies: FakeReply[] = [
      { status: 503, body: { statusCode: 503, message: 'Database unavailable' } },
      { status: 500, body: {} },
      { body: galleryPage(ITEMS, FIRST_PAGE_SOURCE) },
    ];
    const fetchMock = mockFetch(() => replies.shift() ?? { body: galleryPage([], FIRST_PAGE_SOURCE) });
    renderGallery();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Database unavailable');
    expect(screen.queryByRole('group', { name: 'Filter photos by category' })).toBeInTheDocument();

    // A copy that cannot be read back turns the message into the cache error; the error view stays.
    localStorage.setItem(GALLERY_CACHE_KEY, '{not json');
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Failed to parse cached images'));
    expect(fetchMock).toHaveBeenCalledTimes(2);

    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    await screen.findByRole('heading', { name: 'Diwali with the children' });
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each([
    ['a response without a list of items', () => mockFetch(() => ({ body: ITEMS })), 'Invalid data format received from server'],
    ['no response', () => mockNetworkFailure(), 'Failed to fetch images'],
  ])('shows the error view for %s', async (_case, install, message) => {
    install();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderGallery();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
  it('pages a category by its address: newer and older photos are plain links, and a page opened by its link shows that page', async () => {
    const user = userEvent.setup();
    const many: GalleryItem[] = Array.from({ length: GALLERY_PAGE_SIZE * 2 + 3 }, (_, index) => ({
      _id: String(index),
      imageUrl: `/api/uploads/public/p${index}.webp`,
      imageSrcSet: '',
      title: `Class day ${index + 1}`,
      description: 'At the pathshala.',
      category: 'Workshops',
    }));
    const fetchMock = mockFetch((url) => ({ body: galleryPage(many, url) }));
    renderGallery('/gallery?category=Workshops&page=2');

    await screen.findByRole('heading', { name: `Class day ${GALLERY_PAGE_SIZE + 1}` });
    expect(fetchMock).toHaveBeenCalledWith(`/api/admin/gallery?category=Workshops&page=2&pageSize=${GALLERY_PAGE_SIZE}`, expect.anything());
    expect(cardTitles()).toHaveLength(GALLERY_PAGE_SIZE);
    const pager = screen.getByRole('navigation', { name: 'Pages of photos' });
    expect(pager).toHaveTextContent('Page 2 of 3');
    expect(within(pager).getByRole('link', { name: '← Newer photos' })).toHaveAttribute('href', '/gallery?category=Workshops');
    expect(within(pager).getByRole('link', { name: 'Older photos →' })).toHaveAttribute('href', '/gallery?category=Workshops&page=3');

    await user.click(within(pager).getByRole('link', { name: 'Older photos →' }));
    await screen.findByRole('heading', { name: `Class day ${GALLERY_PAGE_SIZE * 2 + 1}` });
    expect(cardTitles()).toHaveLength(3);
    expect(screen.getByRole('navigation', { name: 'Pages of photos' })).toHaveTextContent('Page 3 of 3');
    expect(screen.queryByRole('link', { name: 'Older photos →' })).toBeNull();

    // A category chosen starts at its first page; one page of photos needs no pager.
    await user.click(screen.getByRole('button', { name: 'Events' }));
    expect(await screen.findByText('No images found for this category.')).toBeInTheDocument();
    expect(currentSearch).toBe('');
    expect(screen.queryByRole('navigation', { name: 'Pages of photos' })).toBeNull();
  });

  it('reads an unknown category or page in the address as the first page of Events', async () => {
    const fetchMock = mockFetch((url) => ({ body: galleryPage(ITEMS, url) }));
    renderGallery('/gallery?category=Parties&page=-2');
    await screen.findByRole('heading', { name: 'Diwali with the children' });
    expect(fetchMock).toHaveBeenCalledWith(`/api${FIRST_PAGE_SOURCE}`, expect.anything());
  });
});

describe('GalleryPage in Hindi', () => {
  beforeAll(() => Promise.all([pagesGalleryText.load('hi'), messagesText.load('hi')]));

  it('names the categories in Hindi, counts the photos and keeps the filter on /hi/gallery', async () => {
    const user = userEvent.setup();
    mockFetch((url) => ({ body: galleryPage(ITEMS, url) }));
    renderGallery('/hi/gallery');

    expect(await screen.findByRole('heading', { level: 1, name: 'हमारी गैलरी' })).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'Diwali with the children' });
    const filters = screen.getByRole('group', { name: 'श्रेणी के अनुसार तस्वीरें देखें' });
    expect(within(filters).getAllByRole('button').map((b) => b.textContent)).toEqual(['कार्यक्रम', 'अभियान', 'उत्सव', 'कार्यशालाएँ', 'समुदाय', 'अन्य']);
    // The address and the API keep the English category.
    expect(within(filters).getByRole('button', { name: 'अभियान' })).toHaveAttribute('value', 'Campaigns');
    expect(filters.closest('form')).toHaveAttribute('action', '/hi/gallery');
    expect(screen.getByText('कार्यक्रम में 2 तस्वीरें')).toBeInTheDocument();

    await user.click(within(filters).getByRole('button', { name: 'अभियान' }));
    await screen.findByRole('heading', { name: 'Tree planting' });
    expect(currentSearch).toBe('?category=Campaigns');
    expect(screen.getByText('अभियान में 1 तस्वीर')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /^और पढ़ें\s?: Tree planting$/ }));
    const dialog = screen.getByRole('dialog', { name: 'Tree planting' });
    expect(within(dialog).getByText('अभियान')).toBeInTheDocument();
    // The footer's button (the dialog's own close button may say the same).
    const closeButtons = within(dialog).getAllByRole('button', { name: 'बंद करें' });
    await user.click(closeButtons[closeButtons.length - 1]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(within(filters).getByRole('button', { name: 'कार्यशालाएँ' }));
    expect(await screen.findByText('इस श्रेणी में कोई तस्वीर नहीं मिली।')).toBeInTheDocument();
    expect(screen.getByText('ऊपर से कोई और श्रेणी चुनकर देखें।')).toBeInTheDocument();
  });

  it('pages with Hindi links that stay on /hi/gallery', async () => {
    const many: GalleryItem[] = Array.from({ length: GALLERY_PAGE_SIZE * 2 + 3 }, (_, index) => ({
      _id: String(index),
      imageUrl: `/api/uploads/public/p${index}.webp`,
      imageSrcSet: '',
      title: `Class day ${index + 1}`,
      description: 'At the pathshala.',
      category: 'Workshops',
    }));
    mockFetch((url) => ({ body: galleryPage(many, url) }));
    renderGallery('/hi/gallery?category=Workshops&page=2');

    await screen.findByRole('heading', { name: `Class day ${GALLERY_PAGE_SIZE + 1}` });
    const pager = screen.getByRole('navigation', { name: 'तस्वीरों के पेज' });
    expect(pager).toHaveTextContent('3 में से पेज 2');
    expect(within(pager).getByRole('link', { name: '← नई तस्वीरें' })).toHaveAttribute('href', '/hi/gallery?category=Workshops');
    expect(within(pager).getByRole('link', { name: 'पुरानी तस्वीरें →' })).toHaveAttribute('href', '/hi/gallery?category=Workshops&page=3');
    expect(screen.getByText(`कार्यशालाएँ में ${GALLERY_PAGE_SIZE * 2 + 3} तस्वीरें`)).toBeInTheDocument();
  });

  it("shows a photo's Hindi title and description where the society wrote them, else its English", async () => {
    const user = userEvent.setup();
    const withHindi = [{ ...ITEMS[0], titleHi: 'बच्चों के साथ दिवाली', descriptionHi: 'दीये और मिठाइयाँ।' }, ITEMS[1]];
    mockFetch((url) => ({ body: galleryPage(withHindi, url) }));
    renderGallery('/hi/gallery');
    await screen.findByRole('heading', { name: 'बच्चों के साथ दिवाली' });
    expect(cardTitles()).toEqual(['बच्चों के साथ दिवाली', 'Annual sports day']);
    expect(screen.getByRole('img', { name: 'बच्चों के साथ दिवाली' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^और पढ़ें\s?: बच्चों के साथ दिवाली$/ }));
    expect(within(screen.getByRole('dialog', { name: 'बच्चों के साथ दिवाली' })).getByText('दीये और मिठाइयाँ।')).toBeInTheDocument();
  });

  it('says in Hindi that the photos could not be loaded', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockNetworkFailure();
    renderGallery('/hi/gallery');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('तस्वीरें लोड नहीं हो सकीं');
    expect(screen.getByRole('button', { name: 'फिर से कोशिश करें' })).toBeInTheDocument();
  });
});
