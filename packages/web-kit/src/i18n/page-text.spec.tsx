// A Hindi page's words, loaded together (issue 43): the server's render says which catalogues it read in
// Hindi, and on the page that lists them each starts loading as soon as it is defined, the first one asked
// for waiting for them all, so hydration suspends once for the page's words instead of once per catalogue.
import { setImmediate as nodeSetImmediate } from 'node:timers';
import type { Catalogue, Translation } from '@society/contracts';
import { Link, MemoryRouter } from 'react-router-dom';
import { renderToHtml } from '../server/render-to-html';
import { useText } from './i18n';

type Contracts = typeof import('@society/contracts');

/** A Hindi chunk the test answers when it likes, and a count of the times it was asked for. */
function deferredChunk<M extends Record<string, string>>(messages: Translation<M>) {
  let answer: () => void = () => undefined;
  const chunk = { asked: 0, answer: () => answer() };
  const load = () => {
    chunk.asked += 1;
    return new Promise<{ default: Translation<M> }>((resolve) => {
      answer = () => resolve({ default: messages });
    });
  };
  return { chunk, load };
}

/** A fresh copy of the contracts (as each front has its own), on a page whose head lists `namespaces`. */
function contractsOnPage(namespaces: string[] | null): Contracts {
  document.head.innerHTML = namespaces ? `<script type="application/json" id="page-text">${JSON.stringify(namespaces)}</script>` : '';
  let contracts: Contracts | undefined;
  jest.isolateModules(() => {
    contracts = jest.requireActual<Contracts>('@society/contracts');
  });
  return contracts as Contracts;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  document.head.innerHTML = '';
});

describe('a Hindi page listing the catalogues it was drawn with', () => {
  it('starts every listed catalogue at once, and the first one asked for waits for them all', async () => {
    const { defineCatalogue } = contractsOnPage(['page-title', 'page-form']);
    const title = deferredChunk({ heading: 'स्वयंसेवा' });
    const form = deferredChunk({ submit: 'भेजें' });
    const footer = deferredChunk({ note: 'नोट' });
    const titleText = defineCatalogue('page-title', { heading: 'Volunteer' }, title.load);
    defineCatalogue('page-form', { submit: 'Send' }, form.load);
    const footerText = defineCatalogue('page-footer', { note: 'Note' }, footer.load);

    // Listed: asked for as soon as defined, before any component renders. Not listed: when asked.
    expect([title.chunk.asked, form.chunk.asked, footer.chunk.asked]).toEqual([1, 1, 0]);

    let titleReady = false;
    void titleText.load('hi').then(() => (titleReady = true));
    title.chunk.answer();
    await settle();
    expect(titleReady).toBe(false); // its own words are in, the form's not yet: a render would suspend again
    form.chunk.answer();
    await settle();
    expect(titleReady).toBe(true);
    expect(titleText.loaded('hi')).toEqual({ heading: 'स्वयंसेवा' });

    // A catalogue the page did not list loads on its own, as before.
    void footerText.load('hi');
    expect(footer.chunk.asked).toBe(1);
  });

  it('asks for a listed chunk that failed again when it is next needed, and never shows English for it', async () => {
    const { defineCatalogue } = contractsOnPage(['page-title']);
    let attempts = 0;
    const titleText = defineCatalogue('page-title', { heading: 'Volunteer' }, () => {
      attempts += 1;
      return attempts === 1 ? Promise.reject(new Error('chunk failed')) : Promise.resolve({ default: { heading: 'स्वयंसेवा' } });
    });
    await settle();
    await titleText.load('hi');
    expect(attempts).toBe(2);
    expect(titleText.loaded('hi')).toEqual({ heading: 'स्वयंसेवा' });
  });

  it('changes nothing on a page without a list: each catalogue loads when first asked for', () => {
    const { defineCatalogue } = contractsOnPage(null);
    const title = deferredChunk({ heading: 'स्वयंसेवा' });
    const titleText = defineCatalogue('page-title', { heading: 'Volunteer' }, title.load);
    expect(title.chunk.asked).toBe(0);
    void titleText.load('hi');
    expect(title.chunk.asked).toBe(1);
  });
});

describe('the server render', () => {
  // React's server renderer schedules its work with setImmediate, which jsdom hides.
  beforeAll(() => {
    (globalThis as { setImmediate?: unknown }).setImmediate ??= nodeSetImmediate;
  });

  function Page({ catalogue }: { catalogue: Catalogue<{ heading: string }> }) {
    const t = useText(catalogue);
    return (
      <h1>
        <Link to="/">{t('heading')}</Link>
      </h1>
    );
  }

  it('names the catalogues it read in Hindi, and none on an English page', async () => {
    const { defineCatalogue } = jest.requireActual<Contracts>('@society/contracts');
    const catalogue = defineCatalogue('page-title', { heading: 'Volunteer' }, () => Promise.resolve({ default: { heading: 'स्वयंसेवा' } }));
    const read = (path: string) => {
      const textRead = new Set<string>();
      return renderToHtml(
        <MemoryRouter initialEntries={[path]}>
          <Page catalogue={catalogue} />
        </MemoryRouter>,
        textRead,
      ).then((html) => ({ html, textRead: [...textRead] }));
    };
    await expect(read('/hi/support/volunteer')).resolves.toEqual({ html: expect.stringContaining('स्वयंसेवा'), textRead: ['page-title'] });
    await expect(read('/support/volunteer')).resolves.toEqual({ html: expect.stringContaining('Volunteer'), textRead: [] });
  });
});
