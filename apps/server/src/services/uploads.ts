// Files a user uploads (avatars): stored in the database, served by routes/static.ts.
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { uploads } from '../db/schema/index.ts';

/** The id of upload `fileId` when `userId` uploaded it. */
export async function ownUploadId(
  db: Tx,
  fileId: string,
  userId: number,
): Promise<string | undefined> {
  const [file] = await db
    .select({ id: uploads.id })
    .from(uploads)
    .where(and(eq(uploads.id, fileId), eq(uploads.userId, userId)))
    .limit(1);
  return file?.id;
}

export async function saveUpload(db: Tx, file: typeof uploads.$inferInsert): Promise<void> {
  await db.insert(uploads).values(file);
}
