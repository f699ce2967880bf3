import { spawn, type ChildProcess } from 'node:child_process';
import { inspectorUrlIn, retainedHeapMb } from '../heap-probe';

// The load run's leak check must see a leak and must not see garbage: a small Node process under
// --inspect, told over stdin to allocate 20 MB it keeps (a leak) or 20 MB it drops (garbage).
const CHILD = `
  const kept = [];
  process.stdin.on('data', (line) => {
    // 20 arrays of 128 Ki doubles, 1 MB each, on the JS heap (a typed array's bytes would not be).
    const mb = Array.from({ length: 20 }, () => new Array(128 * 1024).fill(0.5));
    if (String(line).trim() === 'keep') kept.push(mb);
    process.stdout.write('done\\n');
  });
  process.stdout.write('ready\\n');
`;

let child: ChildProcess;
let output = '';

const send = (command: 'keep' | 'drop') =>
  new Promise<void>((resolve) => {
    const before = output.length;
    const onData = () => {
      if (output.slice(before).includes('done')) {
        child.stdout!.off('data', onData);
        resolve();
      }
    };
    child.stdout!.on('data', onData);
    child.stdin!.write(`${command}\n`);
  });

beforeAll(async () => {
  child = spawn(process.execPath, ['--inspect=127.0.0.1:0', '-e', CHILD], { stdio: ['pipe', 'pipe', 'pipe'] });
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await new Promise<void>((resolve) => {
    const check = () => (inspectorUrlIn(output) && output.includes('ready') ? resolve() : setTimeout(check, 20));
    check();
  });
});

afterAll(() => {
  child.kill();
});

it('finds the inspector address in what Node prints', () => {
  expect(inspectorUrlIn('Debugger listening on ws://127.0.0.1:9229/0f2c-11\nFor help, see: https://nodejs.org/en/docs/inspector')).toBe('ws://127.0.0.1:9229/0f2c-11');
  expect(inspectorUrlIn('no inspector here')).toBeNull();
});

it('counts 20 MB kept as retained heap and 20 MB of garbage as nothing', async () => {
  const url = inspectorUrlIn(output)!;
  const start = await retainedHeapMb(url);
  await send('drop');
  const afterGarbage = await retainedHeapMb(url);
  await send('keep');
  const afterLeak = await retainedHeapMb(url);
  expect(afterGarbage - start).toBeLessThan(2);
  expect(afterLeak - afterGarbage).toBeGreaterThan(19);
  expect(afterLeak - afterGarbage).toBeLessThan(22);
});
