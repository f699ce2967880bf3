import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '@cc/api-client';
import type { Language } from '@cc/types';
import { getLoginCaptcha, type LoginCaptchaChallenge } from '../api/get-login-captcha';

/** The login answer's flag: many failed logins came from this address, the next login needs a captcha. */
export const asksForCaptcha = (error: unknown): boolean =>
  error instanceof ApiError && (error.body as { captchaRequired?: unknown } | null)?.captchaRequired === true;

/**
 * The login forms' security question. Hidden until the API asks for it (`captchaRequired`), then
 * shown for the rest of the visit: every later try needs a fresh one, because the API consumes a
 * question with each login whatever the answer. While a question loads no token is offered, so a
 * spent one is never sent.
 */
export function useLoginCaptcha(language: Language) {
  const [required, setRequired] = useState(false);
  const [challenge, setChallenge] = useState<LoginCaptchaChallenge | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [answer, setAnswer] = useState('');
  const latest = useRef(0);

  const load = useCallback(() => {
    const call = (latest.current += 1);
    setChallenge(null);
    setAnswer('');
    setState('loading');
    getLoginCaptcha(language).then(
      (fresh) => {
        if (call !== latest.current) return;
        setChallenge(fresh);
        setState('ready');
      },
      () => {
        if (call === latest.current) setState('failed');
      },
    );
  }, [language]);

  // A new question when one is first needed and when the language changes (the API words it).
  useEffect(() => {
    if (required) load();
  }, [required, load]);

  return {
    required,
    question: challenge?.question ?? null,
    state,
    answer,
    setAnswer,
    refresh: load,
    /** The fields the next login sends: the question on screen and its answer, when one is shown. */
    fields: (): { captchaToken?: string; captchaAnswer?: string } =>
      required && challenge ? { captchaToken: challenge.token, captchaAnswer: answer.trim() } : {},
    /** After a failed login: shown from now on when the API asked; a shown question is spent either way. */
    afterFailure(error: unknown) {
      if (!required && asksForCaptcha(error)) setRequired(true);
      else if (required) load();
    },
  };
}

export type LoginCaptcha = ReturnType<typeof useLoginCaptcha>;
