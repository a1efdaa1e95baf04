import { modelOn, mongooseSchemaOf } from '@vmdash/db';
import type { Connection, Model } from 'mongoose';
import { z } from 'zod';

/**
 * A back-channel logout token that was used (OpenID Connect Back-Channel Logout 1.0, section 2.6: the relying party
 * may refuse a token whose `jti` it has seen): its issuer and `jti`, kept until `expires_at`, the end of the window in
 * which the gateway would accept the token at all. The unique index makes the first use win across replicas; the TTL
 * index removes the record once a replay could no longer pass the gateway's checks anyway.
 */
const LogoutTokenShape = z.object({ issuer: z.string(), jti: z.string(), expires_at: z.date() });

/** A used logout token as stored (see LogoutTokenShape); mongoose adds an ObjectId `_id`. */
type LogoutTokenDocument = z.output<typeof LogoutTokenShape>;

const logoutTokenSchema = mongooseSchemaOf(LogoutTokenShape, { collection: 'oidc_logout_tokens', versionKey: false, autoIndex: false, strict: 'throw' });
logoutTokenSchema.index({ issuer: 1, jti: 1 }, { unique: true, name: 'issuer_jti_unique' });
logoutTokenSchema.index({ expires_at: 1 }, { expireAfterSeconds: 0, name: 'expires_at_ttl' });

/** The used-logout-token model on the service's connection. */
export function logoutTokenModelOf(connection: Connection): Model<LogoutTokenDocument> {
  return modelOn(connection, 'OidcLogoutToken', logoutTokenSchema);
}

/** MongoDB's duplicate key error code. */
const DUPLICATE_KEY = 11000;

/** The logout tokens used so far (see LogoutTokenShape). */
export interface LogoutTokenRepository {
  /**
   * Remembers the token (`issuer`, `jti`) until `expiresAt`.
   * @returns false when it was used before (a replay), true the first time
   */
  remember(issuer: string, jti: string, expiresAt: Date): Promise<boolean>;
}

export function createLogoutTokenRepository(model: Model<LogoutTokenDocument>): LogoutTokenRepository {
  return {
    async remember(issuer, jti, expiresAt) {
      try {
        await model.create({ issuer, jti, expires_at: expiresAt });
        return true;
      } catch (error) {
        if ((error as { code?: unknown }).code === DUPLICATE_KEY) return false;
        throw error;
      }
    },
  };
}
