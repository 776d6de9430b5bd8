import { useRef, useState } from 'react';
import { ApiError } from '../../lib/api-client.ts';
import { CaptchaField, type CaptchaHandle } from './captcha-field.tsx';

/**
 * The captcha a sign-in form shows once the server asks for one (428, after many failed attempts
 * on the account or from the address). From then on every attempt sends a freshly solved captcha.
 */
export function useCaptchaStep() {
  const [needed, setNeeded] = useState(false);
  const [token, setToken] = useState<string | null>(null);
  const captcha = useRef<CaptchaHandle>(null);
  return {
    /** True when the captcha is shown but not solved yet: the attempt would be refused. */
    missing: needed && !token,
    /** What the attempt sends: the solved captcha when one is asked for. */
    body: needed && token ? { captchaToken: token } : {},
    field: needed ? <CaptchaField ref={captcha} onToken={setToken} /> : null,
    /** After an attempt: a 428 brings the captcha; a solved one is spent either way. */
    settle: (error?: unknown) => {
      if (error instanceof ApiError && error.status === 428) setNeeded(true);
      captcha.current?.reset();
    },
  };
}
