import { describe, expect, it } from 'vitest';
import { pictureLoading } from './largest-paint.ts';

describe('pictureLoading', () => {
  it('loads the first picture of a list with the page at high priority, the others when near', () => {
    expect(pictureLoading(true)).toEqual({ loading: 'eager', fetchPriority: 'high' });
    expect(pictureLoading(false)).toEqual({ loading: 'lazy', fetchPriority: 'auto' });
  });
});
