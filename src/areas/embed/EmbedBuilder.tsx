/**
 * The embed builder (issue 24, /embed/{instance}/{event}/{language}): a society's web editor picks what to embed
 * (an element or the whole platform in an iframe), sets the attributes that element takes and its colours, sees the
 * real element with the congress's data, and copies the snippet (core/embed/snippet.ts), as pretalx's and pretix's
 * widget pages do.
 *
 * The preview is the real element: the builder puts it into its own light DOM (slot "preview"), where the page's
 * autoloader (vmx.js) finds its tag and loads it as on any host page; it shares this event context, so its data is
 * read once. It is made again whenever an attribute changes, so it shows what the snippet's element shows when a page
 * opens; colours are set in place (CSSOM, allowed by the page's policy). Its api-base is the builder's own server; the
 * snippet's is the public address the server gives (public-url).
 *
 * Texts: embed.* (core/embed/texts.ts). Theme tokens: those of EmbedBuilder.styles.ts.
 */
import { useQuery } from '@tanstack/react-query';
import { useContext, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import {
  EMBED_CHOICES,
  EMBED_COLOURS,
  EMBED_COLOUR_DEFAULTS,
  EMBED_FIELDS,
  EMBED_TAGS,
  checkedColour,
  defaultCompany,
  elementAttributes,
  embedSnippet,
  initialValues,
  platformFrameSrc,
  publicBase,
  type EmbedChoice,
  type EmbedColour,
  type EmbedField,
  type EmbedInput,
} from '../../core/embed/snippet';
import { EMBED_TEXTS, type EmbedTextKey } from '../../core/embed/texts';
import { companyAccountsCall } from '../../core/eventKeys';
import { exhibitionQueries } from '../../store/queries/exhibition';
import { queryScope } from '../../store/queries/keys';
import { useEventContext, useEventState, useTexts } from '../../store/react';
import { HostElementContext } from '../../ui/host';
import { Code, ColourRow, Columns, CopyRow, CopyStatus, Field, Hint, Intro, Page, Preview, Settings } from './EmbedBuilder.styles';

export interface EmbedBuilderProps {
  instance?: string;
  event?: string;
  language?: string;
  apiBase?: string;
  /** The server's public address (PUBLIC_URL): every address in the snippet starts there. */
  publicUrl?: string;
}

/** The preview's height for the framed platform (the real page scrolls inside it). */
const FRAME_PREVIEW_HEIGHT = '40rem';

type Texts = ReturnType<typeof useTexts<typeof EMBED_TEXTS>>;

export function EmbedBuilder({ instance = '', event = '', language = '', apiBase = '/', publicUrl }: EmbedBuilderProps) {
  const t = useTexts(EMBED_TEXTS);
  const base = publicBase(publicUrl || apiBase);
  const eventName = useEventState((state) => state.details?.Name ?? event);
  const [choice, setChoice] = useState<EmbedChoice>('programme');
  // Each choice keeps what was set for it, so switching back and forth loses nothing.
  const [values, setValues] = useState<Partial<Record<EmbedChoice, Record<string, string>>>>({});
  const [colours, setColours] = useState<Partial<Record<EmbedColour, string>>>({});
  const current = values[choice] ?? initialValues(choice, base);
  const input: EmbedInput = { instance, event, language, choice, values: current, colours };
  const snippet = embedSnippet(input, base, eventName);

  useEffect(() => {
    document.title = t('embed.title');
  }, [t]);

  const setValue = (name: string, value: string) => setValues((all) => ({ ...all, [choice]: { ...current, [name]: value } }));
  const choiceId = useId();

  return (
    <Page>
      <h1>{t('embed.title')}</h1>
      <Intro>{t('embed.intro')}</Intro>
      <Columns>
        <Settings onSubmit={(submitted) => submitted.preventDefault()}>
          <Field>
            <label htmlFor={choiceId}>{t('embed.choice')}</label>
            <select id={choiceId} value={choice} onChange={(changed) => setChoice(changed.target.value as EmbedChoice)}>
              {EMBED_CHOICES.map((option) => (
                <option key={option} value={option}>
                  {t(`embed.choice.${option}` as EmbedTextKey)}
                </option>
              ))}
            </select>
          </Field>
          <fieldset>
            <legend>{t('embed.options')}</legend>
            {EMBED_FIELDS[choice].length === 0 && <Hint>{t('embed.options.none')}</Hint>}
            {EMBED_FIELDS[choice].map((field) => (
              <FieldControl
                key={`${choice}-${field.name}`}
                field={field}
                value={current[field.name] ?? ''}
                onChange={(value) => setValue(field.name, value)}
                t={t}
                eventName={eventName}
              />
            ))}
          </fieldset>
          <fieldset>
            <legend>{t('embed.colours')}</legend>
            {choice === 'platform' ? (
              <Hint>{t('embed.colours.frame')}</Hint>
            ) : (
              <>
                <Hint>{t('embed.colours.hint')}</Hint>
                {EMBED_COLOURS.map((name) => (
                  <ColourControl
                    key={name}
                    name={name}
                    value={colours[name]}
                    onChange={(value) => setColours((all) => ({ ...all, [name]: value }))}
                    t={t}
                  />
                ))}
              </>
            )}
          </fieldset>
        </Settings>
        <SnippetBox snippet={snippet} t={t} />
      </Columns>
      <Preview aria-labelledby={`${choiceId}-preview`}>
        <h2 id={`${choiceId}-preview`}>{t('embed.preview')}</h2>
        {choice === 'platform' && <Hint>{t('embed.preview.frame')}</Hint>}
        <div>
          <slot name="preview" />
        </div>
        <PreviewElement input={input} apiBase={apiBase} frameTitle={input.values.title?.trim() || eventName} />
      </Preview>
    </Page>
  );
}

function FieldControl({
  field,
  value,
  onChange,
  t,
  eventName,
}: {
  field: EmbedField;
  value: string;
  onChange: (value: string) => void;
  t: Texts;
  eventName: string;
}) {
  const id = useId();
  const hintKey = `embed.field.${field.name}.hint`;
  const hint = hintKey in EMBED_TEXTS ? t(hintKey as EmbedTextKey, { name: eventName }) : null;
  const described = hint ? `${id}-hint` : undefined;
  let control: ReactNode;
  if (field.kind === 'choice') {
    control = (
      <select id={id} value={value} aria-describedby={described} onChange={(changed) => onChange(changed.target.value)}>
        {field.name !== 'page' && <option value="">{t('embed.option.default')}</option>}
        {field.options?.map((option) => (
          <option key={option} value={option}>
            {t(`embed.option.${field.name}.${option}` as EmbedTextKey)}
          </option>
        ))}
      </select>
    );
  } else if (field.kind === 'company') {
    control = <CompanySelect id={id} value={value} onChange={onChange} t={t} />;
  } else {
    const type = { text: 'text', number: 'number', date: 'date', url: 'url' }[field.kind];
    control = (
      <input
        id={id}
        type={type}
        value={value}
        min={field.kind === 'number' ? 1 : undefined}
        inputMode={field.kind === 'number' ? 'numeric' : undefined}
        aria-describedby={described}
        onChange={(changed) => onChange(changed.target.value)}
      />
    );
  }
  return (
    <Field>
      <label htmlFor={id}>{t(`embed.field.${field.name}` as EmbedTextKey)}</label>
      {control}
      {hint && <Hint id={described}>{hint}</Hint>}
    </Field>
  );
}

/** The event's exhibitors by name; until one is chosen, the best-ranked that everyone sees (the snippet needs one). */
function CompanySelect({ id, value, onChange, t }: { id: string; value: string; onChange: (value: string) => void; t: Texts }) {
  const context = useEventContext();
  const eventId = useEventState((state) => state.details?.Id ?? null);
  const call = useEventState((state) => companyAccountsCall(state.config.raw));
  const language = useEventState((state) => state.loadedLanguage ?? state.language);
  const accounts = useQuery({ ...exhibitionQueries.accounts(queryScope(context, language), eventId, call), enabled: eventId !== null });
  const companies = useMemo(
    () => [...(accounts.data ?? [])].sort((a, b) => a.Name.localeCompare(b.Name, language)),
    [accounts.data, language],
  );
  const first = useMemo(() => defaultCompany(accounts.data ?? []), [accounts.data]);
  useEffect(() => {
    if (!value && first) onChange(first);
  }, [value, first, onChange]);
  if (accounts.isError) return <Hint role="alert">{t('embed.companies.failed')}</Hint>;
  if (!accounts.data) return <Hint role="status">{t('embed.companies.loading')}</Hint>;
  return (
    <select id={id} value={value} onChange={(changed) => onChange(changed.target.value)}>
      {companies.map((company) => (
        <option key={company.CompanyAccountId} value={company.CompanyAccountId}>
          {company.Name}
        </option>
      ))}
    </select>
  );
}

function ColourControl({
  name,
  value,
  onChange,
  t,
}: {
  name: EmbedColour;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  t: Texts;
}) {
  const id = useId();
  const label = t(`embed.colour.${name.replace('--vmx-color-', '')}` as EmbedTextKey);
  const chosen = checkedColour(value);
  return (
    <ColourRow>
      <label htmlFor={id}>{label}</label>
      <input id={id} type="color" value={chosen || EMBED_COLOUR_DEFAULTS[name]} onChange={(changed) => onChange(changed.target.value)} />
      {chosen ? (
        <button type="button" onClick={() => onChange(undefined)}>
          {t('embed.colour.reset', { name: label })}
        </button>
      ) : (
        <Hint>{t('embed.colour.unset')}</Hint>
      )}
    </ColourRow>
  );
}

/** The snippet in a read-only field (to select by hand) and its Copy button, whose outcome an aria-live status says. */
function SnippetBox({ snippet, t }: { snippet: string; t: Texts }) {
  const id = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const [copied, setCopied] = useState<{ snippet: string; ok: boolean } | null>(null);
  // A status about an older snippet is no longer true.
  const status = copied && copied.snippet === snippet ? copied : null;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(snippet);
      setCopied({ snippet, ok: true });
    } catch {
      // No clipboard (an insecure origin, a refused permission): the code is selected for the person to copy.
      field.current?.select();
      setCopied({ snippet, ok: false });
    }
  };
  return (
    <Code aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>
        <label htmlFor={id}>{t('embed.snippet')}</label>
      </h2>
      <Hint id={`${id}-hint`}>{t('embed.snippet.hint')}</Hint>
      <textarea
        id={id}
        ref={field}
        readOnly
        value={snippet}
        rows={8}
        spellCheck={false}
        aria-describedby={`${id}-hint`}
        onFocus={(focused) => focused.currentTarget.select()}
      />
      <CopyRow>
        <button type="button" onClick={() => void copy()}>
          {t('embed.copy')}
        </button>
        <div role="status" aria-live="polite">
          {status && <CopyStatus $failed={!status.ok}>{t(status.ok ? 'embed.copied' : 'embed.copyFailed')}</CopyStatus>}
        </div>
      </CopyRow>
    </Code>
  );
}

