// A streaming multipart/form-data reader for one file field: the body is read chunk by chunk
// (never held whole, never parsed in one synchronous step), every byte is counted against a cap,
// and the file's bytes go to the caller as they arrive.

/** Why a body was refused: malformed framing, or more bytes than the cap. */
export class MultipartError extends Error {
  constructor(readonly reason: 'malformed' | 'tooLarge' | 'noFile') {
    super(`multipart: ${reason}`);
    this.name = 'MultipartError';
  }
}

/** The boundary of a `multipart/form-data` content type, else undefined (any other type). */
export function multipartBoundary(contentType: string | undefined): string | undefined {
  if (!contentType) return undefined;
  const [type, ...params] = contentType.split(';');
  if (type?.trim().toLowerCase() !== 'multipart/form-data') return undefined;
  for (const param of params) {
    const at = param.indexOf('=');
    if (at < 0 || param.slice(0, at).trim().toLowerCase() !== 'boundary') continue;
    let value = param.slice(at + 1).trim();
    if (value.startsWith('"') && value.endsWith('"') && value.length >= 2)
      value = value.slice(1, -1);
    // RFC 2046: 1 to 70 characters.
    return value.length >= 1 && value.length <= 70 ? value : undefined;
  }
  return undefined;
}

export interface FilePartOptions {
  boundary: string;
  /** The form field that carries the file. */
  field: string;
  /** Most bytes of the whole body; beyond, reading stops with `tooLarge`. */
  maxBodyBytes: number;
  /** Most bytes of the file; beyond, reading stops with `tooLarge`. */
  maxFileBytes: number;
  /** Receives the file's bytes in order; awaited before the next chunk is read (backpressure). */
  onData(chunk: Uint8Array): Promise<void> | void;
}

/** Headers of one part are small; more than this before the blank line is not a form. */
const MAX_PART_HEADER_BYTES = 16 * 1024;
const CRLF = Buffer.from('\r\n');
const HEADER_END = Buffer.from('\r\n\r\n');

interface PartInfo {
  name: string | undefined;
  filename: string | undefined;
}

function parsePartHeaders(block: Buffer): PartInfo {
  let name: string | undefined;
  let filename: string | undefined;
  for (const line of block.toString('latin1').split('\r\n')) {
    const at = line.indexOf(':');
    if (at < 0 || line.slice(0, at).trim().toLowerCase() !== 'content-disposition') continue;
    const value = line.slice(at + 1);
    name =
      /(?:^|;)\s*name="([^"]*)"/i.exec(value)?.[1] ?? /(?:^|;)\s*name=([^;\s]+)/i.exec(value)?.[1];
    filename = /(?:^|;)\s*filename="([^"]*)"/i.exec(value)?.[1];
  }
  return { name, filename };
}

/**
 * Where a delimiter that `buf` may end in the middle of would begin (buf.length when it ends in
 * none). Bytes before it are file bytes for sure; only those after it wait for the next chunk, so
 * a chunk is almost never copied to be joined with the next.
 */
function partialDelimiterAt(buf: Buffer, delimiter: Buffer): number {
  const from = Math.max(0, buf.length - (delimiter.length - 1));
  for (let at = buf.indexOf(delimiter[0] as number, from); at >= 0;) {
    if (buf.subarray(at).equals(delimiter.subarray(0, buf.length - at))) return at;
    at = buf.indexOf(delimiter[0] as number, at + 1);
  }
  return buf.length;
}

/** A body's chunks: a web stream, or any async iterable (Node's request, read in place). */
export type BodySource = ReadableStream<Uint8Array> | AsyncIterable<Uint8Array>;

function chunksOf(body: BodySource): AsyncIterator<Uint8Array> {
  // Stopping early leaves the rest of a web stream unread and uncancelled, as it does a Node
  // request iterated with `destroyOnReturn: false`: the answer still goes out on its connection.
  if (body instanceof ReadableStream) return body.values({ preventCancel: true });
  return body[Symbol.asyncIterator]();
}

