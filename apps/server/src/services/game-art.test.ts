import { describe, expect, it } from 'vitest';
import { plainArt, squareArt } from './game-art.ts';

describe('generated art', () => {
  it('draws banners and blog covers without words, in the colours given', () => {
    const svg = plainArt('#102030', '#405060');
    expect(svg).not.toContain('<text');
    expect(svg).toContain('stop-color="#102030"');
    expect(svg).toContain('stop-color="#405060"');
  });

  it('never writes a colour that is not one into the picture', () => {
    const svg = plainArt('"/><script>x</script>', 'red');
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('stop-color="#4f46e5"');
    expect(svg).toContain('stop-color="#ec4899"');
  });

  it('escapes the letters of a game icon', () => {
    const svg = squareArt('<&', '#000000', '#ffffff');
    expect(svg).toContain('&lt;&amp;');
    expect(svg).not.toContain('<&');
  });
});
