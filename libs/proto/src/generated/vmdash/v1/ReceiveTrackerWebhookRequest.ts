// Original file: vmdash/v1/integration.proto


export interface ReceiveTrackerWebhookRequest {
  /**
   * The request body exactly as received (the HMAC is computed over these bytes).
   */
  'raw_body'?: (Buffer | Uint8Array | string);
  /**
   * X-Hub-Signature header value, e.g. "sha256=<hex>", when sent.
   */
  'signature'?: (string);
  /**
   * The shared secret as a token (Authorization: Bearer or the `secret` query parameter), when no signature is sent.
   */
  'token'?: (string);
  /**
   * X-Atlassian-Webhook-Identifier, when sent: logged to trace a delivery, never its identity (the signature does not
   * cover it; a delivery is identified by its body's webhookEvent, issue id and timestamp).
   */
  'delivery_id'?: (string);
  '_signature'?: "signature";
  '_token'?: "token";
  '_delivery_id'?: "delivery_id";
}

export interface ReceiveTrackerWebhookRequest__Output {
  /**
   * The request body exactly as received (the HMAC is computed over these bytes).
   */
  'raw_body': (Buffer);
  /**
   * X-Hub-Signature header value, e.g. "sha256=<hex>", when sent.
   */
  'signature'?: (string);
  /**
   * The shared secret as a token (Authorization: Bearer or the `secret` query parameter), when no signature is sent.
   */
  'token'?: (string);
  /**
   * X-Atlassian-Webhook-Identifier, when sent: logged to trace a delivery, never its identity (the signature does not
   * cover it; a delivery is identified by its body's webhookEvent, issue id and timestamp).
   */
  'delivery_id'?: (string);
}
