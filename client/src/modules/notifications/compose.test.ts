import { composeErrors, type ComposeValues } from './compose';

const base: ComposeValues = { type: 'NOTIFICATION', title: 'Maintenance', message: 'Sunday 02:00 UTC', toAll: true, recipients: [], image: null };
const png = (size = 100) => new File([new Uint8Array(size)], 'a.png', { type: 'image/png' });

describe('composeErrors (/admin/notification rules)', () => {
  it('accepts a valid notification to all users', () => {
    expect(composeErrors(base)).toEqual({});
  });
  it('needs a 3–120 character title and a 1–2000 character message', () => {
    expect(composeErrors({ ...base, title: '  ' }).title).toBe('Title is required');
    expect(composeErrors({ ...base, title: 'ab' }).title).toBe('Title must be 3 to 120 characters');
    expect(composeErrors({ ...base, title: 'x'.repeat(121) }).title).toBe('Title must be 3 to 120 characters');
    expect(composeErrors({ ...base, message: '' }).message).toBe('Message is required');
    expect(composeErrors({ ...base, message: 'm'.repeat(2001) }).message).toBe('Message must be at most 2000 characters');
  });
  it('needs all users or at least one member', () => {
    expect(composeErrors({ ...base, toAll: false }).recipients).toBe('Choose at least one member or send to all users');
    expect(composeErrors({ ...base, toAll: false, recipients: ['7'] }).recipients).toBeUndefined();
  });
  it('needs an image (JPEG, PNG or WebP, at most 5 MB) for a site pop-up', () => {
    expect(composeErrors({ ...base, type: 'SITE_POPUP' }).image).toBe('An image is required for a site pop-up');
    expect(composeErrors({ ...base, type: 'SITE_POPUP', image: png() }).image).toBeUndefined();
    expect(composeErrors({ ...base, image: new File(['x'], 'a.gif', { type: 'image/gif' }) }).image).toBe('Image must be a JPEG, PNG or WebP file');
    expect(composeErrors({ ...base, image: png(5 * 1024 * 1024 + 1) }).image).toBe('Image must be at most 5 MB');
  });
});
