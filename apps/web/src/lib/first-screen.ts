import { createContext, useContext } from 'react';

/**
 * True while the server renders a page's first screen into its HTML (src/prerender.tsx
 * `renderFirstScreen`): what the page shows before its scripts run. Parts that only the running
 * app should show (a shared story's text, which links must not give away without counting a view;
 * the footer, which would move when the rest arrives above it) leave themselves out.
 */
export const FirstScreenContext = createContext(false);

export function useFirstScreen(): boolean {
  return useContext(FirstScreenContext);
}
