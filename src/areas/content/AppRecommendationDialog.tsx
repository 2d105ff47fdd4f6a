/**
 * The app-install recommendation dialog (ui/Dialog: focus stays inside, Escape closes, focus goes
 * back): why the app, a link to the store when one is configured, and "Not now".
 *
 * Texts: appRecommendation.title, appRecommendation.text, appRecommendation.install,
 * appRecommendation.dismiss. Theme tokens: those of ui/Dialog and ui/form. Parts: dialog.
 */
import { Dialog } from '../../ui/Dialog';
import { Actions, ButtonLink, PlainButton } from './Pages.styles';
import { useContentText } from './useContentText';

export function AppRecommendationDialog({ storeLink, onClose }: { storeLink: string | null; onClose: () => void }) {
  const t = useContentText();
  return (
    <Dialog open title={t('appRecommendation.title')} onClose={onClose}>
      <p>{t('appRecommendation.text')}</p>
      <Actions>
        {storeLink && (
          <ButtonLink href={storeLink} target="_blank" rel="noopener noreferrer" onClick={onClose}>
            {t('appRecommendation.install')}
          </ButtonLink>
        )}
        <PlainButton type="button" onClick={onClose}>
          {t('appRecommendation.dismiss')}
        </PlainButton>
      </Actions>
    </Dialog>
  );
}
