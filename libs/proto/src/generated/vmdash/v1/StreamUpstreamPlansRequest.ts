// Original file: vmdash/v1/integration.proto


export interface StreamUpstreamPlansRequest {
}

export interface StreamUpstreamPlansRequest__Output {
}
