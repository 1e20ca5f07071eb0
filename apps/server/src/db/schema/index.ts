// The database schema by domain; drizzle-kit reads it from here (drizzle.config.ts).
export * from './accounts.ts';
export * from './mail.ts';
export * from './catalog.ts';
export * from './engagement.ts';
export * from './content.ts';
export * from './messages.ts';
export * from './commerce.ts';
export * from './staff.ts';
