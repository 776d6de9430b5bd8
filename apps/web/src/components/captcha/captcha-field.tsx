import { forwardRef, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/use-translation.ts';
import type { CaptchaConfigResponse } from '@qamar/shared';
import { useLanguage } from '../../lib/use-language.ts';
import { loadRecaptcha, type Grecaptcha } from './load-recaptcha.ts';

export interface CaptchaHandle {
  reset: () => void;
}

interface AltchaElement extends HTMLElement {
  reset: () => void;
}

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'altcha-widget': {
        ref?: React.Ref<AltchaElement>;
        challenge?: string;
        language?: string;
        name?: string;
        auto?: string;
        type?: string;
        'hide-footer'?: string;
      };
    }
  }
}

/**
 * The captcha the server asks for (GET /api/recaptcha-site-key): the self-hosted ALTCHA proof of
 * work by default, Google reCAPTCHA when the operator configured it. Reports a token, or null.
 */
export const CaptchaField = forwardRef<CaptchaHandle, { onToken: (token: string | null) => void }>(
  function CaptchaField({ onToken }, ref) {
    const { t } = useTranslation();
    const language = useLanguage();
    const config = useQuery<CaptchaConfigResponse>({ queryKey: ['/api/recaptcha-site-key'] });
    const altcha = useRef<AltchaElement>(null);
    const recaptchaBox = useRef<HTMLDivElement>(null);
    const recaptcha = useRef<{ api: Grecaptcha; id: number } | null>(null);
    const [ready, setReady] = useState(false);
    const onTokenRef = useRef(onToken);
    useEffect(() => {
      onTokenRef.current = onToken;
    });

    useImperativeHandle(ref, () => ({
      reset: () => {
        altcha.current?.reset();
        if (recaptcha.current) recaptcha.current.api.reset(recaptcha.current.id);
        onTokenRef.current(null);
      },
    }));

    const provider = config.data?.provider;
    useEffect(() => {
      if (provider !== 'altcha') return;
      let cancelled = false;
      // The widget (about 35 kB) loads only where a form needs it.
      void Promise.all([
        import('altcha'),
        language === 'ar' ? import('altcha/i18n/ar') : Promise.resolve(),
      ]).then(() => {
        if (!cancelled) setReady(true);
      });
      return () => {
        cancelled = true;
      };
    }, [provider, language]);

    useEffect(() => {
      const element = altcha.current;
      if (!element || !ready) return;
      const listener = (event: Event) => {
        const detail = (event as CustomEvent<{ state: string; payload: string | null }>).detail;
        onTokenRef.current(detail.state === 'verified' && detail.payload ? detail.payload : null);
      };
      element.addEventListener('statechange', listener);
      return () => element.removeEventListener('statechange', listener);
    }, [ready]);

    const siteKey = config.data?.siteKey;
    useEffect(() => {
      if (provider !== 'recaptcha' || !siteKey || !recaptchaBox.current) return;
      const box = recaptchaBox.current;
      let cancelled = false;
      void loadRecaptcha(language).then((api) => {
        if (cancelled || recaptcha.current) return;
        const id = api.render(box, {
          sitekey: siteKey,
          callback: (token: string) => onTokenRef.current(token),
          'expired-callback': () => onTokenRef.current(null),
        });
        recaptcha.current = { api, id };
      });
      return () => {
        cancelled = true;
      };
    }, [provider, siteKey, language]);

    if (config.isError)
      return <p className="text-sm font-semibold text-rose-500">{t('auth.captchaUnavailable')}</p>;
    return (
      // Space is kept for the widget, so the button below does not jump when it loads.
      <div className="grid min-h-[74px] gap-1.5" role="group" aria-label={t('auth.captcha')}>
        {provider === 'altcha' && ready ? (
          <altcha-widget
            ref={altcha}
            challenge="/api/captcha/challenge"
            language={language}
            name="captcha"
            auto="off"
            hide-footer=""
          />
        ) : null}
        {provider === 'recaptcha' ? <div ref={recaptchaBox} /> : null}
      </div>
    );
  },
);
