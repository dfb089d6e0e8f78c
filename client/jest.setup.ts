import '@testing-library/jest-dom';
import { notifications } from '@mantine/notifications';

// Polyfills Mantine needs under jsdom.
const { getComputedStyle } = window;
window.getComputedStyle = (elt: Element) => getComputedStyle(elt);

Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
Object.assign(window, { ResizeObserver: ResizeObserverStub });
Object.assign(globalThis, { ResizeObserver: ResizeObserverStub });

Element.prototype.scrollIntoView = function scrollIntoView() {};
Element.prototype.scrollTo = function scrollTo() {};
window.scrollTo = () => {};

beforeEach(() => {
  // Toasts live in a module-level store: start every test without leftovers (and below the limit).
  notifications.clean();
});

afterEach(() => {
  window.localStorage.clear();
});
