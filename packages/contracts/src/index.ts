export * from './roles';
export * from './applicants';
export * from './donations';
export * from './content';
export * from './limits';
export * from './messages';
export * from './api-types';
export * from './public-api';
