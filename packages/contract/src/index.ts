export * from './define.ts';
export * from './endpoints.ts';
