// Every call of the API in one table: the server mounts it, the client builds one typed function
// per entry, the OpenAPI document is generated from it.
import { activityEndpoints } from './activity.ts';
import { authEndpoints } from './auth.ts';
import { catalogEndpoints } from './catalog.ts';
import { contentEndpoints } from './content.ts';
import { couponsEndpoints } from './coupons.ts';
import { homeEndpoints } from './home.ts';
import { messageEndpoints } from './message.ts';
import { miscEndpoints } from './misc.ts';
import { ordersEndpoints } from './orders.ts';
import { paymentsEndpoints } from './payments.ts';
import { shareEndpoints } from './share.ts';
import { subscribeEndpoints } from './subscribe.ts';
import { userEndpoints } from './user.ts';

export const endpoints = {
  ...activityEndpoints,
  ...authEndpoints,
  ...catalogEndpoints,
  ...contentEndpoints,
  ...couponsEndpoints,
  ...homeEndpoints,
  ...messageEndpoints,
  ...miscEndpoints,
  ...ordersEndpoints,
  ...paymentsEndpoints,
  ...shareEndpoints,
  ...subscribeEndpoints,
  ...userEndpoints,
} as const;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
