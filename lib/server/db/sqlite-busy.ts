import { SqliteDialect, type CompiledQuery, type DatabaseConnection, type Driver, type QueryResult } from 'kysely';

/**
 * SQLite answers SQLITE_BUSY while another process (a CLI, a backup, the previous release during a rolling
 * restart) holds the write lock. better-sqlite3 is synchronous, so SQLite's own busy timeout waits on the main
 * thread: with 5 s of it, each queued write froze the whole server, static files included (19 s in the security
 * review). Here the connection's busy timeout is 0 and a busy statement is tried again after a short pause on the
 * event loop, until a deadline; past it the error goes up and the request is answered 503 with Retry-After
 * (lib/server/db/unavailable.ts). A busy statement did nothing, so running it again is safe.
 */
export const BUSY_DEADLINE_MS = 2_000;

const isBusy = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  typeof (error as { code?: unknown }).code === 'string' &&
  /^SQLITE_(?:BUSY|LOCKED)/.test((error as { code: string }).code);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `run`, again after growing pauses (5 ms up to 100 ms) while SQLite says busy, until `deadlineMs` passed. */
export async function retryWhileBusy<T>(run: () => Promise<T>, deadlineMs = BUSY_DEADLINE_MS): Promise<T> {
  const until = Date.now() + deadlineMs;
  for (let pause = 5; ; pause = Math.min(pause * 2, 100)) {
    try {
      return await run();
    } catch (error) {
      if (!isBusy(error) || Date.now() + pause > until) throw error;
      await sleep(pause);
    }
  }
}

class BusyRetryingConnection implements DatabaseConnection {
  constructor(
    private readonly inner: DatabaseConnection,
    private readonly deadlineMs: number,
  ) {}

  executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    return retryWhileBusy(() => this.inner.executeQuery<R>(query), this.deadlineMs);
  }

  streamQuery<R>(query: CompiledQuery, chunkSize: number): AsyncIterableIterator<QueryResult<R>> {
    return this.inner.streamQuery<R>(query, chunkSize);
  }
}

/** Kysely's SQLite dialect whose one connection retries busy statements (above); transactions begin through it. */
export class BusyRetryingSqliteDialect extends SqliteDialect {
  constructor(
    config: ConstructorParameters<typeof SqliteDialect>[0],
    private readonly deadlineMs = BUSY_DEADLINE_MS,
  ) {
    super(config);
  }

  override createDriver(): Driver {
    const driver = super.createDriver();
    const acquire = driver.acquireConnection.bind(driver);
    let wrapped: BusyRetryingConnection | undefined;
    driver.acquireConnection = async () => (wrapped ??= new BusyRetryingConnection(await acquire(), this.deadlineMs));
    return driver;
  }
}
