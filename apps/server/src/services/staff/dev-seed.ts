// Development only: one staff account per role on the embedded database, so a person running
// `npm start` can open the console. Never called in production (main.ts checks devTools).
import { count, inArray } from 'drizzle-orm';
import { generateSync } from 'otplib';
import { STAFF_ROLES, type StaffRole } from '@gemlane/contract';
import type { Db } from '../../db/client.ts';
import { staffAccounts } from '../../db/schema/index.ts';
import { createStaffAccount } from './auth.ts';

/** The dev password of every seeded staff account (the second factor is per account). */
export const DEV_STAFF_PASSWORD = 'Console#2026';
export const devStaffEmail = (role: StaffRole) => `${role}@staff.gemlane.test`;
/** Where the dev server shows each seeded account's current code. */
export const DEV_AUTHENTICATOR_PATH = '/api/admin/dev/authenticator';

/** Seeds the three accounts when no staff account exists yet; true when it did. */
export async function seedDevStaff(db: Db): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(staffAccounts);
  if (Number(existing?.n ?? 0) > 0) return false;
  for (const role of STAFF_ROLES)
    await createStaffAccount(db, {
      email: devStaffEmail(role),
      name: `Dev ${role}`,
      role,
      password: DEV_STAFF_PASSWORD,
    });
  return true;
}

/** The seeded accounts with their password and current code (the dev authenticator page). */
export async function devStaffCodes(db: Db) {
  const rows = await db
    .select({
      email: staffAccounts.email,
      role: staffAccounts.role,
      secret: staffAccounts.totpSecret,
    })
    .from(staffAccounts)
    .where(inArray(staffAccounts.email, STAFF_ROLES.map(devStaffEmail)))
    .orderBy(staffAccounts.id);
  return rows.map((r) => ({
    email: r.email,
    role: r.role,
    password: DEV_STAFF_PASSWORD,
    code: generateSync({ secret: r.secret }),
  }));
}
