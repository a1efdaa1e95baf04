/**
 * @vmdash/embedded-mongo: a MongoDB wire-protocol server for development, tests and the zero-setup start.
 * Not for production. See README.md.
 */
export { startEmbeddedMongo, type EmbeddedMongo, type EmbeddedMongoOptions } from './embedded-mongo';
