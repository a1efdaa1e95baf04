export { connectMongo, isMongoUp, type MongoConnectOptions } from './mongo-connection';
