export const couponsEndpoints = {} as const;
