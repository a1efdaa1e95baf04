// Original file: vmdash/v1/dashboard.proto


export interface ListUsersRequest {
}

export interface ListUsersRequest__Output {
}
