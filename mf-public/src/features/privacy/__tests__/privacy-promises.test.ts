/**
 * Every section of the /privacy page is a promise that docs/privacy.md answers with the code that
 * keeps it and a test that proves it. This test keeps the two together: a section the document
 * does not answer, or a proof it names that no longer exists, fails the build.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pagesEn } from '../../../i18n/pages/en';
import { pagesHi } from '../../../i18n/pages/hi';

const root = path.resolve(__dirname, '../../../../..');
const doc = readFileSync(path.join(root, 'docs/privacy.md'), 'utf8');

/** The rows of the "sentence by sentence" table: section key, then the proof column's paths. */
const promiseRows = doc
  .split('\n')
  .filter((line) => /^\| `[a-z]+` \|/.test(line))
  .map((line) => {
    const cells = line.split('|').map((cell) => cell.trim());
    const key = cells[1]!.replace(/`/g, '');
    const proof = cells[4] ?? '';
    const paths = [...proof.matchAll(/`([\w./-]+\/[\w.-]+)`/g)].map((match) => match[1]!);
    return { key, proof, paths };
  });

describe('the /privacy page and docs/privacy.md', () => {
  it('answer the same sections, in both languages', () => {
    const pageKeys = Object.keys(pagesEn.privacy.sections).sort();
    expect(Object.keys(pagesHi.privacy.sections).sort()).toEqual(pageKeys);
    expect([...new Set(promiseRows.map((row) => row.key))].sort()).toEqual(pageKeys);
  });

  it('name a proof for every promise the code keeps, and every proof named exists', () => {
    for (const row of promiseRows) {
      if (row.proof.includes('(Ops)')) continue;
      expect({ key: row.key, paths: row.paths.length > 0 }).toEqual({ key: row.key, paths: true });
      for (const named of row.paths) {
        expect({ path: named, exists: existsSync(path.join(root, named)) }).toEqual({ path: named, exists: true });
      }
    }
  });
});
