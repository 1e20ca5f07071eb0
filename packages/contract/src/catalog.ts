export const catalogEndpoints = {} as const;
