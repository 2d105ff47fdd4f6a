/**
 * The programme editor (the admin panel's, for preview super users; loaded on demand, so vmx-app's first download
 * does not carry it; docs/import.md "Editing and publishing single sessions"): the event's sessions, found by title
 * and day; a session opened in a form to change its start and end (datetime-local in the event's time zone), room,
 * title, status and cancelled flag, kept as a pending edit (src/api/programmeAdmin.ts); the pending edits, each with
 * what it changes and a way to discard it; the pending import's summary; and Publish, which makes them all at once.
 * The server decides who may (a 403 shows as the failure it is).
 *
 * Focus: opening a session moves focus to its form's heading; closing the form returns it to the session's Edit
 * button. Messages are a status (saved, published) or an alert (refused, with the server's reason).
 *
 * Texts: programmeEditor.* (PROGRAMME_EDITOR_TEXTS), programme.cancelled. Theme tokens: those of ui/form,
 * --vmx-color-border, --vmx-color-muted, --vmx-color-control-border, --vmx-color-background, --vmx-color-focus,
 * --vmx-radius, --vmx-space.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { discardSessionEdit, editSession, getPendingEdits, getPendingReport, publishProgramme } from '../../../api/programmeAdmin';
import { HttpError } from '../../../api/http';
import type { ProgrammeRoom, ProgrammeSession, ProgrammeSessionEdit, ProgrammeSessionEditRequest } from '../../../contracts';
import { changedFields, editorDays, editorSessions, instantOfLocalInput, localInputValue } from '../../../core/programme/editor';
import { PROGRAMME_EDITOR_TEXTS } from '../../../core/programme/editorTexts';
import { PROGRAMME_TEXTS } from '../../../core/programme/texts';
import { programmeChanged } from '../../../store/programmeChanges';
import { scopeKey } from '../../../store/queries/keys';
import { useEventContext, useTexts } from '../../../store/react';
import { Button, CheckboxField, FormNotice, TextField } from '../../../ui/form';
import { useEventId, useProgrammeList } from '../useProgramme';
import { useProgrammeFormat } from '../useProgrammeFormat';

/** Ours: how many sessions the list shows at once (a congress has hundreds; the search finds the rest). */
const SHOWN = 60;

type Notice = { tone: 'success' | 'danger'; text: string } | null;

/** The server's reason for a refused call: its message (a 400 names the field). */
const reasonOf = (error: unknown) =>
  error instanceof HttpError && typeof (error.body as { message?: unknown } | null)?.message === 'string'
    ? (error.body as { message: string }).message
    : String((error as Error)?.message ?? error);

