import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { MultipartError, multipartBoundary, readFilePart, type BodySource } from './multipart.ts';

/** The body and content type the platform's own FormData encoder writes. */
async function encode(form: FormData): Promise<{ bytes: Buffer; boundary: string }> {
  const res = new Response(form);
  const boundary = multipartBoundary(res.headers.get('content-type') ?? '');
  if (!boundary) throw new Error('no boundary');
  return { bytes: Buffer.from(await res.arrayBuffer()), boundary };
}

/** `bytes` as a stream of chunks of `size` bytes. */
function chunked(bytes: Uint8Array, size: number): ReadableStream<Uint8Array> {
  let at = 0;
  return new ReadableStream({
    pull(controller) {
      if (at >= bytes.length) return controller.close();
      controller.enqueue(bytes.slice(at, at + size));
      at += size;
    },
  });
}

async function read(
  body: BodySource,
  boundary: string,
  caps: { maxBodyBytes?: number; maxFileBytes?: number } = {},
) {
  const parts: Buffer[] = [];
  const result = await readFilePart(body, {
    boundary,
    field: 'file',
    maxBodyBytes: caps.maxBodyBytes ?? 1e9,
    maxFileBytes: caps.maxFileBytes ?? 1e9,
    onData: (chunk) => void parts.push(Buffer.from(chunk)),
  });
  return { ...result, data: Buffer.concat(parts) };
}

const reasonOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'resolved',
    (err: unknown) => (err instanceof MultipartError ? err.reason : String(err)),
  );

describe('multipartBoundary', () => {
  it('reads the boundary of multipart/form-data only', () => {
    expect(multipartBoundary('multipart/form-data; boundary=abc')).toBe('abc');
    expect(multipartBoundary('Multipart/Form-Data; charset=utf-8; BOUNDARY="a b:c"')).toBe('a b:c');
    expect(multipartBoundary('multipart/form-data')).toBeUndefined();
    expect(multipartBoundary('multipart/form-data; boundary=')).toBeUndefined();
    expect(multipartBoundary(`multipart/form-data; boundary=${'x'.repeat(71)}`)).toBeUndefined();
    expect(multipartBoundary('application/x-www-form-urlencoded')).toBeUndefined();
    expect(multipartBoundary('multipart/mixed; boundary=abc')).toBeUndefined();
    expect(multipartBoundary(undefined)).toBeUndefined();
  });
});

describe('readFilePart', () => {
  // Bytes that look like the start of a boundary inside the file must come through unchanged.
  const file = Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    Buffer.from('\r\n--\r\n-'),
    Buffer.alloc(3000, 0x2d),
    Buffer.from('\r\n\r\nend'),
  ]);

  it('returns the file field byte for byte, whatever the chunk sizes', async () => {
    const form = new FormData();
    form.append('note', 'a text field comes first');
    form.append('other', new File([Buffer.from('not this one')], 'x.txt'));
    form.append('file', new File([file], 'a.png', { type: 'image/png' }));
    form.append('after', 'ignored');
    const { bytes, boundary } = await encode(form);
    for (const size of [1, 2, 3, 7, 41, 64, 1000, bytes.length]) {
      const out = await read(chunked(bytes, size), boundary);
      expect(out.data.equals(file), `chunks of ${size}`).toBe(true);
      expect(out.size).toBe(file.length);
      expect(out.filename).toBe('a.png');
    }
  });

  it('reads a Node stream in place and leaves the rest of it unread and open', async () => {
    const form = new FormData();
    form.append('file', new File([file], 'a.png'));
    form.append('after', 'x'.repeat(50_000));
    const { bytes, boundary } = await encode(form);
    const chunks = Array.from({ length: Math.ceil(bytes.length / 100) }, (_, i) =>
      bytes.subarray(i * 100, i * 100 + 100),
    );
    const node = Readable.from(chunks, { objectMode: false, highWaterMark: 100 });
    const out = await read(node.iterator({ destroyOnReturn: false }), boundary);
    expect(out.data.equals(file)).toBe(true);
    expect(node.destroyed).toBe(false);
    expect(node.readableEnded).toBe(false);
  });

  it('hands the file on in the chunks it arrived in, not copies of them', async () => {
    // A 20 MB upload copied chunk by chunk was 20 MB more for the garbage collector.
    const big = Buffer.alloc(640 * 1024, 0x61);
    const form = new FormData();
    form.append('file', new File([big], 'a.png'));
    const { bytes, boundary } = await encode(form);
    const arrived = new Set<ArrayBufferLike>();
    let copied = 0;
    await readFilePart(
      chunked(bytes, 64 * 1024).pipeThrough(
        new TransformStream<Uint8Array, Uint8Array>({
          transform(chunk, controller) {
            arrived.add(chunk.buffer);
            controller.enqueue(chunk);
          },
        }),
      ),
      {
        boundary,
        field: 'file',
        maxBodyBytes: 1e9,
        maxFileBytes: 1e9,
        onData(chunk) {
          if (!arrived.has(chunk.buffer)) copied += chunk.length;
        },
      },
    );
    // Only the bytes around the part's head (joined once to find where the file starts) and
    // the end may be copies.
    expect(copied).toBeLessThan(64 * 1024);
  });

  it('reads an empty file as size 0', async () => {
    const form = new FormData();
    form.append('file', new File([], ''));
    const { bytes, boundary } = await encode(form);
    const out = await read(chunked(bytes, 5), boundary);
    expect(out.size).toBe(0);
  });

  it('stops at the caps without reading the rest', async () => {
    const form = new FormData();
    form.append('file', new File([Buffer.alloc(100_000, 1)], 'big.png'));
    const { bytes, boundary } = await encode(form);
    let pulled = 0;
    const counted = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled >= bytes.length) return controller.close();
        controller.enqueue(bytes.slice(pulled, pulled + 1000));
        pulled += 1000;
      },
    });
    expect(await reasonOf(read(counted, boundary, { maxFileBytes: 10_000 }))).toBe('tooLarge');
    expect(pulled).toBeLessThan(20_000);
    expect(await reasonOf(read(chunked(bytes, 1000), boundary, { maxBodyBytes: 50_000 }))).toBe(
      'tooLarge',
    );
    expect(await reasonOf(read(chunked(bytes, 1000), boundary))).toBe('resolved');
  });

  it('refuses a body without the field, a cut-off body and a body that is no form', async () => {
    const text = new FormData();
    text.append('image', new File([file], 'a.png'));
    const noFile = await encode(text);
    expect(await reasonOf(read(chunked(noFile.bytes, 9), noFile.boundary))).toBe('noFile');

    const withFile = new FormData();
    withFile.append('file', new File([file], 'a.png'));
    const cut = await encode(withFile);
    expect(
      await reasonOf(read(chunked(cut.bytes.subarray(0, cut.bytes.length - 60), 9), cut.boundary)),
    ).toBe('malformed');

    expect(await reasonOf(read(chunked(Buffer.from('k0=&k1=&k2='), 4), 'abc'))).toBe('malformed');
    let sent = false;
    const dropped = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent) return controller.error(new Error('socket hang up'));
        sent = true;
        controller.enqueue(cut.bytes.subarray(0, 200));
      },
    });
    expect(await reasonOf(read(dropped, cut.boundary))).toBe('malformed');
    expect(
      await reasonOf(
        readFilePart(null, {
          boundary: 'abc',
          field: 'file',
          maxBodyBytes: 1,
          maxFileBytes: 1,
          onData: () => {},
        }),
      ),
    ).toBe('noFile');
  });
});
