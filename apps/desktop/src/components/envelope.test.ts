import { describe, expect, it } from 'vitest';
import { envelopeOf } from './envelope.ts';

describe('envelopeOf', () => {
  it('reads a full response as it is', () => {
    expect(envelopeOf({ code: 409, data: null, message: 'Taken' })).toEqual({
      code: 409,
      data: null,
      message: 'Taken',
    });
  });
  it('wraps plain data as a success', () => {
    expect(envelopeOf({ authToken: 't' })).toEqual({
      code: 200,
      data: { authToken: 't' },
      message: '',
    });
    expect(envelopeOf(null)).toEqual({ code: 200, data: null, message: '' });
  });
});