export default function ProgrammeEditor() {
  const t = useTexts(PROGRAMME_EDITOR_TEXTS);
  const context = useEventContext();
  const queryClient = useQueryClient();
  const eventId = useEventId();
  const format = useProgrammeFormat();
  const sessions = useProgrammeList('sessions');
  const rooms = useProgrammeList('rooms');
  // Under the event context's scope, not the programme's: a published change does not read these again by itself.
  const key = [...scopeKey({ ...context, language: '' }), 'programme-editor', eventId] as const;
  const report = useQuery({
    queryKey: [...scopeKey({ ...context, language: '' }), 'programme-editor', eventId, 'report'] as const,
    queryFn: ({ signal }) => getPendingReport(context.http, eventId!, signal),
    enabled: eventId !== null,
  });
  const edits = useQuery({
    queryKey: [...scopeKey({ ...context, language: '' }), 'programme-editor', eventId, 'edits'] as const,
    queryFn: ({ signal }) => getPendingEdits(context.http, eventId!, signal),
    enabled: eventId !== null,
  });
  const [query, setQuery] = useState('');
  const [day, setDay] = useState('');
  const [openId, setOpenId] = useState<number | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const [busy, setBusy] = useState(false);
  const listRef = useRef<HTMLUListElement>(null);
  const searchId = useId();
  const dayId = useId();
  const headingId = useId();

  const all = useMemo(() => sessions.data ?? [], [sessions.data]);
  const days = useMemo(() => editorDays(all, format.timeZone), [all, format.timeZone]);
  const found = useMemo(() => editorSessions(all, query, day, format.timeZone), [all, query, day, format.timeZone]);
  const editOf = new Map((edits.data ?? []).map((edit) => [edit.SessionId, edit]));
  const open = openId === null ? undefined : all.find((session) => session.Id === openId);

  const refresh = () => queryClient.invalidateQueries({ queryKey: key });
  const run = async (work: () => Promise<string>) => {
    setBusy(true);
    try {
      setNotice({ tone: 'success', text: await work() });
      await refresh();
    } catch (error) {
      setNotice({ tone: 'danger', text: t('programmeEditor.failed', { message: reasonOf(error) }) });
    } finally {
      setBusy(false);
    }
  };
  const close = () => {
    const id = openId;
    setOpenId(null);
    // Back to where the editor was opened from.
    requestAnimationFrame(() => listRef.current?.querySelector<HTMLElement>(`[data-edit-session="${id}"]`)?.focus());
  };
  const publish = () =>
    run(async () => {
      const published = await publishProgramme(context.http, eventId!);
      // This page shows the change at once (other pages hear ProgrammeChanged).
      if (published.Version) programmeChanged(context, { EventId: eventId!, Version: published.Version });
      return t('programmeEditor.published');
    });
  const discard = (sessionId: number) =>
    run(async () => {
      await discardSessionEdit(context.http, eventId!, sessionId);
      return t('programmeEditor.discarded');
    });

  if (!sessions.data || !rooms.data) return <p role="status">{t('programmeEditor.loading')}</p>;

  const pending = report.data;
  const importCounts = pending?.Format
    ? Object.values(pending.Counts).reduce(
        (sum, counts) => ({
          added: sum.added + counts.Added,
          changed: sum.changed + counts.Changed,
          withdrawn: sum.withdrawn + counts.Withdrawn,
        }),
        { added: 0, changed: 0, withdrawn: 0 },
      )
    : null;

  return (
    <Editor aria-labelledby={headingId} data-programme-editor>
      <h3 id={headingId}>{t('programmeEditor.title')}</h3>
      {notice && <FormNotice tone={notice.tone}>{notice.text}</FormNotice>}
      <Pending aria-label={t('programmeEditor.pending')}>
        <h4>{t('programmeEditor.pending')}</h4>
        {!pending && (edits.data?.length ?? 0) === 0 && <p>{t('programmeEditor.nothingPending')}</p>}
        {importCounts && <p data-pending-import>{t('programmeEditor.import', { files: pending!.Files.join(', '), ...importCounts })}</p>}
        {(edits.data?.length ?? 0) > 0 && (
          <ul>
            {edits.data!.map((edit) => (
              <li key={edit.SessionId} data-pending-edit={edit.SessionId}>
                <strong>{edit.Name}</strong>
                <Changes edit={edit} />
                <Button type="button" disabled={busy} onClick={() => discard(edit.SessionId)}>
                  {t('programmeEditor.discard')}
                </Button>
              </li>
            ))}
          </ul>
        )}
        <Button type="button" disabled={busy || (!pending && (edits.data?.length ?? 0) === 0)} onClick={publish}>
          {t('programmeEditor.publish')}
        </Button>
      </Pending>
      <Columns>
        <div>
          <Filters>
            <div>
              <label htmlFor={searchId}>{t('programmeEditor.search')}</label>
              <input id={searchId} type="search" value={query} onChange={(event) => setQuery(event.target.value)} />
            </div>
            <div>
              <label htmlFor={dayId}>{t('programmeEditor.day')}</label>
              <select id={dayId} value={day} onChange={(event) => setDay(event.target.value)}>
                <option value="">{t('programmeEditor.allDays')}</option>
                {days.map((value) => (
                  <option key={value} value={value}>
                    {format.date(`${value}T12:00:00Z`)}
                  </option>
                ))}
              </select>
            </div>
          </Filters>
          <p role="status">
            {t('programmeEditor.sessions', { count: found.length })}
            {found.length > SHOWN && ` ${t('programmeEditor.more', { shown: SHOWN })}`}
          </p>
          <Sessions ref={listRef}>
            {found.slice(0, SHOWN).map((session) => (
              <SessionItem
                key={session.Id}
                session={session}
                when={format.dateTimeRange(session.StartDateTime, session.EndDateTime)}
                edited={editOf.has(session.Id)}
                onOpen={() => setOpenId(session.Id)}
              />
            ))}
          </Sessions>
        </div>
        {open && (
          <SessionForm
            key={open.Id}
            session={open}
            rooms={rooms.data}
            edit={editOf.get(open.Id)}
            timeZone={format.timeZone}
            busy={busy}
            onSave={(body) =>
              run(async () => {
                // Nothing differs from the session and no edit is pending: nothing to keep.
                if (Object.keys(body).length === 0) return t('programmeEditor.unchanged');
                await editSession(context.http, eventId!, open.Id, body);
                return t('programmeEditor.saved');
              })
            }
            onDiscard={editOf.has(open.Id) ? () => discard(open.Id) : undefined}
            onClose={close}
          />
        )}
      </Columns>
    </Editor>
  );
}

