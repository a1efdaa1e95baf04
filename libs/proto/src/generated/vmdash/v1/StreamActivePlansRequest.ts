// Original file: vmdash/v1/action_plan.proto


/**
 * Every active plan of every host (the dashboard's action-plan cache rebuild, docs/decisions/0013).
 */
export interface StreamActivePlansRequest {
}

/**
 * Every active plan of every host (the dashboard's action-plan cache rebuild, docs/decisions/0013).
 */
export interface StreamActivePlansRequest__Output {
}
