import { cpuSeconds, rssGrowth, rssMb } from '../rss-sampler';

it('measures growth between the first and last third after the warm-up, not the GC sawtooth', () => {
  // A settled heap: a collection every few seconds, and one big spike, change no median.
  const steady = Array.from({ length: 61 }, (_, t) => ({ t, mb: 200 + (t % 4 === 0 ? -12 : 6) + (t === 55 ? 80 : 0) }));
  expect(Math.abs(rssGrowth(steady, 10).growthMb)).toBeLessThan(1);
  // 0.5 MB a second kept (a leak): the thirds' medians (t = 18 s and 52 s) differ by 17 MB.
  const leaking = Array.from({ length: 61 }, (_, t) => ({ t, mb: 200 + t * 0.5 }));
  expect(rssGrowth(leaking, 10).growthMb).toBeCloseTo(17, 5);
  // Warm-up growth is left out.
  const warmUp = Array.from({ length: 61 }, (_, t) => ({ t, mb: t < 10 ? 100 + t * 9 : 190 }));
  expect(rssGrowth(warmUp, 10).growthMb).toBe(0);
  // Too few samples after the warm-up to judge: nothing is claimed.
  expect(rssGrowth(leaking.slice(0, 14), 10)).toMatchObject({ growthMb: 0, samples: 4 });
});

it('reads the RSS and CPU time of a live process and nothing of a missing one', () => {
  expect(rssMb(process.pid)).toBeGreaterThan(10);
  expect(cpuSeconds(process.pid)).toBeGreaterThan(0);
  expect(rssMb(2 ** 22 + 1)).toBeNull();
});
