// Generated art as a bitmap: game icons as small palette PNGs (sharp letters), banners and blog
// covers as WebP. A browser decodes a bitmap off its main thread for a fraction of what an SVG image
// costs it (each SVG <img> is a document of its own: style, layout, paint), which a phone showing
// a dozen icons and a carousel feels. Text is drawn with the bundled DejaVu Sans (bold and
// regular), so the picture is the same on every machine; text the font cannot draw stays SVG (the
// browser's fonts).
import { createRequire } from 'node:module';
import type { Sharp } from 'sharp';

/**
 * What DejaVu Sans draws: Latin, Greek and Cyrillic letters with their accents, digits and
 * common punctuation; not emoji, nor the CJK and full-width signs that Unicode also files as common.
 */
const DRAWABLE =
  /^(?:(?!\p{Extended_Pictographic}|[\u3000-\u33ff\ufe30-\ufe4f\uff00-\uffef])[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\p{Script=Common}\p{Script=Inherited}])*$/u;

/** True when the bundled font draws every character of `text`. */
export const canRasterText = (text: string): boolean => DRAWABLE.test(text);

export type RasterType = 'png' | 'webp';

/**
 * PNG: a full 8-bit palette, about 4 KB for a 192 px icon (asked for fewer colours, the encoder
 * writes a 4-bit palette that is larger and shades the transparent corners). WebP: a 1200 px
 * gradient banner in about 4 KB.
 */
const ENCODE = {
  png: (image: Sharp) => image.png({ palette: true, colours: 256, compressionLevel: 9 }),
  webp: (image: Sharp) => image.webp({ quality: 80 }),
} satisfies Record<RasterType, unknown>;
/** Rendered pictures kept, by picture and width (a game's icon is one entry). */
const MAX_CACHED = 500;

const cache = new Map<string, Promise<Buffer>>();
let fontFiles: string[] | undefined;

async function render(svg: string, width: number, type: RasterType): Promise<Buffer> {
  // Loaded on first use: a machine without the native packages still serves every SVG.
  const [{ renderAsync }, { default: sharp }] = await Promise.all([
    import('@resvg/resvg-js'),
    import('sharp'),
  ]);
  fontFiles ??= ['DejaVuSans-Bold.ttf', 'DejaVuSans.ttf'].map((f) =>
    createRequire(import.meta.url).resolve(`dejavu-fonts-ttf/ttf/${f}`),
  );
  // Both steps run on libuv's thread pool, not on the thread that answers requests.
  const rendered = await renderAsync(svg, {
    fitTo: { mode: 'width', value: width },
    font: {
      loadSystemFonts: false,
      fontFiles,
      defaultFontFamily: 'DejaVu Sans',
      sansSerifFamily: 'DejaVu Sans',
    },
  });
  return ENCODE[type](sharp(rendered.asPng())).toBuffer();
}

/**
 * `svg` as a `type` image `width` pixels wide. The same picture is rendered once (concurrent asks
 * share the render); a failed render is forgotten so that the next ask tries again.
 */
export function rasterOf(svg: string, width: number, type: RasterType): Promise<Buffer> {
  const key = `${type}:${width}:${svg}`;
  const hit = cache.get(key);
  if (hit) {
    // Most recently used last: the oldest entry is the first one dropped.
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  const made = render(svg, width, type);
  cache.set(key, made);
  made.catch(() => cache.delete(key));
  if (cache.size > MAX_CACHED) cache.delete(cache.keys().next().value as string);
  return made;
}
