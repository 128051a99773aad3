// The database schema: one file per domain under tables/, all re-exported here, where drizzle.config.ts and
// every repository read it.
export * from './auth-schema';
export * from './tables/accounts';
export * from './tables/psychologists';
export * from './tables/booking';
export * from './tables/payments';
export * from './tables/files';
export * from './tables/clinical-records';
export * from './tables/operations';
