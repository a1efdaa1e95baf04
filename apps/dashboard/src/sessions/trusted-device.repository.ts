import { modelOn, mongooseSchemaOf } from '@vmdash/db';
import mongoose, { type Connection, type Model } from 'mongoose';
import { z } from 'zod';

/**
 * A browser that signed in to an account before (OWASP Authentication Cheat Sheet, "Device Cookies"): it carries a
 * random token (only its SHA-256 is stored) and is not subject to the account's failed-login cap, so an attacker who
 * exhausts the cap from elsewhere cannot lock the account's owner out. Its own failures have their own cap.
 */
const TrustedDeviceShape = z.object({ token_hash: z.string(), user_id: z.string(), expires_at: z.date() });

/** A trusted device as stored (see TrustedDeviceShape); mongoose adds an ObjectId `_id`. */
type TrustedDeviceDocument = z.output<typeof TrustedDeviceShape>;

const deviceSchema = mongooseSchemaOf(TrustedDeviceShape, { collection: 'trusted_devices', versionKey: false, autoIndex: false, strict: 'throw' });
deviceSchema.index({ token_hash: 1 }, { unique: true, name: 'token_hash_unique' });
deviceSchema.index({ expires_at: 1 }, { expireAfterSeconds: 0, name: 'expires_at_ttl' });

/** The trusted-device model on the service's connection. */
export function trustedDeviceModelOf(connection: Connection): Model<TrustedDeviceDocument> {
  return modelOn(connection, 'TrustedDevice', deviceSchema);
}

/** Storage of trusted-device tokens, addressed by their SHA-256. */
export interface TrustedDeviceRepository {
  add(device: TrustedDeviceDocument): Promise<void>;
  /** True when `tokenHash` names an unexpired device of `userId`. */
  isTrustedFor(tokenHash: string, userId: string, now: Date): Promise<boolean>;
  /** Forgets every device of a user (password changed or reset, account disabled). */
  forgetAllOf(userId: string): Promise<void>;
}

export function createTrustedDeviceRepository(model: Model<TrustedDeviceDocument>): TrustedDeviceRepository {
  return {
    async add(device) {
      await model.create(device);
    },
    async isTrustedFor(tokenHash, userId, now) {
      const doc = await model.findOne({ token_hash: tokenHash, user_id: userId, expires_at: mongoose.trusted({ $gt: now }) }).lean();
      return doc !== null;
    },
    async forgetAllOf(userId) {
      await model.deleteMany({ user_id: userId });
    },
  };
}
