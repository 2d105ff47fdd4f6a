/**
 * Migrations, defined in code (a file provider is awkward under tsx) and run by Kysely's Migrator.
 * Only portable column types: text and integer. Add a migration; never edit one that has shipped.
 */
import { Migrator, type ColumnDefinitionBuilder, type Kysely, type Migration, type MigrationResult } from 'kysely';
import { isPostgres } from './connection';
import type { Database } from './schema';
import { withStartupLock } from './startupLock';
import { SOCIETY_PAGES_MIGRATION } from './societyTables';
import { SPEC_CALLS_MIGRATION } from './specCallTables';
import { SUBMISSIONS_SOCIAL_MIGRATION } from './submissionSocialTables';
import { REGISTRATION_ASSEMBLY_MIGRATION } from './assemblyTables';
import { TV_RECORDINGS_MIGRATION } from './tvTables';
import { ANONYMOUS_EVALUATIONS_MIGRATION } from './anonymousSurveyTables';
import { CONTENT_VERSIONS_MIGRATION } from './contentVersions';
import { MESSAGING_MIGRATION } from './messagingTables';
import { MESSAGING_COMMUNITY_MIGRATION } from './messagingCommunityTables';
import { PROGRAMME_IMPORT_MIGRATION } from './programmeImportTables';
import { PROGRAMME_EDITS_MIGRATION } from './programmeEditTables';
import { EXHIBITOR_IMPORT_MIGRATION } from './exhibitorImportTables';
import { USER_NOTIFICATIONS_MIGRATION } from './userNotificationTables';
import { ANALYTICS_MIGRATION } from './analyticsTables';
import { ATTENDANCE_MIGRATION } from './attendanceTables';
import { ANALYTICS_USERS_MIGRATION } from './analyticsUserTables';
import { ANALYTICS_UNIQUES_MIGRATION } from './analyticsUniqueTables';
import { withSerialId } from './serialId';

// Migrations see the database as it was when they were written, not as Database says it is now.
type AnyDb = Kysely<unknown>;

const initial: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('instances')
      .addColumn('name', 'text', (col) => col.primaryKey())
      .addColumn('default_event', 'text', (col) => col.notNull())
      .addColumn('default_language', 'text', (col) => col.notNull())
      .addColumn('signalr_hub', 'text', (col) => col.notNull())
      .addColumn('webforms_url', 'text', (col) => col.notNull())
      .addColumn('identity_url', 'text', (col) => col.notNull())
      .execute();

    await db.schema
      .createTable('domains')
      .addColumn('host', 'text', (col) => col.primaryKey())
      .addColumn('instance', 'text', (col) => col.notNull().references('instances.name'))
      .addColumn('event', 'text', (col) => col.notNull())
      .addColumn('language', 'text', (col) => col.notNull())
      .execute();

    await db.schema
      .createTable('events')
      .addColumn('id', 'integer', (col) => col.primaryKey())
      .addColumn('short', 'text', (col) => col.notNull().unique())
      .addColumn('instance', 'text', (col) => col.notNull().references('instances.name'))
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('time_zone', 'text', (col) => col.notNull())
      .addColumn('start_date', 'text', (col) => col.notNull())
      .addColumn('end_date', 'text', (col) => col.notNull())
      .addColumn('languages', 'text', (col) => col.notNull())
      .addColumn('default_language', 'text', (col) => col.notNull())
      .execute();

    await db.schema
      .createTable('resources')
      .addColumn('event_id', 'integer', (col) => col.notNull().references('events.id').onDelete('cascade'))
      .addColumn('setname', 'text', (col) => col.notNull())
      .addColumn('language', 'text', (col) => col.notNull())
      .addColumn('resourcename', 'text', (col) => col.notNull())
      .addColumn('resourcevalue', 'text', (col) => col.notNull())
      .addPrimaryKeyConstraint('resources_pk', ['event_id', 'setname', 'language', 'resourcename'])
      .execute();

    await db.schema
      .createTable('company_accounts')
      .addColumn('event_id', 'integer', (col) => col.notNull().references('events.id').onDelete('cascade'))
      .addColumn('company_account_id', 'text', (col) => col.notNull())
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('sponsor_type', 'text', (col) => col.notNull())
      .addColumn('logo_path', 'text', (col) => col.notNull())
      .addColumn('custom_logo_link', 'text')
      .addColumn('custom_pdf_link', 'text')
      .addColumn('custom_button_text_label', 'text')
      .addColumn('is_public', 'integer', (col) => col.notNull())
      .addColumn('publication_state', 'integer', (col) => col.notNull())
      .addColumn('enable_2d_booth', 'integer', (col) => col.notNull())
      .addColumn('booth_numbers', 'text', (col) => col.notNull())
      .addColumn('sort', 'integer', (col) => col.notNull())
      .addPrimaryKeyConstraint('company_accounts_pk', ['event_id', 'company_account_id'])
      .execute();
    // The logo route looks a company up by id alone.
    await db.schema.createIndex('company_accounts_id_idx').on('company_accounts').column('company_account_id').execute();

    await db.schema
      .createTable('rss_items')
      .addColumn('event_id', 'integer', (col) => col.notNull().references('events.id').onDelete('cascade'))
      .addColumn('language', 'text', (col) => col.notNull())
      .addColumn('position', 'integer', (col) => col.notNull())
      .addColumn('title', 'text', (col) => col.notNull())
      .addColumn('link', 'text', (col) => col.notNull())
      .addColumn('description', 'text', (col) => col.notNull())
      .addColumn('pub_date', 'text', (col) => col.notNull())
      .addPrimaryKeyConstraint('rss_items_pk', ['event_id', 'language', 'position'])
      .execute();
  },

  async down(db: AnyDb) {
    for (const table of ['rss_items', 'company_accounts', 'resources', 'events', 'domains', 'instances']) {
      await db.schema.dropTable(table).ifExists().execute();
    }
  },
};