/** The form's label of each field an edit changes (the API names them as an import's report does). */
const FIELD_LABELS = {
  title: 'programmeEditor.field.title',
  start: 'programmeEditor.field.start',
  end: 'programmeEditor.field.end',
  room: 'programmeEditor.field.room',
  status: 'programmeEditor.field.status',
  cancelled: 'programmeEditor.field.cancelled',
} as const;

/** What an edit changes, in the page's words: times in the event's zone, the status and flag as the form says them. */
function Changes({ edit }: { edit: ProgrammeSessionEdit }) {
  const t = useTexts(PROGRAMME_EDITOR_TEXTS);
  const format = useProgrammeFormat();
  const shown = (field: string, value: string | null) => {
    if (value === null) return '–';
    if (field === 'start' || field === 'end') return format.dateTimeRange(value, null);
    if (field === 'status') return t(value === 'unscheduled' ? 'programmeEditor.status.unscheduled' : 'programmeEditor.status.scheduled');
    if (field === 'cancelled') return t(value === 'true' ? 'programmeEditor.yes' : 'programmeEditor.no');
    return value;
  };
  return (
    <ul>
      {edit.Fields.map(({ Field, Before, After }) => {
        const label = FIELD_LABELS[Field as keyof typeof FIELD_LABELS];
        return (
          <li key={Field}>
            {t('programmeEditor.change', {
              field: label ? t(label, { zone: format.timeZone }) : Field,
              before: shown(Field, Before),
              after: shown(Field, After),
            })}
          </li>
        );
      })}
    </ul>
  );
}

function SessionItem({ session, when, edited, onOpen }: { session: ProgrammeSession; when: string; edited: boolean; onOpen: () => void }) {
  const t = useTexts(PROGRAMME_EDITOR_TEXTS);
  const programme = useTexts(PROGRAMME_TEXTS);
  return (
    <li data-session-id={session.Id}>
      <div>
        <strong>{session.Name}</strong>
        <small>
          {[when, session.RoomName, session.IsCancelled && programme('programme.cancelled'), edited && t('programmeEditor.edited')]
            .filter(Boolean)
            .join(' · ')}
        </small>
      </div>
      <Button type="button" data-edit-session={session.Id} aria-label={`${t('programmeEditor.edit')}: ${session.Name}`} onClick={onOpen}>
        {t('programmeEditor.edit')}
      </Button>
    </li>
  );
}

interface FormValues {
  StartDateTime: string;
  EndDateTime: string;
  RoomId: number;
  Title: string;
  Status: 'scheduled' | 'unscheduled';
  Cancelled: boolean;
}

function SessionForm(props: {
  session: ProgrammeSession;
  rooms: readonly ProgrammeRoom[];
  edit: ProgrammeSessionEdit | undefined;
  timeZone: string;
  busy: boolean;
  onSave: (body: ProgrammeSessionEditRequest) => void;
  onDiscard: (() => void) | undefined;
  onClose: () => void;
}) {
  const { session, rooms, edit, timeZone, busy } = props;
  const t = useTexts(PROGRAMME_EDITOR_TEXTS);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const roomId = useId();
  const statusId = useId();
  const published: FormValues = {
    StartDateTime: session.StartDateTime,
    EndDateTime: session.EndDateTime,
    RoomId: session.RoomId,
    Title: session.Name,
    Status: session.HideOnScheduler ? 'unscheduled' : 'scheduled',
    Cancelled: session.IsCancelled,
  };
  const [values, setValues] = useState<FormValues>({
    StartDateTime: edit?.StartDateTime ?? published.StartDateTime,
    EndDateTime: edit?.EndDateTime ?? published.EndDateTime,
    RoomId: edit?.RoomId ?? published.RoomId,
    Title: edit?.Title ?? published.Title,
    Status: edit?.Status ?? published.Status,
    Cancelled: edit?.Cancelled ?? published.Cancelled,
  });
  const set = (patch: Partial<FormValues>) => setValues((before) => ({ ...before, ...patch }));
  const timeField = (name: 'StartDateTime' | 'EndDateTime', label: string) => (
    <TextField
      label={label}
      type="datetime-local"
      required
      value={localInputValue(values[name], timeZone)}
      onChange={(event) => {
        const instant = instantOfLocalInput(event.target.value, timeZone);
        if (instant) set({ [name]: instant });
      }}
    />
  );
  useEffect(() => headingRef.current?.focus(), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSave(changedFields({ ...values, Title: values.Title.trim() }, published, edit ?? {}));
  };

  return (
    <Form onSubmit={submit} aria-labelledby={`${roomId}-heading`} data-session-form={session.Id}>
      <h4 id={`${roomId}-heading`} ref={headingRef} tabIndex={-1}>
        {t('programmeEditor.form', { name: session.Name })}
      </h4>
      <TextField
        label={t('programmeEditor.field.title')}
        type="text"
        required
        value={values.Title}
        onChange={(event) => set({ Title: event.target.value })}
      />
      {timeField('StartDateTime', t('programmeEditor.field.start', { zone: timeZone }))}
      {timeField('EndDateTime', t('programmeEditor.field.end', { zone: timeZone }))}
      <Select label={t('programmeEditor.field.room')} id={roomId}>
        <select id={roomId} value={values.RoomId} onChange={(event) => set({ RoomId: Number(event.target.value) })}>
          {rooms.map((room) => (
            <option key={room.Id} value={room.Id}>
              {room.Name}
            </option>
          ))}
        </select>
      </Select>
      <Select label={t('programmeEditor.field.status')} id={statusId}>
        <select id={statusId} value={values.Status} onChange={(event) => set({ Status: event.target.value as FormValues['Status'] })}>
          <option value="scheduled">{t('programmeEditor.status.scheduled')}</option>
          <option value="unscheduled">{t('programmeEditor.status.unscheduled')}</option>
        </select>
      </Select>
      <CheckboxField
        label={t('programmeEditor.field.cancelled')}
        checked={values.Cancelled}
        onChange={(event) => set({ Cancelled: event.target.checked })}
      />
      <Actions>
        <Button type="submit" disabled={busy}>
          {t('programmeEditor.save')}
        </Button>
        {props.onDiscard && (
          <Button type="button" disabled={busy} onClick={props.onDiscard}>
            {t('programmeEditor.discard')}
          </Button>
        )}
        <Button type="button" onClick={props.onClose}>
          {t('programmeEditor.close')}
        </Button>
      </Actions>
    </Form>
  );
}

