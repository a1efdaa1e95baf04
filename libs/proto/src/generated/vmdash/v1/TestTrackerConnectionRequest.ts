// Original file: vmdash/v1/integration.proto


export interface TestTrackerConnectionRequest {
}

export interface TestTrackerConnectionRequest__Output {
}
