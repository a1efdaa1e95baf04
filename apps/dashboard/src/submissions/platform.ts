/** A false-positive workflow as the platform answered it (integration.proto FalsePositiveWorkflow). */
export interface PlatformWorkflow {
  platformId: string;
  workflowUuid: string;
  name: string;
  /** The platform's state of the batch, e.g. REQUESTED, APPROVED, REJECTED, EXPIRED. */
  state: string;
  answerJson: string;
}

/** Fields of a new false-positive workflow (interface spec, "C. Outbound calls": create false-positive form fields). */
export interface NewPlatformWorkflow {
  name: string;
  reason: string;
  description: string;
  expirationDate: string;
  overrideControl: string;
  hostFindingIds: string[];
  /** Evidence files of the create (the platform takes files only at creation). */
  files: EvidenceFile[];
}

/** One evidence file of a submission: its name as the client gave it, its type read from its bytes, its bytes. */
export interface EvidenceFile {
  fileName: string;
  contentType: string;
  content: Buffer;
}

/**
 * The vulnerability platform as the submissions commands see it (the integration service's platform client). A
 * failure throws the refusal with the user's text (integrationRefusal: 429 ResourceExhaustedError; 401, 419, 5xx and
 * network UpstreamFailedError; timeouts UpstreamTimeoutError; an unknown workflow NotFoundError).
 */
export interface Platform {
  createWorkflow(workflow: NewPlatformWorkflow): Promise<PlatformWorkflow>;
  /** The workflow named exactly `name` (its uuid and state). */
  findWorkflow(name: string): Promise<PlatformWorkflow>;
  mapFinding(workflowUuid: string, hostFindingId: string): Promise<void>;
}
