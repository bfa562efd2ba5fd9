import { BadRequestException } from '@nestjs/common';
import { UserIdBodyPipe } from './user-id.body';

const pipe = new UserIdBodyPipe();
const message = (input: unknown): string => {
  try {
    pipe.transform(input);
  } catch (error) {
    if (error instanceof BadRequestException) return (error.getResponse() as { message: string }).message;
    throw error;
  }
  throw new Error('expected a 400');
};

describe('UserIdBodyPipe', () => {
  it('passes a body that names the user', () => {
    expect(pipe.transform({ userId: 'u-1' })).toEqual({ userId: 'u-1' });
  });

  it('words its refusals as the validation pipe does', () => {
    expect(message({})).toBe('User ID is required.');
    expect(message({ userId: '  ' })).toBe('User ID is required.');
    expect(message({ userId: 42 })).toBe('User ID is required.');
    expect(message({ userId: 'u-1', extra: true })).toBe('extra is not an accepted field.');
    expect(message({ extra: true })).toBe('User ID is required; extra is not an accepted field.');
    expect(message([])).toBe('The request body must be a JSON object.');
    expect(message(null)).toBe('The request body must be a JSON object.');
  });
});
