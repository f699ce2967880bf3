import fc from 'fast-check';
import { newArithmetic, normaliseAnswer, wordQuestion } from '../captcha-question';

describe('captcha question', () => {
  it('words the same sum in English and Hindi', () => {
    const sum = { a: 7, b: 5, op: 'plus' as const, answer: 12 };
    expect(wordQuestion(sum, 'en')).toBe('What is 7 plus 5?');
    expect(wordQuestion(sum, 'hi')).toBe('7 और 5 का योग क्या है?');
    expect(wordQuestion({ a: 9, b: 4, op: 'minus', answer: 5 }, 'en')).toBe('What is 9 minus 4?');
    expect(wordQuestion({ a: 9, b: 4, op: 'minus', answer: 5 }, 'hi')).toBe('9 में से 4 घटाने पर क्या बचता है?');
  });

  it('always asks small sums with a non-negative answer', () => {
    for (let i = 0; i < 500; i += 1) {
      const { a, b, op, answer } = newArithmetic();
      expect(a).toBeGreaterThanOrEqual(1);
      expect(b).toBeLessThanOrEqual(9);
      expect(answer).toBe(op === 'plus' ? a + b : a - b);
      expect(answer).toBeGreaterThanOrEqual(0);
    }
  });

  it('normalises typed answers, Devanagari digits included', () => {
    expect(normaliseAnswer(' 12 ')).toBe('12');
    expect(normaliseAnswer('१२')).toBe('12');
    expect(normaliseAnswer(12)).toBe('12');
    expect(normaliseAnswer('012')).toBe('12');
    for (const bad of ['', '1e1', '12abc', '1.5', null, undefined, {}, [], 1.5, '9999']) expect(normaliseAnswer(bad)).toBeNull();
    fc.assert(fc.property(fc.anything(), (value) => {
      const result = normaliseAnswer(value);
      expect(result === null || /^-?\d{1,3}$/.test(result)).toBe(true);
    }));
  });
});
