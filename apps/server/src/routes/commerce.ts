// Every commerce route: orders, payments (with the sandbox provider's hosted checkout and
// webhooks) and coupons. Mounted by app.ts.
import { Hono } from 'hono';
import type { AppEnv } from '../lib/context.ts';
import { couponRoutes } from './commerce/coupons.ts';
import { orderRoutes } from './commerce/orders.ts';
import { paymentRoutes } from './commerce/payments.ts';
import { sandboxCheckoutRoutes } from './commerce/sandbox-checkout.ts';

export const commerceRoutes = new Hono<AppEnv>();
commerceRoutes.route('/', orderRoutes());
commerceRoutes.route('/', paymentRoutes());
commerceRoutes.route('/', couponRoutes());
commerceRoutes.route('/', sandboxCheckoutRoutes());
