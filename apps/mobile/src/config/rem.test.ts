import { describe, expect, it } from 'vitest';
import {
  MAX_LAYOUT_WIDTH_PX,
  REM_ROOT_PX,
  remFallbackCss,
  remScript,
  rootFontSize,
} from './rem.ts';

describe('root font size from the viewport width', () => {
  it('is 37.5 px at the 375 px design width', () => {
    expect(rootFontSize(375)).toBe(REM_ROOT_PX);
  });

  it('scales with the width of a phone', () => {
    expect(rootFontSize(414)).toBeCloseTo(41.4, 5);
    expect(rootFontSize(360)).toBeCloseTo(36, 5);
  });

  it('stops growing on very wide screens and shrinking on tiny ones', () => {
    expect(rootFontSize(1920)).toBe(rootFontSize(MAX_LAYOUT_WIDTH_PX));
    expect(rootFontSize(1920)).toBe(54);
    expect(rootFontSize(200)).toBe(32);
  });

  it('the inline script sets the same value on <html> and follows resizes', () => {
    Object.defineProperty(document.documentElement, 'clientWidth', {
      configurable: true,
      value: 390,
    });
    new Function(remScript())();
    expect(document.documentElement.style.fontSize).toBe(`${rootFontSize(390)}px`);
    Object.defineProperty(document.documentElement, 'clientWidth', {
      configurable: true,
      value: 1280,
    });
    window.dispatchEvent(new Event('resize'));
    expect(document.documentElement.style.fontSize).toBe('54px');
  });
});

describe('root font size without JavaScript', () => {
  it('is the same clamp as the script, as CSS alone', () => {
    // 10vw is width / 10: 37.5 px at 375 px; 32 px and 54 px at the layout limits.
    expect(remFallbackCss()).toBe('html{font-size:clamp(32px,10vw,54px)}');
  });
});
