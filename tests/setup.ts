// fake-indexeddb must be in place before Dexie loads.
import 'fake-indexeddb/auto';
import { loadAllWords } from '../src/lib/i18n/index.ts';

// Screens draw once all of English is loaded (the app waits for it before any screen but home): tests draw them so too.
await loadAllWords();
