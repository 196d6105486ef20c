/** @jest-environment node */
import { isDatabaseUnavailable } from './unavailable';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('a database that cannot be reached', () => {
  it('is told by the socket, PostgreSQL and SQLite codes, the driver words, and wrapped errors', () => {
    for (const error of [
      withCode('ECONNREFUSED'),
      withCode('ETIMEDOUT'),
      withCode('57P01', 'terminating connection due to administrator command'),
      withCode('53300', 'sorry, too many clients already'),
      withCode('08006'),
      withCode('SQLITE_BUSY'),
      withCode('SQLITE_IOERR_READ'),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
      new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')], ''),
      new Error('query failed', { cause: withCode('ECONNRESET') }),
    ])
      expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('is not a fault of the query or the code', () => {
    for (const error of [
      withCode('42601', 'syntax error at or near "selec"'),
      withCode('23505', 'duplicate key value violates unique constraint'),
      withCode('SQLITE_CONSTRAINT_UNIQUE'),
      new TypeError('Cannot read properties of undefined'),
      'ECONNREFUSED',
      undefined,
    ])
      expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
