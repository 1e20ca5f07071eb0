export const activityEndpoints = {} as const;
