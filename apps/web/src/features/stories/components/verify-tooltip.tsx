import type { ReactNode } from 'react';
import { Tooltip } from 'radix-ui';
import { timings } from '@qamar/shared';

/**
 * 'Please verify your email to {action}' over a creation action that is off for an unverified
 * parent (docs/product/screens.md). The action stays focusable (aria-disabled), so keyboard users hear why.
 */
export function VerifyTooltip({ text, children }: { text: string; children: ReactNode }) {
  return (
    <Tooltip.Provider
      delayDuration={timings.tooltipDelay}
      skipDelayDuration={timings.tooltipSkipDelay}
    >
      <Tooltip.Root>
        <Tooltip.Trigger asChild>{children}</Tooltip.Trigger>
        <Tooltip.Portal>
          <Tooltip.Content
            sideOffset={6}
            className="z-50 max-w-64 rounded-xl bg-night-900 px-3 py-2 text-sm font-semibold text-white shadow-soft"
          >
            {text}
            <Tooltip.Arrow className="fill-night-900" />
          </Tooltip.Content>
        </Tooltip.Portal>
      </Tooltip.Root>
    </Tooltip.Provider>
  );
}
