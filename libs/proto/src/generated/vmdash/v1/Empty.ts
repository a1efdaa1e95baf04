// Original file: vmdash/v1/data_cache.proto


export interface Empty {
}

export interface Empty__Output {
}
