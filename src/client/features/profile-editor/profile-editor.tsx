// The profile editor: jobs, education, certifications and skills as we read them (or as the user
// corrected them), each entry editable, removable and movable with plain buttons (keyboard and
// screen-reader usable, no drag and drop). Checked with the same zod schema the server applies.
import { ArrowDown, ArrowUp, Loader2, Plus, Trash2 } from 'lucide-react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { unsureFields, ZEditableProfile, type TEditableProfile, type TProfileReading } from '../../../shared/profile.ts';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { UnsureBadge } from './unsure-badge.tsx';

type Confidence = Record<string, number> | undefined;
interface Job { key: number; title: string; company: string; location: string; dates: string; bullets: string; confidence: Confidence }
interface School { key: number; degree: string; institution: string; dates: string; details: string; confidence: Confidence }
interface Item { key: number; value: string }
interface EditorState { experience: Job[]; education: School[]; certifications: Item[]; skills: Item[] }

let nextKey = 1;
const newKey = () => nextKey++;

function toState(p: TProfileReading): EditorState {
  return {
    experience: p.experience.map((e) => ({ key: newKey(), title: e.title, company: e.company, location: e.location, dates: e.dates, bullets: e.bullets.join('\n'), confidence: e.confidence })),
    education: p.education.map((e) => ({ key: newKey(), degree: e.degree, institution: e.institution, dates: e.dates, details: e.details.join('\n'), confidence: e.confidence })),
    certifications: p.certifications.map((value) => ({ key: newKey(), value })),
    skills: p.skills.map((value) => ({ key: newKey(), value })),
  };
}

function toInput(s: EditorState) {
  return {
    experience: s.experience.map((e) => ({ title: e.title, company: e.company, location: e.location, dates: e.dates, bullets: e.bullets.split('\n') })),
    education: s.education.map((e) => ({ degree: e.degree, institution: e.institution, dates: e.dates, details: e.details.split('\n') })),
    certifications: s.certifications.map((c) => c.value),
    skills: s.skills.map((c) => c.value),
  };
}

function move<T>(list: T[], from: number, to: number): T[] {
  if (to < 0 || to >= list.length) return list;
  const out = [...list];
  const [item] = out.splice(from, 1);
  out.splice(to, 0, item!);
  return out;
}

/** The problems zod found, keyed by field path ('experience.0.title') with one list for the summary. */
function problemsOf(error: { issues: { path: PropertyKey[]; message: string }[] }) {
  const byPath = new Map<string, string>();
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.');
    if (!byPath.has(path)) byPath.set(path, issue.message);
  }
  return byPath;
}

const SECTION_NOUN = { experience: 'Job', education: 'Education', certifications: 'Certification', skills: 'Skill' } as const;

/** 'experience.1.title' → 'Job 2: ', so the summary says which entry to fix. */
function describePath(path: string): string {
  const [section, index] = path.split('.');
  const noun = SECTION_NOUN[section as keyof typeof SECTION_NOUN];
  return noun && index !== undefined ? `${noun} ${Number(index) + 1}: ` : '';
}

export interface ProfileEditorProps {
  initial: TProfileReading;
  submitLabel: string;
  onSave: (profile: TEditableProfile) => void;
  onCancel?: () => void;
  saving: boolean;
  /** The server's refusal, if the save failed. */
  serverError?: string | null;
}

