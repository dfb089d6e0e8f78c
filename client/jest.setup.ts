import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { atPhoneWidth } from './src/test/viewport';

// findBy*/waitFor wait up to 5 s: a busy CI machine renders lazy pages slower than the 1 s default.
configure({ asyncUtilTimeout: 5000 });

// Polyfills Mantine needs under jsdom.
const { getComputedStyle } = window;
window.getComputedStyle = (elt: Element) => getComputedStyle(elt);

// A wide screen by default (no max-width query matches); tests switch with src/test/viewport.
atPhoneWidth(false);

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
