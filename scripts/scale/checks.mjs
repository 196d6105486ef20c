/**
 * The checks of `npm run test:scale`, each a function of the running cluster that throws when it fails. `shared`
 * runs with the shared Redis cache; `control` runs the same build without it.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import autocannon from 'autocannon';
import { publishNews, staffPage } from './staff-browser.mjs';
import { loaderArguments } from '../../server/page-rewrite/first-paint-scripts.mjs';

const LEARNER = { email: `scale.learner.${Date.now()}@example.com`, password: 'a long scale-test password' };

const at = (port, path) => `http://127.0.0.1:${port}${path}`;
const json = { 'content-type': 'application/json', accept: 'application/json', 'sec-fetch-site': 'same-origin' };

function assert(condition, message) {
  if (!condition) throw new Error(message);
}

/**
 * A CLI script, run without blocking this process: while a synchronous child ran (seconds on a busy machine),
 * fetch could not see an instance close its idle keep-alive socket and sent the next request down the dead
 * socket ("other side closed").
 */
async function cli(context, script, args) {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['node_modules/.bin/tsx', '--conditions=react-server', script, ...args],
    { env: context.env, encoding: 'utf8' },
  );
  return stdout;
}

async function pgQuery(context, text, values) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: context.databaseUrl });
  await client.connect();
  try {
    return (await client.query(text, values)).rows;
  } finally {
    await client.end();
  }
}

const brochure = (index) => ({
  first_name: 'Scale',
  last_name: `Test ${index}`,
  email: `scale${index}.${Date.now()}@example.com`,
  country: 'Italy',
  hospital: 'Two Instances General',
  broucher: 'solo-smart',
});

async function healthEverywhere({ ports }) {
  for (const port of [ports.nginx, ports.a, ports.b]) {
    const response = await fetch(at(port, '/api/health'));
    const body = await response.json();
    assert(
      response.status === 200 && body.payload.database === 'ok' && body.payload.cache === 'ok',
      `health on ${port}: ${response.status} ${JSON.stringify(body.payload)}`,
    );
  }
  return 'nginx, A and B: database ok, cache ok';
}

async function sessionAcrossInstances(context) {
  await cli(context, 'scripts/cli/user-add.ts', [
    '--email',
    LEARNER.email,
    '--password',
    LEARNER.password,
    '--name',
    'Scale Learner',
  ]);
  const login = await fetch(at(context.ports.a, '/api/users/login'), {
    method: 'POST',
    headers: json,
    body: JSON.stringify(LEARNER),
  });
  assert(login.status === 200, `login on A answered ${login.status}`);
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0];
  const me = await fetch(at(context.ports.b, '/api/users/me'), { headers: { cookie, accept: 'application/json' } });
  assert(me.status === 200, `the session from A on B answered ${me.status}`);
  return 'signed in on A, recognised on B';
}

async function rateLimitAcrossInstances({ ports }) {
  const statuses = [];
  const client = `198.51.100.${Math.floor(Math.random() * 200) + 1}`;
  for (let index = 0; index < 14; index += 1) {
    const response = await fetch(at(ports.nginx, '/api/users/brochure-request'), {
      method: 'POST',
      headers: { ...json, 'x-forwarded-for': client },
      body: JSON.stringify(brochure(`rl${index}`)),
    });
    statuses.push(response.status);
  }
  const accepted = statuses.filter((status) => status === 201).length;
  assert(
    accepted === 10 && statuses.slice(10).every((status) => status === 429),
    `statuses through round robin: ${statuses.join(' ')}`,
  );
  return '10 accepted across both instances, then 429';
}

