import { act } from 'react';
import { toast } from '@society/web-kit/staff';

// react-hot-toast asks for the reduced-motion preference; jsdom has no matchMedia.
Object.defineProperty(window, 'matchMedia', {
  configurable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }),
});

// Image previews use object URLs, which jsdom does not implement.
let nextUrl = 0;
URL.createObjectURL = () => `blob:preview-${(nextUrl += 1)}`;
URL.revokeObjectURL = () => undefined;

// Toasts live in a module-level store: start every spec with none.
afterEach(() => act(() => toast.remove()));
