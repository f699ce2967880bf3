import type { DeviceKind, SessionDevice } from '@cc/types';

/**
 * A device described from its User-Agent header, coarsely: the browser family, the operating
 * system and whether it is a phone, a tablet or a computer. A few ordered patterns instead of a
 * parser library: the session list needs only enough for a citizen to recognise their own phone
 * ("Chrome on Android"), and the header is the client's own claim anyway (never used for access).
 * Order matters: browsers built on Chrome also say "Chrome" and "Safari", so they are tried first.
 */
const BROWSERS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bUCBrowser\//, 'UC Browser'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bCriOS\/|\bChrom(e|ium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const SYSTEMS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bAndroid\b/, 'Android'],
  [/\b(iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

function firstMatch(userAgent: string, table: ReadonlyArray<readonly [RegExp, string]>): string | null {
  return table.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null;
}

function kindOf(userAgent: string, os: string | null): DeviceKind | null {
  if (/\biPad\b|\bTablet\b/.test(userAgent) || (os === 'Android' && !/\bMobile\b/.test(userAgent))) return 'tablet';
  if (/\bMobi(le)?\b|\biPhone\b|\biPod\b/.test(userAgent)) return 'mobile';
  if (os) return 'desktop';
  return null;
}

export function describeDevice(userAgent: string | null | undefined): SessionDevice {
  if (!userAgent) return { browser: null, os: null, kind: null };
  const os = firstMatch(userAgent, SYSTEMS);
  return { browser: firstMatch(userAgent, BROWSERS), os, kind: kindOf(userAgent, os) };
}