/**
 * Keeps the real element (or the iframe) in the host's light DOM, in the preview slot: made anew when what it is or
 * its attributes change, its colours set in place.
 */
function PreviewElement({ input, apiBase, frameTitle }: { input: EmbedInput; apiBase: string; frameTitle: string }) {
  const host = useContext(HostElementContext);
  const [tag, attributes] =
    input.choice === 'platform'
      ? [
          'iframe',
          [
            ['src', platformFrameSrc(input, apiBase)],
            ['title', frameTitle],
          ] as [string, string][],
        ]
      : [EMBED_TAGS[input.choice], elementAttributes({ ...input, choice: input.choice, colours: {} }, apiBase)];
  const shape = JSON.stringify([tag, attributes]);
  const element = useRef<HTMLElement | null>(null);

  useEffect(() => {
    if (!host) return undefined;
    const [name, list] = JSON.parse(shape) as [string, [string, string][]];
    const made = host.ownerDocument.createElement(name);
    for (const [attribute, value] of list) made.setAttribute(attribute, value);
    made.slot = 'preview';
    if (name === 'iframe') {
      made.style.width = '100%';
      made.style.height = FRAME_PREVIEW_HEIGHT;
      made.style.border = '0';
      made.style.display = 'block';
    }
    host.append(made);
    element.current = made;
    return () => {
      made.remove();
      element.current = null;
    };
  }, [host, shape]);

  const colours = input.choice === 'platform' ? {} : input.colours;
  useEffect(() => {
    const made = element.current;
    if (!made || made.localName === 'iframe') return;
    for (const name of EMBED_COLOURS) {
      const value = checkedColour(colours[name]);
      if (value) made.style.setProperty(name, value);
      else made.style.removeProperty(name);
    }
  });
  return null;
}
