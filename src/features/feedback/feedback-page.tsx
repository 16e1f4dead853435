import { useEffect, useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { ImagePlus, X } from 'lucide-react';
import {
  FEEDBACK_CATEGORIES,
  FEEDBACK_IMAGE_MAX_BYTES,
  FEEDBACK_TEXT_MAX,
  FEEDBACK_TEXT_MIN,
  type FeedbackCategory,
} from '../../../contract/calls/feedback.ts';
import { KYC_MIME_TYPES } from '../../../contract/member-constants.ts';
import { getKv } from '../../db/database.ts';
import { api } from '../../lib/api.ts';
import { useAction } from '../../lib/hooks/use-action.ts';
import { t } from '../../lib/i18n/index.ts';
import { useGoBack } from '../../lib/use-go-back.ts';
import { Button } from '../../ui/button.tsx';
import { FormError } from '../../ui/form-error.tsx';
import { TopBar } from '../../ui/top-bar.tsx';
import { CATEGORY_KEYS } from './labels.ts';
import './feedback.css';

interface Picked {
  name: string;
  bytes: Uint8Array;
  url: string;
}

/** /feedback: category, text and images; a ticket that could not be sent stays as a draft. */
export function FeedbackPage() {
  const back = useGoBack();
  const navigate = useNavigate();
  const terms = useLiveQuery(() => getKv('feedbackList'), [], null);
  const [category, setCategory] = useState<FeedbackCategory | ''>('');
  const [text, setText] = useState('');
  const [images, setImages] = useState<Picked[]>([]);
  const [restored, setRestored] = useState(false);
  const { busy, error, setError, run } = useAction();
  const textId = useId();
  const imageLimit = terms?.imageLimit ?? 3;

  useEffect(() => {
    void api.feedback.load();
    void getKv('feedbackDraft').then((draft) => {
      if (draft) {
        setCategory(draft.category);
        setText(draft.text);
      }
      setRestored(true);
    });
  }, []);
  useEffect(() => {
    if (restored) void api.feedback.saveDraft({ category, text });
  }, [category, text, restored]);

  const onFiles = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (images.length + chosen.length > imageLimit) return setError(t('feedback.tooMany', { n: imageLimit }));
    if (chosen.some((f) => f.size > FEEDBACK_IMAGE_MAX_BYTES)) return setError(t('feedback.tooLarge'));
    setError(null);
    const picked = await Promise.all(chosen.map(async (f) => ({ name: f.name, bytes: new Uint8Array(await f.arrayBuffer()), url: URL.createObjectURL(f) })));
    setImages((now) => [...now, ...picked]);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!category) return setError(t('feedback.chooseCategory'));
    if (text.trim().length < FEEDBACK_TEXT_MIN) return setError(t('feedback.tooShort', { n: FEEDBACK_TEXT_MIN }));
    const result = await run(() =>
      api.feedback.create(
        category,
        text.trim(),
        images.map((i) => i.bytes),
      ),
    );
    if (result?.ok) void navigate({ to: '/feedback/record/$id', params: { id: String(result.data.id) } });
  };

  return (
    <div className="page">
      <TopBar title={t('feedback.title')} backLabel={t('common.back')} onBack={back} right={<Link to="/feedback/record">{t('feedback.myTickets')}</Link>} />
      <form className="page-body fb-form" onSubmit={submit} noValidate>
        <p className="fb-answer-time">{terms ? t('feedback.answerTime', { hours: terms.answerHours }) : t('feedback.answerTimeUnknown')}</p>
        <fieldset className="fb-categories">
          <legend>{t('feedback.category')}</legend>
          {FEEDBACK_CATEGORIES.map((c) => (
            <label key={c} className={`fb-chip ${category === c ? 'fb-chip-on' : ''}`}>
              <input type="radio" name="category" value={c} checked={category === c} onChange={() => setCategory(c)} className="m-hidden-input" />
              {t(CATEGORY_KEYS[c])}
            </label>
          ))}
        </fieldset>
        <div className="field">
          <label htmlFor={textId}>{t('feedback.text')}</label>
          <textarea
            id={textId}
            className="fb-textarea"
            value={text}
            maxLength={FEEDBACK_TEXT_MAX}
            rows={6}
            onChange={(e) => setText(e.target.value)}
            placeholder={t('feedback.textHint')}
          />
          <p className="field-hint">{t('feedback.count', { n: text.length, max: FEEDBACK_TEXT_MAX })}</p>
        </div>
        <div className="fb-images">
          {images.map((image, i) => (
            <div key={image.url} className="fb-thumb">
              <img src={image.url} alt={t('feedback.imageN', { n: i + 1 })} />
              <button
                type="button"
                className="fb-remove"
                aria-label={t('feedback.removeImage', { n: i + 1 })}
                onClick={() => setImages((now) => now.filter((x) => x !== image))}
              >
                <X size={18} aria-hidden="true" />
              </button>
            </div>
          ))}
          {images.length < imageLimit && (
            <label className="fb-add">
              <ImagePlus aria-hidden="true" size={28} />
              <span>{t('feedback.addImage', { n: images.length, max: imageLimit })}</span>
              <input type="file" multiple accept={KYC_MIME_TYPES.join(',')} onChange={onFiles} className="m-hidden-input" data-testid="feedback-file" />
            </label>
          )}
        </div>
        <FormError message={error} />
        <Button type="submit" block busy={busy}>
          {t('feedback.send')}
        </Button>
        <p className="muted fb-plain">{t('feedback.privacy')}</p>
      </form>
    </div>
  );
}
