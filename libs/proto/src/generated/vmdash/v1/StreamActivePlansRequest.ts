// Original file: vmdash/v1/action_plan.proto


/**
 * Every active plan of every host (the dashboard's action-plan cache rebuild, issue 11).
 */
export interface StreamActivePlansRequest {
}

/**
 * Every active plan of every host (the dashboard's action-plan cache rebuild, issue 11).
 */
export interface StreamActivePlansRequest__Output {
}