function Select({ label, id, children }: { label: string; id: string; children: ReactNode }) {
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      {children}
    </Field>
  );
}

const control = `
  font: inherit;
  color: inherit;
  padding: calc(var(--vmx-space) * 0.75) var(--vmx-space);
  border: 1px solid var(--vmx-color-control-border);
  border-radius: var(--vmx-radius);
  background: var(--vmx-color-background);
  &:focus-visible {
    outline: 3px solid var(--vmx-color-focus);
    outline-offset: 1px;
  }
`;

const Editor = styled.section`
  display: grid;
  gap: calc(var(--vmx-space) * 2);
  margin-top: calc(var(--vmx-space) * 3);

  h3,
  h4,
  p {
    margin: 0;
  }
  input[type='datetime-local'],
  input[type='search'],
  select {
    ${control}
  }
`;

const Pending = styled.section`
  display: grid;
  gap: var(--vmx-space);
  justify-items: start;
  padding: calc(var(--vmx-space) * 1.5);
  border: 1px solid var(--vmx-color-border);
  border-radius: var(--vmx-radius);

  > ul {
    display: grid;
    gap: var(--vmx-space);
    margin: 0;
    padding: 0;
    list-style: none;
  }
  ul ul {
    margin: 0;
    padding-inline-start: calc(var(--vmx-space) * 2);
    color: var(--vmx-color-muted);
  }
`;

const Columns = styled.div`
  display: grid;
  gap: calc(var(--vmx-space) * 2);
  align-items: start;

  @media (min-width: 60rem) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 26rem);
  }
`;

const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--vmx-space);
  margin-bottom: var(--vmx-space);

  > div {
    display: grid;
    gap: calc(var(--vmx-space) * 0.5);
    flex: 1 1 12rem;
  }
  label {
    font-weight: 600;
  }
`;

const Sessions = styled.ul`
  margin: var(--vmx-space) 0 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    gap: var(--vmx-space);
    align-items: center;
    justify-content: space-between;
    padding: var(--vmx-space) 0;
    border-bottom: 1px solid var(--vmx-color-border);
  }
  li > div {
    display: grid;
    min-width: 0;
    overflow-wrap: anywhere;
  }
  small {
    color: var(--vmx-color-muted);
  }
`;

const Form = styled.form`
  display: grid;
  gap: calc(var(--vmx-space) * 1.5);
  padding: calc(var(--vmx-space) * 1.5);
  border: 1px solid var(--vmx-color-border);
  border-radius: var(--vmx-radius);
`;

const Field = styled.div`
  display: grid;
  gap: calc(var(--vmx-space) * 0.5);

  label {
    font-weight: 600;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--vmx-space);
`;
