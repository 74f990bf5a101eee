-- wrk script of bench/lib/wrk.ts. With WRK_PATHS (a file, one path a line) each request takes
-- the next path in turn; without it wrk sends its URL's path, at no Lua cost per request.
-- done() prints one JSON line with the figures wrk.ts reads (p95 is not in wrk's own summary).
-- With WRK_CLIENTS=n, each request comes from one of n clients behind a proxy (X-Forwarded-For),
-- so a server with its per-IP limits on (and TRUST_PROXY) can be loaded like real traffic.
local file = os.getenv("WRK_PATHS")
local clients = tonumber(os.getenv("WRK_CLIENTS") or "0")
local paths = {}
if file then
  for line in io.lines(file) do
    if #line > 0 then paths[#paths + 1] = line end
  end
end
if file or clients > 0 then
  local i = 0
  request = function()
    i = i + 1
    local headers = nil
    if clients > 0 then
      local n = math.random(clients)
      -- A table given to wrk.format replaces the -H headers: they are copied into it.
      headers = {}
      for name, value in pairs(wrk.headers) do headers[name] = value end
      headers["X-Forwarded-For"] = string.format("10.%d.%d.1", n % 250, math.floor(n / 250) % 250)
    end
    local path = nil
    if file then path = paths[i % #paths + 1] end
    return wrk.format("GET", path, headers)
  end
end

done = function(summary, latency, _requests)
  local e = summary.errors
  io.write(string.format(
    'WRK_JSON {"requests":%d,"duration_us":%d,"bytes":%d,"p50_us":%d,"p95_us":%d,"p99_us":%d,' ..
      '"max_us":%d,"status_errors":%d,"socket_errors":%d}\n',
    summary.requests, summary.duration, summary.bytes,
    latency:percentile(50), latency:percentile(95), latency:percentile(99), latency.max,
    e.status, e.connect + e.read + e.write + e.timeout))
end
