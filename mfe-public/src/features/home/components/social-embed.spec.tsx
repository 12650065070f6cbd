import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { pagesHomeText } from '@society/contracts';
import { SocialEmbed } from './social-embed';

let now = 0;
let nearCallbacks: IntersectionObserverCallback[] = [];

beforeEach(() => {
  now = 1000;
  nearCallbacks = [];
  jest.spyOn(performance, 'now').mockImplementation(() => now);
  // jsdom has no IntersectionObserver: this one reports "near" when the test says so.
  window.IntersectionObserver = class {
    constructor(callback: IntersectionObserverCallback) {
      nearCallbacks.push(callback);
    }
    observe() {}
    disconnect() {}
  } as unknown as typeof IntersectionObserver;
});

afterEach(() => {
  jest.useRealTimers();
  delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
});

function renderEmbed() {
  render(
    <SocialEmbed
      network="Instagram"
      icon={null}
      blurb="Photos from our classes."
      src="https://www.instagram.com/society/embed/"
      followUrl="https://www.instagram.com/society/"
      followLabel="Follow us on Instagram"
    />,
  );
}

function scrollNear() {
  act(() => nearCallbacks.forEach((callback) => callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver)));
}

const frame = () => screen.getByTitle<HTMLIFrameElement>('Latest posts from our Instagram page');

describe('social embed', () => {
  it('loads nothing from the network until the visitor scrolls near it', () => {
    renderEmbed();
    expect(screen.queryByTitle('Latest posts from our Instagram page')).not.toBeInTheDocument();
    expect(screen.getByText('Our latest Instagram posts will appear here.')).toBeInTheDocument();
    scrollNear();
    expect(frame()).toHaveAttribute('src', 'https://www.instagram.com/society/embed/');
  });

  it('says the posts could not be shown, and keeps the follow link, when the frame fails at once (offline)', () => {
    renderEmbed();
    scrollNear();
    now += 90; // the browser's own error page comes back almost at once
    fireEvent.load(frame());
    expect(screen.getByText(/Our Instagram posts could not be shown here/)).toBeInTheDocument();
    expect(frame()).toHaveClass('home-embed__frame--hidden');
    expect(screen.getByRole('link', { name: /Follow us on Instagram/ })).toHaveAttribute('target', '_blank');
  });

  it('shows the posts once the embed has loaded for real', () => {
    renderEmbed();
    scrollNear();
    now += 1800;
    fireEvent.load(frame());
    expect(frame()).not.toHaveClass('home-embed__frame--hidden');
    expect(screen.queryByText(/could not be shown/)).not.toBeInTheDocument();
  });

  it('shows the posts as soon as the embed talks to the page', () => {
    renderEmbed();
    scrollNear();
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { data: '{"type":"MEASURE"}', source: frame().contentWindow }));
    });
    expect(frame()).not.toHaveClass('home-embed__frame--hidden');
  });

  it('gives up with the same message when the frame never loads', () => {
    jest.useFakeTimers();
    renderEmbed();
    scrollNear();
    act(() => jest.advanceTimersByTime(15_000));
    expect(screen.getByText(/Our Instagram posts could not be shown here/)).toBeInTheDocument();
  });
});

describe('social embed in Hindi', () => {
  it('says what it waits for, names its frame and says when it failed in Hindi', async () => {
    await pagesHomeText.load('hi');
    render(
      <MemoryRouter initialEntries={['/hi']}>
        <SocialEmbed
          network="Instagram"
          icon={null}
          blurb="हमारी कक्षाओं की तस्वीरें।"
          src="https://www.instagram.com/society/embed/"
          followUrl="https://www.instagram.com/society/"
          followLabel="Instagram पर हमसे जुड़ें"
        />
      </MemoryRouter>,
    );
    expect(screen.getByText('हमारी ताज़ा Instagram पोस्ट यहाँ दिखाई देंगी।')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Instagram पर हमसे जुड़ें (नए टैब में खुलेगा)' })).toHaveAttribute('target', '_blank');
    scrollNear();
    const hindiFrame = screen.getByTitle<HTMLIFrameElement>('हमारे Instagram पेज की ताज़ा पोस्ट');
    now += 90;
    fireEvent.load(hindiFrame);
    expect(screen.getByText(/हमारी Instagram पोस्ट यहाँ नहीं दिखाई जा सकीं/)).toBeInTheDocument();
  });
});
