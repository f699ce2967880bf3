// The baseline of the health benchmark: a bare Koa + router hello-world, nothing else.
import Koa from 'koa';
import Router from '@koa/router';

const app = new Koa();
const router = new Router();
router.get('/api/health', (ctx) => {
  ctx.body = { status: 'ok' };
});
app.use(router.routes());
app.listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.('ready'));
