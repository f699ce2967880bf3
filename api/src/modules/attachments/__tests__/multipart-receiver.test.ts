import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import Koa from 'koa';
import request from 'supertest';
import { AttachmentError } from '../attachment-error';
import { receiveMultipart } from '../multipart-receiver';
import { storeUpload } from '../store-upload';
import { LocalDiskStorage } from '../../../storage';

const PNG = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(32)]);

describe('receiveMultipart + storeUpload', () => {
  let tempRoot: string;
  let dataDir: string;
  let server: http.Server;

  beforeEach(async () => {
    tempRoot = await mkdtemp(path.join(os.tmpdir(), 'cc-recv-'));
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'cc-data-'));
    const storage = new LocalDiskStorage(dataDir);
    // A bare Koa app (no error middleware): the test sees the receiver's own refusals.
    const app = new Koa();
    app.use(async (ctx) => {
      try {
        const received = await receiveMultipart(ctx, { fileField: 'file', tempRoot, maxFileBytes: 1024 });
        let stored;
        try {
          stored = received.file ? await storeUpload(storage, received.file, 'file') : null;
        } finally {
          await received.cleanup();
        }
        ctx.body = { fields: received.fields, stored };
      } catch (error) {
        ctx.status = error instanceof AttachmentError ? error.status : 500;
        ctx.body = { error: (error as Error).message };
      }
    });
    server = http.createServer(app.callback());
  });
  afterEach(async () => {
    await rm(tempRoot, { recursive: true, force: true });
    await rm(dataDir, { recursive: true, force: true });
  });

  const uploads = () => readdir(path.join(dataDir, 'uploads')).catch(() => []);

  it('accepts a PNG renamed .pdf as a png, by content, and keeps the Hindi name', async () => {
    const res = await request(server).post('/').field('name', 'राम').attach('file', PNG, 'फोटो.pdf').expect(200);
    expect(res.body.fields).toEqual({ name: 'राम' });
    expect(res.body.stored).toMatchObject({ extension: 'png', attachmentType: 'image', fileName: 'फोटो.png', size: PNG.length });
    expect(await readFile(path.join(dataDir, 'uploads', res.body.stored.key))).toEqual(PNG);
    expect(await readdir(tempRoot)).toEqual([]);
  });

  it('refuses an HTML file named .jpg and stores nothing', async () => {
    const res = await request(server).post('/').attach('file', Buffer.from('<html><script>x</script></html>'), 'cat.jpg').expect(400);
    expect(res.body.error).toBe('Only PDF, JPG, JPEG and PNG files are allowed');
    expect(await uploads()).toEqual([]);
    expect(await readdir(tempRoot)).toEqual([]);
  });

  it('answers 413 with the spec message one byte over the limit and leaves no temp file', async () => {
    const res = await request(server).post('/').attach('file', Buffer.alloc(1025, 0x25), 'big.pdf').expect(413);
    expect(res.body.error).toBe('File size must be less than 20MB');
    expect(await readdir(tempRoot)).toEqual([]);
  });

  it('never lets a traversal file name choose where the bytes go', async () => {
    const res = await request(server).post('/').attach('file', PNG, '../../../../tmp/evil.png').expect(200);
    expect(res.body.stored.key).toMatch(/^[a-f0-9]{32}\.png$/);
    expect(res.body.stored.fileName).toBe('evil.png');
    expect(await uploads()).toEqual([res.body.stored.key]);
  });

  it('refuses a second file and a file under another field name', async () => {
    await request(server).post('/').attach('file', PNG, 'a.png').attach('file', PNG, 'b.png').expect(400);
    await request(server).post('/').attach('other', PNG, 'a.png').expect(400);
    expect(await readdir(tempRoot)).toEqual([]);
  });

  it('answers 400 to a malformed multipart body', async () => {
    await request(server).post('/').set('content-type', 'multipart/form-data; boundary=xyz').send('garbage').expect(400);
    expect(await readdir(tempRoot)).toEqual([]);
  });
});
