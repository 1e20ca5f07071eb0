// Files a user uploads (avatars). The bytes live in a folder on disk (config.uploadDir, shared by
// every instance), written as they stream in and read back as a stream; the database keeps only
// each file's metadata, so no file's bytes ever pass through a query or a transaction.
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, open, readdir, rename, rm, stat, type FileHandle } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import { Readable } from 'node:stream';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { AVATAR_MAX_BYTES } from '@gemlane/contract';
import type { Db, Tx } from '../db/client.ts';
import { uploads, users } from '../db/schema/index.ts';
import { UPLOAD_BODY_LIMIT } from '../lib/body-limits.ts';
import { ApiError, badRequest } from '../lib/errors.ts';
import { MultipartError, readFilePart, type BodySource } from '../lib/multipart.ts';
import { sniffImage, type ImageMime } from './image-type.ts';
import { setAvatar, type UserRow } from './users.ts';

/**
 * Uploads are read back in 256 KiB steps. Each step is one socket write that holds the event loop
 * for its whole copy: with four 20 MB reads in flight, 1 MiB steps made /api/health wait 56 ms at
 * p99 and 256 KiB steps 36 ms (64 KiB: 33 ms, at half the read throughput), the hello-world floor
 * beside it 16-31 ms (the hostile bench).
 */
const READ_CHUNK_BYTES = 256 * 1024;

/** The public address of upload `id` (what an avatar URL holds). */
export const uploadUrl = (id: string) => `/api/static/upload/${id}`;

/** Upload ids: 18 random bytes in base64url (the only names ever joined to the folder). */
export const UPLOAD_ID = /^[A-Za-z0-9_-]{10,64}$/;

/**
 * An upload is written to disk 1 MiB at a time. Each write hands the work to a pool thread that
 * takes a core from the event loop on a busy machine: written as it arrived (64 KiB), a 20 MB
 * upload took 320 of them and held the loop longer than anything else under the hostile bench.
 */
const WRITE_BATCH_BYTES = 1024 * 1024;

/** Files still being written, kept apart so a reader never sees half a file. */
const INCOMING = '.incoming';
/** Enough of a file to know its image type by content. */
const SNIFF_BYTES = 12;

const filePath = (dir: string, id: string) => path.join(dir, id);

/** The id of upload `fileId` when `userId` uploaded it; with `lock`, held until the transaction ends. */
export async function ownUploadId(
  db: Tx,
  fileId: string,
  userId: number,
  lock = false,
): Promise<string | undefined> {
  const query = db
    .select({ id: uploads.id })
    .from(uploads)
    .where(and(eq(uploads.id, fileId), eq(uploads.userId, userId)))
    .limit(1);
  const [file] = await (lock ? query.for('update') : query);
  return file?.id;
}

export interface StoredUpload {
  id: string;
  mimeType: ImageMime;
  size: number;
}

/**
 * Streams the `file` field of a multipart body to disk: counted against the 20 MB cap, hashed and
 * written chunk by chunk, its type sniffed from the first bytes (anything else is refused before
 * the rest is read). Only then is the metadata row written and the file moved into place.
 */
