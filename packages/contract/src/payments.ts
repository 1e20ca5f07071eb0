export const paymentsEndpoints = {} as const;
