export interface Grecaptcha {
  render: (element: HTMLElement, options: Record<string, unknown>) => number;
  reset: (id?: number) => void;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha & { ready?: (callback: () => void) => void };
  }
}

let loading: Promise<Grecaptcha> | undefined;

/** Google's script, loaded once and only when the operator configured reCAPTCHA (the CSP then allows it). */
export function loadRecaptcha(language: string): Promise<Grecaptcha> {
  loading ??= new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `https://www.google.com/recaptcha/api.js?render=explicit&hl=${encodeURIComponent(language)}`;
    script.async = true;
    script.onerror = () => reject(new Error('reCAPTCHA did not load'));
    script.onload = () =>
      window.grecaptcha?.ready?.(() => resolve(window.grecaptcha as Grecaptcha));
    document.head.appendChild(script);
  });
  return loading;
}
