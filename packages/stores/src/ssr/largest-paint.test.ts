import { describe, expect, it } from 'vitest';
import { FIRST_SCREEN_PICTURES, pictureLoading, picturesWithPage } from './largest-paint.ts';

describe('pictureLoading', () => {
  it('loads the first picture of a list with the page at high priority, the others when near', () => {
    expect(pictureLoading(true)).toEqual({ loading: 'eager', fetchPriority: 'high' });
    expect(pictureLoading(false)).toEqual({ loading: 'lazy', fetchPriority: 'auto' });
  });
});

describe('picturesWithPage', () => {
  it("gives the first screen's pictures to the lists in order, and none to those below it", () => {
    expect(picturesWithPage([6, 2, 5, 9, 4], 18)).toEqual([6, 2, 5, 5, 0]);
    expect(picturesWithPage([30], 18)).toEqual([18]);
    expect(picturesWithPage([], 18)).toEqual([]);
  });

  it("a phone's one list and a desktop's rows share one first screen", () => {
    expect(picturesWithPage([40])).toEqual([FIRST_SCREEN_PICTURES]);
  });
});
