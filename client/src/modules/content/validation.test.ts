import { newsErrors } from './components/NewsManager';
import { achieverErrors } from './components/AchieversManager';
import { offerErrors, parseMemberIds, type OfferFormValues } from './components/OfferEditor';
import { bookingErrors, localToday } from './components/Bookings';
import { validateImage } from './uploadImage';

const file = (name: string, type: string, size = 100) => new File([new Uint8Array(size)], name, { type });

describe('content form rules (PAGES §6)', () => {
  test('news: title 3–120, content required', () => {
    expect(newsErrors({ title: '', content: '' })).toEqual({ title: 'Title is required', content: 'Content is required' });
    expect(newsErrors({ title: 'ab', content: 'x' }).title).toBe('Title must be 3 to 120 characters');
    expect(newsErrors({ title: 'Fine', content: 'x'.repeat(10001) }).content).toBe('Content must be at most 10,000 characters');
    expect(newsErrors({ title: 'Fine', content: 'ok' })).toEqual({ title: null, content: null });
  });

  test('achiever: name and photo required; description ≤ 1000; images only', () => {
    expect(achieverErrors({ username: ' ', description: '', file: null })).toEqual({ username: 'Name is required', description: null, file: 'A photo is required' });
    expect(achieverErrors({ username: 'A', description: 'd'.repeat(1001), file: file('a.pdf', 'application/pdf') })).toMatchObject({ description: 'Description must be at most 1,000 characters', file: 'Image must be a JPEG, PNG or WebP file' });
    expect(achieverErrors({ username: 'A', description: '', file: file('a.png', 'image/png') })).toEqual({ username: null, description: null, file: null });
  });

  test('images: 5 MB cap and empty files', () => {
    expect(validateImage(file('big.jpg', 'image/jpeg', 5 * 1024 * 1024 + 1))).toBe('Image must be at most 5 MB');
    expect(validateImage(file('empty.webp', 'image/webp', 0))).toBe('The file is empty');
    expect(validateImage(file('x.webp', ''))).toBeNull();
  });

  test('offer: Valid To ≥ Valid From; targeted offers need member ids', () => {
    const base: OfferFormValues = { title: 'Offer', description: '', startDate: '2030-01-10', endDate: '2030-01-20', status: true, allMembers: true, memberIds: '', file: null };
    expect(Object.values(offerErrors(base)).every((v) => v === null)).toBe(true);
    expect(offerErrors({ ...base, endDate: '2030-01-09' }).endDate).toBe('Valid To must be on or after Valid From');
    expect(offerErrors({ ...base, allMembers: false }).memberIds).toBe('Enter at least one member id');
    expect(offerErrors({ ...base, allMembers: false, memberIds: '4, x' }).memberIds).toBe('Member ids are numbers separated by commas');
    expect(parseMemberIds('4, 5 4,,9')).toEqual([4, 5, 9]);
    expect(parseMemberIds('0')).toBeNull();
  });

  test('booking: date today or later, time HH:mm, topic 3–120, message 10–2000', () => {
    const today = '2030-05-10';
    const good = { date: today, time: '09:30', topic: 'Plans', message: 'Please call me back soon.' };
    expect(Object.values(bookingErrors(good, today)).every((v) => v === null)).toBe(true);
    expect(bookingErrors({ ...good, date: '2030-05-09' }, today).date).toBe('Pick today or a later date');
    expect(bookingErrors({ ...good, time: '' }, today).time).toBe('Time is required');
    expect(bookingErrors({ ...good, topic: 'ab' }, today).topic).toBe('Topic must be 3 to 120 characters');
    expect(bookingErrors({ ...good, message: 'short' }, today).message).toBe('Message must be 10 to 2000 characters');
    expect(localToday(new Date(2030, 0, 5))).toBe('2030-01-05');
  });
});
