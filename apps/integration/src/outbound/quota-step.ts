/**
 * One atomic quota step shared by every replica (docs/decisions/0009-tracker-quota.md), run with EVAL; Redis TIME is
 * the clock, so replicas with skewed clocks still agree.
 * - KEYS[1]: sorted set of the last minute's grants (score: ms); KEYS[2]: hash of the account's state (UTC day and its
 *   count, time of the last grant, blocked-until after a Retry-After, the remote X-RateLimit-Remaining hint).
 * - ARGV: mode (`acquire`, `observe` or `peek`), per-minute limit, per-day limit, spacing after the previous grant
 *   (ms), the grant's id, Retry-After (ms, -1: none), remote remaining (-1: none).
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
local s = redis.call('HMGET', stateKey, 'day', 'day_used', 'last', 'blocked_until', 'hint', 'hint_until')
local dayUsed = 0
if tonumber(s[1]) == day then dayUsed = tonumber(s[2]) or 0 end
local last = tonumber(s[3]) or 0
local blockedUntil = tonumber(s[4]) or 0
local hint, hintUntil = tonumber(s[5]), tonumber(s[6]) or 0
local hintActive = hint ~= nil and hintUntil > now
local minuteLeft = perMinute - minuteUsed
if hintActive and hint < minuteLeft then minuteLeft = hint end
local dayLeft = perDay - dayUsed

if mode == 'observe' then
  local retryAfter, remote = tonumber(ARGV[6]), tonumber(ARGV[7])
  if retryAfter >= 0 and now + retryAfter > blockedUntil then
    blockedUntil = now + retryAfter
    redis.call('HSET', stateKey, 'blocked_until', blockedUntil)
  end
  if remote >= 0 then
    redis.call('HSET', stateKey, 'hint', remote, 'hint_until', now + 60000)
    if remote < minuteLeft then minuteLeft = remote end
  end
  redis.call('PEXPIRE', stateKey, 172800000)
  return {0, minuteLeft, dayLeft, blockedUntil}
end
if mode ~= 'acquire' then return {0, minuteLeft, dayLeft, blockedUntil} end

if dayLeft <= 0 then return {-1, minuteLeft, dayLeft, blockedUntil} end
local wait = 0
if blockedUntil > now then wait = blockedUntil - now end
if minuteLeft <= 0 then
  local untilFree
  if hintActive and hint <= 0 then
    untilFree = hintUntil - now
  else
    local oldest = redis.call('ZRANGE', minuteKey, 0, 0, 'WITHSCORES')
    untilFree = tonumber(oldest[2]) + 60000 - now
  end
  if untilFree > wait then wait = untilFree end
end
if last + spacing - now > wait then wait = last + spacing - now end
if wait > 0 then return {wait, minuteLeft, dayLeft, blockedUntil} end

redis.call('ZADD', minuteKey, now, ARGV[5])
redis.call('PEXPIRE', minuteKey, 60000)
redis.call('HSET', stateKey, 'day', day, 'day_used', dayUsed + 1, 'last', now)
if hintActive then redis.call('HSET', stateKey, 'hint', hint - 1) end
redis.call('PEXPIRE', stateKey, 172800000)
return {0, minuteLeft - 1, dayLeft - 1, blockedUntil}
`;
