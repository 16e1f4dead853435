-- Operator texts in other languages (server/domain/content/translations.ts): a translation is found by the exact
-- English text it translates, so an English text edited later shows in English until it is translated again.
CREATE TABLE content_translations (
  language text NOT NULL CHECK (language ~ '^[a-z]{2,3}(-[A-Z]{2})?$'),
  source text NOT NULL CHECK (length(source) > 0),
  text text NOT NULL CHECK (length(text) > 0),
  updated_at bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (language, source)
);