/** Load through nginx, SIGKILL of instance A in the middle; every acknowledged brochure request must be stored. */
async function killUnderLoad(context) {
  const { ports, cluster } = context;
  const acknowledged = [];
  let postErrors = 0;
  let posts = 0;
  let stop = false;
  const writer = async (worker) => {
    for (let index = 0; !stop; index += 1) {
      posts += 1;
      try {
        const response = await fetch(at(ports.nginx, '/api/users/brochure-request'), {
          method: 'POST',
          headers: { ...json, 'x-forwarded-for': `10.${worker}.${Math.floor(index / 250) % 250}.${index % 250}` },
          body: JSON.stringify(brochure(`w${worker}-${index}`)),
        });
        if (response.status === 201) acknowledged.push((await response.json()).payload.id);
        else postErrors += 1;
      } catch {
        postErrors += 1;
      }
    }
  };
  const writers = [1, 2, 3, 4].map(writer);
  const reads = autocannon({ url: at(ports.nginx, '/about'), connections: 10, duration: 8 });
  await new Promise((resolve) => setTimeout(resolve, 2_500));
  cluster.a.kill('SIGKILL');
  const readResult = await reads;
  stop = true;
  await Promise.all(writers);

  const stored = await pgQuery(context, 'select id from brochure_requests where id = any($1)', [acknowledged]);
  assert(
    stored.length === acknowledged.length,
    `${acknowledged.length - stored.length} of ${acknowledged.length} acknowledged writes are missing`,
  );
  const requests = readResult.requests.sent + posts;
  const errors = readResult.errors + readResult.timeouts + readResult.non2xx + postErrors;
  const rate = errors / requests;
  assert(
    rate < 0.01,
    `error rate ${(rate * 100).toFixed(2)} % (${errors} of ${requests}; reads ${readResult.requests.average} req/s, p99 ${readResult.latency.p99} ms, ${readResult.errors} errors, ${readResult.non2xx} non-2xx; posts ${posts}, ${postErrors} failed)`,
  );
  return `${acknowledged.length} acknowledged writes all stored; ${errors} errors in ${requests} requests (${(rate * 100).toFixed(2)} %); reads ${readResult.requests.average} req/s, p99 ${readResult.latency.p99} ms`;
}

