// Staff accounts and sessions: password + TOTP second factor, opaque tokens stored hashed in
// their own table (a shopper's token is never a staff token, and the other way round).
import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { generateSecret, verifySync } from 'otplib';
import { STAFF_SESSION_TTL_MS, type StaffRole } from '@gemlane/contract';
import type { Db, Tx } from '../../db/client.ts';
import { staffAccounts, staffSessions } from '../../db/schema/index.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../password.ts';
import { sha256 } from '../sessions.ts';

export interface StaffUser {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  sessionId: number;
  expiresAt: Date;
}

/** Staff tokens carry a prefix so one is never mistaken for a shopper's in logs or tooling. */
const TOKEN_PREFIX = 'staff_';
/** One 30 s step either side: a phone clock a little off still signs in. */
const TOTP_TOLERANCE_S = 30;

export async function createStaffAccount(
  db: Tx,
  input: { email: string; name: string; role: StaffRole; password: string; totpSecret?: string },
): Promise<{ id: number; totpSecret: string }> {
  const totpSecret = input.totpSecret ?? generateSecret();
  const [row] = await db
    .insert(staffAccounts)
    .values({
      email: input.email.toLowerCase(),
      name: input.name,
      role: input.role,
      passwordHash: await hashPassword(input.password),
      totpSecret,
    })
    .returning({ id: staffAccounts.id });
  return { id: row!.id, totpSecret };
}

/** The TOTP time step of a code that `secret` accepts now, or null. */
export function totpStep(secret: string, code: string, now: Date): number | null {
  const result = verifySync({
    secret,
    token: code,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: TOTP_TOLERANCE_S,
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

export type SignInOutcome =
  { ok: true; token: string; staff: StaffUser } | { ok: false; staffId?: number };

/**
 * Password, then code; a code already spent (its time step or an earlier one) is refused, so a
 * code seen over a shoulder cannot open a second session.
 */
export async function signInStaff(
  db: Db,
  input: { email: string; password: string; code: string },
  now: Date,
  meta: { ip: string; userAgent?: string | undefined },
): Promise<SignInOutcome> {
  const [account] = await db
    .select()
    .from(staffAccounts)
    .where(eq(staffAccounts.email, input.email.toLowerCase()));
  const passwordOk =
    account && account.active
      ? await verifyPassword(input.password, account.passwordHash)
      : await verifyAgainstDummy(input.password);
  if (!account || !passwordOk) return { ok: false };
  const step = totpStep(account.totpSecret, input.code, now);
  if (step === null || (account.totpLastStep !== null && step <= account.totpLastStep))
    return { ok: false, staffId: account.id };
  return db.transaction(async (tx) => {
    // The step is claimed in the same commit as the session: two sign-ins with one code race here.
    const claimed = await tx
      .update(staffAccounts)
      .set({ totpLastStep: step })
      .where(
        and(
          eq(staffAccounts.id, account.id),
          account.totpLastStep === null
            ? isNull(staffAccounts.totpLastStep)
            : eq(staffAccounts.totpLastStep, account.totpLastStep),
        ),
      )
      .returning({ id: staffAccounts.id });
    if (claimed.length === 0) return { ok: false as const, staffId: account.id };
    const token = TOKEN_PREFIX + randomBytes(32).toString('base64url');
    const expiresAt = new Date(now.getTime() + STAFF_SESSION_TTL_MS);
    const [session] = await tx
      .insert(staffSessions)
      .values({
        staffId: account.id,
        tokenHash: sha256(token),
        createdAt: now,
        expiresAt,
        ip: meta.ip,
        userAgent: meta.userAgent?.slice(0, 300),
      })
      .returning({ id: staffSessions.id });
    return {
      ok: true as const,
      token,
      staff: {
        id: account.id,
        email: account.email,
        name: account.name,
        role: account.role as StaffRole,
        sessionId: session!.id,
        expiresAt,
      },
    };
  });
}

/** The staff member of a live staff session token, else undefined. */
export async function staffOfToken(
  db: Db,
  token: string,
  now: Date,
): Promise<StaffUser | undefined> {
  if (!token.startsWith(TOKEN_PREFIX) || token.length > 200) return undefined;
  const [row] = await db
    .select({
      id: staffAccounts.id,
      email: staffAccounts.email,
      name: staffAccounts.name,
      role: staffAccounts.role,
      sessionId: staffSessions.id,
      expiresAt: staffSessions.expiresAt,
    })
    .from(staffSessions)
    .innerJoin(staffAccounts, eq(staffAccounts.id, staffSessions.staffId))
    .where(
      and(
        eq(staffSessions.tokenHash, sha256(token)),
        isNull(staffSessions.revokedAt),
        gt(staffSessions.expiresAt, now),
        eq(staffAccounts.active, true),
      ),
    )
    .limit(1);
  return row ? { ...row, role: row.role as StaffRole } : undefined;
}

export async function revokeStaffSession(db: Tx, sessionId: number, now: Date): Promise<void> {
  await db.update(staffSessions).set({ revokedAt: now }).where(eq(staffSessions.id, sessionId));
}
