/**
 * The question when a link brings another account's token while someone is signed in (issue 16, point 7;
 * the rule is core/tokenArrival.ts): switch to the link's account, or stay signed in as now. Escape
 * stays. A modal dialog (ui/Dialog): focus stays inside while it is open and goes back after.
 *
 * Texts: switchAccount.title, switchAccount.text, switchAccount.textUnnamed, switchAccount.switch,
 * switchAccount.stay.
 */
import { Dialog } from '../../ui/Dialog';
import { Button, LinkButton } from '../../ui/form';
import { useShellText } from './useShellText';

export interface SwitchAccountQuestion {
  /** Who is signed in now (e-mail or name), when known. */
  signedInAs: string | null;
  switchAccount: () => void;
  stay: () => void;
}

export function SwitchAccountDialog({ question }: { question: SwitchAccountQuestion }) {
  const t = useShellText();
  return (
    <Dialog open title={t('switchAccount.title')} onClose={question.stay}>
      <p>{question.signedInAs === null ? t('switchAccount.textUnnamed') : t('switchAccount.text', { name: question.signedInAs })}</p>
      <p>
        <LinkButton type="button" onClick={question.stay}>
          {t('switchAccount.stay')}
        </LinkButton>{' '}
        <Button type="button" onClick={question.switchAccount}>
          {t('switchAccount.switch')}
        </Button>
      </p>
    </Dialog>
  );
}
