import {
  useId,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { inputClass } from './field.tsx';
import { cn } from '../../lib/cn.ts';

function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={id} className="text-sm font-semibold text-rose-500">
      {error}
    </p>
  ) : null;
}

/** A labelled textarea with its error, styled like the shared Field. */
export function TextAreaField({
  label,
  error,
  className,
  ...props
}: TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string; error?: string }) {
  const id = useId();
  return (
    <div className={cn('grid gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-bold text-ink-700">
        {label}
      </label>
      <textarea
        id={id}
        rows={4}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={cn(inputClass, 'resize-y')}
        {...props}
      />
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

export function SelectField({
  label,
  className,
  children,
  ...props
}: SelectHTMLAttributes<HTMLSelectElement> & { label: string; children: ReactNode }) {
  const id = useId();
  return (
    <div className={cn('grid gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-bold text-ink-700">
        {label}
      </label>
      <select id={id} className={inputClass} {...props}>
        {children}
      </select>
    </div>
  );
}

/** A row of radio choices drawn as chips (gender, place type). */
export function ChoiceField<T extends string>({
  label,
  value,
  options,
  onChange,
  className,
}: {
  label: string;
  value: T;
  options: readonly { value: T; label: string; hint?: string; icon?: ReactNode }[];
  onChange: (value: T) => void;
  className?: string;
}) {
  const name = useId();
  return (
    <fieldset className={cn('grid content-start gap-1.5', className)}>
      <legend className="mb-1.5 text-sm font-bold text-ink-700">{label}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option.value}
            className={cn(
              'flex min-h-11 flex-1 cursor-pointer items-center gap-2 rounded-2xl border-2 px-4 py-2 text-start transition-colors has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-moon-500',
              option.value === value
                ? 'border-night-600 bg-night-50 text-night-900'
                : 'border-night-900/15 bg-white text-ink-700 hover:border-night-900/40',
            )}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
              className="sr-only"
            />
            {option.icon}
            <span className="grid">
              <span className="font-bold">{option.label}</span>
              {option.hint ? <span className="text-xs text-ink-600">{option.hint}</span> : null}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
