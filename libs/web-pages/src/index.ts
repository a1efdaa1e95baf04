export * from './web-pages';
