/**
 * The registration part of an event's config_json (ours: src/core/registration/registration.ts,
 * REGISTRATION_CONFIG_KEY): the registration shop's address. The demo has no real shop: its stand-in page
 * (/demo/media/registration/shop.html) says so and leads back to the registration landing, as a shop does after a
 * purchase. A deployment puts its shop's https address here.
 */
import { DEMO_INSTANCE, type EventSeed, type SeedLanguage } from './catalogue';

export const DEMO_SHOP_PAGE = '/demo/media/registration/shop.html';

export function registrationAppConfig(event: EventSeed, language: SeedLanguage) {
  const query = new URLSearchParams({ instance: DEMO_INSTANCE.name, event: event.row.short, language });
  return { registration: { shopUrl: `${DEMO_SHOP_PAGE}?${query.toString()}` } };
}
