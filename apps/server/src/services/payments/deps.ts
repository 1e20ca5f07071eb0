// What the payment services need from the server, taken from its dependencies.
import type { AppDeps } from '../../lib/context.ts';
import { providerOf, type PaymentDeps } from './payments.ts';
import type { PaymentProvider } from './provider.ts';

export function paymentDepsOf(
  deps: AppDeps,
  opts: { provider?: PaymentProvider } = {},
): PaymentDeps {
  return {
    db: deps.db,
    config: deps.config,
    provider: opts.provider ?? providerOf(deps.config, deps.db),
    now: deps.now,
    log: deps.log.child({ component: 'payments' }),
    mailer: deps.mailer,
  };
}
