import type { GateLimits } from './outbound-gate';

/**
 * Added to every spacing: a call leaves a little after its grant, so two calls granted exactly 1 s apart could arrive
 * a few ms closer than that; the margin keeps the spacing the remote side measures at or above the limit.
 */
export const SPACING_MARGIN_MS = 50;

/**
 * The tracker's limits (interface spec, "Limits": 60 requests per minute, 1440 per day, at least 1 s between GETs and
 * 2 s between PUT, POST and DELETE), for the one service account every replica shares.
 */
export const TRACKER_LIMITS: GateLimits = { perMinute: 60, perDay: 1440, readSpacingMs: 1000 + SPACING_MARGIN_MS, writeSpacingMs: 2000 + SPACING_MARGIN_MS };

/** The platform's limit: 1 request per second per API key (interface spec face C); it states no daily quota. */
export const PLATFORM_LIMITS: GateLimits = { perMinute: 60, perDay: 1_000_000, readSpacingMs: 1000 + SPACING_MARGIN_MS, writeSpacingMs: 1000 + SPACING_MARGIN_MS };
