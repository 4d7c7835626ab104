-- The bench's requests for wrk (scripts/lib/wrk.mjs): every request another visitor, as in
-- scripts/bench.mjs's requestHeaders(), which passes the lists below in the environment.
--   BENCH_ACCEPT           the Accept header (a page's or JSON)
--   BENCH_USER_AGENTS      four browsers' user agents, one per line
--   BENCH_LANGUAGES        Turkish browsers' Accept-Language headers, one per line
--   BENCH_SAME_HEADERS=1   every request the same headers instead (the old benchmark, labelled)
local function lines(name)
  local list = {}
  for line in string.gmatch(os.getenv(name) or "", "[^\n]+") do list[#list + 1] = line end
  return list
end

local accept = os.getenv("BENCH_ACCEPT") or "*/*"
local agents = lines("BENCH_USER_AGENTS")
local languages = lines("BENCH_LANGUAGES")
local same = os.getenv("BENCH_SAME_HEADERS") == "1"
local count = 0
math.randomseed(os.time())

if same then
  wrk.headers["Accept"] = accept
  wrk.headers["Accept-Encoding"] = "gzip"
  wrk.headers["Accept-Language"] = "tr"
else
  request = function()
    count = count + 1
    local now = os.time()
    local id = string.format("%d.%d", math.random(0, 2147483646), now - (count % 86400))
    return wrk.format("GET", nil, {
      ["Accept"] = accept,
      ["Accept-Encoding"] = "gzip, deflate, br, zstd",
      ["Accept-Language"] = languages[(math.floor(count / #agents) % #languages) + 1],
      ["User-Agent"] = agents[(count % #agents) + 1],
      ["Cookie"] = string.format("_ga=GA1.1.%s; _ga_7QK2LXS9V1=GS1.1.%d.%d.1.%d.0.0.0; consent=analytics", id, now, count % 7, now),
    })
  end
end

-- One JSON line for the bench: counts, bytes, errors and latency quantiles (microseconds).
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format(
    '{"requests":%d,"bytes":%d,"durationUs":%d,"socketErrors":%d,"statusErrors":%d,"p50Us":%d,"p99Us":%d}\n',
    summary.requests, summary.bytes, summary.duration, e.connect + e.read + e.write + e.timeout, e.status,
    latency:percentile(50), latency:percentile(99)))
end
