export * from './api/common';
