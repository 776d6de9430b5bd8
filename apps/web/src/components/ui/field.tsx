import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { useTranslation } from '../../lib/use-translation.ts';
import { cn } from '../../lib/cn.ts';

export const inputClass =
  'w-full rounded-2xl border-2 border-night-900/15 bg-white px-4 py-3 text-base text-ink-900 outline-none focus:border-night-600 aria-[invalid=true]:border-rose-500';

export interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string;
  hint?: ReactNode;
}

/** A labelled input with its error (announced, and tied to the input by aria-describedby). */
export function Field({ label, error, hint, className, id, type = 'text', ...props }: FieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const [shown, setShown] = useState(false);
  const { t } = useTranslation();
  const isPassword = type === 'password';
  return (
    <div className={cn('grid content-start gap-1.5', className)}>
      <label htmlFor={inputId} className="text-sm font-bold text-ink-700">
        {label}
      </label>
      <div className="relative">
        <input
          id={inputId}
          type={isPassword && shown ? 'text' : type}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          className={cn(inputClass, isPassword && 'pe-12')}
          {...props}
        />
        {isPassword ? (
          <button
            type="button"
            onClick={() => setShown((value) => !value)}
            aria-label={shown ? t('auth.hidePassword') : t('auth.showPassword')}
            aria-pressed={shown}
            className="absolute end-2 top-1/2 -translate-y-1/2 rounded-full p-2 text-ink-500 hover:bg-night-50 hover:text-night-900"
          >
            {shown ? (
              <EyeOff className="h-5 w-5" aria-hidden="true" />
            ) : (
              <Eye className="h-5 w-5" aria-hidden="true" />
            )}
          </button>
        ) : null}
      </div>
      {hint}
      {error ? (
        <p id={`${inputId}-error`} className="text-sm font-semibold text-rose-500">
          {error}
        </p>
      ) : null}
    </div>
  );
}
