import fs from 'node:fs';

export interface RssSample {
  /** Seconds since the sampler started. */
  t: number;
  mb: number;
}

/** The resident set of a process in MB, from /proc/<pid>/status (VmRSS, in kB); null once it is gone. */
export function rssMb(pid: number): number | null {
  try {
    const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : null;
  } catch {
    return null;
  }
}

/** CPU seconds (user + system) a process has used, from /proc/<pid>/stat; 0 once it is gone. */
export function cpuSeconds(pid: number): number {
  try {
    // Fields 14 and 15 (utime, stime) in clock ticks of 1/100 s, counted after the ")" of the name.
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

/** Samples each process's RSS every `everyMs` until stopped. */
export function sampleRss(pids: number[], everyMs = 1000): { samples: RssSample[][]; stop(): void } {
  const started = Date.now();
  const samples = pids.map((): RssSample[] => []);
  const take = () =>
    pids.forEach((pid, i) => {
      const mb = rssMb(pid);
      if (mb !== null) samples[i]!.push({ t: (Date.now() - started) / 1000, mb });
    });
  take();
  const timer = setInterval(take, everyMs);
  return { samples, stop: () => clearInterval(timer) };
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

export interface RssGrowth {
  /** Median RSS (MB) of the first and the last third of the samples after the warm-up. */
  firstThirdMb: number;
  lastThirdMb: number;
  growthMb: number;
  /** Samples judged (after the warm-up); fewer than 6 and nothing is judged (growth 0). */
  samples: number;
}

/**
 * How much a process's memory grew over a run, robust to the GC's sawtooth: the median of the
 * last third of the samples minus the median of the first third, the first `warmUpSeconds`
 * (JIT, pools, heap sizing) left out. A leak grows steadily, so it moves the medians apart by
 * what it kept between the thirds; a collection cycle moves one sample, not a median.
 */
export function rssGrowth(samples: RssSample[], warmUpSeconds: number): RssGrowth {
  const judged = samples.filter((s) => s.t >= warmUpSeconds);
  const third = Math.floor(judged.length / 3);
  if (third < 2) return { firstThirdMb: judged[0]?.mb ?? 0, lastThirdMb: judged.at(-1)?.mb ?? 0, growthMb: 0, samples: judged.length };
  const firstThirdMb = median(judged.slice(0, third).map((s) => s.mb));
  const lastThirdMb = median(judged.slice(-third).map((s) => s.mb));
  return { firstThirdMb, lastThirdMb, growthMb: lastThirdMb - firstThirdMb, samples: judged.length };
}
