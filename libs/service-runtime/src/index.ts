export { createGrpcService, type GrpcService } from './grpc-service';
