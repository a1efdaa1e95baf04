// Original file: vmdash/v1/integration.proto


export interface FindFalsePositiveWorkflowRequest {
  /**
   * EXACT name search (searching by the numeric id returns nothing, interface spec "C. Outbound calls").
   */
  'name'?: (string);
}

export interface FindFalsePositiveWorkflowRequest__Output {
  /**
   * EXACT name search (searching by the numeric id returns nothing, interface spec "C. Outbound calls").
   */
  'name': (string);
}
