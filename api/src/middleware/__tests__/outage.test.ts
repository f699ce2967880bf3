import { StorageUnavailableError } from '../../storage/file-storage';
import { outageMessageKey } from '../outage';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

describe('outageMessageKey: which failures answer 503', () => {
  it.each([
    ['a refused connect', withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['a server shutting down (57P01)', withCode('57P01', 'terminating connection due to administrator command')],
    ['a server starting up (57P03)', withCode('57P03', 'the database system is starting up')],
    ['a statement timeout (57014)', withCode('57014', 'canceling statement due to statement timeout')],
    ['a broken connection (08006)', withCode('08006')],
    ['a full pool', Object.assign(new Error('Knex: Timeout acquiring a connection. The pool is probably full.'), { name: 'KnexTimeoutError' })],
    ['a connection ended mid-query', new Error('Connection terminated unexpectedly')],
    ['a dual-stack refused connect', new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')], 'connect failed')],
    ["Objection's wrapper of a driver error", Object.assign(new Error('select … - terminating connection'), { name: 'DBError', nativeError: withCode('57P01') })],
  ])('%s: the database is unavailable', (_name, error) => {
    expect(outageMessageKey(error)).toBe('serviceUnavailable');
  });

  it.each([
    ['a full disk', withCode('ENOSPC')],
    ['a read-only file system', withCode('EROFS')],
    ['a folder it may not write', withCode('EACCES')],
    ['S3 away during an upload', new StorageUnavailableError('S3 PUT answered 503', true)],
  ])('%s: the file storage is unavailable', (_name, error) => {
    expect(outageMessageKey(error)).toBe('fileStorageUnavailable');
  });

  it('S3 away during a download: the service is unavailable (nothing was being stored)', () => {
    expect(outageMessageKey(new StorageUnavailableError('S3 GET failed: fetch failed', false))).toBe('serviceUnavailable');
  });

  it.each([
    ['a unique violation', withCode('23505')],
    ['a syntax error (a bug)', withCode('42601')],
    ['a wrapped bug', Object.assign(new Error('DBError'), { nativeError: withCode('42P01') })],
    ['a plain error', new Error('undefined is not a function')],
    ['not an error', 'ECONNREFUSED'],
  ])('%s: a bug, answered 500', (_name, error) => {
    expect(outageMessageKey(error)).toBeNull();
  });
});
