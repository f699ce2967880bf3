/**
 * @jest-environment node
 */
// The draft store at its seam: real IndexedDB semantics (fake-indexeddb, structured clone of Blobs
// included) in Node, whose File and Blob are the platform's own, not jsdom's.
import 'fake-indexeddb/auto';
import { createStore, keys } from 'idb-keyval';
import { browserStorage, DRAFT_STORAGE, HELD_DRAFT_MAX_AGE_MS } from '@cc/api-client';
import { EMPTY_VALUES } from '../../form-rules';
import { indexedDbDraftStore, isEmptyDraft, PUBLIC_DRAFT_MAX_AGE_MS, publicTabDraftStore } from '../draft-store';

let n = 0;
const freshStore = () => indexedDbDraftStore(createStore(`drafts-test-${++n}`, 'request-form'));
const typed = { ...EMPTY_VALUES, name: 'सीमा वर्मा', district: '3', description: 'पानी नहीं आ रहा', phone: '9876543210' };

describe('the request draft store (IndexedDB)', () => {
  it('has nothing for a key never saved', async () => {
    expect(await freshStore().load('public')).toBeNull();
  });

  it('gives back every field and the file with its bytes, name, type and date', async () => {
    const store = freshStore();
    const file = new File([new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 1, 2, 3])], 'bill.pdf', { type: 'application/pdf', lastModified: 1_700_000_000_000 });
    await store.saveValues('citizen:7', typed);
    await store.saveFile('citizen:7', file);

    const draft = await store.load('citizen:7');
    expect(draft?.values).toEqual(typed);
    expect(draft?.file).toBeInstanceOf(File);
    expect(draft?.file?.name).toBe('bill.pdf');
    expect(draft?.file?.type).toBe('application/pdf');
    expect(draft?.file?.lastModified).toBe(1_700_000_000_000);
    expect([...new Uint8Array(await draft!.file!.arrayBuffer())]).toEqual([0x25, 0x50, 0x44, 0x46, 0x2d, 1, 2, 3]);
  });

  it('keeps drafts of different keys apart (one citizen never gets another\'s)', async () => {
    const store = freshStore();
    await store.saveValues('citizen:7', typed);
    expect(await store.load('citizen:8')).toBeNull();
    expect(await store.load('public')).toBeNull();
  });

  it('replaces the values without touching the file, and removes the file alone', async () => {
    const store = freshStore();
    await store.saveValues('public', typed);
    await store.saveFile('public', new File(['x'], 'a.png', { type: 'image/png' }));
    await store.saveValues('public', { ...typed, address: 'वार्ड 4' });
    expect((await store.load('public'))?.file?.name).toBe('a.png');
    await store.saveFile('public', null);
    const draft = await store.load('public');
    expect(draft?.file).toBeNull();
    expect(draft?.values.address).toBe('वार्ड 4');
  });

  it('clears values and file together', async () => {
    const store = freshStore();
    await store.saveValues('public', typed);
    await store.saveFile('public', new File(['x'], 'a.png', { type: 'image/png' }));
    await store.clear('public');
    expect(await store.load('public')).toBeNull();
  });

  it('restores only the form\'s own string fields from a stored entry', async () => {
    const name = `drafts-test-${++n}`;
    const raw = createStore(name, 'request-form');
    const { set } = await import('idb-keyval');
    await set('public:values', { name: 'A', phone: 42, injected: '<script>' }, raw);
    const draft = await indexedDbDraftStore(raw).load('public');
    expect(draft?.values).toEqual({ ...EMPTY_VALUES, name: 'A' });
    expect(draft?.values).not.toHaveProperty('injected');
  });

  it('counts a draft equal to the starting values as empty', () => {
    const start = { ...EMPTY_VALUES, name: 'Ravi', phone: '9876543210' };
    expect(isEmptyDraft(null)).toBe(true);
    expect(isEmptyDraft({ values: start, file: null }, start)).toBe(true);
    expect(isEmptyDraft({ values: { ...start, description: 'x' }, file: null }, start)).toBe(false);
    expect(isEmptyDraft({ values: start, file: new File(['x'], 'a.png') }, start)).toBe(false);
  });
});

