export * from './core.ts';
export * from './commerce.ts';
