export * from './api/common';
export * from './constants';
export * from './tenant';
