export { connectMongo, isMongoUp, type MongoConnectOptions } from './mongo-connection';
export { modelOn } from './model-on';
export { mongooseSchemaOf, storedFieldsOf, type Stored, type StoredShape } from './stored-shape';
