/**
 * Public API: event details, the logo grid's company accounts (docs/rules/content-areas.md section 7), and our
 * paths for the spec's instance config and domain map (src/contracts, InstanceInfo and DomainDefaults).
 */
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { DomainDefaults, EventDetails, InstanceInfo, PublicCompanyAccount } from '../../src/contracts';
import { byteOrder } from '../db/connection';
import { eventLanguages, requireEvent } from '../db/events';
import { requireVersionedEvent } from '../db/contentVersions';
import type { AnswerCache } from '../http/answerCache';
import { sendEncodedAnswer } from '../http/encodedAnswer';
import { NotFoundError } from '../http/errors';
import { languageCode, numericId, text } from '../http/params';
import { parseQuery } from '../http/validation';
import type { RouteDeps } from './deps';
import { apiDocs } from '../http/apiDocs';
import { contentTranslations } from '../exhibition/contentLanguage';

const EventDetailsQuery = z.object({ shortname: text(), language: languageCode().optional() });
// The accounts' one text, the PDF button's label, is translated to the language (server/exhibition/contentLanguage.ts).
const CompanyAccountsQuery = z.object({ eventid: numericId(), language: languageCode().optional() });
const InstanceQuery = z.object({ instance: text() });
const DomainDefaultsQuery = z.object({ host: text() });

const docs = apiDocs('Core');

export const publicRoutes: FastifyPluginAsync<RouteDeps & { answers: AnswerCache }> = async (app, { db, answers }) => {
  const inLanguage = contentTranslations(db);
  app.get('/api/Public/EventDetails', docs("An event's details", { querystring: EventDetailsQuery }), async (request, reply) => {
    const query = parseQuery(EventDetailsQuery, request);
    const { event, contentVersion } = await requireVersionedEvent(db, { short: query.shortname });
    const details = async (): Promise<EventDetails> => ({
      Id: event.id,
      Short: event.short,
      Instance: event.instance,
      Name: event.name,
      TimeZone: event.time_zone,
      StartDate: event.start_date,
      EndDate: event.end_date,
      Languages: eventLanguages(event),
      DefaultLanguage: event.default_language,
    });
    // Every page's first read: made once per content version (the events row is part of it), with its ETag.
    return sendEncodedAnswer(request, reply, await answers.answer(`EventDetails|${event.id}`, contentVersion, details));
  });

  /** All accounts, those that are not public included (the logo grid shows them without a link). */
  app.get(
    '/api/Public/CompanyAccounts',
    docs("The event's company accounts (logo grid)", { querystring: CompanyAccountsQuery }),
    async (request): Promise<PublicCompanyAccount[]> => {
      const query = parseQuery(CompanyAccountsQuery, request);
      const event = await requireEvent(db, { id: query.eventid });
      const rows = await db
        .selectFrom('company_accounts')
        .selectAll()
        .where('event_id', '=', event.id)
        .orderBy(byteOrder(db, 'name'))
        .orderBy(byteOrder(db, 'company_account_id'))
        .execute();
      const translations = await inLanguage(event.id, query.language);
      const label = (value: string | null) => (value === null ? null : (translations.get(value) ?? value));
      return rows.map((row) => ({
        CompanyAccountId: row.company_account_id,
        Name: row.name,
        LogoPath: row.logo_path,
        SponsorType: row.sponsor_type,
        CustomLogoLink: row.custom_logo_link,
        CustomPdfLink: row.custom_pdf_link,
        CustomButtonTextLabel: label(row.custom_button_text_label),
        isPublic: row.is_public === 1,
      }));
    },
  );

  app.get(
    '/api/Public/Instance',
    docs("An instance's configuration", { querystring: InstanceQuery }),
    async (request): Promise<InstanceInfo> => {
      const query = parseQuery(InstanceQuery, request);
      const row = await db.selectFrom('instances').selectAll().where('name', '=', query.instance.toLowerCase()).executeTakeFirst();
      if (!row) throw new NotFoundError(`unknown instance ${query.instance}`);
      return {
        Instance: row.name,
        DefaultEvent: row.default_event,
        DefaultLanguage: row.default_language,
        signalrHub: row.signalr_hub,
        webformsUrl: row.webforms_url,
        identityUrl: row.identity_url,
        surveyUrl: row.survey_url,
        sso: row.sso_url ? { url: row.sso_url, context: row.sso_context, provider: row.sso_provider } : null,
      };
    },
  );

  /** The host may come with a port (location.host); the map is keyed by host name alone. */
  app.get(
    '/api/Public/DomainDefaults',
    docs('The instance and event a host name stands for', { querystring: DomainDefaultsQuery }),
    async (request): Promise<DomainDefaults> => {
      const query = parseQuery(DomainDefaultsQuery, request);
      const host = query.host.toLowerCase().replace(/:\d+$/, '');
      const row = await db.selectFrom('domains').selectAll().where('host', '=', host).executeTakeFirst();
      if (!row) throw new NotFoundError(`no defaults for host ${host}`);
      return { instance: row.instance, event: row.event, language: row.language };
    },
  );
};
