import { useCallback, useEffect, useMemo } from 'react';
import { useLocation, useNavigate, type Location } from 'react-router-dom';

const STEP_PARAM = 'step';

/**
 * History state of an entry the wizard pushed: how many entries right behind it are the wizard's
 * earlier steps, in order (step - 1, step - 2, ...). Previous can then go back in the history like
 * the phone's Back button, instead of piling up entries.
 */
const BEHIND_KEY = 'registrationStepsBehind';

function stepsBehind(location: Location): number {
  const value = (location.state as Record<string, unknown> | null)?.[BEHIND_KEY];
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : 0;
}

/** The 0-based step `?step=` asks for (1-based in the URL); none or nonsense is the first. */
function requestedStep(search: string, count: number): number {
  const value = Number(new URLSearchParams(search).get(STEP_PARAM));
  return Number.isInteger(value) && value >= 1 ? Math.min(value, count) - 1 : 0;
}

/**
 * The wizard's step in the URL (`?step=2`), one history entry per step, so the browser's Back and
 * Forward move between steps and a reload stays on the step. The step shown is never past the first
 * step that `isValid` refuses: a link, a reload without the passwords or a Forward after an edit
 * lands on the step that still needs input, and the URL is corrected in place.
 */
export function useWizardStep(count: number, isValid: (step: number) => boolean) {
  const location = useLocation();
  const navigate = useNavigate();
  const requested = requestedStep(location.search, count);
  const step = useMemo(() => {
    for (let earlier = 0; earlier < requested; earlier += 1) if (!isValid(earlier)) return earlier;
    return requested;
  }, [requested, isValid]);

  const urlOf = useCallback(
    (target: number) => {
      const params = new URLSearchParams(location.search);
      if (target === 0) params.delete(STEP_PARAM);
      else params.set(STEP_PARAM, String(target + 1));
      const search = params.toString();
      return { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash };
    },
    [location.pathname, location.search, location.hash],
  );

  useEffect(() => {
    if (step !== requested) void navigate(urlOf(step), { replace: true });
  }, [step, requested, navigate, urlOf]);

  /** A new history entry for the next step. */
  const goNext = () => void navigate(urlOf(step + 1), { state: { [BEHIND_KEY]: stepsBehind(location) + 1 } });

  /** Back in the history when the earlier step is right behind, else this entry becomes that step. */
  const goBackTo = (target: number) => {
    const distance = step - target;
    if (distance <= 0) return;
    if (step === requested && distance <= stepsBehind(location)) void navigate(-distance);
    else void navigate(urlOf(target), { replace: true });
  };

  return { step, goNext, goBackTo };
}
