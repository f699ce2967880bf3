import { randomInt } from 'node:crypto';

export type CaptchaLanguage = 'en' | 'hi';

export interface ArithmeticChallenge {
  a: number;
  b: number;
  op: 'plus' | 'minus';
  answer: number;
}

/** Small operands (1-9) keep it a quick check for people; minus never goes negative. */
export function newArithmetic(random: (min: number, max: number) => number = randomInt): ArithmeticChallenge {
  const op = random(0, 2) === 0 ? 'plus' : 'minus';
  let a = random(1, 10);
  let b = random(1, 10);
  if (op === 'minus' && b > a) [a, b] = [b, a];
  return { a, b, op, answer: op === 'plus' ? a + b : a - b };
}

/** The question worded in the visitor's language (spec §3: localised arithmetic text). */
export function wordQuestion({ a, b, op }: ArithmeticChallenge, language: CaptchaLanguage): string {
  if (language === 'hi') return op === 'plus' ? `${a} और ${b} का योग क्या है?` : `${a} में से ${b} घटाने पर क्या बचता है?`;
  return op === 'plus' ? `What is ${a} plus ${b}?` : `What is ${a} minus ${b}?`;
}

const DEVANAGARI_DIGITS = '०१२३४५६७८९';

/** The typed answer as an integer string: trims, accepts Devanagari digits; null if not a number. */
export function normaliseAnswer(answer: unknown): string | null {
  if (typeof answer === 'number') return Number.isInteger(answer) && Math.abs(answer) < 1000 ? String(answer) : null;
  if (typeof answer !== 'string') return null;
  const ascii = answer.trim().replace(/[०-९]/g, (d) => String(DEVANAGARI_DIGITS.indexOf(d)));
  if (!/^-?\d{1,3}$/.test(ascii)) return null;
  return String(Number(ascii));
}
