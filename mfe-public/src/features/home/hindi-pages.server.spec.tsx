import { setImmediate } from 'node:timers';
import { TEST_SITE_SETTINGS } from '@society/web-kit/src/testing/site-settings';
import { renderPage } from '../../server';

// The ready HTML of the Hindi content pages, as the server draws them. A Hindi campaign page: drawn by the server with the campaign's Hindi copy (loaded on the
// way), its title and description in Hindi, so a visitor and a search engine read Hindi before any script.
// React's server renderer schedules with setImmediate, which jsdom leaves out.
Object.assign(globalThis, { setImmediate });

describe('Hindi content pages drawn by the server', () => {
  it('is in Hindi, with its Hindi title and description and links to the Hindi pages', async () => {
    const page = await renderPage('/hi/campaigns/nayiudaan', TEST_SITE_SETTINGS);
    expect(page.status).toBe(200);
    expect(page.meta.title).toBe('Nayi Udaan | Test Welfare Society');
    expect(page.meta.description).toMatch(/^जब घर में पैसों की तंगी हो/);
    expect(page.html).toContain('अभियान के बारे में');
    expect(page.html).toContain('जिन बस्तियों में हम काम करते हैं');
    expect(page.html).not.toContain('यानी');
    expect(page.html).toContain('href="/hi/support/donate"');
  });

  it('answers 404 with the Hindi title for an unknown Hindi path', async () => {
    const page = await renderPage('/hi/no/such/page', TEST_SITE_SETTINGS);
    expect(page.status).toBe(404);
    expect(page.meta.title).toBe('पेज नहीं मिला | Test Welfare Society');
    expect(page.html).toContain('href="/hi"');
  });

  it('draws the Hindi gallery with its filter on /hi/gallery', async () => {
    const page = await renderPage('/hi/gallery?category=Campaigns', TEST_SITE_SETTINGS);
    expect(page.meta.title).toBe('हमारी गैलरी | Test Welfare Society');
    expect(page.html).toContain('action="/hi/gallery"');
    expect(page.html).toMatch(/aria-pressed="true"[^>]*>अभियान</);
  });

  it('draws the Hindi home page', async () => {
    const page = await renderPage('/hi', TEST_SITE_SETTINGS);
    expect(page.meta.title).toBe('शिक्षा हर बच्चे का मौलिक अधिकार है | Test Welfare Society');
    expect(page.html).toContain('हमसे जुड़े बच्चे');
  });
});
