/**
 * jsdom has no layout: the screen width is what `matchMedia` answers. `atPhoneWidth(true)` makes every
 * `max-width` query match (a phone), `false` makes none match (a wide screen, jest.setup's default);
 * `restoreWidth` goes back to that default (call it in afterEach).
 */
export function atPhoneWidth(phone: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: phone && /max-width/.test(query),
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
}

export function restoreWidth() {
  atPhoneWidth(false);
}
