import { describe, expect, it } from 'vitest';
import { adminEndpoints, STAFF_PERMISSIONS, staffCan } from './admin.ts';
import { endpoints } from './endpoints.ts';

describe('the staff call table', () => {
  it('keeps every staff call under /api/admin, apart from the shop calls', () => {
    const shop = new Set(Object.values(endpoints).map((e) => e.path));
    for (const [name, def] of Object.entries(adminEndpoints)) {
      expect(def.path, name).toMatch(/^\/api\/admin\/[A-Za-z/]+$/);
      expect(shop.has(def.path), name).toBe(false);
      // The shop's session middleware never runs on a staff call.
      expect(def.auth, name).toBe('none');
    }
  });

  it('names a permission for every call; only sign-in is public', () => {
    const open = Object.entries(adminEndpoints).filter(([, d]) => d.permission === 'public');
    expect(open.map(([n]) => n)).toEqual(['staffSignIn']);
    for (const def of Object.values(adminEndpoints))
      if (def.permission !== 'public') expect(STAFF_PERMISSIONS).toHaveProperty(def.permission);
  });
});

describe('who may do what', () => {
  it('gives support the reads, notes and delivery retries, finance refunds, admin the rest', () => {
    expect(staffCan('support', 'orders.retryDelivery')).toBe(true);
    expect(staffCan('support', 'orders.refund')).toBe(false);
    expect(staffCan('finance', 'orders.refund')).toBe(true);
    expect(staffCan('finance', 'catalog.write')).toBe(false);
    expect(staffCan('admin', 'catalog.write')).toBe(true);
    expect(staffCan('admin', 'customers.block')).toBe(true);
    expect(staffCan(undefined, 'orders.read')).toBe(false);
  });

  it('lets each higher role do everything the lower one may', () => {
    for (const roles of Object.values(STAFF_PERMISSIONS)) {
      const list = roles as readonly string[];
      if (list.includes('support')) expect(list).toContain('finance');
      if (list.includes('finance')) expect(list).toContain('admin');
    }
  });
});