export function ProfileEditor({ initial, submitLabel, onSave, onCancel, saving, serverError }: ProfileEditorProps) {
  const id = useId();
  const [state, setState] = useState<EditorState>(() => toState(initial));
  const [problems, setProblems] = useState<Map<string, string>>(new Map());
  const [focusKey, setFocusKey] = useState<number | null>(null);

  function update<K extends keyof EditorState>(section: K, list: EditorState[K]) {
    setState((s) => ({ ...s, [section]: list }));
  }

  /** Editing a field the parser was unsure of makes it the user's: its mark goes. */
  function editJob(i: number, field: 'title' | 'company' | 'location' | 'dates' | 'bullets', value: string) {
    update('experience', state.experience.map((e, j) => (j === i ? { ...e, [field]: value, confidence: dropField(e.confidence, field) } : e)));
  }
  function editSchool(i: number, field: 'degree' | 'institution' | 'dates' | 'details', value: string) {
    update('education', state.education.map((e, j) => (j === i ? { ...e, [field]: value, confidence: dropField(e.confidence, field) } : e)));
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = ZEditableProfile.safeParse(toInput(state));
    if (!parsed.success) {
      setProblems(problemsOf(parsed.error));
      return;
    }
    setProblems(new Map());
    onSave(parsed.data);
  }

  const fieldId = (path: string) => `${id}-${path.replace(/\./g, '-')}`;
  const errorOf = (path: string) => problems.get(path);
  const invalid = (path: string) => (errorOf(path) ? { 'aria-invalid': true as const } : {});

  function field(path: string, label: string, value: string, onChange: (v: string) => void, opts: { unsure?: boolean; multiline?: boolean; autoFocus?: boolean } = {}) {
    const fid = fieldId(path);
    const err = errorOf(path);
    const describedBy = [opts.unsure ? `${fid}-unsure` : null, err ? `${fid}-error` : null].filter(Boolean).join(' ') || undefined;
    const common = { id: fid, value, 'aria-describedby': describedBy, ...invalid(path), autoFocus: opts.autoFocus };
    return (
      <div className={opts.multiline ? 'grid gap-1.5 sm:col-span-2' : 'grid gap-1.5'}>
        <div className="flex items-center gap-2">
          <Label htmlFor={fid}>{label}</Label>
          {opts.unsure ? <UnsureBadge id={`${fid}-unsure`} /> : null}
        </div>
        {opts.multiline ? (
          <Textarea {...common} rows={3} onChange={(e) => onChange(e.target.value)} />
        ) : (
          <Input {...common} onChange={(e) => onChange(e.target.value)} />
        )}
        {err ? (
          <p id={`${fid}-error`} className="text-sm text-red-700">
            {err}
          </p>
        ) : null}
      </div>
    );
  }

  const summary = [...problems].map(([path, message]) => `${describePath(path)}${message}`);

  return (
    <form onSubmit={submit} noValidate className="grid gap-8" data-testid="profile-editor" aria-label="Edit what we read from your resume">
      {summary.length > 0 || serverError ? (
        <div role="alert" className="rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-900" data-testid="profile-errors">
          <p className="font-semibold">Please fix these before saving:</p>
          <ul className="mt-1 list-disc pl-5">
            {serverError ? <li>{serverError}</li> : null}
            {summary.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
        </div>
      ) : null}

      <EditorSection title="Experience" addLabel="Add a job" onAdd={() => {
        const key = newKey();
        setFocusKey(key);
        update('experience', [...state.experience, { key, title: '', company: '', location: '', dates: '', bullets: '', confidence: undefined }]);
      }}>
        {state.experience.map((e, i) => {
          const unsure = new Set(unsureFields(e.confidence));
          return (
            <Entry key={e.key} legend={`Job ${i + 1}`} index={i} count={state.experience.length} noun="job"
              onMove={(to) => update('experience', move(state.experience, i, to))}
              onRemove={() => update('experience', state.experience.filter((_, j) => j !== i))}>
              {field(`experience.${i}.title`, 'Job title', e.title, (v) => editJob(i, 'title', v), { unsure: unsure.has('title'), autoFocus: focusKey === e.key })}
              {field(`experience.${i}.company`, 'Employer', e.company, (v) => editJob(i, 'company', v), { unsure: unsure.has('company') })}
              {field(`experience.${i}.dates`, 'Dates', e.dates, (v) => editJob(i, 'dates', v), { unsure: unsure.has('dates') })}
              {field(`experience.${i}.location`, 'Location', e.location, (v) => editJob(i, 'location', v))}
              {field(`experience.${i}.bullets`, 'Achievements (one per line)', e.bullets, (v) => editJob(i, 'bullets', v), { multiline: true })}
            </Entry>
          );
        })}
      </EditorSection>

      <EditorSection title="Education" addLabel="Add education" onAdd={() => {
        const key = newKey();
        setFocusKey(key);
        update('education', [...state.education, { key, degree: '', institution: '', dates: '', details: '', confidence: undefined }]);
      }}>
        {state.education.map((e, i) => {
          const unsure = new Set(unsureFields(e.confidence));
          return (
            <Entry key={e.key} legend={`Education ${i + 1}`} index={i} count={state.education.length} noun="education entry"
              onMove={(to) => update('education', move(state.education, i, to))}
              onRemove={() => update('education', state.education.filter((_, j) => j !== i))}>
              {field(`education.${i}.degree`, 'Degree', e.degree, (v) => editSchool(i, 'degree', v), { unsure: unsure.has('degree'), autoFocus: focusKey === e.key })}
              {field(`education.${i}.institution`, 'Institution', e.institution, (v) => editSchool(i, 'institution', v), { unsure: unsure.has('institution') })}
              {field(`education.${i}.dates`, 'Dates', e.dates, (v) => editSchool(i, 'dates', v))}
              {field(`education.${i}.details`, 'Details (one per line)', e.details, (v) => editSchool(i, 'details', v), { multiline: true })}
            </Entry>
          );
        })}
      </EditorSection>

      {(['certifications', 'skills'] as const).map((section) => {
        const noun = SECTION_NOUN[section];
        const list = state[section];
        return (
          <EditorSection key={section} title={section === 'skills' ? 'Skills' : 'Certifications'} addLabel={`Add a ${noun.toLowerCase()}`} onAdd={() => {
            const key = newKey();
            setFocusKey(key);
            update(section, [...list, { key, value: '' }]);
          }}>
            {/* Certifications are long names; skills are short and sit two to a row. */}
            <ul className={section === 'skills' ? 'grid gap-2 sm:grid-cols-2' : 'grid gap-2'}>
              {list.map((item, i) => {
                const path = `${section}.${i}`;
                const fid = fieldId(path);
                return (
                  <li key={item.key} className="flex items-center gap-1">
                    <Label htmlFor={fid} className="sr-only">{`${noun} ${i + 1}`}</Label>
                    <Input id={fid} value={item.value} autoFocus={focusKey === item.key} {...invalid(path)}
                      onChange={(e) => update(section, list.map((x, j) => (j === i ? { ...x, value: e.target.value } : x)))} />
                    <MoveButtons index={i} count={list.length} name={`${noun.toLowerCase()} ${i + 1}`} onMove={(to) => update(section, move(list, i, to))}
                      onRemove={() => update(section, list.filter((_, j) => j !== i))} />
                  </li>
                );
              })}
            </ul>
          </EditorSection>
        );
      })}

      <div className="flex flex-wrap gap-2 border-t border-slate-200 pt-4">
        <Button type="submit" disabled={saving}>
          {saving ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button type="button" variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}

function dropField(confidence: Confidence, field: string): Confidence {
  if (!confidence || !(field in confidence)) return confidence;
  const { [field]: _dropped, ...rest } = confidence;
  return rest;
}

function EditorSection({ title, addLabel, onAdd, children }: { title: string; addLabel: string; onAdd: () => void; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="grid gap-3">
      <h3 id={id} className="text-base font-semibold text-slate-900">
        {title}
      </h3>
      {children}
      <div>
        <Button type="button" variant="outline" size="sm" onClick={onAdd}>
          <Plus aria-hidden="true" /> {addLabel}
        </Button>
      </div>
    </section>
  );
}

function Entry(props: { legend: string; index: number; count: number; noun: string; onMove: (to: number) => void; onRemove: () => void; children: ReactNode }) {
  return (
    <fieldset className="relative rounded-lg border border-slate-200 px-4 pb-4 pt-2" data-testid="profile-entry">
      {/* The legend is the fieldset's first child, so it names the group ("Job 1") for assistive tech. */}
      <legend className="px-1 text-sm font-semibold text-slate-800">{props.legend}</legend>
      <div className="mb-2 flex justify-end">
        <MoveButtons index={props.index} count={props.count} name={`${props.noun} ${props.index + 1}`} onMove={props.onMove} onRemove={props.onRemove} />
      </div>
      <div className="grid gap-3 sm:grid-cols-2">{props.children}</div>
    </fieldset>
  );
}

// aria-disabled, not disabled: a button that moves its entry to the top keeps the keyboard focus
// (a disabled one would drop it to the page), so the user can keep moving it.
function MoveButtons({ index, count, name, onMove, onRemove }: { index: number; count: number; name: string; onMove: (to: number) => void; onRemove: () => void }) {
  const first = index === 0;
  const last = index === count - 1;
  return (
    <div className="flex shrink-0 gap-1">
      <Button type="button" variant="ghost" size="icon" aria-label={`Move ${name} up`} aria-disabled={first} className={first ? 'opacity-40' : undefined} onClick={() => !first && onMove(index - 1)}>
        <ArrowUp aria-hidden="true" />
      </Button>
      <Button type="button" variant="ghost" size="icon" aria-label={`Move ${name} down`} aria-disabled={last} className={last ? 'opacity-40' : undefined} onClick={() => !last && onMove(index + 1)}>
        <ArrowDown aria-hidden="true" />
      </Button>
      <Button type="button" variant="ghost" size="icon" aria-label={`Remove ${name}`} onClick={onRemove}>
        <Trash2 aria-hidden="true" />
      </Button>
    </div>
  );
}
