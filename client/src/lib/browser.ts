/**
 * Full-page browser navigation, behind an object so tests can replace it (jsdom's
 * window.location methods cannot be mocked).
 */
export const browser = {
  /** window.location.reload(): loads fresh chunks after a failure. */
  reload(): void {
    window.location.reload();
  },
  /** A full navigation (not the router): window.location.assign(url). */
  assign(url: string): void {
    window.location.assign(url);
  },
};