describe('the public form\'s draft (one tab, a few hours)', () => {
  /** A tab's sessionStorage: kept across a reload of that tab, never shared with another tab. */
  const tabStorage = () => {
    const items = new Map<string, string>();
    return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value) };
  };
  const sharedDevice = () => createStore(`public-drafts-test-${++n}`, 'request-form');

  it('gives the tab that typed it its values and file back after a reload', async () => {
    const device = sharedDevice();
    const tab = tabStorage();
    const before = publicTabDraftStore(device, tab)!;
    await before.saveValues('public', typed);
    await before.saveFile('public', new File(['x'], 'dry-tap.png', { type: 'image/png' }));
    const afterReload = await publicTabDraftStore(device, tab)!.load('public');
    expect(afterReload?.values).toEqual(typed);
    expect(afterReload?.file?.name).toBe('dry-tap.png');
  });

  it('never gives it to another tab or the next visitor on the same device', async () => {
    const device = sharedDevice();
    await publicTabDraftStore(device, tabStorage())!.saveValues('public', typed);
    expect(await publicTabDraftStore(device, tabStorage())!.load('public')).toBeNull();
  });

  it('does not restore a draft older than three hours, and removes every public draft past that age', async () => {
    const device = sharedDevice();
    let clock = Date.UTC(2026, 0, 5, 9, 0);
    const now = () => clock;
    const tab = tabStorage();
    await publicTabDraftStore(device, tab, now)!.saveValues('public', typed);
    const leftInAnotherTab = publicTabDraftStore(device, tabStorage(), now)!;
    await leftInAnotherTab.saveValues('public', { ...typed, name: 'पिछला आगंतुक' });
    await leftInAnotherTab.saveFile('public', new File(['x'], 'old.png', { type: 'image/png' }));

    clock += PUBLIC_DRAFT_MAX_AGE_MS - 60_000;
    expect((await publicTabDraftStore(device, tab, now)!.load('public'))?.values).toEqual(typed);

    clock += 2 * 60_000;
    expect(await publicTabDraftStore(device, tab, now)!.load('public')).toBeNull();
    expect(await keys(device)).toEqual([]);
  });

  it('removes a public draft kept under the old device-wide key', async () => {
    const device = sharedDevice();
    await indexedDbDraftStore(device).saveValues('public', typed);
    expect(await publicTabDraftStore(device, tabStorage())!.load('public')).toBeNull();
    expect(await keys(device)).toEqual([]);
  });

  it('clears the tab\'s draft, values and file, on send or Clear', async () => {
    const device = sharedDevice();
    const store = publicTabDraftStore(device, tabStorage())!;
    await store.saveValues('public', typed);
    await store.saveFile('public', new File(['x'], 'a.png', { type: 'image/png' }));
    await store.clear('public');
    expect(await store.load('public')).toBeNull();
    expect(await keys(device)).toEqual([]);
  });

  it('keeps no draft where the tab cannot keep an id', () => {
    expect(publicTabDraftStore(sharedDevice(), undefined)).toBeNull();
  });
});

describe('browserStorage.forgetSignedInUser (logout, a session found ended)', () => {
  // First in this file: no test has made the drafts database yet.
  it('creates no database on a device that never kept a draft', async () => {
    await browserStorage.forgetSignedInUser();
    const names = (await indexedDB.databases()).map((db) => db.name);
    expect(names).not.toContain(DRAFT_STORAGE.database);
  });

  it('removes every citizen\'s draft with its file and keeps the public tabs\' drafts', async () => {
    const device = createStore(DRAFT_STORAGE.database, DRAFT_STORAGE.store);
    const citizens = indexedDbDraftStore(device);
    await citizens.saveValues('citizen:7', typed);
    await citizens.saveFile('citizen:7', new File(['x'], 'ration-card.pdf', { type: 'application/pdf' }));
    await citizens.saveValues('citizen:8', typed);
    const visitor = publicTabDraftStore(device, { getItem: () => 'tab-1', setItem: () => undefined })!;
    await visitor.saveValues('public', typed);

    await browserStorage.forgetSignedInUser();

    expect(await citizens.load('citizen:7')).toBeNull();
    expect(await citizens.load('citizen:8')).toBeNull();
    expect((await keys(device)).map(String).every((key) => key.startsWith('public:tab-1:'))).toBe(true);
    expect((await visitor.load('public'))?.values).toEqual(typed);
  });

  it('holds a draft whose send met an ended session for its owner alone: another account signing in, a logout or three hours remove it', async () => {
    const device = createStore(DRAFT_STORAGE.database, DRAFT_STORAGE.store);
    const citizens = indexedDbDraftStore(device);
    const keep = async () => {
      await citizens.saveValues('citizen:7', typed);
      await citizens.saveSubmission('citizen:7', 'submission-7');
      await citizens.hold('citizen:7');
    };

    // The 401 of the send (hold), then the page finding no session: the held draft stays.
    await keep();
    await browserStorage.forgetSignedInUser('hold-drafts');
    await browserStorage.forgetSignedInUser('session-ended');
    expect(await citizens.load('citizen:7')).toEqual({ values: typed, file: null, submission: 'submission-7' });
    // Its owner signs in again: theirs once more, no longer held (a later ended session removes it).
    await browserStorage.signedIn(7);
    expect((await citizens.load('citizen:7'))?.submission).toBe('submission-7');
    await browserStorage.forgetSignedInUser('session-ended');
    expect(await citizens.load('citizen:7')).toBeNull();

    // Someone else signs in on this device: gone.
    await keep();
    await browserStorage.signedIn(8);
    expect(await citizens.load('citizen:7')).toBeNull();

    // Its owner logs out: gone.
    await keep();
    await browserStorage.forgetSignedInUser('logout');
    expect(await citizens.load('citizen:7')).toBeNull();

    // Three hours on, nobody signed in: gone at the next check.
    await keep();
    const now = Date.now();
    const clock = jest.spyOn(Date, 'now').mockReturnValue(now + HELD_DRAFT_MAX_AGE_MS + 1);
    try {
      await browserStorage.forgetSignedInUser('session-ended');
    } finally {
      clock.mockRestore();
    }
    expect(await citizens.load('citizen:7')).toBeNull();
  });

});
