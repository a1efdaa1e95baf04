export { createGrpcService, type GrpcService, type GrpcServiceSettings, type ServiceDependencies, type ServiceWiring } from './grpc-service';
