import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../db/client.ts';
import { CalledInsideTransaction, insideTransaction } from '../../db/tx-scope.ts';
import { guardProvider, type PaymentProvider } from './provider.ts';

// No provider call (a network call for a real provider) may run inside a database transaction:
// the guard that every provider of the server is wrapped in (providerOf) refuses it.
let database: Database;
beforeAll(async () => {
  database = await openDatabase({ dataDir: null });
});
afterAll(() => database.close());

const calls: string[] = [];
const fake: PaymentProvider = {
  name: 'sandbox',
  openCheckout: async () => {
    calls.push('openCheckout');
    return { url: 'https://pay.example/x', reference: 'ref' };
  },
  parseWebhook: async () => ({ events: [] }),
  refund: async () => {
    calls.push('refund');
    return { status: 'succeeded', reference: 're_1' };
  },
  lookup: async () => null,
  closeCheckout: async () => {
    calls.push('closeCheckout');
    return { state: 'closed' };
  },
  lookupRefund: async () => null,
};
const payment = {
  id: 1,
  outTradeNo: 'PT1',
  orderId: 'GL1',
  userId: 1,
  method: 'card' as const,
  amount: 100,
  currency: 'USD',
};

describe('guardProvider', () => {
  it('knows when code runs inside a transaction, through awaits', async () => {
    expect(insideTransaction()).toBe(false);
    await database.db.transaction(async (tx) => {
      await tx.execute('select 1');
      expect(insideTransaction()).toBe(true);
    });
    expect(insideTransaction()).toBe(false);
  });

  it('refuses every provider call inside a transaction and lets it through outside', async () => {
    const guarded = guardProvider(fake);
    calls.length = 0;
    await database.db.transaction(async () => {
      await expect(
        guarded.refund({ refundId: 1, payment, amount: 100, currency: 'USD', reason: 'x' }, 'k'),
      ).rejects.toBeInstanceOf(CalledInsideTransaction);
      await expect(
        guarded.openCheckout(
          { payment, lang: 'en', description: 'd', returnOrigin: 'o', expiresAt: new Date() },
          'k',
        ),
      ).rejects.toBeInstanceOf(CalledInsideTransaction);
      await expect(guarded.lookup(payment)).rejects.toBeInstanceOf(CalledInsideTransaction);
      await expect(guarded.closeCheckout(payment)).rejects.toBeInstanceOf(CalledInsideTransaction);
      await expect(
        guarded.lookupRefund({ refundId: 1, providerRef: 're_1' }),
      ).rejects.toBeInstanceOf(CalledInsideTransaction);
      await expect(guarded.parseWebhook('{}', new Headers(), 0)).rejects.toBeInstanceOf(
        CalledInsideTransaction,
      );
    });
    expect(calls).toEqual([]);
    await guarded.refund({ refundId: 1, payment, amount: 100, currency: 'USD', reason: 'x' }, 'k');
    await guarded.closeCheckout(payment);
    expect(calls).toEqual(['refund', 'closeCheckout']);
  });
});
