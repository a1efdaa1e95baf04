/** Dashboard user groups (interface spec, "Dashboard records": values of group). */
export const USER_GROUPS = ['Admin', 'Standard_User', 'Leadership', 'Read_Only'] as const;
export type UserGroup = (typeof USER_GROUPS)[number];

/** Queue workflow types (interface spec, "Dashboard records"). FP, RISK and DECOM require a vendor. */
export const WORKFLOW_TYPES = ['FP', 'RISK', 'CARD', 'GRANITE', 'DECOM', 'Remediate'] as const;
export type WorkflowType = (typeof WORKFLOW_TYPES)[number];

/** Ticket source contexts (interface spec, "Dashboard records"). */
export const SOURCE_CONTEXTS = ['cve', 'risk', 'beta_queue', 'email', 'manual'] as const;
export type SourceContext = (typeof SOURCE_CONTEXTS)[number];
