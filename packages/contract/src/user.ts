export const userEndpoints = {} as const;
