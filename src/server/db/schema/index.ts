export * from './auth';
export * from './app';
export * from './accounts';
export * from './vitals';
export * from './scams';
export * from './push';
