// What the signed-in role may do: the same rule the server checks (packages/contract).
import { staffCan, type StaffPermission, type StaffRole } from '@gemlane/contract';

export function can(role: StaffRole | undefined, permission: StaffPermission): boolean {
  return staffCan(role, permission);
}

export { staffCan };