export async function receiveUpload(
  db: Db,
  dir: string,
  body: BodySource | null,
  boundary: string,
  userId: number,
  now: Date,
): Promise<StoredUpload> {
  const id = randomBytes(18).toString('base64url');
  const incoming = path.join(dir, INCOMING);
  await mkdir(incoming, { recursive: true });
  const partPath = path.join(incoming, `${id}.part`);
  const hash = createHash('sha256');
  let handle: FileHandle | undefined = await open(partPath, 'wx');
  let head = Buffer.alloc(0);
  let mimeType: ImageMime | undefined;
  const sniff = () => {
    mimeType = sniffImage(head);
    if (!mimeType) throw new ApiError(415, 'errors.uploadNotImage');
  };
  // The chunks as they arrived (64 KiB from the socket), written a batch at a time.
  let pending: Uint8Array[] = [];
  let pendingBytes = 0;
  const flush = async () => {
    const batch = pending;
    const total = pendingBytes;
    pending = [];
    pendingBytes = 0;
    if (total === 0) return;
    // One write of the chunks as they are (no copy); a short write, rare on a file, writes on
    // from where it stopped.
    let at = (await (handle as FileHandle).writev(batch)).bytesWritten;
    if (at === total) return;
    const rest = Buffer.concat(batch, total);
    while (at < total) at += (await (handle as FileHandle).write(rest, at)).bytesWritten;
  };
  try {
    const { size } = await readFilePart(body, {
      boundary,
      field: 'file',
      maxBodyBytes: UPLOAD_BODY_LIMIT,
      maxFileBytes: AVATAR_MAX_BYTES,
      async onData(chunk) {
        if (!mimeType) {
          head = Buffer.concat([head, chunk.subarray(0, SNIFF_BYTES - head.length)]);
          if (head.length >= SNIFF_BYTES) sniff();
        }
        hash.update(chunk);
        pending.push(chunk);
        pendingBytes += chunk.length;
        if (pendingBytes >= WRITE_BATCH_BYTES) await flush();
      },
    }).catch((err: unknown) => {
      if (!(err instanceof MultipartError)) throw err;
      if (err.reason === 'tooLarge') throw new ApiError(413, 'errors.uploadTooLarge');
      throw badRequest('errors.uploadFailed');
    });
    if (size === 0) throw badRequest('errors.uploadFailed');
    if (!mimeType) sniff();
    await flush();
    await handle.close();
    handle = undefined;
    const stored = { id, mimeType: mimeType as unknown as ImageMime, size };
    // The row first: a crash before the rename leaves a row without a file, which the sweep
    // deletes; never a file no row points to.
    await db.insert(uploads).values({
      ...stored,
      userId,
      sha256: hash.digest('hex'),
      createdAt: now,
    });
    try {
      await rename(partPath, filePath(dir, id));
    } catch (err) {
      await db.delete(uploads).where(eq(uploads.id, id));
      throw err;
    }
    return stored;
  } finally {
    await handle?.close().catch(() => {});
    await rm(partPath, { force: true });
  }
}

export interface UploadMeta {
  id: string;
  mimeType: string;
  size: number;
  sha256: string;
}

/**
 * Upload rows read, by database and id. A row never changes under its id, and only the sweep
 * deletes one, so a read of an upload (a 304, a HEAD, or the size that decides whether a read is
 * counted against `bigUploadReadPerIp`) needs no query once its row is known. Under a flood of
 * reads of one file refused by that limit, the row's query was half of the API's busy time
 * (PGlite, the hostile bench). Another instance's sweep is seen here after UPLOAD_MEMORY_MS at
 * most; until then a read of the swept upload finds no file and answers 404.
 */
const knownUploads = new WeakMap<Db, Map<string, { file: UploadMeta; until: number }>>();
const UPLOAD_MEMORY_MS = 60_000;
const MAX_KNOWN_UPLOADS = 2_000;

/** The metadata of upload `id` (never its bytes), or undefined when there is none. */
export async function uploadById(db: Db, id: string): Promise<UploadMeta | undefined> {
  let known = knownUploads.get(db);
  if (!known) knownUploads.set(db, (known = new Map()));
  const at = Date.now();
  const kept = known.get(id);
  if (kept && at < kept.until) return kept.file;
  const [file] = await db
    .select({
      id: uploads.id,
      mimeType: uploads.mimeType,
      size: uploads.size,
      sha256: uploads.sha256,
    })
    .from(uploads)
    .where(eq(uploads.id, id))
    .limit(1);
  if (!file) return undefined;
  // The oldest read goes first (a Map keeps insertion order).
  known.delete(id);
  if (known.size >= MAX_KNOWN_UPLOADS) known.delete(known.keys().next().value as string);
  known.set(id, { file, until: at + UPLOAD_MEMORY_MS });
  return file;
}

/** Upload `id` opened for reading, or undefined when its file is gone. */
async function openExisting(dir: string, id: string): Promise<FileHandle | undefined> {
  try {
    return await open(filePath(dir, id), 'r');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw err;
  }
}

/**
 * Sends upload `id` on Node's response `out`, with `headers`, through two buffers reused for the
 * whole file: a 20 MB read allocates 512 KiB, not 20 MB of chunks (copied once more by a web
 * stream) for the garbage collector, whose pauses were the API's longest stalls while uploads
 * were read back (the hostile bench). A buffer is read into again only once its bytes have left
 * for the socket, so a slow reader holds two steps of the file, never more. Resolves false, with
 * nothing sent, when the file is gone.
 */
