// Original file: vmdash/v1/integration.proto


/**
 * One page of the upstream's hosts (GET /beta-assets/{page}, 1-based): a sync reads one page per call and resumes at
 * the page after the last it stored (docs/decisions/0028-jobs.md, "Plan sync as a job").
 */
export interface StreamUpstreamPlansRequest {
  'page'?: (number);
}

/**
 * One page of the upstream's hosts (GET /beta-assets/{page}, 1-based): a sync reads one page per call and resumes at
 * the page after the last it stored (docs/decisions/0028-jobs.md, "Plan sync as a job").
 */
export interface StreamUpstreamPlansRequest__Output {
  'page': (number);
}
