export * from './i18n/locales.ts';
export * from './i18n/messages.ts';
export * from './plans.ts';
export * from './timings.ts';
export * from './schemas/error.ts';
export * from './schemas/system.ts';
export * from './schemas/feedback.ts';
