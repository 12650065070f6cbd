import { toast } from '@society/web-kit/staff';

// react-hot-toast reads the reduced-motion preference, and jsdom has no matchMedia.
window.matchMedia = (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }) as MediaQueryList;

// Toasts are kept in a module-level store; each test starts with none. (Before each test, when the
// last test's toaster is unmounted, so clearing it updates no component.)
beforeEach(() => toast.remove());
