export * from './plan-types';
export * from './user-groups';
export * from './sources';
export * from './errors';
export * from './calendar-date';
export * from './scopes';
export * from './limits';
export * from './workflows';
