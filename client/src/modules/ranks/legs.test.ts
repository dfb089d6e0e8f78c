import { legProgress } from './legs';

describe('legProgress', () => {
  it('caps the strongest leg at half the threshold', () => {
    expect(legProgress(['3000', '900'], '2500')).toEqual({ counted: '2150', strongestCounted: '1250', others: '900', ratio: '86', achieved: false });
    expect(legProgress(['3000', '1300'], '2500')).toMatchObject({ counted: '2550', ratio: '100', achieved: true });
    expect(legProgress([], '2500')).toMatchObject({ counted: '0', ratio: '0', achieved: false });
  });
});
