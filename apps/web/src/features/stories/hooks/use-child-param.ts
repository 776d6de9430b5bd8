import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';

/** Where a page puts the child filter the app composes in (the children feature's chooser). */
export type ChildFilterSlot = (
  childId: number | undefined,
  onChange: (childId: number | undefined) => void,
) => ReactNode;

/** ?child=N: the stories made with one of the parent's children (My Stories and the dashboard). */
export function useChildParam() {
  const [params, setParams] = useSearchParams();
  const childId = Number.parseInt(params.get('child') ?? '', 10) || undefined;
  return {
    childId,
    params,
    setParams,
    setChild: (next: number | undefined) => setParams(next ? { child: String(next) } : {}),
  };
}
