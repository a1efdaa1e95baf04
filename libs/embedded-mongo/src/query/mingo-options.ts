/**
 * The one place where mingo is configured.
 *
 * mingo compares values of classes it does not know (bson's ObjectId, Decimal128, Binary...) by their `toString()`
 * when the class defines one (mingo README, "Custom type value equality when `toString` is implemented"; kofrasa/mingo
 * #435), which gives ObjectId value equality (`toString()` is the hex string). Scripts (`$where`, `$function`,
 * `$accumulator`) are disabled: drivers send their bodies as BSON Code strings, which mingo cannot run anyway.
 */
import { Query } from 'mingo';

/** mingo's options type (not importable by path under this repo's `node10` module resolution). */
export type MingoOptions = NonNullable<ConstructorParameters<typeof Query>[1]>;

/** Options for every mingo call, extended per call with variables (`let`) and a collection resolver. */
export function mingoOptions(extra: Partial<MingoOptions> = {}): MingoOptions {
  return { idKey: '_id', useStrictMode: true, scriptEnabled: false, ...extra };
}
