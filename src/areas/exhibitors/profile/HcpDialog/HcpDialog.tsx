/**
 * The HCP confirmation before an HCP-only company's content (docs/rules/content-areas.md section 3, exhibitor HCP
 * configuration; section 4, HCP dialog). The company's HcpConfig shapes the buttons: showCloseButton adds
 * Close, showDenyButton adds the refusal, denyAsCloseButton makes the refusal act as Close (nothing saved).
 * Without an HcpConfig only the acceptance is offered; Escape still leaves.
 *
 * Texts: exhibitors.hcp.title, .question, .accept, .decline, .close. Theme tokens: those of Dialog and Button.
 */
import { useState } from 'react';
import type { ExhibitorHcpConfig } from '../../../../contracts';
import { useTexts } from '../../../../store/react';
import { Dialog } from '../../../../ui/Dialog';
import { Button, LinkButton } from '../../../../ui/form';
import { PROFILE_TEXTS } from '../texts';

/** Section 3 is silent on defaults; ours: the strictest (accept or leave with Escape). */
const DEFAULT_HCP_CONFIG: ExhibitorHcpConfig = { showCloseButton: false, showDenyButton: false, denyAsCloseButton: false };

export interface HcpDialogProps {
  config: ExhibitorHcpConfig | null;
  onAnswer: (accepted: boolean) => Promise<void>;
  /** Close, Escape, or a refusal that acts as Close. */
  onLeave: () => void;
}

export function HcpDialog({ config, onAnswer, onLeave }: HcpDialogProps) {
  const t = useTexts(PROFILE_TEXTS);
  const { showCloseButton, showDenyButton, denyAsCloseButton } = config ?? DEFAULT_HCP_CONFIG;
  const [busy, setBusy] = useState(false);
  const answer = async (accepted: boolean) => {
    setBusy(true);
    await onAnswer(accepted);
  };
  return (
    <Dialog open title={t('exhibitors.hcp.title')} closeLabel={showCloseButton ? t('exhibitors.hcp.close') : undefined} onClose={onLeave}>
      <p>{t('exhibitors.hcp.question')}</p>
      <p>
        <Button type="button" disabled={busy} onClick={() => void answer(true)}>
          {t('exhibitors.hcp.accept')}
        </Button>{' '}
        {showDenyButton && (
          <LinkButton type="button" disabled={busy} onClick={() => (denyAsCloseButton ? onLeave() : void answer(false))}>
            {t('exhibitors.hcp.decline')}
          </LinkButton>
        )}
      </p>
    </Dialog>
  );
}
