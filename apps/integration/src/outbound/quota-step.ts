/**
 * How long a remote remaining count is believed when the answer states no refill (no X-RateLimit-FillRate and
 * X-RateLimit-Interval-Seconds) and no Retry-After, ms: as long as a GET waits after the call before it anyway, so a
 * count nobody says how to refill never holds calls longer than the spacing would (docs/decisions/0009-tracker-quota.md).
 */
export const UNSTATED_REFILL_MS = 1000;

/**
 * One atomic quota step shared by every replica (docs/decisions/0009-tracker-quota.md), run with EVAL; Redis TIME is
 * the clock, so replicas with skewed clocks still agree.
 * - KEYS[1]: sorted set of the last minute's grants (score: ms); KEYS[2]: hash of the account's state (UTC day and its
 *   count, time of the last grant, blocked-until after a Retry-After, and the remote side's last reported remaining
 *   count with the time it was reported and its stated refill: tokens per interval, or else a time it holds until).
 * - ARGV: mode (`acquire`, `observe` or `peek`), per-minute limit, per-day limit, spacing after the previous grant
 *   (ms), the grant's id, Retry-After (ms, -1: none), remote remaining (-1: none), remote refill tokens per interval
 *   (-1: not stated), the refill interval (ms, -1: not stated).
 * - The remote count believed now is the reported one plus what its bucket refilled since (tokens per whole interval
 *   passed), less the grants since; without a stated refill it is believed until the answer's Retry-After, else for
 *   UNSTATED_REFILL_MS. It lowers the minute's remaining; while it is spent, a call waits for the next refill, never
 *   longer.
 * - Returns `{wait, minuteLeft, dayLeft, blockedUntil}`: `wait` 0 when `acquire` granted (or for other modes), the ms
 *   to wait before asking again, or -1 when the day's quota is spent; the rest after the step.
 * `acquire` counts the grant before the call leaves, so every attempt counts, failed ones included.
 */
export const QUOTA_STEP_SCRIPT = `
local minuteKey, stateKey = KEYS[1], KEYS[2]
local mode = ARGV[1]
local perMinute, perDay, spacing = tonumber(ARGV[2]), tonumber(ARGV[3]), tonumber(ARGV[4])
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local day = math.floor(tonumber(t[1]) / 86400)
redis.call('ZREMRANGEBYSCORE', minuteKey, '-inf', now - 60000)
local minuteUsed = redis.call('ZCARD', minuteKey)
local s = redis.call('HMGET', stateKey, 'day', 'day_used', 'last', 'blocked_until', 'hint', 'hint_at', 'hint_fill', 'hint_interval', 'hint_until')
local dayUsed = 0
if tonumber(s[1]) == day then dayUsed = tonumber(s[2]) or 0 end
local last = tonumber(s[3]) or 0
local blockedUntil = tonumber(s[4]) or 0
local hint, hintAt = tonumber(s[5]), tonumber(s[6]) or 0
local fill, interval, hintUntil = tonumber(s[7]) or -1, tonumber(s[8]) or -1, tonumber(s[9]) or 0

-- The remote remaining count believed now (nil: none) and, when it is spent, the ms until it has a call again.
local remote, remoteWait = nil, 0
if hint ~= nil then
  if fill > 0 and interval > 0 then
    local ticks = math.floor((now - hintAt) / interval)
    remote = hint + fill * ticks
    if remote <= 0 then remoteWait = hintAt + (ticks + math.ceil((1 - remote) / fill)) * interval - now end
  elseif hintUntil > now then
    remote = hint
    if remote <= 0 then remoteWait = hintUntil - now end
  end
end
local localLeft = perMinute - minuteUsed
local minuteLeft = localLeft
if remote ~= nil and remote < minuteLeft then minuteLeft = remote end
local dayLeft = perDay - dayUsed

if mode == 'observe' then
  local retryAfter, observed = tonumber(ARGV[6]), tonumber(ARGV[7])
  local observedFill, observedInterval = tonumber(ARGV[8]), tonumber(ARGV[9])
  if retryAfter >= 0 and now + retryAfter > blockedUntil then
    blockedUntil = now + retryAfter
    redis.call('HSET', stateKey, 'blocked_until', blockedUntil)
  end
  if observed >= 0 then
    local holdsUntil = now + ${UNSTATED_REFILL_MS}
    if retryAfter >= 0 then holdsUntil = now + retryAfter end
    redis.call('HSET', stateKey, 'hint', observed, 'hint_at', now, 'hint_fill', observedFill, 'hint_interval', observedInterval, 'hint_until', holdsUntil)
    minuteLeft = localLeft
    if observed < minuteLeft then minuteLeft = observed end
  end
  redis.call('PEXPIRE', stateKey, 172800000)
  return {0, minuteLeft, dayLeft, blockedUntil}
end
if mode ~= 'acquire' then return {0, minuteLeft, dayLeft, blockedUntil} end

if dayLeft <= 0 then return {-1, minuteLeft, dayLeft, blockedUntil} end
local wait = 0
if blockedUntil > now then wait = blockedUntil - now end
if remote ~= nil and remote <= 0 and remoteWait > wait then wait = remoteWait end
if localLeft <= 0 then
  local oldest = redis.call('ZRANGE', minuteKey, 0, 0, 'WITHSCORES')
  local untilFree = tonumber(oldest[2]) + 60000 - now
  if untilFree > wait then wait = untilFree end
end
if last + spacing - now > wait then wait = last + spacing - now end
if wait > 0 then return {wait, minuteLeft, dayLeft, blockedUntil} end

redis.call('ZADD', minuteKey, now, ARGV[5])
redis.call('PEXPIRE', minuteKey, 60000)
redis.call('HSET', stateKey, 'day', day, 'day_used', dayUsed + 1, 'last', now)
if remote ~= nil then redis.call('HSET', stateKey, 'hint', hint - 1) end
redis.call('PEXPIRE', stateKey, 172800000)
return {0, minuteLeft - 1, dayLeft - 1, blockedUntil}
`;
