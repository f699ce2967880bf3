import { withAdmin } from './test-database';

export default async function globalTeardown(): Promise<void> {
  const name = process.env.CC_TEST_DATABASE;
  if (!name || !/^cc_test_\d+_\d+$/.test(name)) return;
  await withAdmin((admin) => admin.raw(`drop database if exists "${name}" with (force)`));
}
