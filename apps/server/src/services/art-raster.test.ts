import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { canRasterText, rasterOf } from './art-raster.ts';
import { plainArt, squareArt } from './game-art.ts';

/** Share of pixels that are nearly white (the icon's letters; the gradient here is dark). */
async function whiteShare(png: Buffer): Promise<number> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  let white = 0;
  for (let i = 0; i < data.length; i += 4)
    if (data[i]! > 230 && data[i + 1]! > 230 && data[i + 2]! > 230 && data[i + 3]! > 230) white++;
  return white / (info.width * info.height);
}

describe('generated art as a bitmap', () => {
  it('is a palette PNG of the asked width, a few KB, with the letters drawn', async () => {
    const png = await rasterOf(squareArt('GI', '#102a43', '#1f2937'), 192, 'png');
    const meta = await sharp(png).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 192, height: 192, isPalette: true });
    expect(png.length).toBeLessThan(8 * 1024);
    // Without a font the letters would be missing and the picture all gradient.
    const blank = await rasterOf(squareArt('', '#102a43', '#1f2937'), 192, 'png');
    expect(await whiteShare(blank)).toBeLessThan(0.005);
    expect(await whiteShare(png)).toBeGreaterThan(0.05);
  });

  it('keeps the rounded corners transparent', async () => {
    const png = await rasterOf(squareArt('PM', '#7b2cbf', '#ff6fb5'), 192, 'png');
    const { data } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    expect(data[3]).toBe(0);
    const centre = (96 * 192 + 20) * 4 + 3;
    expect(data[centre]).toBe(255);
  });

  it('renders a picture once and shares the render', async () => {
    const art = squareArt('WR', '#0f766e', '#5eead4');
    const [a, b] = [rasterOf(art, 64, 'png'), rasterOf(art, 64, 'png')];
    expect(a).toBe(b);
    expect((await sharp(await a).metadata()).width).toBe(64);
  });

  it('draws a banner as a WebP of the asked width, a few KB', async () => {
    const webp = await rasterOf(plainArt('#ff7a00', '#ffd23f'), 1200, 'webp');
    expect(await sharp(webp).metadata()).toMatchObject({
      format: 'webp',
      width: 1200,
      height: 400,
    });
    expect(webp.length).toBeLessThan(12 * 1024);
  });

  it('draws Latin, Greek and Cyrillic initials and leaves other scripts to the browser', () => {
    for (const text of ['GI', 'ÉÅ', 'ΩΣ', 'МЛ', '7D', '?', 'Top-up guide: 5 tips & tricks…'])
      expect(canRasterText(text)).toBe(true);
    for (const text of ['原神', '블루', 'ابت', 'G原', 'Top-up 🎮', 'Ｔｏｐ', 'Guide。'])
      expect(canRasterText(text)).toBe(false);
  });
});
