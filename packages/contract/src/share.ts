export const shareEndpoints = {} as const;
