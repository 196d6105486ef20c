/** Server load with autocannon: a warm-up, then N connections for D seconds. */
import { readdirSync, readFileSync } from 'node:fs';
import autocannon from 'autocannon';

function run(options) {
  return new Promise((resolve, reject) => {
    const instance = autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
    autocannon.track?.(instance, { renderProgressBar: false, renderResultsTable: false, renderLatencyTable: false });
  });
}

export async function measureLoad({
  url,
  method = 'GET',
  body,
  headers,
  connections = 50,
  duration = 20,
  warmup = 5,
  amount,
}) {
  const base = { url, method, body, headers, connections };
  if (warmup > 0) await run({ ...base, duration: warmup });
  // With `amount`, every request is answered before the run ends (used to compare acknowledgements with rows).
  const result = await run(amount ? { ...base, amount } : { ...base, duration });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    total2xx: result['2xx'],
  };
}

/** CPU time (user + system, microseconds) of a process and all its descendants, from /proc (Linux). */
function cpuMicros(rootPid) {
  const ticks = 1e6 / 100; // USER_HZ is 100 on Linux
  const stats = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const fields = readFileSync(`/proc/${entry}/stat`, 'utf8')
        .replace(/^.*\) /, '')
        .split(' ');
      stats.set(Number(entry), { ppid: Number(fields[1]), cpu: Number(fields[11]) + Number(fields[12]) });
    } catch {
      // the process ended while being read
    }
  }
  const inTree = (pid) => {
    for (let current = pid; current > 1; current = stats.get(current)?.ppid ?? 0) if (current === rootPid) return true;
    return false;
  };
  let total = 0;
  for (const [pid, stat] of stats) if (inTree(pid)) total += stat.cpu;
  return total * ticks;
}

/**
 * Server CPU per request: a fixed number of requests, and the CPU the server's processes used for them. Unlike
 * req/s it hardly depends on what else the machine is doing, so it says where a server spends its time.
 */
export async function measureCpuPerRequest({ url, pid, headers, amount = 2000, connections = 10 }) {
  await run({ url, headers, connections, amount: 200 });
  const before = cpuMicros(pid);
  const result = await run({ url, headers, connections, amount });
  return { microsPerRequest: (cpuMicros(pid) - before) / amount, non2xx: result.non2xx };
}
