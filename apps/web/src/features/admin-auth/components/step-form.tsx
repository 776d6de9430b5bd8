import type { ComponentProps } from 'react';
import { Field } from '../../../components/ui/field.tsx';
import { ApiError } from '../../../lib/api-client.ts';

/** A 6-digit code field: numeric keyboard, the phone's one-time-code autofill, digits spaced and centred in both directions. */
export function CodeField(
  props: Omit<
    ComponentProps<typeof Field>,
    'autoComplete' | 'inputMode' | 'maxLength' | 'dir' | 'className'
  >,
) {
  return (
    <Field
      autoComplete="one-time-code"
      inputMode="numeric"
      maxLength={7}
      dir="ltr"
      className="[&_input]:text-center [&_input]:font-mono [&_input]:text-2xl [&_input]:tracking-[0.4em]"
      {...props}
    />
  );
}

/**
 * Sends a second step and hands its answer on. A refusal is said under the field in the server's
 * words (already in the interface language); an expired step goes back to the password.
 */
export async function sendStep<T>(
  send: () => Promise<T>,
  handlers: {
    onDone: (answer: T) => void;
    onStartOver: () => void;
    setError: (text: string | undefined) => void;
    fallback: string;
  },
): Promise<void> {
  handlers.setError(undefined);
  try {
    handlers.onDone(await send());
  } catch (caught) {
    const body = caught instanceof ApiError ? caught.body : undefined;
    if (body?.code === 'STEP_EXPIRED') handlers.onStartOver();
    handlers.setError(body?.message ?? handlers.fallback);
  }
}

/** The server's words for a refusal, if it sent any. */
export const refusalMessage = (error: unknown): string | undefined =>
  error instanceof ApiError ? error.body?.message : undefined;
