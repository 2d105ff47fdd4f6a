/**
 * The abstract submission page's seed (server/routes/submissions.ts) for the current edition (ehc2026): the topics
 * an abstract is filed under, in en-GB and de-DE, and the demo attendee's (attendee@ehc2026.test) abstracts, one in
 * each status, so the list shows every status the page knows. Fixed content; instants on the seed's calendar.
 */
import type { Transaction } from 'kysely';
import type { SubmissionAuthor } from '../../../src/contracts';
import type { SubmissionStatusName } from '../../../src/core/submission/abstract';
import type { Database } from '../schema';
import type { SubmissionTopicTable } from '../submissionSocialTables';
import type { SeedCalendar } from './dates';
import { DEMO_EVENT_ID } from './identity';

/** The demo account whose abstracts are seeded. */
export const SUBMISSION_DEMO_ACCOUNT = 'attendee@ehc2026.test';

/** Ours: the topics of the demo's call for abstracts. */
export const SUBMISSION_TOPICS: readonly { id: string; 'en-GB': string; 'de-DE': string }[] = [
  { id: 'cardiology', 'en-GB': 'Cardiology and vascular medicine', 'de-DE': 'Kardiologie und Gefäßmedizin' },
  { id: 'oncology', 'en-GB': 'Oncology', 'de-DE': 'Onkologie' },
  { id: 'infectious', 'en-GB': 'Infectious diseases', 'de-DE': 'Infektionskrankheiten' },
  { id: 'digital', 'en-GB': 'Digital health and AI', 'de-DE': 'Digitale Gesundheit und KI' },
  { id: 'education', 'en-GB': 'Medical education', 'de-DE': 'Medizinische Lehre' },
  { id: 'public', 'en-GB': 'Public health and prevention', 'de-DE': 'Öffentliche Gesundheit und Prävention' },
];

interface SeededAbstract {
  title: string;
  authors: SubmissionAuthor[];
  topic: string;
  abstract: string;
  status: SubmissionStatusName;
  updated: string;
  submitted: string | null;
}

const ALICE: SubmissionAuthor = { Name: 'Alice Adler', Affiliation: 'University Hospital Heidelberg' };

const ABSTRACTS: readonly SeededAbstract[] = [
  {
    title: 'Remote rhythm monitoring after ablation: a twelve-month follow-up',
    authors: [ALICE, { Name: 'Ben Brandt', Affiliation: 'Heart Centre Leipzig' }],
    topic: 'cardiology',
    abstract:
      'Background: Recurrence after catheter ablation is often asymptomatic. We studied whether a patch monitor worn for two weeks every quarter finds recurrences earlier than symptom-driven visits.',
    status: 'draft',
    updated: '2026-03-02T10:15:00Z',
    submitted: null,
  },
  {
    title: 'Teaching ultrasound with simulators: a randomised comparison',
    authors: [ALICE, { Name: 'Chiara Conti', Affiliation: 'University of Padua' }],
    topic: 'education',
    abstract:
      'Sixty residents learned focused cardiac ultrasound either on a simulator or on volunteers. Image quality scores after four weeks did not differ; the simulator group needed less supervision time.',
    status: 'submitted',
    updated: '2026-02-20T16:40:00Z',
    submitted: '2026-02-20T16:40:00Z',
  },
  {
    title: 'Early warning scores computed from wearable data on general wards',
    authors: [ALICE, { Name: 'David Dahl', Affiliation: 'Karolinska Institutet' }, { Name: 'Eva Engel', Affiliation: 'Charité Berlin' }],
    topic: 'digital',
    abstract:
      'We computed a continuous early warning score from wrist-worn sensors in 412 ward patients and compared it with scores charted by nurses every eight hours. Alerts came a median of 5.2 hours earlier.',
    status: 'underReview',
    updated: '2026-02-11T09:05:00Z',
    submitted: '2026-02-11T09:05:00Z',
  },
  {
    title: 'Vaccination uptake after text-message reminders in primary care',
    authors: [ALICE],
    topic: 'public',
    abstract:
      'In 38 practices, patients due for influenza vaccination received one or two text reminders. Uptake rose from 41 to 53 per cent with two reminders; one reminder had a smaller effect.',
    status: 'accepted',
    updated: '2026-01-28T14:20:00Z',
    submitted: '2026-01-15T11:00:00Z',
  },
  {
    title: 'A single-centre series of late stent thrombosis',
    authors: [ALICE, { Name: 'Felix Fuchs', Affiliation: 'University Hospital Heidelberg' }],
    topic: 'cardiology',
    abstract: 'We describe eleven cases of very late stent thrombosis seen in one centre over six years, with their antiplatelet therapy.',
    status: 'rejected',
    updated: '2026-01-30T08:45:00Z',
    submitted: '2026-01-12T13:30:00Z',
  },
];

export async function seedSubmissions(trx: Transaction<Database>, input: { calendar: SeedCalendar }): Promise<void> {
  const topics: SubmissionTopicTable[] = SUBMISSION_TOPICS.flatMap((topic, position) =>
    (['en-GB', 'de-DE'] as const).map((language) => ({ event_id: DEMO_EVENT_ID, id: topic.id, language, position, name: topic[language] })),
  );
  await trx.insertInto('submission_topics').values(topics).execute();
  const user = await trx.selectFrom('users').select('id').where('email', '=', SUBMISSION_DEMO_ACCOUNT).executeTakeFirstOrThrow();
  const { instant } = input.calendar;
  await trx
    .insertInto('abstract_submissions')
    .values(
      ABSTRACTS.map((item) => ({
        event_id: DEMO_EVENT_ID,
        user_id: user.id,
        title: item.title,
        authors: JSON.stringify(item.authors),
        topic: item.topic,
        abstract: item.abstract,
        status: item.status,
        created_at: instant(item.submitted ?? item.updated),
        updated_at: instant(item.updated),
        submitted_at: item.submitted === null ? null : instant(item.submitted),
      })),
    )
    .execute();
}
