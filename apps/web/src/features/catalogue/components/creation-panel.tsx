import type { ReactNode } from 'react';
import type { Gender } from '@qamar/shared';
import type { CatalogueKind } from '../hooks/use-creator.ts';
import { useCreator } from '../hooks/use-creator.ts';
import { GeneratingView } from './generating-view.tsx';
import { UpgradeDialog } from './upgrade-dialog.tsx';
import { VerificationPrompt } from './verification-prompt.tsx';

/**
 * What a creation form shows around itself (docs/product/screens.md): the verification prompt instead of the
 * form for an unverified parent, the progress view while generating, and the upgrade dialog.
 */
export function CreationPanel({
  kind,
  generating,
  gender,
  upgradeOpen,
  onUpgradeOpenChange,
  children,
}: {
  kind: CatalogueKind;
  generating: boolean;
  /** Of the character being drawn, for the progress texts about it. */
  gender?: Gender | undefined;
  upgradeOpen: boolean;
  onUpgradeOpenChange: (open: boolean) => void;
  children: ReactNode;
}) {
  const creator = useCreator();
  let body: ReactNode = children;
  if (creator.needsVerification && creator.user)
    body = <VerificationPrompt kind={kind} email={creator.user.email} />;
  else if (generating) body = <GeneratingView kind={kind} gender={gender} />;
  return (
    <>
      {body}
      <UpgradeDialog open={upgradeOpen} onOpenChange={onUpgradeOpenChange} kind={kind} />
    </>
  );
}
