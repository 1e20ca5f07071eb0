export const ordersEndpoints = {} as const;
