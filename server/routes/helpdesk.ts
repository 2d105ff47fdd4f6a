/**
 * The helpdesk's questions and answers. Ours: the rules name the HelpdeskPage (docs/rules/shell-access-identity.md
 * section 2) but no call for it, so GET /api/Public/HelpdeskFaq?shortname&language answers in the style of the
 * content pages' calls (docs/rules/content-areas.md section 7): read-only, by the event's short name, in the asked
 * language with the event's default language as fallback.
 *
 * The entries live in the event's resource set VMXHelpdeskFaq (src/contracts helpdesk.ts), one resource per entry, so
 * an operator edits them like the event's other per-language sets. An entry whose value cannot be read is left out
 * and logged, never a 500. Answers go out as the editor wrote them; the client sanitises them (ui/SanitizedHtml).
 *
 * Ours where the spec is silent: the questions and answers are open to everyone, signed in or not, whatever their
 * ticket: the helpdesk is where a person who cannot get in looks for help.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { HELPDESK_FAQ_RESOURCE_SET, type HelpdeskFaq, type HelpdeskFaqTopic } from '../../src/contracts';
import type { Database } from '../db/schema';
import { eventLanguage, requireEvent } from '../db/events';
import { apiDocs } from '../http/apiDocs';
import { languageCode, text } from '../http/params';
import { parseQuery } from '../http/validation';

const FaqQuery = z.object({ shortname: text().max(100), language: languageCode().optional() });

/** One entry's resource value (src/contracts HelpdeskFaqResource). */
const FaqResource = z.object({
  topic: z.string().trim().min(1),
  question: z.string().trim().min(1),
  answer: z.string().trim().min(1),
  position: z.number().finite(),
});

const docs = apiDocs('Content');

export const helpdeskRoutes: FastifyPluginAsync<{ db: Kysely<Database> }> = async (app, { db }) => {
  app.get(
    '/api/Public/HelpdeskFaq',
    docs("The helpdesk's questions and answers, by topic", { querystring: FaqQuery }),
    async (request): Promise<HelpdeskFaq> => {
      const query = parseQuery(FaqQuery, request);
      const event = await requireEvent(db, { short: query.shortname });
      const read = (language: string) =>
        db
          .selectFrom('resources')
          .select(['resourcename', 'resourcevalue'])
          .where('event_id', '=', event.id)
          .where('setname', '=', HELPDESK_FAQ_RESOURCE_SET)
          .where('language', '=', language)
          .execute();
      const language = eventLanguage(event, query.language);
      let rows = await read(language);
      if (rows.length === 0 && language !== event.default_language) rows = await read(event.default_language);

      const entries: { id: string; value: z.infer<typeof FaqResource> }[] = [];
      for (const row of rows) {
        let json: unknown;
        try {
          json = JSON.parse(row.resourcevalue);
        } catch {
          json = null;
        }
        const parsed = FaqResource.safeParse(json);
        if (parsed.success) entries.push({ id: row.resourcename, value: parsed.data });
        else
          request.log.warn({ event: event.short, entry: row.resourcename }, `${HELPDESK_FAQ_RESOURCE_SET}: entry cannot be read; left out`);
      }
      entries.sort((a, b) => a.value.position - b.value.position || a.id.localeCompare(b.id));

      const topics = new Map<string, HelpdeskFaqTopic>();
      for (const { id, value } of entries) {
        const topic = topics.get(value.topic) ?? { Name: value.topic, Entries: [] };
        topic.Entries.push({ Id: id, Question: value.question, AnswerHtml: value.answer });
        topics.set(value.topic, topic);
      }
      return { Topics: [...topics.values()] };
    },
  );
};
