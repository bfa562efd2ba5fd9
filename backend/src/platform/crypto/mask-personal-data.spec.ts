import { maskPersonalData } from './mask-personal-data';

describe('maskPersonalData', () => {
  it('shows every sealed string as "encrypted", however deep, and leaves the rest', () => {
    expect(
      maskPersonalData({ userId: 'u1', phone: 'enc:v1:abc', nested: { list: ['enc:v1:x', 'plain', 3, null] }, status: 'open' }),
    ).toEqual({ userId: 'u1', phone: 'encrypted', nested: { list: ['encrypted', 'plain', 3, null] }, status: 'open' });
  });
});