/** The addresses of news items a list page links to, in its order, each once. */
const itemLinks = (html) => [
  ...new Set(
    Array.from(html.matchAll(/href="(\/(?:news-detail|press-detail)\/\d+|\/press-release\/[^"#?]+)"/g), (m) => m[1]),
  ),
];

/**
 * An editor publishes a press release on instance A; instance B, which served every page that lists news before,
 * must serve the new item on its very next request: the home page, /news, its second page (whose first item is now
 * the one that closed the first page), the item's own page, the feed, the sitemap and the search index (which lists
 * press releases; news are searched live). Each of them carries the news tag (lib/cache/tags.ts) and the
 * publication expires it; only a cache both share (Redis) makes that true on B.
 */
async function publishedOnAServedByB(context) {
  const { ports } = context;
  const reads = ['/', '/news', '/news?page=2', '/feed.xml', '/sitemap.xml', '/search-index.json'];
  const readOnB = async () => {
    const pages = {};
    for (const path of reads) {
      const response = await fetch(at(ports.b, path));
      assert(response.status === 200, `B answered ${response.status} for ${path}`);
      pages[path] = await response.text();
    }
    return pages;
  };
  const before = await readOnB();
  const firstPage = itemLinks(before['/news']);
  assert(
    firstPage.length === 9 && itemLinks(before['/news?page=2']).length > 0,
    `/news needs a second page for this check (${firstPage.length} items on the first)`,
  );
  const page = await staffPage(context, 'editor', at(ports.a, ''));
  const item = await publishNews(page, `Scale test press release ${Date.now()}`, 'press');
  assert(!before['/news'].includes(item.title), 'the item was on B before it was published');
  const after = await readOnB();
  const stale = [
    ['/', after['/'].includes(item.title)],
    ['/news', after['/news'].includes(item.title)],
    ['/news?page=2', itemLinks(after['/news?page=2'])[0] === firstPage.at(-1)],
    ['/feed.xml', after['/feed.xml'].includes(item.title)],
    ['/sitemap.xml', after['/sitemap.xml'].includes(`${item.path}</loc>`)],
    ['/search-index.json', after['/search-index.json'].includes(item.title)],
  ].filter(([, fresh]) => !fresh);
  assert(
    stale.length === 0,
    `B still serves ${stale.map(([path]) => path).join(', ')} as before the item published on A`,
  );
  const detail = await fetch(at(ports.b, item.path), { redirect: 'manual' });
  assert(
    detail.status === 200 && (await detail.text()).includes(item.title),
    `B answers ${detail.status} for ${item.path}`,
  );
  return `published on A; on B at once: ${reads.join(', ')} and ${item.path}`;
}

/** The same check, which must FAIL when each instance keeps its own cache. */
async function withoutSharedCacheTheCheckFails(context) {
  try {
    await publishedOnAServedByB(context);
  } catch (error) {
    return `as it must: ${error.message}`;
  }
  throw new Error('the revalidation check passed without a shared cache, so it cannot tell one from none');
}

/**
 * A page served by A names its hydration payload's address (server/page-rewrite/deferred-payload.mjs); behind a load
 * balancer the browser may fetch it from B, which has not served the page: B must render it and answer the same
 * bytes, and answer 404 (so the browser reloads) for an address of another version.
 */
async function payloadOfAServedByB({ ports }) {
  const html = await (await fetch(at(ports.a, '/about'))).text();
  const address = loaderArguments(html)?.payload;
  assert(address, 'A served /about with its payload in the page');
  const fromA = await fetch(at(ports.a, address));
  const fromB = await fetch(at(ports.b, address));
  const [textA, textB] = [await fromA.text(), await fromB.text()];
  assert(fromA.status === 200 && fromB.status === 200, `payload: A answered ${fromA.status}, B ${fromB.status}`);
  assert(textA === textB && textA.length > 1000, 'B answered other bytes than A for the same payload address');
  const stale = address.replace(/\/_payload\/[A-Za-z0-9_-]{43}/, `/_payload/${'A'.repeat(43)}`);
  const old = await fetch(at(ports.b, stale));
  assert(old.status === 404, `B answered ${old.status} for an address of another version of /about`);
  return `A's /about payload (${textA.length} bytes) answered alike by B, which had not served the page; another version 404`;
}

/** A contact message sent through A is in the leads inbox a sales member reads on B. */
async function leadThroughAInBsInbox(context) {
  const { ports } = context;
  const email = `scale.lead.${Date.now()}@example.com`;
  const sent = await fetch(at(ports.a, '/api/forms/contact'), {
    method: 'POST',
    headers: json,
    body: JSON.stringify({
      firstName: 'Scale',
      lastName: 'Lead',
      email,
      country: 'Italy',
      topic: 'general',
      message: 'Written through instance A.',
      privacyConsent: true,
    }),
  });
  assert(sent.status === 201, `the contact form on A answered ${sent.status}: ${(await sent.text()).slice(0, 200)}`);
  const page = await staffPage(context, 'sales', at(ports.b, ''));
  await page.goto(`/admin/leads?q=${encodeURIComponent(email)}`);
  const text = await page.locator('main').innerText();
  assert(
    text.includes(email),
    `the lead written through A is not in the inbox on B (${page.url()}: ${text.slice(0, 160).replace(/\s+/g, ' ')})`,
  );
  return 'sent through A, listed in the inbox on B';
}

export const checks = {
  shared: [
    ['health of both instances and of nginx', healthEverywhere],
    ['a session created on one instance is valid on the other', sessionAcrossInstances],
    ["a page's hydration payload is answered by the instance that did not serve the page", payloadOfAServedByB],
    ['a rate limit is counted across both instances', rateLimitAcrossInstances],
    ["a lead written through one instance appears in the other one's back office", leadThroughAInBsInbox],
    [
      'a news item published through one instance is on every page that lists news on the other at once',
      publishedOnAServedByB,
    ],
    ['kill -9 of one instance under load loses no acknowledged write, errors under 1 %', killUnderLoad],
  ],
  control: [
    ['negative control: without the shared cache the revalidation check fails', withoutSharedCacheTheCheckFails],
  ],
};
