export const homeEndpoints = {} as const;
