export { connectMongo, isMongoUp } from './mongo-connection';
export { modelOn } from './model-on';
export { mongooseSchemaOf, storedFieldsOf, type Stored } from './stored-shape';
export { committableBefore } from './commit-condition';
export { findPage, type PageOrder } from './find-page';