export async function sendUploadFile(
  dir: string,
  id: string,
  out: ServerResponse,
  headers: Record<string, string>,
): Promise<boolean> {
  const handle = await openExisting(dir, id);
  if (!handle) return false;
  try {
    out.writeHead(200, headers);
    let closed = false;
    const gone = new Promise<void>((resolve) =>
      out.once('close', () => {
        closed = true;
        resolve();
      }),
    );
    const buffers = [Buffer.allocUnsafe(READ_CHUNK_BYTES), Buffer.allocUnsafe(READ_CHUNK_BYTES)];
    const sent: Promise<void>[] = [Promise.resolve(), Promise.resolve()];
    try {
      for (let position = 0, i = 0; ; i = 1 - i) {
        await Promise.race([sent[i], gone]);
        if (closed) return true;
        const buffer = buffers[i] as Buffer;
        const { bytesRead } = await handle.read(buffer, 0, buffer.length, position);
        if (bytesRead === 0 || closed) break;
        position += bytesRead;
        sent[i] = new Promise((resolve) =>
          out.write(buffer.subarray(0, bytesRead), () => resolve()),
        );
      }
    } catch (err) {
      // The head is out: a failed read can only end the connection, short of its length.
      out.destroy(err as Error);
      return true;
    }
    out.end();
    return true;
  } finally {
    await handle.close();
  }
}

/** The bytes of upload `id` as a web stream read from disk, or undefined when the file is gone. */
export async function openUploadFile(
  dir: string,
  id: string,
): Promise<ReadableStream<Uint8Array> | undefined> {
  const handle = await openExisting(dir, id);
  if (!handle) return undefined;
  // Node's stream pauses while the client is slow, so a read holds one chunk, not the file.
  return Readable.toWeb(
    handle.createReadStream({ highWaterMark: READ_CHUNK_BYTES }),
  ) as ReadableStream<Uint8Array>;
}

/** Uploads this old that are no user's avatar are deleted by the sweep. */
export const UNUSED_UPLOAD_TTL_MS = 60 * 60_000;
/** Rows deleted per sweep pass (the next hourly pass takes the rest). */
const SWEEP_BATCH = 500;

/**
 * Deletes uploads older than UNUSED_UPLOAD_TTL_MS that are no user's current avatar: rows, then
 * their files; also half-written files of that age. Returns the count of uploads deleted.
 */
export async function sweepUnusedUploads(db: Db, dir: string, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - UNUSED_UPLOAD_TTL_MS);
  const notAnAvatar = sql`not exists (select 1 from ${users} where ${users.avatarUrl} = '/api/static/upload/' || ${uploads.id})`;
  const deleted = await db.transaction(async (tx) => {
    // Locks the candidates first: setting an avatar locks its upload too (ownUploadId with
    // `lock`), so the avatar check below, a fresh statement, sees any avatar set before it.
    const candidates = await tx
      .select({ id: uploads.id })
      .from(uploads)
      .where(and(lt(uploads.createdAt, cutoff), notAnAvatar))
      .limit(SWEEP_BATCH)
      .for('update', { skipLocked: true });
    if (!candidates.length) return [];
    return tx
      .delete(uploads)
      .where(
        and(
          inArray(
            uploads.id,
            candidates.map((c) => c.id),
          ),
          notAnAvatar,
        ),
      )
      .returning({ id: uploads.id });
  });
  const known = knownUploads.get(db);
  for (const { id } of deleted) {
    known?.delete(id);
    await rm(filePath(dir, id), { force: true });
  }
  await sweepIncoming(dir, cutoff);
  return deleted.length;
}

/** Half-written files older than `cutoff` (a process stopped mid-upload). */
async function sweepIncoming(dir: string, cutoff: Date): Promise<void> {
  const incoming = path.join(dir, INCOMING);
  let names: string[];
  try {
    names = await readdir(incoming);
  } catch {
    return;
  }
  for (const name of names) {
    const full = path.join(incoming, name);
    const info = await stat(full).catch(() => undefined);
    if (info && info.mtime < cutoff) await rm(full, { force: true });
  }
}

/**
 * Makes the user's own upload `fileId` their avatar. The upload stays locked until the avatar
 * points to it, so the sweep of unused uploads cannot delete it in between.
 */
export async function setAvatarFromUpload(
  db: Db,
  userId: number,
  fileId: string,
  now: Date,
): Promise<UserRow | undefined> {
  return db.transaction(async (tx) => {
    const own = await ownUploadId(tx, fileId, userId, true);
    if (!own) throw badRequest('user.uploadNotFound');
    return setAvatar(tx, userId, uploadUrl(own), now);
  });
}
