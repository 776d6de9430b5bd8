import { useState } from 'react';
import { useCreator, type CatalogueKind } from './use-creator.ts';

/**
 * A picker's nested creation form: the trigger opens the form, or the upgrade dialog when the
 * parent is at the plan's limit (docs/product/states.md); closing the picker takes it back to its
 * list for next time.
 */
export function usePickerCreation(kind: CatalogueKind, onOpenChange: (open: boolean) => void) {
  const creator = useCreator();
  const [creating, setCreating] = useState(false);
  const [upgradeOpen, setUpgradeOpen] = useState(false);
  return {
    creator,
    creating,
    setCreating,
    upgradeOpen,
    setUpgradeOpen,
    setOpen: (next: boolean) => {
      if (!next) setCreating(false);
      onOpenChange(next);
    },
    startCreating: () => (creator.atLimit(kind) ? setUpgradeOpen(true) : setCreating(true)),
  };
}
