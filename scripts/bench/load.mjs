/** Server load with autocannon: a warm-up, then N connections for D seconds. */
import autocannon from 'autocannon';

function run(options) {
  return new Promise((resolve, reject) => {
    const instance = autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
    autocannon.track?.(instance, { renderProgressBar: false, renderResultsTable: false, renderLatencyTable: false });
  });
}

export async function measureLoad({ url, method = 'GET', body, headers, connections = 50, duration = 20, warmup = 5, amount }) {
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
