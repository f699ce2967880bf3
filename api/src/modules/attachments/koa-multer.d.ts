/**
 * @koa/multer ships no types, and @types/koa__multer adds a required `file`/`files` to every Koa
 * context (our typed `Ctx` then no longer fits koa-send and helmet). So only what the receiver uses
 * is declared, on multer's own option types: @koa/multer passes its options to multer unchanged.
 */
declare module '@koa/multer' {
  import type { Middleware } from 'koa';
  import type originalMulter from 'multer';

  interface KoaMulter {
    /** One file under `fieldName` (a second one, or another field name, is refused); text fields kept. */
    single(fieldName: string): Middleware;
  }

  function multer(options?: originalMulter.Options): KoaMulter;
  namespace multer {
    const diskStorage: typeof originalMulter.diskStorage;
  }
  export = multer;
}
