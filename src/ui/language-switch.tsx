import { useState } from 'react';
import { Languages } from 'lucide-react';
import { LANGUAGES } from '../../contract/constants.ts';
import { language, t } from '../lib/i18n/index.ts';
import { LANGUAGE_NAMES, switchLanguage } from '../lib/i18n/locale.ts';
import './language-switch.css';

/**
 * English or Filipino, each named in itself (and marked with its `lang`, so a screen reader says it right). Choosing
 * one keeps it in the locale cookie and opens the app again in it.
 */
export function LanguageSwitch() {
  const [failed, setFailed] = useState(false);
  const current = language();
  return (
    <div className="language-switch">
      <div className="language-switch-row" role="group" aria-labelledby="language-switch-label">
        <span id="language-switch-label" className="language-switch-label">
          <Languages aria-hidden="true" size={18} />
          {t('locale.label')}
        </span>
        {LANGUAGES.map((tag) => (
          <button
            key={tag}
            type="button"
            lang={tag}
            className={`language-chip ${tag === current ? 'language-chip-on' : ''}`}
            aria-pressed={tag === current}
            onClick={() => void switchLanguage(tag).then((done) => setFailed(!done))}
          >
            {LANGUAGE_NAMES[tag]}
          </button>
        ))}
      </div>
      {failed && (
        <p className="form-error" role="alert">
          {t('locale.failed')}
        </p>
      )}
    </div>
  );
}
