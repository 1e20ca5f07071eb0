// Staff accounts as admins manage them: the list, a new account (its TOTP secret answered once),
// and disabling one, which revokes every session it has (staffOfToken also refuses a disabled
// account's token, so nothing it holds opens a call after the commit).
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { AdminStaffAccount, StaffRole } from '@gemlane/contract';
import type { Tx } from '../../db/client.ts';
import { staffAccounts, staffSessions } from '../../db/schema/index.ts';
import { createStaffAccount } from './auth.ts';

type Row = typeof staffAccounts.$inferSelect;

const toAccount = (r: Row): AdminStaffAccount => ({
  staffId: r.id,
  email: r.email,
  name: r.name,
  role: r.role as StaffRole,
  active: r.active,
  createdAt: r.createdAt.toISOString(),
});

export async function listStaffAccounts(db: Tx): Promise<AdminStaffAccount[]> {
  const rows = await db
    .select()
    .from(staffAccounts)
    .orderBy(asc(staffAccounts.role), asc(staffAccounts.email));
  return rows.map(toAccount);
}

export async function staffAccountById(db: Tx, id: number): Promise<AdminStaffAccount | undefined> {
  const [row] = await db.select().from(staffAccounts).where(eq(staffAccounts.id, id));
  return row ? toAccount(row) : undefined;
}

/** The otpauth:// address authenticator apps read (RFC 6238 defaults: SHA-1, 6 digits, 30 s). */
export function otpauthUrl(email: string, secret: string): string {
  const label = encodeURIComponent(`Gemlane console:${email}`);
  return `otpauth://totp/${label}?secret=${secret}&issuer=${encodeURIComponent('Gemlane console')}`;
}

/** A new account; undefined when the e-mail has one already. */
export async function addStaffAccount(
  tx: Tx,
  input: { email: string; name: string; role: StaffRole; password: string },
) {
  const [taken] = await tx
    .select({ id: staffAccounts.id })
    .from(staffAccounts)
    .where(eq(staffAccounts.email, input.email.toLowerCase()));
  if (taken) return undefined;
  const { id, totpSecret } = await createStaffAccount(tx, input);
  const account = (await staffAccountById(tx, id))!;
  return { account, totpSecret, otpauthUrl: otpauthUrl(account.email, totpSecret) };
}

/** Switches an account on or off; off revokes its live sessions. */
export async function setStaffActive(tx: Tx, id: number, active: boolean, now: Date) {
  await tx.update(staffAccounts).set({ active }).where(eq(staffAccounts.id, id));
  if (!active)
    await tx
      .update(staffSessions)
      .set({ revokedAt: now })
      .where(and(eq(staffSessions.staffId, id), isNull(staffSessions.revokedAt)));
}
