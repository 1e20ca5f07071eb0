export const miscEndpoints = {} as const;
