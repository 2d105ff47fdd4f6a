import { Migrator } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createDb } from './connection';
import { MIGRATIONS, migrateToLatest } from './migrations';

describe('migrateToLatest', () => {
  it('creates every table on an empty database', async () => {
    const db = createDb({ file: ':memory:' });
    try {
      const results = await migrateToLatest(db);
      expect(results.map((result) => [result.migrationName, result.status])).toEqual(
        Object.keys(MIGRATIONS).map((name) => [name, 'Success']),
      );
      const tables = (await db.introspection.getTables()).map((table) => table.name).sort();
      expect(tables).toEqual([
        'abstract_submissions',
        'advertisements',
        'analytics_events',
        'analytics_rollups',
        'analytics_unique_counts',
        'analytics_users',
        'analytics_visitor_days',
        'analytics_visitor_index',
        'anonymous_survey_results',
        'assemblies',
        'assembly_agenda',
        'assembly_documents',
        'attendance',
        'award_winners',
        'awards',
        'certificates',
        'charity_challenges',
        'charity_points',
        'charity_projects',
        'chat_groups',
        'chat_messages',
        'codes',
        'company_accounts',
        'company_digests',
        'company_profiles',
        'company_view_counts',
        'contact_requests',
        'content_pages',
        'content_versions',
        'conversation_participants',
        'conversations',
        'dashboard_modules',
        'distribution_files',
        'domains',
        'evaluation_surveys',
        'evaluations_done',
        'events',
        'exhibitor_booths',
        'exhibitor_imported',
        'exhibitor_lounges',
        'exhibitor_meetings',
        'exhibitor_presentations',
        'exhibitor_products',
        'exhibitor_tiers',
        'exhibitor_webcasts',
        'exhibitor_withdrawn',
        'external_logins',
        'external_registrations',
        'instances',
        'job_postings',
        'legacy_accounts',
        'meeting_requests',
        'message_reports',
        'networking_blocks',
        'networking_settings',
        'networking_suspensions',
        'news_articles',
        'note_likes',
        'note_reports',
        'notes',
        'outbox',
        'personal_schedule_entries',
        'preceptorships',
        'presentation_recordings',
        'product_ratings',
        'programme_abstract_authors',
        'programme_abstracts',
        'programme_authors',
        'programme_drafts',
        'programme_groups',
        'programme_presentations',
        'programme_rooms',
        'programme_session_chairs',
        'programme_session_edits',
        'programme_session_groups',
        'programme_session_types',
        'programme_sessions',
        'programme_sources',
        'programme_versions',
        'programme_view_counts',
        'programme_withdrawn',
        'push_notifications',
        'resources',
        'rss_items',
        'session_ratings',
        'sessions',
        'settings',
        'social_posts',
        'sso_links',
        'submission_topics',
        'survey_results',
        'survey_sets',
        'symposia',
        'symposium_leads',
        'terms_entries',
        'ticket_sync',
        'tickets',
        'tv_episodes',
        'tv_watched',
        'user_documents',
        'user_events',
        'user_notifications',
        'users',
        'world_village_societies',
      ]);
    } finally {
      await db.destroy();
    }
  });

  it('drops the unused chat restore ids from a database that has them (0020), and makes them again when undone', async () => {
    const db = createDb({ file: ':memory:' });
    try {
      const tables = async () => (await db.introspection.getTables()).map((table) => table.name);
      await new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS } }).migrateTo('0019-messaging-community');
      expect(await tables()).toContain('chat_restore_ids');
      await migrateToLatest(db);
      expect(await tables()).not.toContain('chat_restore_ids');

      await MIGRATIONS['0020-chat-restore-ids-dropped']!.down!(db);
      const restored = (await db.introspection.getTables()).find((table) => table.name === 'chat_restore_ids');
      expect(restored?.columns.map((column) => column.name)).toEqual([
        'event_id',
        'user_id',
        'company_account_id',
        'restore_id',
        'updated_at',
      ]);
    } finally {
      await db.destroy();
    }
  });

  it('does nothing when run a second time', async () => {
    const db = createDb({ file: ':memory:' });
    try {
      await migrateToLatest(db);
      await db
        .insertInto('instances')
        .values({
          name: 'x',
          default_event: 'e',
          default_language: 'en-GB',
          signalr_hub: '',
          webforms_url: '',
          identity_url: '',
          survey_url: '/surveyapi',
        })
        .execute();
      expect(await migrateToLatest(db)).toEqual([]);
      expect(await db.selectFrom('instances').select('name').execute()).toEqual([{ name: 'x' }]);
    } finally {
      await db.destroy();
    }
  });
});
