/**
 * The link to the registration shop, from config_json registration.shopUrl (core/registration: only an http(s)
 * address becomes a link). The shop sends the buyer back to the registration landing. Without a shop: a sentence.
 *
 * Texts: registration.shop*. Theme tokens: those of Registration.styles.
 */
import { useId } from 'react';
import { REGISTRATION_TEXTS } from '../../core/registration/texts';
import { useTexts } from '../../store/react';
import { ShopLink } from './Registration.styles';
import { PageSection } from '../../ui/styles/page';
import { useRegistrationSettings } from './useRegistration';

export function ShopSection() {
  const t = useTexts(REGISTRATION_TEXTS);
  const { shopUrl } = useRegistrationSettings();
  const heading = useId();
  return (
    <PageSection aria-labelledby={heading} data-section="shop">
      <h2 id={heading}>{t('registration.shop')}</h2>
      {shopUrl ? (
        <>
          <p>{t('registration.shop.text')}</p>
          <ShopLink href={shopUrl} data-link="shop">
            {t('registration.shop.link')}
          </ShopLink>
        </>
      ) : (
        <p>{t('registration.shop.none')}</p>
      )}
    </PageSection>
  );
}
