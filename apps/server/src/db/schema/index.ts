export * from './core.ts';
export * from './commerce.ts';
export * from './staff.ts';
