/**
 * @jest-environment node
 */
// The draft store at its seam: real IndexedDB semantics (fake-indexeddb, structured clone of Blobs
// included) in Node, whose File and Blob are the platform's own, not jsdom's.
import 'fake-indexeddb/auto';
import { createStore } from 'idb-keyval';
import { EMPTY_VALUES } from '../../form-rules';
import { indexedDbDraftStore, isEmptyDraft } from '../draft-store';

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