/**
 * Reads `body` until the first part named `field` has ended (the rest of the
 * body is left unread); returns that file's byte count. Throws MultipartError when the framing is
 * broken, no such part comes, or a cap is passed.
 */
export async function readFilePart(
  body: BodySource | null,
  opts: FilePartOptions,
): Promise<{ size: number; filename: string }> {
  if (!body) throw new MultipartError('noFile');
  // The body is read as if it began with CRLF, so every boundary is the same delimiter.
  const delimiter = Buffer.from(`\r\n--${opts.boundary}`);
  const keep = delimiter.length - 1;
  const chunks = chunksOf(body);
  let buf: Buffer = Buffer.from(CRLF);
  let read = 0;
  let state: 'preamble' | 'afterDelimiter' | 'headers' | 'body' = 'preamble';
  let part: PartInfo | undefined;
  let fileSize = 0;
  try {
    for (;;) {
      // Work through what is buffered; each branch either consumes bytes or needs more.
      let progressed = true;
      while (progressed) {
        progressed = false;
        if (state === 'preamble') {
          const at = buf.indexOf(delimiter);
          if (at < 0) {
            if (buf.length > keep) buf = buf.subarray(buf.length - keep);
          } else {
            buf = buf.subarray(at + delimiter.length);
            state = 'afterDelimiter';
            progressed = true;
          }
        } else if (state === 'afterDelimiter') {
          if (buf.length >= 2) {
            if (buf[0] === 0x2d && buf[1] === 0x2d) throw new MultipartError('noFile');
            // Transport padding (spaces, tabs) may follow a boundary before its line break.
            const eol = buf.indexOf(CRLF);
            if (eol < 0) {
              if (buf.length > 256) throw new MultipartError('malformed');
            } else {
              if (buf.subarray(0, eol).toString('latin1').trim() !== '')
                throw new MultipartError('malformed');
              buf = buf.subarray(eol + 2);
              state = 'headers';
              progressed = true;
            }
          }
        } else if (state === 'headers') {
          const end = buf.indexOf(HEADER_END);
          if (end < 0) {
            // A part without headers starts with the blank line at once.
            if (buf.length >= 2 && buf[0] === 0x0d && buf[1] === 0x0a) {
              part = { name: undefined, filename: undefined };
              buf = buf.subarray(2);
              state = 'body';
              progressed = true;
            } else if (buf.length > MAX_PART_HEADER_BYTES) throw new MultipartError('malformed');
          } else {
            part = parsePartHeaders(buf.subarray(0, end));
            buf = buf.subarray(end + HEADER_END.length);
            state = 'body';
            progressed = true;
          }
        } else {
          const wanted = part?.name === opts.field;
          const at = buf.indexOf(delimiter);
          const upTo = at < 0 ? partialDelimiterAt(buf, delimiter) : at;
          if (upTo > 0 && wanted) {
            fileSize += upTo;
            if (fileSize > opts.maxFileBytes) throw new MultipartError('tooLarge');
            await opts.onData(buf.subarray(0, upTo));
          }
          if (at >= 0) {
            if (wanted) return { size: fileSize, filename: part?.filename ?? '' };
            buf = buf.subarray(at + delimiter.length);
            state = 'afterDelimiter';
            part = undefined;
            progressed = true;
          } else if (upTo > 0) buf = buf.subarray(upTo);
        }
      }
      // A body cut off by the client (connection closed) is a broken form, not a server fault.
      const { done, value } = await chunks.next().catch(() => {
        throw new MultipartError('malformed');
      });
      if (done) {
        const inFile = state === 'body' && part?.name === opts.field;
        throw new MultipartError(state === 'preamble' || inFile ? 'malformed' : 'noFile');
      }
      read += value.length;
      if (read > opts.maxBodyBytes) throw new MultipartError('tooLarge');
      const chunk = Buffer.from(value.buffer, value.byteOffset, value.byteLength);
      buf = buf.length ? Buffer.concat([buf, chunk]) : chunk;
    }
  } finally {
    // The rest stays unread: the HTTP layer drains or drops it after the answer.
    await Promise.resolve(chunks.return?.()).catch(() => undefined);
  }
}