/** Accounts, tickets, one-time codes, sessions, the e-mail outbox and settings (server/identity). */
const identity: Migration = {
  async up(db: AnyDb) {
    await withSerialId(db, db.schema.createTable('users'))
      .addColumn('email', 'text', (col) => col.notNull().unique())
      .addColumn('firstname', 'text', (col) => col.notNull())
      .addColumn('surname', 'text', (col) => col.notNull())
      .addColumn('password_hash', 'text', (col) => col.notNull())
      .addColumn('email_confirmed', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('terms_accepted_at', 'text')
      .addColumn('failed_logins', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('locked_until', 'text')
      .addColumn('gender', 'integer')
      .addColumn('birthday', 'text')
      .addColumn('profession', 'text')
      .addColumn('health_care_professional', 'integer')
      .addColumn('import_id', 'text')
      .addColumn('selected_interests', 'text', (col) => col.notNull().defaultTo('[]'))
      .addColumn('country_id', 'text')
      .addColumn('city', 'text')
      .addColumn('country_practice_id', 'text')
      .addColumn('country_residence_id', 'text')
      .addColumn('profile_picture_path', 'text')
      .addColumn('society_member_type', 'text')
      .addColumn('company_account_id', 'text')
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();

    await db.schema
      .createTable('user_events')
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('event_id', 'integer', (col) => col.notNull().references('events.id').onDelete('cascade'))
      .addColumn('user_form_complete', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('first_login_at', 'text')
      .addPrimaryKeyConstraint('user_events_pk', ['user_id', 'event_id'])
      .execute();

    await withSerialId(db, db.schema.createTable('tickets'))
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('event_id', 'integer', (col) => col.notNull().references('events.id').onDelete('cascade'))
      .addColumn('participant_type_name', 'text', (col) => col.notNull())
      .addColumn('ticket_type_name', 'text', (col) => col.notNull())
      .addColumn('is_valid', 'integer', (col) => col.notNull())
      .addColumn('is_payed', 'integer', (col) => col.notNull())
      .addColumn('ticket_grade', 'text')
      .addColumn('company_account_id', 'text')
      .addColumn('enable_hcp', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('society_member_type', 'text')
      .addColumn('country', 'text')
      .addColumn('ticket_from', 'text')
      .addColumn('ticket_to', 'text')
      .addColumn('visitor_id', 'text')
      .execute();
    await db.schema.createIndex('tickets_user_event_idx').on('tickets').columns(['user_id', 'event_id']).execute();
    await db.schema.createIndex('tickets_visitor_idx').on('tickets').columns(['event_id', 'visitor_id']).execute();

    await db.schema
      .createTable('ticket_sync')
      .addColumn('event_id', 'integer', (col) => col.primaryKey().references('events.id').onDelete('cascade'))
      .addColumn('status', 'text', (col) => col.notNull())
      .execute();

    await db.schema
      .createTable('codes')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('kind', 'text', (col) => col.notNull())
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('code_hash', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('expires_at', 'text', (col) => col.notNull())
      .addColumn('used_at', 'text')
      .execute();
    await db.schema.createIndex('codes_lookup_idx').on('codes').columns(['user_id', 'kind', 'code_hash']).execute();

    await db.schema
      .createTable('sessions')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('event_short', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('expires_at', 'text', (col) => col.notNull())
      .addColumn('revoked_at', 'text')
      .execute();
    await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();

    await withSerialId(db, db.schema.createTable('outbox'))
      .addColumn('to', 'text', (col) => col.notNull())
      .addColumn('subject', 'text', (col) => col.notNull())
      .addColumn('text', 'text', (col) => col.notNull())
      .addColumn('html', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('sent_at', 'text')
      .execute();
    await db.schema.createIndex('outbox_to_idx').on('outbox').column('to').execute();

    await db.schema
      .createTable('settings')
      .addColumn('key', 'text', (col) => col.primaryKey())
      .addColumn('value', 'text', (col) => col.notNull())
      .execute();

    await db.schema
      .createTable('legacy_accounts')
      .addColumn('manage_user_id', 'text', (col) => col.primaryKey())
      .addColumn('email', 'text', (col) => col.notNull())
      .addColumn('firstname', 'text', (col) => col.notNull())
      .addColumn('surname', 'text', (col) => col.notNull())
      .addColumn('transferred_at', 'text')
      .execute();
  },

  async down(db: AnyDb) {
    for (const table of ['legacy_accounts', 'settings', 'outbox', 'sessions', 'codes', 'ticket_sync', 'tickets', 'user_events', 'users']) {
      await db.schema.dropTable(table).ifExists().execute();
    }
  },
};

/**
 * Single sign-on (docs/rules/shell-access-identity.md sections 3, 4 and 7): the instance's sso settings, the
 * providers an event offers on its login page, and the external identities linked to accounts.
 */
const sso: Migration = {
  async up(db: AnyDb) {
    await db.schema.alterTable('instances').addColumn('sso_url', 'text').execute();
    await db.schema.alterTable('instances').addColumn('sso_context', 'text').execute();
    await db.schema.alterTable('instances').addColumn('sso_provider', 'text').execute();

    await db.schema
      .createTable('sso_links')
      .addColumn('event_id', 'integer', (col) => col.notNull().references('events.id').onDelete('cascade'))
      .addColumn('provider', 'text', (col) => col.notNull())
      .addColumn('label', 'text', (col) => col.notNull())
      .addColumn('position', 'integer', (col) => col.notNull())
      .addPrimaryKeyConstraint('sso_links_pk', ['event_id', 'provider'])
      .execute();

    await db.schema
      .createTable('external_logins')
      .addColumn('provider', 'text', (col) => col.notNull())
      .addColumn('subject', 'text', (col) => col.notNull())
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('email', 'text', (col) => col.notNull())
      .addColumn('firstname', 'text', (col) => col.notNull())
      .addColumn('surname', 'text', (col) => col.notNull())
      .addColumn('linked_at', 'text', (col) => col.notNull())
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .addPrimaryKeyConstraint('external_logins_pk', ['provider', 'subject'])
      .execute();
    await db.schema.createIndex('external_logins_user_idx').on('external_logins').column('user_id').execute();
  },

  async down(db: AnyDb) {
    await db.schema.dropTable('external_logins').ifExists().execute();
    await db.schema.dropTable('sso_links').ifExists().execute();
    for (const column of ['sso_provider', 'sso_context', 'sso_url']) await db.schema.alterTable('instances').dropColumn(column).execute();
  },
};

/**
 * Content (docs/rules/content-areas.md sections 2 and 7): the event's content pages (/page/{pageName}, grouped
 * into lists for /list/{page}) and the my-area dashboard boxes (GET /api/Modules/EventDashboard).
 */
const content: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('content_pages')
      .addColumn('event_id', 'integer', (col) => col.notNull().references('events.id').onDelete('cascade'))
      .addColumn('language', 'text', (col) => col.notNull())
      .addColumn('page_name', 'text', (col) => col.notNull())
      .addColumn('list', 'text')
      .addColumn('position', 'integer', (col) => col.notNull())
      .addColumn('title', 'text', (col) => col.notNull())
      .addColumn('summary', 'text', (col) => col.notNull())
      .addColumn('html', 'text', (col) => col.notNull())
      .addPrimaryKeyConstraint('content_pages_pk', ['event_id', 'language', 'page_name'])
      .execute();

    await db.schema
      .createTable('dashboard_modules')
      .addColumn('event_id', 'integer', (col) => col.notNull().references('events.id').onDelete('cascade'))
      .addColumn('language', 'text', (col) => col.notNull())
      .addColumn('module', 'text', (col) => col.notNull())
      .addColumn('position', 'integer', (col) => col.notNull())
      .addColumn('title', 'text', (col) => col.notNull())
      .addColumn('button_text', 'text', (col) => col.notNull())
      .addColumn('description', 'text', (col) => col.notNull())
      .addPrimaryKeyConstraint('dashboard_modules_pk', ['event_id', 'language', 'module'])
      .execute();
  },

  async down(db: AnyDb) {
    await db.schema.dropTable('dashboard_modules').ifExists().execute();
    await db.schema.dropTable('content_pages').ifExists().execute();
  },
};

/**
 * Advertisements and push notifications (docs/rules/shell-access-identity.md sections 3 and 7): the popups an
 * event shows per page, and the notifications published to its visitors. Id lists are JSON text.
 */
const advertising: Migration = {
  async up(db: AnyDb) {
    await withSerialId(db, db.schema.createTable('advertisements'))
      .addColumn('event_id', 'integer', (col) => col.notNull().references('events.id').onDelete('cascade'))
      .addColumn('language', 'text', (col) => col.notNull())
      .addColumn('position', 'integer', (col) => col.notNull())
      .addColumn('vmx_page', 'text', (col) => col.notNull())
      .addColumn('display_from', 'text')
      .addColumn('display_to', 'text')
      .addColumn('channel_id', 'text')
      .addColumn('company_account_ids', 'text', (col) => col.notNull())
      .addColumn('company_account_ids_show_on_profile', 'text', (col) => col.notNull())
      .addColumn('show_in_seconds', 'integer', (col) => col.notNull())
      .addColumn('background_color', 'text')
      .addColumn('headline_top', 'text')
      .addColumn('headline_bottom', 'text')
      .addColumn('picture_file_path', 'text')
      .addColumn('video_file_path', 'text')
      .addColumn('text', 'text')
      .addColumn('optional_link', 'text')
      .addColumn('optional_link_target', 'text')
      .addColumn('optional_link_button_text', 'text')
      .execute();
    await db.schema.createIndex('advertisements_event_idx').on('advertisements').columns(['event_id', 'language']).execute();

    await withSerialId(db, db.schema.createTable('push_notifications'))
      .addColumn('event_id', 'integer', (col) => col.notNull().references('events.id').onDelete('cascade'))
      .addColumn('language', 'text', (col) => col.notNull())
      .addColumn('title', 'text', (col) => col.notNull())
      .addColumn('text', 'text', (col) => col.notNull())
      .addColumn('link', 'text')
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema.createIndex('push_notifications_event_idx').on('push_notifications').columns(['event_id', 'language']).execute();
  },

  async down(db: AnyDb) {
    await db.schema.dropTable('push_notifications').ifExists().execute();
    await db.schema.dropTable('advertisements').ifExists().execute();
  },
};

/**
 * The programme (docs/rules/content-areas.md sections 3 and 7, "Programme"): rooms, session types and groups (names
 * per language), sessions with their groups and chairs, presentations, authors (speakers, chairs and
 * abstract authors alike), abstracts with their authors, and a version per event that changes whenever
 * the event's programme is rewritten (the routes' cache and ETags follow it). Ids are per event.
 */
const programme: Migration = {
  async up(db: AnyDb) {
    const eventId = (col: ColumnDefinitionBuilder) => col.notNull().references('events.id').onDelete('cascade');
    await db.schema
      .createTable('programme_rooms')
      .addColumn('event_id', 'integer', eventId)
      .addColumn('id', 'integer', (col) => col.notNull())
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('position', 'integer', (col) => col.notNull())
      .addPrimaryKeyConstraint('programme_rooms_pk', ['event_id', 'id'])
      .execute();

    await db.schema
      .createTable('programme_session_types')
      .addColumn('event_id', 'integer', eventId)
      .addColumn('id', 'integer', (col) => col.notNull())
      .addColumn('language', 'text', (col) => col.notNull())
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('is_poster', 'integer', (col) => col.notNull())
      .addColumn('color', 'text', (col) => col.notNull())
      .addPrimaryKeyConstraint('programme_session_types_pk', ['event_id', 'id', 'language'])
      .execute();

    await db.schema
      .createTable('programme_groups')
      .addColumn('event_id', 'integer', eventId)
      .addColumn('id', 'integer', (col) => col.notNull())
      .addColumn('language', 'text', (col) => col.notNull())
      .addColumn('name', 'text', (col) => col.notNull())
      .addPrimaryKeyConstraint('programme_groups_pk', ['event_id', 'id', 'language'])
      .execute();

    await db.schema
      .createTable('programme_authors')
      .addColumn('event_id', 'integer', eventId)
      .addColumn('id', 'integer', (col) => col.notNull())
      .addColumn('title', 'text')
      .addColumn('firstname', 'text', (col) => col.notNull())
      .addColumn('surname', 'text', (col) => col.notNull())
      .addColumn('affiliation', 'text', (col) => col.notNull())
      .addColumn('city', 'text', (col) => col.notNull())
      .addColumn('country', 'text', (col) => col.notNull())
      .addColumn('picture_path', 'text')
      .addColumn('is_highlighted', 'integer', (col) => col.notNull())
      .addPrimaryKeyConstraint('programme_authors_pk', ['event_id', 'id'])
      .execute();

    await db.schema
      .createTable('programme_abstracts')
      .addColumn('event_id', 'integer', eventId)
      .addColumn('id', 'integer', (col) => col.notNull())
      .addColumn('number', 'text', (col) => col.notNull())
      .addColumn('title', 'text', (col) => col.notNull())
      .addColumn('body', 'text', (col) => col.notNull())
      .addPrimaryKeyConstraint('programme_abstracts_pk', ['event_id', 'id'])
      .execute();

    await db.schema
      .createTable('programme_abstract_authors')
      .addColumn('event_id', 'integer', eventId)
      .addColumn('abstract_id', 'integer', (col) => col.notNull())
      .addColumn('author_id', 'integer', (col) => col.notNull())
      .addColumn('position', 'integer', (col) => col.notNull())
      .addColumn('is_presenting', 'integer', (col) => col.notNull())
      .addPrimaryKeyConstraint('programme_abstract_authors_pk', ['event_id', 'abstract_id', 'author_id'])
      .execute();

    await db.schema
      .createTable('programme_sessions')
      .addColumn('event_id', 'integer', eventId)
      .addColumn('id', 'integer', (col) => col.notNull())
      .addColumn('code', 'text', (col) => col.notNull())
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('session_type_id', 'integer', (col) => col.notNull())
      .addColumn('room_id', 'integer', (col) => col.notNull())
      .addColumn('start_date_time', 'text', (col) => col.notNull())
      .addColumn('end_date_time', 'text', (col) => col.notNull())
      .addColumn('color', 'text', (col) => col.notNull())
      .addColumn('image_thumb_path', 'text')
      .addColumn('company_account_id', 'text')
      .addColumn('programme_grade', 'text', (col) => col.notNull())
      .addColumn('hide_on_scheduler', 'integer', (col) => col.notNull())
      .addColumn('is_highlighted', 'integer', (col) => col.notNull())
      .addPrimaryKeyConstraint('programme_sessions_pk', ['event_id', 'id'])
      .execute();

    await db.schema
      .createTable('programme_session_groups')
      .addColumn('event_id', 'integer', eventId)
      .addColumn('session_id', 'integer', (col) => col.notNull())
      .addColumn('group_id', 'integer', (col) => col.notNull())
      .addPrimaryKeyConstraint('programme_session_groups_pk', ['event_id', 'session_id', 'group_id'])
      .execute();

    await db.schema
      .createTable('programme_session_chairs')
      .addColumn('event_id', 'integer', eventId)
      .addColumn('session_id', 'integer', (col) => col.notNull())
      .addColumn('author_id', 'integer', (col) => col.notNull())
      .addColumn('position', 'integer', (col) => col.notNull())
      .addPrimaryKeyConstraint('programme_session_chairs_pk', ['event_id', 'session_id', 'author_id'])
      .execute();

    await db.schema
      .createTable('programme_presentations')
      .addColumn('event_id', 'integer', eventId)
      .addColumn('id', 'integer', (col) => col.notNull())
      .addColumn('session_id', 'integer', (col) => col.notNull())
      .addColumn('position', 'integer', (col) => col.notNull())
      .addColumn('title', 'text', (col) => col.notNull())
      .addColumn('start_date_time', 'text', (col) => col.notNull())
      .addColumn('end_date_time', 'text', (col) => col.notNull())
      .addColumn('speaker_id', 'integer')
      .addColumn('abstract_id', 'integer')
      .addColumn('is_poster', 'integer', (col) => col.notNull())
      .addColumn('poster_number', 'text')
      .addColumn('is_highlighted', 'integer', (col) => col.notNull())
      .addPrimaryKeyConstraint('programme_presentations_pk', ['event_id', 'id'])
      .execute();

    await db.schema
      .createTable('programme_versions')
      .addColumn('event_id', 'integer', (col) => col.primaryKey().references('events.id').onDelete('cascade'))
      .addColumn('version', 'text', (col) => col.notNull())
      .execute();
  },

  async down(db: AnyDb) {
    for (const table of [
      'programme_versions',
      'programme_presentations',
      'programme_session_chairs',
      'programme_session_groups',
      'programme_sessions',
      'programme_abstract_authors',
      'programme_abstracts',
      'programme_authors',
      'programme_groups',
      'programme_session_types',
      'programme_rooms',
    ]) {
      await db.schema.dropTable(table).ifExists().execute();
    }
  },
};

/**
 * The personal features of the programme (docs/rules/content-areas.md sections 3, 4 and 7, "Personal programme",
 * "Notes, comments, mail"): the personal programme (starred sessions, presentations and speakers),
 * session ratings, view counts, notes and comments with their likes and reports, and the speakers'
 * e-mail addresses (never published; SendCustomMail writes to them).
 */
const personalProgramme: Migration = {
  async up(db: AnyDb) {
    const eventId = (col: ColumnDefinitionBuilder) => col.notNull().references('events.id').onDelete('cascade');
    const userId = (col: ColumnDefinitionBuilder) => col.notNull().references('users.id').onDelete('cascade');

    await db.schema.alterTable('programme_authors').addColumn('email', 'text').execute();

    // One row per starred item; exactly one of session_id, presentation_id and speaker_id is set. The
    // unique indexes hold per kind: NULLs are distinct on both dialects, so the other kinds never clash.
    await withSerialId(db, db.schema.createTable('personal_schedule_entries'))
      .addColumn('event_id', 'integer', eventId)
      .addColumn('user_id', 'integer', userId)
      .addColumn('session_id', 'integer')
      .addColumn('presentation_id', 'integer')
      .addColumn('speaker_id', 'integer')
      .addColumn('program_type', 'text')
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('personal_schedule_session_uq')
      .on('personal_schedule_entries')
      .columns(['event_id', 'user_id', 'session_id'])
      .unique()
      .execute();
    await db.schema
      .createIndex('personal_schedule_presentation_uq')
      .on('personal_schedule_entries')
      .columns(['event_id', 'user_id', 'presentation_id'])
      .unique()
      .execute();
    await db.schema
      .createIndex('personal_schedule_speaker_uq')
      .on('personal_schedule_entries')
      .columns(['event_id', 'user_id', 'speaker_id', 'program_type'])
      .unique()
      .execute();

    await db.schema
      .createTable('session_ratings')
      .addColumn('event_id', 'integer', eventId)
      .addColumn('user_id', 'integer', userId)
      .addColumn('session_id', 'integer', (col) => col.notNull())
      .addColumn('rating', 'integer', (col) => col.notNull())
      .addColumn('content', 'text')
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .addPrimaryKeyConstraint('session_ratings_pk', ['event_id', 'user_id', 'session_id'])
      .execute();
    await db.schema.createIndex('session_ratings_session_idx').on('session_ratings').columns(['event_id', 'session_id']).execute();

    await db.schema
      .createTable('programme_view_counts')
      .addColumn('event_id', 'integer', eventId)
      .addColumn('item_type', 'text', (col) => col.notNull())
      .addColumn('item_id', 'integer', (col) => col.notNull())
      .addColumn('view_count', 'integer', (col) => col.notNull())
      .addPrimaryKeyConstraint('programme_view_counts_pk', ['event_id', 'item_type', 'item_id'])
      .execute();

    await withSerialId(db, db.schema.createTable('notes'))
      .addColumn('event_id', 'integer', eventId)
      .addColumn('user_id', 'integer', userId)
      .addColumn('session_id', 'integer')
      .addColumn('presentation_id', 'integer')
      .addColumn('is_note', 'integer', (col) => col.notNull())
      .addColumn('content', 'text', (col) => col.notNull())
      .addColumn('visibility', 'text', (col) => col.notNull())
      .addColumn('parent_id', 'integer', (col) => col.references('notes.id').onDelete('cascade'))
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema.createIndex('notes_session_idx').on('notes').columns(['event_id', 'session_id']).execute();
    await db.schema.createIndex('notes_presentation_idx').on('notes').columns(['event_id', 'presentation_id']).execute();

    for (const table of ['note_likes', 'note_reports']) {
      await db.schema
        .createTable(table)
        .addColumn('note_id', 'integer', (col) => col.notNull().references('notes.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', userId)
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addPrimaryKeyConstraint(`${table}_pk`, ['note_id', 'user_id'])
        .execute();
    }
  },

  async down(db: AnyDb) {
    for (const table of ['note_reports', 'note_likes', 'notes', 'programme_view_counts', 'session_ratings', 'personal_schedule_entries']) {
      await db.schema.dropTable(table).ifExists().execute();
    }
    await db.schema.alterTable('programme_authors').dropColumn('email').execute();
  },
};

/**
 * Exhibitors and symposia (docs/rules/content-areas.md sections 3 and 7, "Exhibitors and symposia"): the company
 * profiles beyond the logo grid's fields, their distribution files, products and product ratings,
 * meetings, webcasts, presentations, lounges and 2D booths; which symposia are private; view counts,
 * chat restore ids (dropped by 0020) and symposium leads. Lists that are only ever read whole (tags, staff,
 * hotspots) are JSON text.
 */
const exhibition: Migration = {
  async up(db: AnyDb) {
    const eventId = (col: ColumnDefinitionBuilder) => col.notNull().references('events.id').onDelete('cascade');
    const userId = (col: ColumnDefinitionBuilder) => col.notNull().references('users.id').onDelete('cascade');
    const required = (col: ColumnDefinitionBuilder) => col.notNull();

    await db.schema
      .createTable('company_profiles')
      .addColumn('event_id', 'integer', eventId)
      .addColumn('company_account_id', 'text', required)
      .addColumn('tags', 'text', required)
      .addColumn('short_description', 'text')
      .addColumn('description', 'text')
      .addColumn('website', 'text')
      .addColumn('contact_email', 'text')
      .addColumn('phone', 'text')
      .addColumn('address', 'text')
      .addColumn('deep_link', 'text')
      .addColumn('has_lounge', 'integer', required)
      .addColumn('has_chat', 'integer', required)
      .addColumn('has_booth_guru', 'integer', required)
      .addColumn('hcp_only', 'integer', required)
      .addColumn('hcp_config', 'text')
      .addPrimaryKeyConstraint('company_profiles_pk', ['event_id', 'company_account_id'])
      .execute();

    await db.schema
      .createTable('distribution_files')
      .addColumn('event_id', 'integer', eventId)
      .addColumn('company_account_id', 'text', required)
      .addColumn('position', 'integer', required)
      .addColumn('name', 'text', required)
      .addColumn('url', 'text', required)
      .addPrimaryKeyConstraint('distribution_files_pk', ['event_id', 'company_account_id', 'position'])
      .execute();
    // GetDistributionFile looks a file up by its URL alone (the call names no event).
    await db.schema.createIndex('distribution_files_url_idx').on('distribution_files').column('url').execute();

    await db.schema
      .createTable('exhibitor_products')
      .addColumn('event_id', 'integer', eventId)
      .addColumn('id', 'integer', required)
      .addColumn('company_account_id', 'text', required)
      .addColumn('name', 'text', required)
      .addColumn('category', 'text', required)
      .addColumn('short', 'text')
      .addColumn('description', 'text')
      .addColumn('website', 'text')
      .addColumn('tags', 'text', required)
      .addColumn('image_path', 'text')
      .addPrimaryKeyConstraint('exhibitor_products_pk', ['event_id', 'id'])
      .execute();
    await db.schema
      .createIndex('exhibitor_products_company_idx')
      .on('exhibitor_products')
      .columns(['event_id', 'company_account_id'])
      .execute();

    await db.schema
      .createTable('product_ratings')
      .addColumn('event_id', 'integer', eventId)
      .addColumn('user_id', 'integer', userId)
      .addColumn('product_id', 'integer', required)
      .addColumn('rating', 'integer', required)
      .addColumn('created_at', 'text', required)
      .addColumn('updated_at', 'text', required)
      .addPrimaryKeyConstraint('product_ratings_pk', ['event_id', 'user_id', 'product_id'])
      .execute();
    await db.schema.createIndex('product_ratings_product_idx').on('product_ratings').columns(['event_id', 'product_id']).execute();

    await db.schema
      .createTable('exhibitor_meetings')
      .addColumn('event_id', 'integer', eventId)
      .addColumn('id', 'integer', required)
      .addColumn('company_account_id', 'text', required)
      .addColumn('title', 'text', required)
      .addColumn('description', 'text')
      .addColumn('start_date_time', 'text', required)
      .addColumn('end_date_time', 'text', required)
      .addColumn('join_url', 'text')
      .addPrimaryKeyConstraint('exhibitor_meetings_pk', ['event_id', 'id'])
      .execute();

    await db.schema
      .createTable('exhibitor_webcasts')
      .addColumn('event_id', 'integer', eventId)
      .addColumn('id', 'integer', required)
      .addColumn('company_account_id', 'text', required)
      .addColumn('title', 'text', required)
      .addColumn('description', 'text')
      .addColumn('video_url', 'text', required)
      .addColumn('thumbnail_path', 'text')
      .addColumn('duration_minutes', 'integer', required)
      .addPrimaryKeyConstraint('exhibitor_webcasts_pk', ['event_id', 'id'])
      .execute();

    await db.schema
      .createTable('exhibitor_presentations')
      .addColumn('event_id', 'integer', eventId)
      .addColumn('id', 'integer', required)
      .addColumn('company_account_id', 'text', required)
      .addColumn('title', 'text', required)
      .addColumn('speaker_name', 'text')
      .addColumn('url', 'text', required)
      .addPrimaryKeyConstraint('exhibitor_presentations_pk', ['event_id', 'id'])
      .execute();

    await db.schema
      .createTable('exhibitor_lounges')
      .addColumn('event_id', 'integer', eventId)
      .addColumn('company_account_id', 'text', required)
      .addColumn('title', 'text', required)
      .addColumn('welcome', 'text', required)
      .addColumn('staff', 'text', required)
      .addColumn('meeting_url', 'text')
      .addColumn('open_from', 'text')
      .addColumn('open_until', 'text')
      .addPrimaryKeyConstraint('exhibitor_lounges_pk', ['event_id', 'company_account_id'])
      .execute();

    await db.schema
      .createTable('exhibitor_booths')
      .addColumn('event_id', 'integer', eventId)
      .addColumn('company_account_id', 'text', required)
      .addColumn('background_image_path', 'text', required)
      .addColumn('hotspots', 'text', required)
      .addPrimaryKeyConstraint('exhibitor_booths_pk', ['event_id', 'company_account_id'])
      .execute();

    await db.schema
      .createTable('symposia')
      .addColumn('event_id', 'integer', eventId)
      .addColumn('session_id', 'integer', required)
      .addColumn('is_public', 'integer', required)
      .addPrimaryKeyConstraint('symposia_pk', ['event_id', 'session_id'])
      .execute();

    await db.schema
      .createTable('company_view_counts')
      .addColumn('event_id', 'integer', eventId)
      .addColumn('company_account_id', 'text', required)
      .addColumn('view_count', 'integer', required)
      .addPrimaryKeyConstraint('company_view_counts_pk', ['event_id', 'company_account_id'])
      .execute();

    await db.schema
      .createTable('chat_restore_ids')
      .addColumn('event_id', 'integer', eventId)
      .addColumn('user_id', 'integer', userId)
      .addColumn('company_account_id', 'text', required)
      .addColumn('restore_id', 'text', required)
      .addColumn('updated_at', 'text', required)
      .addPrimaryKeyConstraint('chat_restore_ids_pk', ['event_id', 'user_id', 'company_account_id'])
      .execute();

    await withSerialId(db, db.schema.createTable('symposium_leads'))
      .addColumn('event_id', 'integer', eventId)
      .addColumn('user_id', 'integer', userId)
      .addColumn('session_id', 'integer', required)
      .addColumn('company_account_id', 'text', required)
      .addColumn('kind', 'text', required)
      .addColumn('phone', 'text')
      .addColumn('message', 'text')
      .addColumn('created_at', 'text', required)
      .execute();
  },

  async down(db: AnyDb) {
    for (const table of [
      'symposium_leads',
      'chat_restore_ids',
      'company_view_counts',
      'symposia',
      'exhibitor_booths',
      'exhibitor_lounges',
      'exhibitor_presentations',
      'exhibitor_webcasts',
      'exhibitor_meetings',
      'product_ratings',
      'exhibitor_products',
      'distribution_files',
      'company_profiles',
    ]) {
      await db.schema.dropTable(table).ifExists().execute();
    }
  },
};

/**
 * Charity, evaluation and surveys, documents and terms (docs/rules/content-areas.md sections 3, 4 and 7): the
 * instance's survey API base, SurveyJS models (survey sets, one row per language; quiz models keep their
 * correctAnswer here, never on the wire), the saved results (one per user, context and entity), which
 * sessions and which event have an evaluation and who finished one, the charity's projects, challenges
 * and points, the users' documents and forms, and the terms and conditions.
 */
const charitySurveys: Migration = {
  async up(db: AnyDb) {
    const eventId = (col: ColumnDefinitionBuilder) => col.notNull().references('events.id').onDelete('cascade');
    const userId = (col: ColumnDefinitionBuilder) => col.notNull().references('users.id').onDelete('cascade');
    const required = (col: ColumnDefinitionBuilder) => col.notNull();

    await db.schema
      .alterTable('instances')
      .addColumn('survey_url', 'text', (col) => col.notNull().defaultTo('/surveyapi'))
      .execute();

    await db.schema
      .createTable('survey_sets')
      .addColumn('id', 'integer', required)
      .addColumn('language', 'text', required)
      .addColumn('event_id', 'integer', eventId)
      .addColumn('context', 'text', required)
      .addColumn('name', 'text', required)
      .addColumn('model', 'text', required)
      .addPrimaryKeyConstraint('survey_sets_pk', ['id', 'language'])
      .execute();

    await db.schema
      .createTable('survey_results')
      .addColumn('event_id', 'integer', eventId)
      .addColumn('user_id', 'integer', userId)
      .addColumn('context', 'text', required)
      .addColumn('entity_id', 'integer', required)
      .addColumn('survey_set_id', 'integer', required)
      .addColumn('result', 'text', required)
      .addColumn('correct_answers', 'integer')
      .addColumn('created_at', 'text', required)
      .addColumn('updated_at', 'text', required)
      .addPrimaryKeyConstraint('survey_results_pk', ['event_id', 'user_id', 'context', 'entity_id'])
      .execute();

    await db.schema
      .createTable('evaluation_surveys')
      .addColumn('event_id', 'integer', eventId)
      .addColumn('context', 'text', required)
      .addColumn('entity_id', 'integer', required)
      .addColumn('survey_set_id', 'integer', required)
      .addPrimaryKeyConstraint('evaluation_surveys_pk', ['event_id', 'context', 'entity_id'])
      .execute();

    await db.schema
      .createTable('evaluations_done')
      .addColumn('event_id', 'integer', eventId)
      .addColumn('user_id', 'integer', userId)
      .addColumn('context', 'text', required)
      .addColumn('entity_id', 'integer', required)
      .addColumn('done_at', 'text', required)
      .addPrimaryKeyConstraint('evaluations_done_pk', ['event_id', 'user_id', 'context', 'entity_id'])
      .execute();

    await db.schema
      .createTable('charity_projects')
      .addColumn('event_id', 'integer', eventId)
      .addColumn('id', 'integer', required)
      .addColumn('language', 'text', required)
      .addColumn('position', 'integer', required)
      .addColumn('name', 'text', required)
      .addColumn('description', 'text', required)
      .addColumn('banners', 'text', required)
      .addPrimaryKeyConstraint('charity_projects_pk', ['event_id', 'id', 'language'])
      .execute();

    await db.schema
      .createTable('charity_challenges')
      .addColumn('event_id', 'integer', eventId)
      .addColumn('id', 'integer', required)
      .addColumn('language', 'text', required)
      .addColumn('position', 'integer', required)
      .addColumn('name', 'text', required)
      .addColumn('description', 'text', required)
      .addColumn('company_account_id', 'text')
      .addColumn('points_per_correct_answer', 'integer', required)
      .addColumn('survey_set_id', 'integer', required)
      .addPrimaryKeyConstraint('charity_challenges_pk', ['event_id', 'id', 'language'])
      .execute();

    await db.schema
      .createTable('charity_points')
      .addColumn('event_id', 'integer', eventId)
      .addColumn('user_id', 'integer', userId)
      .addColumn('challenge_id', 'integer', required)
      .addColumn('project_id', 'integer', required)
      .addColumn('correct_answers', 'integer', required)
      .addColumn('points', 'integer', required)
      .addColumn('created_at', 'text', required)
      .addPrimaryKeyConstraint('charity_points_pk', ['event_id', 'user_id', 'challenge_id'])
      .execute();

    await db.schema
      .createTable('user_documents')
      .addColumn('id', 'integer', (col) => col.primaryKey())
      .addColumn('event_id', 'integer', eventId)
      .addColumn('user_id', 'integer', userId)
      .addColumn('name', 'text', required)
      .addColumn('file_type', 'text', required)
      .addColumn('kind', 'text', required)
      .addColumn('society_short', 'text', required)
      .addColumn('status', 'text')
      .addColumn('survey_set_id', 'integer')
      .addColumn('created_at', 'text', required)
      .execute();
    await db.schema.createIndex('user_documents_user_idx').on('user_documents').columns(['user_id', 'event_id']).execute();

    await db.schema
      .createTable('terms_entries')
      .addColumn('id', 'integer', (col) => col.primaryKey())
      .addColumn('context', 'text', required)
      .addColumn('context_id', 'integer', required)
      .addColumn('language', 'text', required)
      .addColumn('position', 'integer', required)
      .addColumn('title', 'text', required)
      .addColumn('content', 'text', required)
      .addColumn('is_privacy_policy', 'integer', required)
      .execute();
  },

  async down(db: AnyDb) {
    for (const table of [
      'terms_entries',
      'user_documents',
      'charity_points',
      'charity_challenges',
      'charity_projects',
      'evaluations_done',
      'evaluation_surveys',
      'survey_results',
      'survey_sets',
    ]) {
      await db.schema.dropTable(table).ifExists().execute();
    }
    await db.schema.alterTable('instances').dropColumn('survey_url').execute();
  },
};

/** The news page's articles and the job board's postings, per language (docs/rules/content-areas.md section 2). */
const newsJobs: Migration = {
  async up(db: AnyDb) {
    const eventId = (col: ColumnDefinitionBuilder) => col.notNull().references('events.id').onDelete('cascade');
    const required = (col: ColumnDefinitionBuilder) => col.notNull();
    await db.schema
      .createTable('news_articles')
      .addColumn('event_id', 'integer', eventId)
      .addColumn('id', 'text', required)
      .addColumn('language', 'text', required)
      .addColumn('category', 'text', required)
      .addColumn('company_account_id', 'text')
      .addColumn('title', 'text', required)
      .addColumn('teaser', 'text', required)
      .addColumn('body', 'text', required)
      .addColumn('image_url', 'text', required)
      .addColumn('published_at', 'text', required)
      .addPrimaryKeyConstraint('news_articles_pk', ['event_id', 'id', 'language'])
      .execute();
    await db.schema.createIndex('news_articles_list_idx').on('news_articles').columns(['event_id', 'language', 'published_at']).execute();
    await db.schema
      .createTable('job_postings')
      .addColumn('event_id', 'integer', eventId)
      .addColumn('id', 'text', required)
      .addColumn('language', 'text', required)
      .addColumn('title', 'text', required)
      .addColumn('employer', 'text', required)
      .addColumn('company_account_id', 'text')
      .addColumn('location', 'text', required)
      .addColumn('kind', 'text', required)
      .addColumn('summary', 'text', required)
      .addColumn('description', 'text', required)
      .addColumn('apply_url', 'text', required)
      .addColumn('how_to_apply', 'text', required)
      .addColumn('published_at', 'text', required)
      .addPrimaryKeyConstraint('job_postings_pk', ['event_id', 'id', 'language'])
      .execute();
  },

  async down(db: AnyDb) {
    await db.schema.dropTable('job_postings').ifExists().execute();
    await db.schema.dropTable('news_articles').ifExists().execute();
  },
};

/**
 * 0008's chat restore ids go: a company's chat model names its conversation now (0019-messaging-community: the
 * RestoreId is the conversation's id), so nothing reads or writes them. Undone, the table comes back empty, as 0008
 * made it.
 */
const chatRestoreIdsDropped: Migration = {
  async up(db: AnyDb) {
    await db.schema.dropTable('chat_restore_ids').ifExists().execute();
  },

  async down(db: AnyDb) {
    await db.schema
      .createTable('chat_restore_ids')
      .addColumn('event_id', 'integer', (col) => col.notNull().references('events.id').onDelete('cascade'))
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('company_account_id', 'text', (col) => col.notNull())
      .addColumn('restore_id', 'text', (col) => col.notNull())
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .addPrimaryKeyConstraint('chat_restore_ids_pk', ['event_id', 'user_id', 'company_account_id'])
      .execute();
  },
};

/** In order; the keys are the names Kysely records in its kysely_migration table. */
export const MIGRATIONS: Record<string, Migration> = {
  '0001-initial': initial,
  '0002-identity': identity,
  '0003-sso': sso,
  '0004-content': content,
  '0005-advertising': advertising,
  '0006-programme': programme,
  '0007-personal-programme': personalProgramme,
  '0008-exhibition': exhibition,
  '0009-charity-surveys': charitySurveys,
  '0010-news-jobs': newsJobs,
  '0011-society-pages': SOCIETY_PAGES_MIGRATION,
  '0012-tv-recordings': TV_RECORDINGS_MIGRATION,
  '0013-registration-assembly': REGISTRATION_ASSEMBLY_MIGRATION,
  '0014-submissions-social': SUBMISSIONS_SOCIAL_MIGRATION,
  '0015-spec-calls': SPEC_CALLS_MIGRATION,
  '0016-anonymous-evaluations': ANONYMOUS_EVALUATIONS_MIGRATION,
  '0017-content-versions': CONTENT_VERSIONS_MIGRATION,
  '0018-messaging': MESSAGING_MIGRATION,
  '0019-messaging-community': MESSAGING_COMMUNITY_MIGRATION,
  '0020-chat-restore-ids-dropped': chatRestoreIdsDropped,
  '0021-programme-import': PROGRAMME_IMPORT_MIGRATION,
  '0022-programme-edits': PROGRAMME_EDITS_MIGRATION,
  '0023-exhibitor-import': EXHIBITOR_IMPORT_MIGRATION,
  '0024-user-notifications': USER_NOTIFICATIONS_MIGRATION,
  '0025-analytics': ANALYTICS_MIGRATION,
  '0026-attendance': ATTENDANCE_MIGRATION,
  '0027-analytics-users': ANALYTICS_USERS_MIGRATION,
  '0028-analytics-uniques': ANALYTICS_UNIQUES_MIGRATION,
};

/**
 * Brings the database to the latest migration; running it again does nothing. Safe from several processes at once:
 * on PostgreSQL Kysely's migrator holds an advisory lock; on SQLite it counts on being alone on its one connection,
 * so a file database is migrated under the startup lock (startupLock.ts).
 */
export async function migrateToLatest(db: Kysely<Database>): Promise<MigrationResult[]> {
  return isPostgres(db) ? migrateHoldingStartupLock(db) : withStartupLock(db, () => migrateHoldingStartupLock(db));
}

/** migrateToLatest for a caller that holds the startup lock already (the lock is not re-entrant). */
export async function migrateHoldingStartupLock(db: Kysely<Database>): Promise<MigrationResult[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS } });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error('migration failed', { cause: error });
  return results ?? [];
}
