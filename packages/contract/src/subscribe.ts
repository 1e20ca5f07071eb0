export const subscribeEndpoints = {} as const;
